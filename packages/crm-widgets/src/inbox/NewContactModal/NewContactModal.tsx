import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Modal, TextField } from '@wacrm/ui';
import { MESSAGES, contactSchema, normalizePhone, type Contact, type ContactFormValues } from '@wacrm/whatsapp-sdk';
import { useWacrm, useLabelledResolver } from '../../provider';
import { failureNotice } from '../../internal/failureNotice';
import { inboxLabels, type InboxLabels } from '../labels';
import { Footer, Form } from './NewContactModal.styles';
import { useLocaleDefaults } from '../../i18n/WacrmLocaleProvider';

export interface NewContactModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with the created contact (the inbox then starts a conversation with it). */
  onCreated: (contact: Contact) => void;
  labels?: InboxLabels;
}

const contactResolver = yupResolver(contactSchema);

const DEFAULTS: ContactFormValues = { name: '', phone: '', email: '', status: 'active', tags: [], source: 'Manual' };

/** 'New contact': Full Name and Phone Number (required), Email; creates the contact and starts a conversation. */
export function NewContactModal({ open, onClose, onCreated, labels: ownLabels }: NewContactModalProps) {
  const labels = useLocaleDefaults<InboxLabels>(inboxLabels, ownLabels);
  const { whatsapp, notify } = useWacrm();
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ resolver: useLabelledResolver(contactResolver), defaultValues: DEFAULTS });

  const close = () => {
    reset(DEFAULTS);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const contact = await whatsapp.contacts.create({
        name: values.name.trim(),
        phone: normalizePhone(values.phone),
        status: 'active',
        source: 'Manual',
        tags: [],
        ...(values.email ? { email: values.email.trim() } : {}),
      });
      notify.success(labels.contactCreated);
      reset(DEFAULTS);
      onCreated(contact);
    } catch (e) {
      notify.error(failureNotice(e, labels.saveFailed, labels.saveFailedReason, [MESSAGES.api.createContact]));
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title={labels.newContactTitle}
      closeLabel={labels.close}
      size="sm"
      footer={
        <Footer>
          <Button variant="ghost" onClick={close}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {labels.startChat}
          </Button>
        </Footer>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <TextField label={labels.contactName} required error={errors.name?.message} {...register('name')} />
        <TextField
          label={labels.contactPhone}
          required
          type="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField label={labels.contactEmail} type="email" error={errors.email?.message} {...register('email')} />
      </Form>
    </Modal>
  );
}
