import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Check } from 'lucide-react';
import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  CONTACT_TAGS,
  DEFAULT_CONTACT_SOURCE,
  MESSAGES,
  contactSchema,
  newContactDefaults,
  normalizePhone,
  type Contact,
  type ContactInput,
  type ContactStatus,
} from '@wacrm/whatsapp-sdk';
import { Button, Modal, Select, TextArea, TextField } from '@wacrm/ui';
import { useWacrm, useWacrmLabels, useLabelledResolver } from '../../provider';
import { failureNotice } from '../../internal/failureNotice';
import { sourceLabel, tagLabel } from '../../internal/dataLabels';
import { contactLabels } from '../labels';
import { Fieldset, Form, Legend, Row, TagList, TagToggle } from './ContactModal.styles';

export interface ContactModalProps {
  /** Whether the dialog is shown (controlled by the host). */
  open: boolean;
  /** Called when the user closes the dialog (close button, Escape, Cancel). */
  onClose: () => void;
  /** Edit this contact (PUT); without it a new contact is created (POST). */
  contact?: Contact | null;
  /** Called with the saved contact as the server returned it. */
  onSaved?: (contact: Contact, mode: 'created' | 'updated') => void;
}

interface FormValues {
  name: string;
  phone: string;
  email: string;
  status: ContactStatus;
  tags: string[];
  source: string;
  notes: string;
}

function defaultsFor(contact: Contact | null | undefined): FormValues {
  if (!contact) {
    const d = newContactDefaults();
    return {
      name: d.name,
      phone: d.phone,
      email: d.email,
      status: d.status,
      tags: d.tags,
      source: d.source,
      notes: '',
    };
  }
  return {
    name: contact.name,
    phone: contact.phone,
    email: contact.email,
    status: contact.status,
    tags: [...contact.tags],
    source: contact.source || DEFAULT_CONTACT_SOURCE,
    notes: contact.notes,
  };
}

// The SDK's contact schema: 'Full name is required', 'Phone number is required', 'Please enter a valid phone
// number', 'Please enter a valid email address'.
const resolver = yupResolver(contactSchema) as unknown as Resolver<FormValues>;

/**
 * 'Add New Contact' / 'Edit Contact': Full Name *, Phone Number *, Email, Status, tag toggles, Source and Notes;
 * Cancel and 'Add Contact' / 'Update Contact'. New contacts default to status active, source Manual, no tags and
 * last interaction today. Phones are saved normalised (+91 for 10 digits).
 */
export function ContactModal({ open, onClose, contact, onSaved }: ContactModalProps) {
  const labels = useWacrmLabels(contactLabels);
  const { whatsapp, notify } = useWacrm();
  const formId = `wacrm-contact-form-${useId().replace(/:/g, '')}`;
  const editing = Boolean(contact);

  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: useLabelledResolver(resolver), defaultValues: defaultsFor(contact) });

  useEffect(() => {
    if (open) reset(defaultsFor(contact));
  }, [open, contact, reset]);

  const statusLabel: Record<ContactStatus, string> = {
    active: labels.statusActive,
    potential: labels.statusPotential,
    inactive: labels.statusInactive,
  };

  // Predefined tags first, then any other tag the contact already has.
  const tagChoices = useMemo(
    () => [...CONTACT_TAGS, ...(contact?.tags ?? []).filter((t) => !(CONTACT_TAGS as readonly string[]).includes(t))],
    [contact],
  );
  const sourceOptions = useMemo(() => {
    const values: string[] = [DEFAULT_CONTACT_SOURCE, ...CONTACT_SOURCES];
    if (contact?.source && !values.includes(contact.source)) values.push(contact.source);
    return values.map((value) => ({ value, label: sourceLabel(value, labels) }));
  }, [contact, labels]);

  const save = async (values: FormValues) => {
    const body: ContactInput = {
      name: values.name.trim(),
      phone: normalizePhone(values.phone),
      email: (values.email ?? '').trim(),
      status: values.status,
      tags: values.tags,
      source: values.source || DEFAULT_CONTACT_SOURCE,
      notes: values.notes ?? '',
    };
    if (!contact) body.lastInteraction = newContactDefaults().lastInteraction;
    try {
      const saved = contact ? await whatsapp.contacts.update(contact.id, body) : await whatsapp.contacts.create(body);
      notify.success(contact ? labels.contactUpdated : labels.contactCreated);
      onSaved?.(saved, contact ? 'updated' : 'created');
      onClose();
    } catch (e) {
      notify.error(
        failureNotice(e, labels.saveFailed, labels.saveFailedReason, [
          MESSAGES.api.createContact,
          MESSAGES.api.updateContact,
        ]),
      );
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? labels.editContactTitle : labels.addContactTitle}
      closeLabel={labels.close}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {editing ? labels.updateContact : labels.submitAdd}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={(e) => void handleSubmit(save)(e)}>
        <Row>
          <TextField
            label={labels.fullName}
            required
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={labels.phoneNumber}
            required
            type="tel"
            autoComplete="tel"
            hint={labels.phoneHint}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </Row>
        <Row>
          <TextField
            label={labels.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Select
            label={labels.status}
            options={CONTACT_STATUSES.map((s) => ({ value: s, label: statusLabel[s] }))}
            error={errors.status?.message}
            {...register('status')}
          />
        </Row>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <Fieldset>
              <Legend>{labels.tags}</Legend>
              <TagList>
                {tagChoices.map((tag) => {
                  const on = field.value.includes(tag);
                  return (
                    <TagToggle
                      key={tag}
                      type="button"
                      aria-pressed={on}
                      onClick={() => field.onChange(on ? field.value.filter((t) => t !== tag) : [...field.value, tag])}
                    >
                      {on ? <Check aria-hidden="true" /> : null}
                      {tagLabel(tag, labels)}
                    </TagToggle>
                  );
                })}
              </TagList>
            </Fieldset>
          )}
        />
        <Select label={labels.source} options={sourceOptions} {...register('source')} />
        <Controller
          control={control}
          name="notes"
          render={({ field }) => (
            <TextArea
              label={labels.notes}
              rows={3}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            />
          )}
        />
      </Form>
    </Modal>
  );
}
