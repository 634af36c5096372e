import { useId, useMemo } from 'react';
import { useForm, useWatch, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button, Modal, Select, Spinner, TextArea, TextField } from '@wacrm/ui';
import {
  BROADCAST_MAX,
  broadcastSchema,
  campaignHeaderParameterKey,
  campaignParameterKey,
  fillPlaceholders,
  invalidPhones,
  invalidPhonesMessage,
  isApiError,
  isScheduledBroadcast,
  missingCampaignParameters,
  scheduleProblem,
  splitRecipientNumbers,
  templateHeaderParameterCount,
  templateParameterCount,
  type BroadcastPayload,
  type BroadcastResult,
  type Template,
} from '@wacrm/whatsapp-sdk';
import { useResource, useWacrm, useWacrmLabels, useLabelledResolver } from '../../provider';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { FormattedText } from '../../inbox/FormattedText';
import { isApproved, templateBody } from '../../inbox/internal/templates';
import { templateChoiceNames } from '../../internal/templateNames';
import { broadcastLabels, type BroadcastLabels } from '../labels';
import { Bubble, Fieldset, Footer, Form, MediaRow, Muted, Preview, Row } from './BroadcastDialog.styles';

export interface BroadcastDialogProps {
  /** Whether the dialog is shown (controlled by the host). */
  open: boolean;
  /** Called when the user closes the dialog (close button, Escape, Cancel). */
  onClose: () => void;
  /** Called after the broadcast was accepted (scheduled or sent). */
  onSent?: (result: BroadcastResult) => void;
}

type RecipientGroup = 'all' | 'vip' | 'customers' | 'leads' | 'custom';

interface BroadcastFormState {
  name: string;
  recipientGroup: RecipientGroup;
  customRecipients: string;
  messageType: 'custom' | 'template';
  message: string;
  templateId: string;
  scheduleDate: string;
  scheduleTime: string;
  /** The chosen template's parameters, keyed as a campaign's: `param1` fills {{1}}, `header1` the header's. */
  parameters: Record<string, string>;
}

const DEFAULTS: BroadcastFormState = {
  name: '',
  recipientGroup: 'all',
  customRecipients: '',
  messageType: 'custom',
  message: '',
  templateId: '',
  scheduleDate: '',
  scheduleTime: '',
  parameters: {},
};

/** The chosen template's parameters only (values typed for another template are not sent). */
function templateParameters(values: BroadcastFormState, template: Template | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const take = (key: string) => {
    out[key] = values.parameters?.[key] ?? '';
  };
  for (let n = 1; n <= templateHeaderParameterCount(template); n += 1) take(campaignHeaderParameterKey(n));
  for (let n = 1; n <= templateParameterCount(template); n += 1) take(campaignParameterKey(n));
  return out;
}

/** The form's values as the broadcast payload (spec section 3). */
function toPayload(values: BroadcastFormState, templates: readonly Template[]): BroadcastPayload {
  const payload: BroadcastPayload = {
    name: values.name,
    recipients:
      values.recipientGroup === 'custom' ? splitRecipientNumbers(values.customRecipients) : values.recipientGroup,
    messageType: values.messageType,
  };
  if (values.messageType === 'custom') payload.message = values.message;
  else {
    const template = templates.find((t) => t.id === values.templateId);
    if (values.templateId) payload.templateId = values.templateId;
    if (template) payload.templateName = template.name;
    const parameters = templateParameters(values, template);
    if (Object.keys(parameters).length > 0) payload.parameters = parameters;
  }
  if (values.scheduleDate) payload.scheduleDate = values.scheduleDate;
  if (values.scheduleTime) payload.scheduleTime = values.scheduleTime;
  return payload;
}

const FIELD_OF: Readonly<Record<string, keyof BroadcastFormState>> = {
  name: 'name',
  recipients: 'recipientGroup',
  message: 'message',
  templateName: 'templateId',
  templateId: 'templateId',
  scheduleDate: 'scheduleDate',
  scheduleTime: 'scheduleTime',
};

interface SchemaIssue {
  path?: string;
  message: string;
  type?: string;
}

function issuesOf(error: unknown): SchemaIssue[] | null {
  if (typeof error !== 'object' || error === null || !('inner' in error)) return null;
  const inner = (error as { inner: unknown }).inner;
  const own = error as Partial<SchemaIssue>;
  const list = Array.isArray(inner) && inner.length > 0 ? (inner as SchemaIssue[]) : [own as SchemaIssue];
  return list.filter((i) => typeof i?.message === 'string');
}

/**
 * The checks the schema cannot make: each invalid custom number named with its reason, a schedule whose time has
 * passed (it would go to every recipient at once), and every blank parameter of a template with variables (Meta
 * refuses the message: customers must never get a raw {{1}}).
 */
function extraErrors(values: BroadcastFormState, templates: readonly Template[]): FieldErrors<BroadcastFormState> {
  const errors: FieldErrors<BroadcastFormState> = {};
  if (values.recipientGroup === 'custom') {
    const invalid = invalidPhones(splitRecipientNumbers(values.customRecipients));
    if (invalid.length > 0) errors.customRecipients = { type: 'phone', message: invalidPhonesMessage(invalid) };
  }
  const past = scheduleProblem(values.scheduleDate, values.scheduleTime);
  if (past) errors.scheduleDate = { type: 'past', message: past };
  if (values.messageType === 'template') {
    const template = templates.find((t) => t.id === values.templateId);
    const missing = missingCampaignParameters(template, templateParameters(values, template));
    if (missing.length > 0) {
      errors.parameters = Object.fromEntries(missing.map((m) => [m.key, { type: 'required', message: m.message }]));
    }
  }
  return errors;
}

/** The SDK's broadcast schema plus the checks it cannot make (extraErrors), as react-hook-form errors. */
async function resolveBroadcast(values: BroadcastFormState, templates: readonly Template[]) {
  const errors = extraErrors(values, templates);
  try {
    await broadcastSchema.validate(toPayload(values, templates), { abortEarly: false });
  } catch (e) {
    const issues = issuesOf(e);
    if (!issues) throw e;
    for (const issue of issues) {
      const field = FIELD_OF[(issue.path ?? '').split(/[.[]/)[0] ?? ''] ?? 'name';
      const target = field === 'recipientGroup' && values.recipientGroup === 'custom' ? 'customRecipients' : field;
      const byField = errors as Record<string, FieldError | undefined>;
      byField[target] ??= { type: issue.type ?? 'validation', message: issue.message };
    }
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
}

/**
 * 'Create Broadcast Message' (spec section 2): name, recipients (groups with the spec's static counts, or custom
 * numbers), message type (custom message with a 1000-character counter, or an approved template), optional
 * schedule date and time, a preview, Cancel, Save as Draft (not available: disabled and explained), and
 * 'Schedule Broadcast' when a date is set, else 'Send Now'. Validated with the SDK's broadcast schema.
 */
export function BroadcastDialog({ open, onClose, onSent }: BroadcastDialogProps) {
  const { whatsapp, notify } = useWacrm();
  const labels = useWacrmLabels<BroadcastLabels>(broadcastLabels);
  const { formats } = useWacrmLocale();
  const formId = useId();
  const draftHintId = `${formId}-draft-hint`;
  const mediaHintId = `${formId}-media-hint`;
  const templates = useResource<Template[]>(open ? 'broadcast-templates' : 'broadcast-templates-idle', async () =>
    open ? (await whatsapp.templates.list({ status: 'APPROVED' })).filter(isApproved) : [],
  );
  const templateList = useMemo(() => templates.data ?? [], [templates.data]);
  const templateNames = useMemo(() => templateChoiceNames(templateList, formats), [templateList, formats]);

  const resolver = useMemo<Resolver<BroadcastFormState>>(
    () => async (values) => resolveBroadcast(values, templateList),
    [templateList],
  );

  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BroadcastFormState>({ defaultValues: DEFAULTS, resolver: useLabelledResolver(resolver) });

  const values = { ...DEFAULTS, ...useWatch({ control }) };
  const scheduled = isScheduledBroadcast({ scheduleDate: values.scheduleDate });
  const chosenTemplate = templateList.find((t) => t.id === values.templateId);
  const headerCount = values.messageType === 'template' ? templateHeaderParameterCount(chosenTemplate) : 0;
  const bodyCount = values.messageType === 'template' ? templateParameterCount(chosenTemplate) : 0;
  const bodyValues = Array.from({ length: bodyCount }, (_, k) => values.parameters?.[campaignParameterKey(k + 1)]);
  const previewText =
    values.messageType === 'custom'
      ? values.message
      : chosenTemplate
        ? fillPlaceholders(templateBody(chosenTemplate), bodyValues)
        : '';

  const close = () => {
    reset(DEFAULTS);
    onClose();
  };

  const submit = handleSubmit(async (form) => {
    try {
      const result = await whatsapp.broadcasts.create(toPayload(form, templateList));
      notify.success(labels.broadcastScheduled);
      reset(DEFAULTS);
      onSent?.(result);
      onClose();
    } catch (e) {
      // The server's reason when it refused the broadcast as it is (400/422: a number, the time, a parameter),
      // else the spec's screen message.
      const refused = isApiError(e) && (e.status === 400 || e.status === 422) && e.message;
      notify.error(refused ? e.message : labels.broadcastFailed);
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title={labels.broadcastTitle}
      closeLabel={labels.close}
      size="lg"
      footer={
        <Footer>
          <Button variant="ghost" onClick={close}>
            {labels.cancel}
          </Button>
          <Button variant="secondary" disabled title={labels.saveDraftUnavailable} aria-describedby={draftHintId}>
            {labels.saveDraft}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {scheduled ? labels.scheduleBroadcast : labels.sendNow}
          </Button>
        </Footer>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={labels.broadcastName}
          placeholder={labels.broadcastNamePlaceholder}
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <Select
          label={labels.recipients}
          required
          error={values.recipientGroup === 'custom' ? undefined : errors.recipientGroup?.message}
          options={[
            { value: 'all', label: labels.recipientsAll },
            { value: 'vip', label: labels.recipientsVip },
            { value: 'customers', label: labels.recipientsCustomers },
            { value: 'leads', label: labels.recipientsLeads },
            { value: 'custom', label: labels.recipientsCustom },
          ]}
          {...register('recipientGroup')}
        />
        {values.recipientGroup === 'custom' ? (
          <TextArea
            label={labels.customRecipients}
            hint={labels.customRecipientsHint}
            rows={2}
            required
            error={errors.customRecipients?.message ?? errors.recipientGroup?.message}
            {...register('customRecipients')}
          />
        ) : null}
        <Fieldset>
          <legend>{labels.messageType}</legend>
          <label>
            <input type="radio" value="custom" {...register('messageType')} />
            {labels.messageTypeCustom}
          </label>
          <label>
            <input type="radio" value="template" {...register('messageType')} />
            {labels.messageTypeTemplate}
          </label>
        </Fieldset>
        {values.messageType === 'template' ? (
          templates.loading ? (
            <Spinner label={labels.loadingTemplates} showLabel />
          ) : templateList.length === 0 ? (
            <Muted>{templates.error ?? labels.noTemplates}</Muted>
          ) : (
            <>
              <Select
                label={labels.template}
                placeholder={labels.templatePlaceholder}
                required
                error={errors.templateId?.message}
                options={templateList.map((t) => ({ value: t.id, label: templateNames.get(t.id) ?? t.name }))}
                {...register('templateId')}
              />
              {Array.from({ length: headerCount }, (_, k) => {
                const key = campaignHeaderParameterKey(k + 1);
                return (
                  <TextField
                    key={key}
                    label={labels.headerParameter.replace('{n}', String(k + 1))}
                    required
                    error={errors.parameters?.[key]?.message}
                    {...register(`parameters.${key}`)}
                  />
                );
              })}
              {Array.from({ length: bodyCount }, (_, k) => {
                const key = campaignParameterKey(k + 1);
                return (
                  <TextField
                    key={key}
                    label={labels.parameter.replace('{n}', String(k + 1))}
                    required
                    error={errors.parameters?.[key]?.message}
                    {...register(`parameters.${key}`)}
                  />
                );
              })}
            </>
          )
        ) : (
          <TextArea
            label={labels.broadcastMessage}
            placeholder={labels.broadcastMessagePlaceholder}
            required
            rows={4}
            showCount
            countMax={BROADCAST_MAX}
            error={errors.message?.message}
            {...register('message')}
          />
        )}
        <MediaRow role="group" aria-label={labels.media} aria-describedby={mediaHintId}>
          <Button size="sm" variant="secondary" disabled>
            {labels.mediaImage}
          </Button>
          <Button size="sm" variant="secondary" disabled>
            {labels.mediaVideo}
          </Button>
          <Button size="sm" variant="secondary" disabled>
            {labels.mediaFile}
          </Button>
          <span id={mediaHintId}>{labels.mediaUnavailable}</span>
        </MediaRow>
        <Row>
          <TextField
            type="date"
            label={labels.scheduleDate}
            error={errors.scheduleDate?.message}
            {...register('scheduleDate')}
          />
          <TextField
            type="time"
            label={labels.scheduleTime}
            error={errors.scheduleTime?.message}
            {...register('scheduleTime')}
          />
        </Row>
        <Preview aria-label={labels.broadcastPreview}>
          <figcaption>{labels.broadcastPreview}</figcaption>
          {previewText ? (
            <Bubble>
              <FormattedText text={previewText} surface="outgoing" />
            </Bubble>
          ) : (
            <Muted>{labels.previewEmpty}</Muted>
          )}
        </Preview>
        <Muted id={draftHintId}>{labels.saveDraftUnavailable}</Muted>
      </Form>
    </Modal>
  );
}
