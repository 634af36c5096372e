import { useId, useMemo } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button, Modal, Select, Spinner, TextArea, TextField } from '@wacrm/ui';
import {
  BROADCAST_MAX,
  broadcastSchema,
  isScheduledBroadcast,
  type BroadcastPayload,
  type BroadcastResult,
  type Template,
} from '@wacrm/whatsapp-sdk';
import { useResource, useWacrm, useWacrmLabels, useLabelledResolver } from '../../provider';
import { FormattedText } from '../../inbox/FormattedText';
import { isApproved, templateBody } from '../../inbox/internal/templates';
import { templateChoiceNames } from '../../internal/templateNames';
import { broadcastLabels, type BroadcastLabels } from '../labels';
import { Bubble, Fieldset, Footer, Form, MediaRow, Muted, Preview, Row } from './BroadcastDialog.styles';

export interface BroadcastDialogProps {
  open: boolean;
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
};

function splitPhones(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The form's values as the broadcast payload (spec section 3). */
function toPayload(values: BroadcastFormState, templates: readonly Template[]): BroadcastPayload {
  const payload: BroadcastPayload = {
    name: values.name,
    recipients: values.recipientGroup === 'custom' ? splitPhones(values.customRecipients) : values.recipientGroup,
    messageType: values.messageType,
  };
  if (values.messageType === 'custom') payload.message = values.message;
  else {
    const template = templates.find((t) => t.id === values.templateId);
    if (values.templateId) payload.templateId = values.templateId;
    if (template) payload.templateName = template.name;
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
 * 'Create Broadcast Message' (spec section 2): name, recipients (groups with the spec's static counts, or custom
 * numbers), message type (custom message with a 1000-character counter, or an approved template), optional
 * schedule date and time, a preview, Cancel, Save as Draft (not available: disabled and explained), and
 * 'Schedule Broadcast' when a date is set, else 'Send Now'. Validated with the SDK's broadcast schema.
 */
export function BroadcastDialog({ open, onClose, onSent }: BroadcastDialogProps) {
  const { whatsapp, notify } = useWacrm();
  const labels = useWacrmLabels<BroadcastLabels>(broadcastLabels);
  const formId = useId();
  const draftHintId = `${formId}-draft-hint`;
  const mediaHintId = `${formId}-media-hint`;
  const templates = useResource<Template[]>(open ? 'broadcast-templates' : 'broadcast-templates-idle', async () =>
    open ? (await whatsapp.templates.list({ status: 'APPROVED' })).filter(isApproved) : [],
  );
  const templateList = useMemo(() => templates.data ?? [], [templates.data]);
  const templatesRef = useMemo(() => ({ current: templateList }), [templateList]);
  const templateNames = useMemo(() => templateChoiceNames(templateList), [templateList]);

  const resolver = useMemo<Resolver<BroadcastFormState>>(
    () => async (values) => {
      try {
        await broadcastSchema.validate(toPayload(values, templatesRef.current), { abortEarly: false });
        return { values, errors: {} };
      } catch (e) {
        const issues = issuesOf(e);
        if (!issues) throw e;
        const errors: FieldErrors<BroadcastFormState> = {};
        for (const issue of issues) {
          const field = FIELD_OF[(issue.path ?? '').split(/[.[]/)[0] ?? ''] ?? 'name';
          const target = field === 'recipientGroup' && values.recipientGroup === 'custom' ? 'customRecipients' : field;
          if (!errors[target]) errors[target] = { type: issue.type ?? 'validation', message: issue.message };
        }
        return { values: {}, errors };
      }
    },
    [templatesRef],
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
  const previewText =
    values.messageType === 'custom' ? values.message : chosenTemplate ? templateBody(chosenTemplate) : '';

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
    } catch {
      notify.error(labels.broadcastFailed);
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
            <Select
              label={labels.template}
              placeholder={labels.templatePlaceholder}
              required
              error={errors.templateId?.message}
              options={templateList.map((t) => ({ value: t.id, label: templateNames.get(t.id) ?? t.name }))}
              {...register('templateId')}
            />
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
