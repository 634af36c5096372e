import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  CAMPAIGN_PARAMETER_FIELDS,
  CAMPAIGN_RECIPIENT_OPTIONS,
  MESSAGES,
  campaignFormSchema,
  isApiError,
  missingCampaignParameters,
  templateHeaderParameterCount,
  templateParameterCount,
  type Campaign,
  type CampaignInput,
  type CampaignRecipientOption,
  type Contact,
  type Template,
} from '@wacrm/whatsapp-sdk';
import { Button, Modal, Select, TextArea, TextField } from '@wacrm/ui';
import { useWacrm, useWacrmLabels, useLabelledResolver } from '../../provider';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { campaignLabels } from '../labels';
import { audienceFor, fromLocalInput, parsePhones, toLocalInput } from './audience';
import { Fieldset, FormGrid, Legend, Row } from './CampaignModal.styles';

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

interface FormValues {
  name: string;
  templateName: string;
  recipients: CampaignRecipientOption;
  customPhones: string;
  scheduledAt: string;
  /** header1 fills a text header's variable (only for templates that have one); param{n} the body's {{n}}. */
  parameters: { header1: string; param1: string; param2: string; param3: string };
}

function defaultsFor(campaign: Campaign | null | undefined): FormValues {
  if (!campaign) {
    return {
      name: '',
      templateName: '',
      recipients: 'all_contacts',
      customPhones: '',
      scheduledAt: '',
      parameters: { header1: '', param1: '', param2: '', param3: '' },
    };
  }
  return {
    name: campaign.name,
    templateName: campaign.templateName,
    // An existing campaign's audience is a list of phones: edit it as such.
    recipients: 'custom',
    customPhones: campaign.audience.map((a) => a.phone).join('\n'),
    scheduledAt: toLocalInput(campaign.scheduledAt),
    parameters: {
      header1: campaign.parameters['header1'] ?? '',
      param1: campaign.parameters['param1'] ?? '',
      param2: campaign.parameters['param2'] ?? '',
      param3: campaign.parameters['param3'] ?? '',
    },
  };
}

// The SDK's campaign form schema ('Campaign name is required', 'Template selection is required'); the extra
// fields of this form (custom phones, parameters) pass through it unchanged.
const schemaResolver = yupResolver(campaignFormSchema) as unknown as Resolver<FormValues>;

type ParameterKey = keyof FormValues['parameters'];
const PARAMETER_KEYS: readonly ParameterKey[] = ['header1', 'param1', 'param2', 'param3'];
const isParameterKey = (key: string): key is ParameterKey => (PARAMETER_KEYS as readonly string[]).includes(key);

/**
 * Create or edit a campaign: name, an approved template, recipients (all contacts, 'VIP Customers', 'New
 * Subscribers' or custom phone numbers), an optional schedule and the parameters param1 (customer name), param2
 * (discount percentage) and param3 (promo code), which fill the template's {{1}}, {{2}} and {{3}}: those the chosen
 * template takes are required ('Parameter n is required'); for a template whose text header has a variable, also
 * 'Header parameter 1' (`header1`, 'Header parameter is required'). Sent as `{ name, templateName, audience:
 * [{ phone }], scheduledAt, parameters }`.
 */
export function CampaignModal({ open, onClose, campaign, templates, onSaved }: CampaignModalProps) {
  const labels = useWacrmLabels(campaignLabels);
  const { formats } = useWacrmLocale();
  const { whatsapp, notify } = useWacrm();
  const formId = `wacrm-campaign-form-${useId().replace(/:/g, '')}`;
  const editing = Boolean(campaign);
  const approved = useMemo(() => templates.filter((t) => t.status.toUpperCase() === 'APPROVED'), [templates]);
  const [contacts, setContacts] = useState<Contact[]>([]);

  /** The template a name stands for: the approved one first (a name can exist in several languages). */
  const templateNamed = useCallback(
    (name: string) => approved.find((t) => t.name === name) ?? templates.find((t) => t.name === name),
    [approved, templates],
  );

  // On top of the schema: the chosen template's body parameters. {{n}} takes param{n} (Customer Name fills {{1}},
  // ...); a blank one would make Meta reject the message to every recipient ('Parameter n is required', as in the
  // composer), and a template with more parameters than the three fields cannot be sent by a campaign.
  const resolver = useCallback<Resolver<FormValues>>(
    async (values, context, options) => {
      const result = await schemaResolver(values, context, options);
      const template = templateNamed(values.templateName);
      const count = templateParameterCount(template);
      const errors = { ...result.errors };
      let added = false;
      if (count > CAMPAIGN_PARAMETER_FIELDS && !errors.templateName) {
        errors.templateName = { type: 'validate', message: formats.text(labels.tooManyParameters, { n: count }) };
        added = true;
      }
      const parameters: Partial<Record<ParameterKey, FieldError>> = {};
      for (const { key, message } of missingCampaignParameters(template, values.parameters)) {
        if (!isParameterKey(key)) continue;
        parameters[key] = { type: 'required', message };
        added = true;
      }
      if (!added) return result;
      return { values: {}, errors: { ...errors, ...(Object.keys(parameters).length > 0 ? { parameters } : {}) } };
    },
    [templateNamed, labels.tooManyParameters, formats],
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

  const recipients = useWatch({ control, name: 'recipients' });
  const chosenTemplate = templateNamed(useWatch({ control, name: 'templateName' }));
  const parameterCount = templateParameterCount(chosenTemplate);
  const headerCount = templateHeaderParameterCount(chosenTemplate);
  const groupCount = recipients === 'custom' ? null : audienceFor(recipients, contacts).length;

  const save = async (values: FormValues) => {
    let audience: string[];
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
      audience = phones;
    } else {
      audience = audienceFor(values.recipients, contacts);
      if (audience.length === 0) {
        setError('recipients', { message: labels.emptyAudience });
        return;
      }
    }
    const parameters: Record<string, string> = {};
    const takesHeader = templateHeaderParameterCount(templateNamed(values.templateName)) > 0;
    for (const [key, value] of Object.entries(values.parameters)) {
      // A header value typed for another template is not this one's.
      if (key === 'header1' && !takesHeader) continue;
      if (value.trim()) parameters[key] = value.trim();
    }
    const body: CampaignInput = {
      name: values.name,
      templateName: values.templateName,
      audience: audience.map((phone) => ({ phone })),
      scheduledAt: fromLocalInput(values.scheduledAt),
      parameters,
    };
    try {
      const saved = campaign
        ? await whatsapp.campaigns.update(campaign.id, body)
        : await whatsapp.campaigns.create(body);
      notify.success(editing ? labels.campaignUpdated : labels.campaignCreated);
      onSaved?.(saved);
      onClose();
    } catch (e) {
      const fallback = editing ? MESSAGES.api.updateCampaign : MESSAGES.api.createCampaign;
      notify.error(isApiError(e) && e.message ? e.message : fallback);
    }
  };

  const recipientLabel: Record<CampaignRecipientOption, string> = {
    all_contacts: labels.allContacts,
    segment_1: labels.segment1,
    segment_2: labels.segment2,
    custom: labels.custom,
  };

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

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? labels.editCampaignTitle : labels.createCampaignTitle}
      closeLabel={labels.close}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
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
          options={CAMPAIGN_RECIPIENT_OPTIONS.map((o) => ({ value: o, label: recipientLabel[o] }))}
          hint={groupCount === null ? undefined : formats.plural(labels.audienceCount, groupCount)}
          error={errors.recipients?.message}
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
        <TextField
          label={labels.scheduledFor}
          type="datetime-local"
          hint={labels.scheduledForHint}
          {...register('scheduledAt')}
        />
        <Fieldset>
          <Legend>{labels.parametersHeading}</Legend>
          {headerCount > 0 ? (
            <TextField
              label={formats.text(labels.headerParameter, { n: 1 })}
              required
              error={errors.parameters?.header1?.message}
              {...register('parameters.header1')}
            />
          ) : null}
          <Row>
            <TextField
              label={labels.param1}
              required={parameterCount >= 1}
              error={errors.parameters?.param1?.message}
              {...register('parameters.param1')}
            />
            <TextField
              label={labels.param2}
              inputMode="decimal"
              required={parameterCount >= 2}
              error={errors.parameters?.param2?.message}
              {...register('parameters.param2')}
            />
            <TextField
              label={labels.param3}
              required={parameterCount >= 3}
              error={errors.parameters?.param3?.message}
              {...register('parameters.param3')}
            />
          </Row>
        </Fieldset>
      </FormGrid>
    </Modal>
  );
}
