import { Suspense, useId, useMemo, useRef, type ChangeEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button, Modal, Select, Spinner, TextArea, TextField } from '@wacrm/ui';
import {
  BROADCAST_MAX,
  campaignHeaderParameterKey,
  campaignParameterKey,
  fillPlaceholders,
  isApiError,
  isScheduledBroadcast,
  isSelectableTemplate,
  templateBodyText,
  templateHeaderParameterCount,
  templateParameterCount,
  type BroadcastMediaKind,
  type BroadcastResult,
  type Template,
} from '@wacrm/whatsapp-sdk';
import { MEDIA_CAPTION_MAX, MEDIA_LIMITS, MEDIA_VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk/media';
import { useResource, useWacrm, useWacrmLabels, useLabelledResolver } from '../../provider';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { FormattedText } from '../../inbox/FormattedText';
import { templateChoiceNames } from '../../internal/templateNames';
import { useMediaSupported } from '../../internal/useMediaSupported';
import { useMediaUpload } from '../../internal/useMediaUpload';
import { broadcastLabels, type BroadcastLabels } from '../labels';
import { currentTime, groupCounts, loadBroadcastAudience, windowsOf } from './audience';
import { DEFAULTS, resolveBroadcast, toPayload, type BroadcastFormState } from './broadcastForm';
import { broadcastOutcome } from './outcome';
import { BroadcastAttachmentCard, BroadcastAttachmentPreview } from './BroadcastAttachment';

/** The picker of each button: the types WhatsApp takes for that kind (the SDK's limits; the bytes are checked too). */
const ACCEPT: Readonly<Record<BroadcastMediaKind, string>> = {
  image: MEDIA_LIMITS.image.mimeTypes.join(','),
  video: MEDIA_LIMITS.video.mimeTypes.join(','),
  document: MEDIA_LIMITS.document.mimeTypes.join(','),
};
import { Bubble, Fieldset, Footer, Form, MediaRow, Muted, Preview, Row, WindowNotice } from './BroadcastDialog.styles';

export interface BroadcastDialogProps {
  /** Whether the dialog is shown (controlled by the host). */
  open: boolean;
  /** Called when the user closes the dialog (close button, Escape, Cancel). */
  onClose: () => void;
  /** Called after the broadcast was accepted (scheduled, or sent: its per-recipient results). */
  onSent?: (result: BroadcastResult) => void;
}

/**
 * 'Create Broadcast Message': name, recipients (groups counted from the account's contacts by
 * tag, or custom numbers), message type (custom message with a 1000-character counter, or an approved template),
 * optional schedule date and time, a preview, Cancel, Save as Draft (not available: disabled and explained), and
 * 'Schedule Broadcast' when a date is set, else 'Send Now'. Validated with the SDK's broadcast schema. A custom
 * message to recipients outside their 24-hour window is refused with a count, or sent only to those inside when
 * the user chooses; after sending, the notice says what happened to each recipient.
 */
export function BroadcastDialog({ open, onClose, onSent }: BroadcastDialogProps) {
  const { whatsapp, notify } = useWacrm();
  const labels = useWacrmLabels<BroadcastLabels>(broadcastLabels);
  const { formats } = useWacrmLocale();
  const formId = useId();
  const draftHintId = `${formId}-draft-hint`;
  const mediaHintId = `${formId}-media-hint`;
  const windowTitleId = `${formId}-window`;
  const windowErrorId = `${formId}-window-error`;
  const templates = useResource<Template[]>(open ? 'broadcast-templates' : 'broadcast-templates-idle', async () =>
    open ? (await whatsapp.templates.list({ status: 'APPROVED' })).filter(isSelectableTemplate) : [],
  );
  const templateList = useMemo(() => templates.data ?? [], [templates.data]);
  const templateNames = useMemo(() => templateChoiceNames(templateList, formats), [templateList, formats]);
  // The contacts (groups by tag) and conversations (last inbound times: the 24-hour windows), fresh each time the
  // dialog opens. Without them the API still reports each recipient's result.
  const audience = useResource(open ? 'broadcast-audience' : 'broadcast-audience-idle', async () =>
    open ? loadBroadcastAudience(whatsapp) : undefined,
  );
  const counts = useMemo(() => (audience.data ? groupCounts(audience.data) : null), [audience.data]);
  // One attachment (a custom broadcast's), when the backend has the media routes (the SDK's probe).
  const mediaSupported = useMediaSupported(whatsapp) === true;
  const { upload, current: attachment } = useMediaUpload<BroadcastMediaKind>(whatsapp);
  const pickers = useRef<Partial<Record<BroadcastMediaKind, HTMLInputElement | null>>>({});
  const attachmentKind = attachment?.kind;

  const resolver = useMemo<Resolver<BroadcastFormState>>(
    () => async (values) =>
      resolveBroadcast(values, {
        templates: templateList,
        audience: audience.data,
        labels,
        now: currentTime(),
        ...(attachmentKind && values.messageType === 'custom' ? { attachment: attachmentKind } : {}),
      }),
    [templateList, audience.data, labels, attachmentKind],
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
        ? fillPlaceholders(templateBodyText(chosenTemplate), bodyValues)
        : '';
  const windows =
    values.messageType === 'custom' && audience.data ? windowsOf(values, audience.data, audience.data.at) : null;
  const closedCount = windows?.closed.length ?? 0;
  const openCount = windows?.open.length ?? 0;
  const groupLabel = (group: string, key: 'all' | 'vip' | 'customers' | 'leads') =>
    counts ? formats.text(labels.recipientsGroupCount, { group, n: counts[key] ?? 0 }) : group;

  const withAttachment = mediaSupported && values.messageType === 'custom' && attachment !== null;
  const messageError =
    errors.message?.message === MEDIA_VALIDATION_MESSAGES.mediaCaptionMax
      ? labels.attachmentCaptionMax
      : errors.message?.message;

  const mediaEnabled = mediaSupported && values.messageType === 'custom';
  const mediaHint = !mediaSupported
    ? labels.mediaUnavailable
    : values.messageType === 'template'
      ? labels.mediaTemplate
      : null;

  const close = () => {
    reset(DEFAULTS);
    upload.remove();
    onClose();
  };

  const pick = (kind: BroadcastMediaKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same file can be chosen again after Remove.
    event.currentTarget.value = '';
    if (file) upload.choose(file, kind);
  };

  const submit = handleSubmit(async (form) => {
    try {
      const open = form.onlyOpen && audience.data ? windowsOf(form, audience.data, currentTime())?.open : undefined;
      // Send waits for the attachment's upload; one that cannot be sent keeps the dialog open with its message.
      const settled = form.messageType === 'custom' && mediaSupported ? await upload.settled() : undefined;
      if (settled?.status === 'unusable') return;
      const media = settled?.status === 'ready' ? { id: settled.ref.id, type: settled.kind } : undefined;
      const result = await whatsapp.broadcasts.create(toPayload(form, templateList, open, media));
      const outcome = broadcastOutcome(result, labels, formats);
      if (outcome.tone === 'success') notify.success(outcome.message);
      else notify.error(outcome.message);
      reset(DEFAULTS);
      upload.remove();
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
            { value: 'all', label: groupLabel(labels.recipientsAll, 'all') },
            { value: 'vip', label: groupLabel(labels.recipientsVip, 'vip') },
            { value: 'customers', label: groupLabel(labels.recipientsCustomers, 'customers') },
            { value: 'leads', label: groupLabel(labels.recipientsLeads, 'leads') },
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
            rows={4}
            showCount
            countMax={withAttachment ? MEDIA_CAPTION_MAX : BROADCAST_MAX}
            required={!withAttachment}
            error={messageError}
            {...register('message')}
          />
        )}
        {values.messageType === 'custom' && audience.loading ? (
          <Muted role="status">{labels.checkingWindows}</Muted>
        ) : closedCount > 0 ? (
          <WindowNotice role="status" aria-labelledby={windowTitleId}>
            <strong id={windowTitleId}>
              {openCount === 0
                ? formats.plural(labels.windowNone, closedCount)
                : formats.plural(labels.windowCount, openCount + closedCount, { open: openCount })}
            </strong>
            <span>{labels.windowReason}</span>
            {openCount > 0 ? (
              <label>
                <input
                  type="checkbox"
                  aria-invalid={errors.onlyOpen ? true : undefined}
                  aria-describedby={errors.onlyOpen ? windowErrorId : undefined}
                  {...register('onlyOpen')}
                />
                {formats.plural(labels.windowOnlyOpen, openCount)}
              </label>
            ) : null}
            {errors.onlyOpen?.message ? (
              <span id={windowErrorId} data-error="">
                {errors.onlyOpen.message}
              </span>
            ) : null}
          </WindowNotice>
        ) : null}
        <MediaRow role="group" aria-label={labels.media} aria-describedby={mediaHint ? mediaHintId : undefined}>
          {(['image', 'video', 'document'] as const).map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant="secondary"
              disabled={!mediaEnabled}
              onClick={() => pickers.current[kind]?.click()}
            >
              {kind === 'image' ? labels.mediaImage : kind === 'video' ? labels.mediaVideo : labels.mediaFile}
            </Button>
          ))}
          {mediaEnabled
            ? (['image', 'video', 'document'] as const).map((kind) => (
                <input
                  key={kind}
                  ref={(el) => {
                    pickers.current[kind] = el;
                  }}
                  type="file"
                  accept={ACCEPT[kind]}
                  hidden
                  tabIndex={-1}
                  aria-hidden="true"
                  onChange={pick(kind)}
                />
              ))
            : null}
          {mediaHint ? <span id={mediaHintId}>{mediaHint}</span> : null}
        </MediaRow>
        {withAttachment && attachment ? (
          <Suspense fallback={<Spinner size="sm" label={labels.attachment} />}>
            <BroadcastAttachmentCard
              attachment={attachment}
              labels={labels}
              onRemove={() => upload.remove()}
              onRetry={() => upload.retry()}
            />
          </Suspense>
        ) : null}
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
          {withAttachment && attachment ? (
            <Bubble>
              <BroadcastAttachmentPreview attachment={attachment} />
              {previewText ? <FormattedText text={previewText} surface="outgoing" /> : null}
            </Bubble>
          ) : previewText ? (
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
