import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  blankParameters,
  buildTemplateMessage,
  headerMediaKind,
  isMessagingPhone,
  normalizePhone,
  quickMessageSchema,
  templateBody,
  templateHeaderParameterCount,
  templateParameterCount,
  templateParameterRequiredMessage,
  VALIDATION_MESSAGES,
  type Message,
  type SendMessagePayload,
  type Template,
} from '@wacrm/whatsapp-sdk';
import { Button, Modal, Select, TextArea, TextField } from '@wacrm/ui';
import { useServerText, useWacrm, useWacrmLabels, useLabelledResolver } from '../../provider';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { TemplatePreview } from '../../templates/TemplatePreview/TemplatePreview';
import { templateChoiceNames } from '../../internal/templateNames';
import { LazyHeaderMediaField } from '../../templates/TemplateEditor/LazyHeaderMediaField';
import { quickMessageLabels } from '../labels';
import { FormGrid, Params, Radio, RadioGroup, RadioLegend } from './QuickMessageModal.styles';

export interface QuickMessageModalProps {
  /** Whether the dialog is shown (controlled by the host). */
  open: boolean;
  /** Called when the user closes the dialog (close button, Escape, Cancel). */
  onClose: () => void;
  /** Templates to choose from (only APPROVED ones are offered); loaded from the API when absent. */
  templates?: readonly Template[];
  /** Prefills the recipient. */
  defaultRecipient?: string;
  /** Called with the sent message as the server returned it. */
  onSent?: (message: Message) => void;
}

interface FormValues {
  to: string;
  type: 'text' | 'template';
  text: string;
  /** The chosen template's name (what the message names) and id (which language of that name). */
  templateName: string;
  templateId: string;
  /** param_0, param_1, ... (index 0 fills {{1}}). */
  params: Record<string, string>;
  /** header_0: the value of a text header's variable (Meta allows one). */
  headerParams: Record<string, string>;
}

const schemaResolver = yupResolver(quickMessageSchema) as unknown as Resolver<FormValues>;

/** The values of `prefix_0`, `prefix_1`, ... in order of their number. */
function numbered(record: Record<string, string> | undefined, prefix: string): unknown[] {
  const pattern = new RegExp(`^${prefix}_\\d+$`);
  return Object.keys(record ?? {})
    .filter((key) => pattern.test(key))
    .sort((a, b) => Number(a.slice(prefix.length + 1)) - Number(b.slice(prefix.length + 1)))
    .map((key) => record?.[key]);
}

/**
 * The spec's rules (the SDK's schema), plus 'Parameter n is required' for each blank parameter of a template and
 * 'Header parameter is required' for a blank header parameter: Meta rejects a template message with a blank
 * parameter ('(#100) Invalid parameter'), so the form does not send it.
 */
const checkedResolver: Resolver<FormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.type !== 'template') return result;
  const blanks = blankParameters(numbered(values.params, 'param'));
  const headerBlanks = blankParameters(numbered(values.headerParams, 'header'));
  if (blanks.length === 0 && headerBlanks.length === 0) return result;
  const headerParams: Record<string, FieldError> = {};
  for (const n of headerBlanks) {
    headerParams[`header_${n - 1}`] = { type: 'required', message: VALIDATION_MESSAGES.headerParameterRequired };
  }
  const params: Record<string, FieldError> = {};
  for (const n of blanks) params[`param_${n - 1}`] = { type: 'required', message: templateParameterRequiredMessage(n) };
  return {
    values: {},
    errors: {
      ...result.errors,
      ...(headerBlanks.length > 0 ? { headerParams } : {}),
      ...(blanks.length > 0 ? { params } : {}),
    },
  };
};

/**
 * The recipient is checked in the browser too: a typed number that cannot receive a message gets the spec's 'Please
 * enter a valid phone number' here, instead of the server's 'to must be a valid phone number' after sending.
 */
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const result = await checkedResolver(values, context, options);
  if (result.errors.to || !values.to?.trim() || isMessagingPhone(values.to)) return result;
  return {
    values: {},
    errors: { ...result.errors, to: { type: 'phone', message: VALIDATION_MESSAGES.phoneInvalid } },
  };
};

function defaults(to = ''): FormValues {
  return { to, type: 'text', text: '', templateName: '', templateId: '', params: {}, headerParams: {} };
}

/**
 * Send one message quickly: a custom message, or an approved template whose parameters param_0, param_1, ...
 * start from each parameter's default. 'Recipient is required'; 'Message is required' (blank after trimming
 * sends nothing); 'Template selection is required'; 'Parameter n is required' (a blank parameter: Meta rejects
 * the message). After sending the form resets to a custom message.
 */
export function QuickMessageModal({ open, onClose, templates, defaultRecipient, onSent }: QuickMessageModalProps) {
  const labels = useWacrmLabels(quickMessageLabels);
  const serverText = useServerText();
  const { formats } = useWacrmLocale();
  const { whatsapp, notify } = useWacrm();
  const formId = `wacrm-quick-message-${useId().replace(/:/g, '')}`;
  const [loaded, setLoaded] = useState<Template[] | null>(null);

  useEffect(() => {
    if (!open || templates) return;
    let live = true;
    whatsapp.templates
      .list({ status: 'APPROVED' })
      .then((list) => {
        if (live) setLoaded(list);
      })
      .catch(() => {
        if (live) setLoaded([]);
      });
    return () => {
      live = false;
    };
  }, [open, templates, whatsapp]);

  const approved = useMemo(
    () => (templates ?? loaded ?? []).filter((t) => t.status.toUpperCase() === 'APPROVED'),
    [templates, loaded],
  );

  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: useLabelledResolver(resolver), defaultValues: defaults(defaultRecipient) });

  useEffect(() => {
    if (open) reset(defaults(defaultRecipient));
  }, [open, defaultRecipient, reset]);

  const type = useWatch({ control, name: 'type' });
  const templateId = useWatch({ control, name: 'templateId' });
  const params = useWatch({ control, name: 'params' });
  const headerParams = useWatch({ control, name: 'headerParams' });
  const chosen = approved.find((t) => t.id === templateId);
  const templateNames = useMemo(() => templateChoiceNames(approved, formats), [approved, formats]);
  const count = templateParameterCount(chosen);
  const headerCount = templateHeaderParameterCount(chosen);
  // The file sent in a media header's place: the template's example unless the sender picks another.
  const [headerMedia, setHeaderMedia] = useState<{ id: string; name: string } | null>(null);
  const headerFormat = chosen?.components.find((c) => c.type === 'HEADER')?.format;
  const headerKind = headerMediaKind(headerFormat);
  // The preview shows the file picked instead of the example.
  const previewTemplate =
    chosen && headerMedia
      ? {
          ...chosen,
          components: chosen.components.map((c) =>
            c.type === 'HEADER' ? { ...c, example: { ...c.example, header_handle: [headerMedia.id] } } : c,
          ),
        }
      : chosen;

  const chooseTemplate = (id: string) => {
    const template = approved.find((t) => t.id === id);
    setValue('templateId', id);
    setValue('templateName', template?.name ?? '', { shouldValidate: Boolean(errors.templateName) });
    const body = template ? templateBody(template) : undefined;
    const next: Record<string, string> = {};
    for (let k = 0; k < templateParameterCount(template); k += 1)
      next[`param_${k}`] = body?.parameters?.[k]?.default ?? '';
    setValue('params', next);
    const header: Record<string, string> = {};
    for (let k = 0; k < templateHeaderParameterCount(template); k += 1) header[`header_${k}`] = '';
    setValue('headerParams', header);
    setHeaderMedia(null);
  };

  const send = async (values: FormValues) => {
    const to = normalizePhone(values.to) || values.to.trim();
    let payload: SendMessagePayload;
    if (values.type === 'template') {
      const template = approved.find((t) => t.id === values.templateId);
      const list = Array.from(
        { length: templateParameterCount(template) },
        (_, k) => values.params[`param_${k}`] ?? '',
      );
      const headerList = Array.from(
        { length: templateHeaderParameterCount(template) },
        (_, k) => values.headerParams?.[`header_${k}`] ?? '',
      );
      payload = {
        to,
        type: 'template',
        template: buildTemplateMessage(
          values.templateName,
          list,
          template?.language ?? 'en_US',
          headerList,
          headerKind && headerMedia ? { kind: headerKind, id: headerMedia.id } : undefined,
        ),
      };
    } else {
      payload = { to, type: 'text', text: values.text };
    }
    try {
      const message = await whatsapp.messages.send(payload);
      notify.success(labels.messageSent);
      reset(defaults(defaultRecipient));
      setHeaderMedia(null);
      onSent?.(message);
      onClose();
    } catch (e) {
      notify.error(serverText(e, labels.sendFailed));
    }
  };

  const bodyValues = Array.from({ length: count }, (_, k) => params?.[`param_${k}`] ?? '');
  const headerValues = Array.from({ length: headerCount }, (_, k) => headerParams?.[`header_${k}`] ?? '');

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={labels.quickMessageTitle}
      closeLabel={labels.close}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {labels.sendMessage}
          </Button>
        </>
      }
    >
      <FormGrid id={formId} noValidate onSubmit={(e) => void handleSubmit(send)(e)}>
        <TextField
          label={labels.recipient}
          type="tel"
          required
          hint={labels.recipientHint}
          error={errors.to?.message}
          autoComplete="off"
          {...register('to')}
        />
        <RadioGroup>
          <RadioLegend>{labels.messageType}</RadioLegend>
          <Radio>
            <input
              type="radio"
              name={`${formId}-type`}
              value="text"
              checked={type === 'text'}
              onChange={() => {
                setValue('type', 'text');
                // Choosing custom clears the template and its parameters.
                setValue('templateName', '');
                setValue('templateId', '');
                setValue('params', {});
                setValue('headerParams', {});
              }}
            />
            {labels.customMessage}
          </Radio>
          <Radio>
            <input
              type="radio"
              name={`${formId}-type`}
              value="template"
              checked={type === 'template'}
              onChange={() => setValue('type', 'template')}
            />
            {labels.templateMessage}
          </Radio>
        </RadioGroup>
        {type === 'text' ? (
          <Controller
            control={control}
            name="text"
            render={({ field }) => (
              <TextArea
                label={labels.message}
                required
                error={errors.text?.message}
                rows={4}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.value)}
              />
            )}
          />
        ) : (
          <>
            <Select
              label={labels.template}
              required
              placeholder={labels.templatePlaceholder}
              options={approved.map((t) => ({ value: t.id, label: templateNames.get(t.id) ?? t.name }))}
              hint={approved.length === 0 ? labels.noApprovedTemplates : undefined}
              error={errors.templateName?.message}
              value={templateId}
              onChange={(e) => chooseTemplate(e.target.value)}
            />
            {headerKind && headerFormat ? (
              <Suspense fallback={null}>
                <LazyHeaderMediaField
                  format={headerFormat}
                  mediaId={headerMedia?.id ?? ''}
                  mediaName={headerMedia?.name ?? ''}
                  error={undefined}
                  onChange={setHeaderMedia}
                />
              </Suspense>
            ) : null}
            {count + headerCount > 0 ? (
              <Params>
                {Array.from({ length: headerCount }, (_, k) => (
                  <TextField
                    key={`header_${k}`}
                    label={labels.headerParameter.replace('{n}', String(k + 1))}
                    error={errors.headerParams?.[`header_${k}`]?.message}
                    {...register(`headerParams.header_${k}`)}
                  />
                ))}
                {Array.from({ length: count }, (_, k) => (
                  <TextField
                    key={k}
                    label={labels.parameter.replace('{n}', String(k + 1))}
                    error={errors.params?.[`param_${k}`]?.message}
                    {...register(`params.param_${k}`)}
                  />
                ))}
              </Params>
            ) : null}
            {chosen ? (
              <TemplatePreview
                template={previewTemplate ?? chosen}
                bodyValues={bodyValues}
                headerValues={headerValues}
                caption={labels.preview}
              />
            ) : null}
          </>
        )}
      </FormGrid>
    </Modal>
  );
}
