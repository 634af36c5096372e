import { lazy, useEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Button, IconButton, Tabs, TextArea, TextField } from '@wacrm/ui';
import {
  blankParameters,
  buildTemplateMessage,
  canSendText,
  EMPTY_DRAFT,
  extractVariables,
  fillPlaceholders,
  isSelectableTemplate,
  templateBodyText,
  templateHeaderParameterCount,
  templateHeaderText,
  TEXT_MESSAGE_MAX,
  type ComposerDraft,
  type MessageTemplatePayload,
  type OutgoingAttachment,
  type ReadableStore,
  type Template,
} from '@wacrm/whatsapp-sdk';
import type { AttachmentTray, AttachmentTraySnapshot } from '@wacrm/whatsapp-sdk/media';
import { MEDIA_LIMITS } from '@wacrm/whatsapp-sdk/media';
import { useStore } from '../../provider/useStore';
import { PaperclipIcon } from '../MessageMedia/mediaIcons';
import { FormattedText } from '../FormattedText';
import { SendIcon } from '../internal/icons';
import { templateChoiceNames } from '../../internal/templateNames';
import { OpenedOnce } from '../../internal/OpenedOnce';
import { inboxLabels, type InboxLabels } from '../labels';
import { useLocaleDefaults, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import {
  InputRow,
  Muted,
  Params,
  PreviewBox,
  PreviewHeader,
  Reason,
  Root,
  TemplateBox,
  TemplateHead,
} from './Composer.styles';
import { useMediaLabels } from '../../media/useMediaLabels';

// The template picker's code loads when it is first opened (as the widgets' other dialogs): the inbox's first screen
// does not carry it (about 1.5 KB gz of the script-tag page).
const TemplatePicker = lazy(() =>
  import('../TemplatePicker/TemplatePicker').then((m) => ({ default: m.TemplatePicker })),
);

// The previews of files about to be sent load when the first file is added.
const AttachmentPreviews = lazy(() =>
  import('../Attachments/AttachmentPreviews').then((m) => ({ default: m.AttachmentPreviews })),
);

export { EMPTY_DRAFT, type ComposerDraft };

const NO_ATTACHMENTS: ReadableStore<AttachmentTraySnapshot> = {
  getSnapshot: () => EMPTY_TRAY,
  subscribe: () => () => undefined,
};
const EMPTY_TRAY: AttachmentTraySnapshot = { items: [], overflow: 0 };

/** What the file picker offers: the types WhatsApp takes (the bytes are checked anyway). */
const ACCEPT = Object.values(MEDIA_LIMITS)
  .flatMap((limit) => limit.mimeTypes)
  .join(',');

/** The character counter shows from this many characters of a custom message (Meta's limit is 4096). */
const MESSAGE_COUNTER_FROM = TEXT_MESSAGE_MAX - 500;

export type ComposerSend =
  | { text: string }
  | { template: MessageTemplatePayload; previewText: string }
  /** A file, with its caption as `text`: one message each. */
  | { text: string; attachment: OutgoingAttachment };

export interface ComposerProps {
  draft: ComposerDraft;
  onDraftChange: (draft: ComposerDraft) => void;
  onSend: (message: ComposerSend) => void;
  /** Called as the user types a custom message (typing indicator). */
  onTyping?: () => void;
  /** Whether the 24-hour window allows custom messages; when false only templates can be sent. */
  windowOpen: boolean;
  templates: readonly Template[] | undefined;
  templatesLoading?: boolean;
  templatesError?: string | null;
  onReloadTemplates?: () => void;
  labels?: InboxLabels;
  /**
   * Focus moves in (the message box, or the template choice when only templates can be sent) when this turns true,
   * then `onFocused` is called: the inbox asks for it when the user opens the conversation.
   */
  focusRequested?: boolean;
  onFocused?: () => void;
  /**
   * The files about to be sent (attach button, paste, a drop on the thread): given when the backend has media. Each is
   * sent as a message of its own with its caption, then the text typed, if any.
   */
  attachments?: AttachmentTray;
}

/**
 * The composer: Custom Message ('Type your own message', Enter sends, Shift+Enter adds a line, 44 to 120 px) or
 * Templates (approved templates through the picker, body parameters 'Parameter n' with a live preview where
 * unfilled placeholders stay as {{n}}; a text header's variable as 'Header parameter n', previewed above the body).
 * Send is disabled while the text is blank or no template is chosen; sending a template with a blank parameter (Meta
 * rejects it) names and focuses that parameter instead, the header's first. Enter in a parameter sends the template.
 */
export function Composer({
  draft,
  onDraftChange,
  onSend,
  onTyping,
  windowOpen,
  templates,
  templatesLoading = false,
  templatesError = null,
  onReloadTemplates,
  labels: ownLabels,
  focusRequested = false,
  onFocused,
  attachments,
}: ComposerProps) {
  const ml = useMediaLabels();
  const labels = useLocaleDefaults<InboxLabels>(inboxLabels, ownLabels);
  const { formats } = useWacrmLocale();
  const [pickerOpen, setPickerOpen] = useState(false);
  const mode = windowOpen ? draft.mode : 'template';
  const focusTarget = useRef<HTMLTextAreaElement & HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusRequested) return;
    focusTarget.current?.focus();
    onFocused?.();
  }, [focusRequested, onFocused]);
  const template = useMemo(
    () => (draft.templateId ? (templates ?? []).find((t) => t.id === draft.templateId) : undefined),
    [draft.templateId, templates],
  );
  const templateName = useMemo(
    () =>
      template
        ? templateChoiceNames((templates ?? []).filter(isSelectableTemplate), formats).get(template.id)
        : undefined,
    [template, templates, formats],
  );
  const body = templateBodyText(template);
  const variables = useMemo(() => extractVariables(body), [body]);
  const headerText = templateHeaderText(template);
  const headerCount = templateHeaderParameterCount(template);
  const headerPreview = useMemo(
    () => (headerText ? fillPlaceholders(headerText, draft.headerParams) : ''),
    [headerText, draft.headerParams],
  );
  const preview = useMemo(() => {
    const values: Record<string, string> = {};
    variables.forEach((n, i) => {
      values[String(n)] = draft.params[i] ?? '';
    });
    return fillPlaceholders(body, values);
  }, [body, variables, draft.params]);

  // Meta refuses a text over 4096 characters: it is not sent (the text stays), and a counter shows near the limit.
  const length = draft.text.length;
  const tooLong = mode === 'custom' && length > TEXT_MESSAGE_MAX;
  const tray = useStore(attachments ?? NO_ATTACHMENTS);
  const withFiles = mode === 'custom' && attachments !== undefined && tray.items.length > 0;
  // With files, Send waits until each is checked and none is refused (the text, if any, goes after them).
  const canSend =
    mode === 'custom'
      ? !tooLong && (withFiles ? attachments.canSend() : canSendText(draft.text))
      : template !== undefined;
  const fileInput = useRef<HTMLInputElement>(null);
  // The template a send was refused for because of blank parameters: their errors show until it changes.
  const [checkedTemplate, setCheckedTemplate] = useState<string | null>(null);
  const paramInputs = useRef<Array<HTMLInputElement | null>>([]);
  const headerInputs = useRef<Array<HTMLInputElement | null>>([]);
  const showParamErrors = template !== undefined && checkedTemplate === template.id;

  const send = () => {
    if (!canSend) return;
    if (mode === 'custom') {
      if (withFiles) {
        for (const item of attachments.take()) {
          const attachment: OutgoingAttachment = { file: item.file, fileName: item.fileName };
          if (item.kind) attachment.kind = item.kind;
          if (item.width && item.height) Object.assign(attachment, { width: item.width, height: item.height });
          if (item.durationSeconds) attachment.durationSeconds = item.durationSeconds;
          onSend({ text: item.caption, attachment });
        }
      }
      if (canSendText(draft.text)) onSend({ text: draft.text });
      onDraftChange({ ...draft, text: '' });
      return;
    }
    if (!template) return;
    const params = variables.map((_, i) => draft.params[i] ?? '');
    const headerParams = Array.from({ length: headerCount }, (_, i) => draft.headerParams[i] ?? '');
    // Meta rejects a template message with a blank parameter: nothing is sent, the first blank input is named and
    // focused, and what was typed stays (the button stays enabled, as the spec has it).
    const blankHeader = blankParameters(headerParams)[0];
    const blank = blankParameters(params)[0];
    if (blankHeader !== undefined || blank !== undefined) {
      setCheckedTemplate(template.id);
      if (blankHeader !== undefined) headerInputs.current[blankHeader - 1]?.focus();
      else if (blank !== undefined) paramInputs.current[blank - 1]?.focus();
      return;
    }
    setCheckedTemplate(null);
    onSend({
      template: buildTemplateMessage(template.name, params, template.language, headerParams),
      previewText: preview,
    });
    onDraftChange({ ...EMPTY_DRAFT, mode: windowOpen ? 'custom' : 'template', text: draft.text });
  };

  const setMode = (next: string) => {
    if (next === 'custom') {
      // Choosing custom clears the template and its parameters.
      onDraftChange({ ...draft, mode: 'custom', templateId: null, params: [], headerParams: [] });
    } else {
      onDraftChange({ ...draft, mode: 'template' });
    }
  };

  // Enter in a parameter sends the template, as Enter sends a custom message.
  const sendOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  // An image pasted from the clipboard is attached (text pastes as text).
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData?.files ?? []);
    if (!attachments || files.length === 0) return;
    event.preventDefault();
    void attachments.add(files);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Root>
      <Tabs
        label={labels.composerModes}
        value={mode}
        onValueChange={setMode}
        items={[
          { value: 'custom', label: labels.customMode, disabled: !windowOpen },
          { value: 'template', label: labels.templateMode },
        ]}
      />
      {!windowOpen ? <Reason>{labels.windowClosedReason}</Reason> : null}
      {attachments && mode === 'custom' ? (
        <OpenedOnce open={tray.items.length > 0 || tray.overflow > 0}>
          <AttachmentPreviews tray={attachments} />
        </OpenedOnce>
      ) : null}
      <InputRow>
        {mode === 'custom' ? (
          <TextArea
            ref={focusTarget}
            label={labels.messageLabel}
            hideLabel
            placeholder={labels.messagePlaceholder}
            value={draft.text}
            rows={1}
            minHeight={44}
            maxHeight={120}
            showCount={length >= MESSAGE_COUNTER_FROM}
            countMax={TEXT_MESSAGE_MAX}
            formatCount={(n, max) =>
              formats.plural(labels.messageLength, max ?? TEXT_MESSAGE_MAX, { length: formats.number(n) })
            }
            dir="auto"
            error={tooLong ? labels.messageTooLong : undefined}
            onChange={(e) => {
              onDraftChange({ ...draft, text: e.target.value });
              if (e.target.value) onTyping?.();
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
          />
        ) : (
          <TemplateBox>
            <TemplateHead>
              {template ? (
                <span>{templateName ?? (template.displayName || template.name)}</span>
              ) : (
                <Muted>{labels.noTemplateChosen}</Muted>
              )}
              <Button ref={focusTarget} size="sm" variant="secondary" onClick={() => setPickerOpen(true)}>
                {template ? labels.changeTemplate : labels.chooseTemplate}
              </Button>
            </TemplateHead>
            {template && headerCount + variables.length > 0 ? (
              <Params>
                {Array.from({ length: headerCount }, (_, i) => (
                  <TextField
                    key={`header-${i}`}
                    ref={(el) => {
                      headerInputs.current[i] = el;
                    }}
                    label={formats.text(labels.headerParameter, { n: i + 1 })}
                    error={
                      showParamErrors && blankParameters([draft.headerParams[i]]).length > 0
                        ? labels.headerParameterRequired
                        : undefined
                    }
                    value={draft.headerParams[i] ?? ''}
                    onKeyDown={sendOnEnter}
                    onChange={(e) => {
                      const headerParams = Array.from({ length: headerCount }, (_, j) => draft.headerParams[j] ?? '');
                      headerParams[i] = e.target.value;
                      onDraftChange({ ...draft, headerParams });
                    }}
                  />
                ))}
                {variables.map((n, i) => (
                  <TextField
                    key={n}
                    ref={(el) => {
                      paramInputs.current[i] = el;
                    }}
                    label={formats.text(labels.parameter, { n })}
                    error={
                      showParamErrors && blankParameters([draft.params[i]]).length > 0
                        ? formats.text(labels.parameterRequired, { n })
                        : undefined
                    }
                    value={draft.params[i] ?? ''}
                    onKeyDown={sendOnEnter}
                    onChange={(e) => {
                      const params = variables.map((_, j) => draft.params[j] ?? '');
                      params[i] = e.target.value;
                      onDraftChange({ ...draft, params });
                    }}
                  />
                ))}
              </Params>
            ) : null}
            {template ? (
              <PreviewBox aria-label={labels.preview}>
                <figcaption>{labels.preview}</figcaption>
                {headerPreview ? <PreviewHeader>{headerPreview}</PreviewHeader> : null}
                <FormattedText text={preview} surface="outgoing" data-testid="template-preview" />
              </PreviewBox>
            ) : null}
          </TemplateBox>
        )}
        {attachments && mode === 'custom' ? (
          <>
            <IconButton label={ml.attachFiles} size="lg" onClick={() => fileInput.current?.click()}>
              <PaperclipIcon />
            </IconButton>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              accept={ACCEPT}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                // The same file can be chosen again after it was removed.
                event.target.value = '';
                if (files.length > 0) void attachments.add(files);
              }}
            />
          </>
        ) : null}
        <IconButton label={labels.send} variant="primary" size="lg" disabled={!canSend} onClick={send}>
          <SendIcon />
        </IconButton>
      </InputRow>
      <OpenedOnce open={pickerOpen}>
        <TemplatePicker
          open={pickerOpen}
          onClose={() => setPickerOpen(false)}
          templates={templates}
          loading={templatesLoading}
          error={templatesError}
          onRetry={onReloadTemplates}
          selectedId={draft.templateId}
          onChoose={(t) => {
            setPickerOpen(false);
            onDraftChange({ ...draft, mode: 'template', templateId: t.id, params: [], headerParams: [] });
          }}
          labels={labels}
        />
      </OpenedOnce>
    </Root>
  );
}
