import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  CAMPAIGN_RECIPIENT_OPTIONS,
  MESSAGES,
  campaignFormSchema,
  isApiError,
  type Campaign,
  type CampaignInput,
  type Contact,
  type Template,
} from '@wacrm/whatsapp-sdk';
import { Button, Modal, Select, TextArea, TextField } from '@wacrm/ui';
import { useWacrm, useWacrmLabels, useLabelledResolver } from '../../provider';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { campaignLabels } from '../labels';
import { audienceFor, fromLocalInput, parsePhones, toLocalInput } from './audience';
import type { CsvAudience } from './csvAudience';
import { FileField, FormGrid } from './CampaignModal.styles';
import { ParameterFields } from './ParameterFields';
import {
  campaignValues,
  missingValues,
  recipientsOf,
  variableKeys,
  type CampaignModalValues,
  type Recipient,
  type RecipientsOption,
  type ValueSource,
} from './recipientValues';

export interface CampaignModalProps {
  /** Whether the dialog is shown (controlled by the host). */
  open: boolean;
  /** Called when the user closes the dialog (close button, Escape, Cancel). */
  onClose: () => void;
  /** Edit this campaign (PUT); without it a new draft campaign is created (POST). */
  campaign?: Campaign | null;
  /** Templates to choose from; only APPROVED ones are offered. */
  templates: readonly Template[];
  /** Called with the saved campaign as the server returned it. */
  onSaved?: (campaign: Campaign) => void;
}

type FormValues = CampaignModalValues;

function defaultsFor(campaign: Campaign | null | undefined): FormValues {
  if (!campaign) {
    return {
      name: '',
      templateName: '',
      recipients: 'all_contacts',
      customPhones: '',
      scheduledAt: '',
      parameters: {},
      sources: {},
    };
  }
  // Values saved per recipient stay theirs ('As saved for each recipient') unless the campaign has one for all.
  const sources: Record<string, ValueSource> = {};
  for (const member of campaign.audience) {
    for (const key of Object.keys(member.parameters ?? {})) if (!campaign.parameters[key]) sources[key] = 'saved';
  }
  return {
    name: campaign.name,
    templateName: campaign.templateName,
    // An existing campaign's audience is a list of phones: edit it as such.
    recipients: 'custom',
    customPhones: campaign.audience.map((a) => a.phone).join('\n'),
    scheduledAt: toLocalInput(campaign.scheduledAt),
    parameters: { ...campaign.parameters },
    sources,
  };
}

// The SDK's campaign form schema ('Campaign name is required', 'Template selection is required'); the extra
// fields of this form (custom phones, parameters) pass through it unchanged.
const schemaResolver = yupResolver(campaignFormSchema) as unknown as Resolver<FormValues>;

/** A recipient's file, as read: its name and what it holds. */
interface LoadedCsv {
  file: string;
  data: CsvAudience;
}

/**
 * Create or edit a campaign: name, an approved template, recipients (all contacts, 'VIP Customers', 'New
 * Subscribers', custom phone numbers, or a CSV file), an optional schedule, and one field per variable of the chosen
 * template (its example as the hint), each taking the same value for everyone or each recipient's own (their
 * contact name, a column of the file); a variable some recipient would get blank is named ('Parameter n is
 * required', 'Header parameter is required') and nothing is sent. The message is previewed for the first recipient.
 * Sent as `{ name, templateName, audience: [{ phone, parameters? }], scheduledAt, parameters }`.
 */
export function CampaignModal({ open, onClose, campaign, templates, onSaved }: CampaignModalProps) {
  const labels = useWacrmLabels(campaignLabels);
  const { formats } = useWacrmLocale();
  const { whatsapp, notify } = useWacrm();
  const formId = `wacrm-campaign-form-${useId().replace(/:/g, '')}`;
  const editing = Boolean(campaign);
  const approved = useMemo(() => templates.filter((t) => t.status.toUpperCase() === 'APPROVED'), [templates]);
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [csv, setCsv] = useState<LoadedCsv | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);

  /** The template a name stands for: the approved one first (a name can exist in several languages). */
  const templateNamed = useCallback(
    (name: string) => approved.find((t) => t.name === name) ?? templates.find((t) => t.name === name),
    [approved, templates],
  );

  /** The recipients the form's values name, with what is known of each (name, file row, saved values). */
  const recipientsFor = useCallback(
    (values: Pick<FormValues, 'recipients' | 'customPhones'>): Recipient[] => {
      if (values.recipients === 'csv') return csv?.data.recipients ?? [];
      const phones =
        values.recipients === 'custom'
          ? parsePhones(values.customPhones ?? '').phones
          : audienceFor(values.recipients, contacts);
      return recipientsOf(phones, contacts, campaign?.audience);
    },
    [csv, contacts, campaign],
  );

  // On top of the schema: every variable of the chosen template has a value for every recipient (Meta rejects a
  // message with a blank one): a typed value is required ('Parameter n is required'); a source some recipients
  // have nothing in says how many ('2 recipients have no value for it'). A file must be chosen.
  const resolver = useCallback<Resolver<FormValues>>(
    async (values, context, options) => {
      const result = await schemaResolver(values, context, options);
      const errors = { ...result.errors };
      if (values.recipients === 'csv' && !csv) errors.recipients = { type: 'required', message: labels.csvRequired };
      const template = templateNamed(values.templateName);
      const keys = variableKeys(template);
      const sent = campaignValues(keys, values.sources ?? {}, values.parameters ?? {}, recipientsFor(values));
      const parameters: Record<string, FieldError> = {};
      const sources: Record<string, FieldError> = {};
      for (const missing of missingValues(template, sent)) {
        if ((values.sources?.[missing.key] ?? 'value') === 'value') {
          parameters[missing.key] = { type: 'required', message: missing.message };
        } else {
          sources[missing.key] = {
            type: 'required',
            message: formats.plural(labels.recipientsWithoutValue, missing.recipients),
          };
        }
      }
      if (Object.keys(parameters).length > 0) Object.assign(errors, { parameters });
      if (Object.keys(sources).length > 0) Object.assign(errors, { sources });
      if (Object.keys(errors).length === 0) return result;
      return { values: {}, errors };
    },
    [templateNamed, recipientsFor, csv, labels.csvRequired, labels.recipientsWithoutValue, formats],
  );

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: useLabelledResolver(resolver), defaultValues: defaultsFor(campaign) });

  useEffect(() => {
    if (!open) return;
    reset(defaultsFor(campaign));
    let live = true;
    whatsapp.contacts
      .list()
      .then((list) => {
        if (live) setContacts(list);
      })
      .catch(() => {
        if (live) setContacts([]);
      });
    return () => {
      live = false;
    };
  }, [open, campaign, reset, whatsapp]);

  const watched = useWatch({ control });
  const recipients = (watched.recipients ?? 'all_contacts') as RecipientsOption;
  const chosenTemplate = templateNamed(watched.templateName ?? '');
  const keys = variableKeys(chosenTemplate);
  const currentRecipients = recipientsFor({ recipients, customPhones: watched.customPhones ?? '' });
  const groupCount = recipients === 'custom' || recipients === 'csv' ? null : currentRecipients.length;
  const savedKeys = useMemo(
    () => new Set((campaign?.audience ?? []).flatMap((m) => Object.keys(m.parameters ?? {}))),
    [campaign],
  );

  // The file read belongs to this opening of the form.
  const close = () => {
    setCsv(null);
    setCsvError(null);
    onClose();
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const { parseAudienceCsv } = await import('./csvAudience');
    const data = parseAudienceCsv(await file.text());
    setCsv(data && data.recipients.length > 0 ? { file: file.name, data } : null);
    setCsvError(data ? (data.recipients.length > 0 ? null : labels.csvNoRecipients) : labels.csvNoPhone);
  };

  const save = async (values: FormValues) => {
    if (values.recipients === 'custom') {
      const { phones, invalid } = parsePhones(values.customPhones);
      if (invalid.length > 0) {
        setError('customPhones', { message: formats.text(labels.customRecipientInvalid, { phone: invalid[0] ?? '' }) });
        return;
      }
      if (phones.length === 0) {
        setError('customPhones', { message: labels.customRecipientsRequired });
        return;
      }
    }
    const members = recipientsFor(values);
    if (values.recipients !== 'custom' && values.recipients !== 'csv' && members.length === 0) {
      setError('recipients', { message: labels.emptyAudience });
      return;
    }
    const template = templateNamed(values.templateName);
    const { parameters, audience } = campaignValues(variableKeys(template), values.sources, values.parameters, members);
    const body: CampaignInput = {
      name: values.name,
      templateName: values.templateName,
      audience,
      scheduledAt: fromLocalInput(values.scheduledAt),
      parameters,
    };
    try {
      const saved = campaign
        ? await whatsapp.campaigns.update(campaign.id, body)
        : await whatsapp.campaigns.create(body);
      notify.success(editing ? labels.campaignUpdated : labels.campaignCreated);
      onSaved?.(saved);
      close();
    } catch (e) {
      const fallback = editing ? MESSAGES.api.updateCampaign : MESSAGES.api.createCampaign;
      notify.error(isApiError(e) && e.message ? e.message : fallback);
    }
  };

  const recipientLabel: Record<RecipientsOption, string> = {
    all_contacts: labels.allContacts,
    segment_1: labels.segment1,
    segment_2: labels.segment2,
    custom: labels.custom,
    csv: labels.recipientsCsv,
  };
  const recipientOptions: RecipientsOption[] = [...CAMPAIGN_RECIPIENT_OPTIONS, 'csv'];

  // The chosen template may no longer be approved when editing: keep it selectable so the value is visible.
  // A campaign names its template, not a language: one option per name (the same template in several languages).
  const templateOptions: Array<{ value: string; label: string }> = [];
  for (const t of approved) {
    if (!templateOptions.some((o) => o.value === t.name)) {
      templateOptions.push({ value: t.name, label: t.displayName || t.name });
    }
  }
  if (campaign && campaign.templateName && !approved.some((t) => t.name === campaign.templateName)) {
    templateOptions.push({ value: campaign.templateName, label: campaign.templateName });
  }
  const fileInputId = `${formId}-csv`;

  return (
    <Modal
      open={open}
      onClose={close}
      title={editing ? labels.editCampaignTitle : labels.createCampaignTitle}
      closeLabel={labels.close}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {editing ? labels.saveEdit : labels.saveCreate}
          </Button>
        </>
      }
    >
      <FormGrid id={formId} noValidate onSubmit={(e) => void handleSubmit(save)(e)}>
        <TextField label={labels.campaignName} required error={errors.name?.message} {...register('name')} />
        <Select
          label={labels.template}
          required
          placeholder={labels.templatePlaceholder}
          options={templateOptions}
          hint={approved.length === 0 ? labels.noApprovedTemplates : undefined}
          error={errors.templateName?.message}
          {...register('templateName')}
        />
        <Select
          label={labels.recipientsLabel}
          options={recipientOptions.map((o) => ({ value: o, label: recipientLabel[o] }))}
          hint={groupCount === null ? undefined : formats.plural(labels.audienceCount, groupCount)}
          error={recipients === 'csv' ? undefined : errors.recipients?.message}
          {...register('recipients')}
        />
        {recipients === 'custom' ? (
          <Controller
            control={control}
            name="customPhones"
            render={({ field }) => (
              <TextArea
                label={labels.campaignPhoneNumbers}
                required
                hint={labels.campaignPhoneNumbersHint}
                error={errors.customPhones?.message}
                rows={3}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.value)}
              />
            )}
          />
        ) : null}
        {recipients === 'csv' ? (
          <FileField>
            <label htmlFor={fileInputId}>{labels.csvFile}</label>
            <input
              id={fileInputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${fileInputId}-hint`}
              aria-invalid={csvError || errors.recipients ? true : undefined}
              onChange={(e) => void chooseFile(e)}
            />
            <p id={`${fileInputId}-hint`}>
              {csv
                ? [
                    formats.plural(labels.csvLoaded, csv.data.recipients.length, { file: csv.file }),
                    csv.data.skipped > 0 ? formats.plural(labels.csvSkipped, csv.data.skipped) : '',
                  ]
                    .filter(Boolean)
                    .join(' ')
                : labels.csvFileHint}
            </p>
            {csvError || errors.recipients?.message ? (
              <p data-error="" role="alert">
                {csvError ?? errors.recipients?.message}
              </p>
            ) : null}
          </FileField>
        ) : null}
        <TextField
          label={labels.scheduledFor}
          type="datetime-local"
          hint={labels.scheduledForHint}
          {...register('scheduledAt')}
        />
        <ParameterFields
          template={chosenTemplate}
          keys={keys}
          sources={watched.sources ?? {}}
          typed={watched.parameters ?? {}}
          recipients={currentRecipients}
          columns={recipients === 'csv' ? (csv?.data.columns ?? []) : []}
          savedKeys={savedKeys}
          register={register}
          errors={errors}
          labels={labels}
        />
      </FormGrid>
    </Modal>
  );
}
