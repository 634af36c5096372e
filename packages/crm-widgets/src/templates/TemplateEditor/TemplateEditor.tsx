import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import {
  HEADER_FORMATS,
  MESSAGES,
  TEMPLATE_BUTTON_TYPES,
  TEMPLATE_CATEGORIES,
  TEMPLATE_LANGUAGES,
  TEMPLATE_LIMITS,
  TEMPLATE_NAME_PATTERN,
  cleanTemplatePayload,
  extractVariables,
  sanitizeHeaderText,
  templateHints,
  toTemplateName,
  validateTemplate,
  type HeaderFormat,
  type Template,
  type TemplateButton,
  type TemplateButtonType,
  type TemplateCategory,
  type TemplateInput,
} from '@wacrm/whatsapp-sdk';
import { Alert, Button, IconButton, Modal, Select, TextArea, TextField } from '@wacrm/ui';
import { useServerText, useValidationText, useWacrm, useWacrmLabels } from '../../provider';
import { draftFrom, draftToInput, issuesByPath, type HeaderDraft, type TemplateDraft } from '../internal/draft';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { templateLabels, type TemplateLabels } from '../labels';
import type { LocaleFormats } from '../../i18n/formats';
import { TemplatePreview } from '../TemplatePreview/TemplatePreview';
import { useDiscardGuard } from './useDiscardGuard';
import {
  AddRow,
  Aside,
  AsideHeading,
  ButtonCard,
  ButtonTools,
  Form,
  GroupError,
  HintList,
  Layout,
  Legend,
  Offer,
  PreviewJump,
  Row,
  Section,
  SectionHead,
} from './TemplateEditor.styles';

export interface TemplateEditorProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called on Cancel, Escape, the close button, and after a successful save. */
  onClose: () => void;
  /** Edit this template (PUT); without it the editor creates a new one (POST, submitted as PENDING). */
  template?: Template | null;
  /** Starting values for a new template (e.g. a copy of an existing one). Ignored when `template` is given. */
  initialValues?: Partial<TemplateInput> | null;
  /** Called with the saved template (as the server returned it). */
  onSaved?: (template: Template) => void;
}

const HEADER_FORMAT_CHOICES = HEADER_FORMATS.filter((f): f is Exclude<HeaderFormat, 'LOCATION'> => f !== 'LOCATION');

function blankButton(type: TemplateButtonType): TemplateButton {
  switch (type) {
    case 'URL':
      return { type, text: '', url: '' };
    case 'PHONE_NUMBER':
      return { type, text: '', phone_number: '' };
    case 'COPY_CODE':
      return { type, text: '', example: [''] };
    default:
      return { type, text: '' };
  }
}

/** The SDK's guidance texts -> the editor's labels. */
const HINT_KEYS = {
  [MESSAGES.hints.desktopButtons]: 'hintDesktopButtons',
  [MESSAGES.hints.desktopMixedButtons]: 'hintDesktopMixedButtons',
  [MESSAGES.hints.seeAllOptions]: 'hintSeeAllOptions',
  [MESSAGES.hints.marketingOptOut]: 'hintMarketingOptOut',
  [MESSAGES.hints.approval]: 'hintApproval',
  [MESSAGES.hints.authenticationFormatting]: 'hintAuthenticationFormatting',
} as const satisfies Readonly<Record<string, keyof TemplateLabels>>;

/** A guidance text of the SDK in the active labels' words (as it is when the SDK adds one the editor does not know). */
function hintText(hint: string, labels: TemplateLabels, formats: LocaleFormats): string {
  if (hint === MESSAGES.hints.quickReplyLength) {
    return formats.text(labels.hintQuickReplyLength, { n: TEMPLATE_LIMITS.quickReplyLabelHint });
  }
  const key = (HINT_KEYS as Readonly<Record<string, keyof TemplateLabels>>)[hint];
  const label = key ? labels[key] : undefined;
  return typeof label === 'string' ? label : hint;
}

/**
 * Create or edit a WhatsApp message template: name (with an offer to convert it to Meta's format), category,
 * language, optional TTL, at most one header, the body, at most one footer and one buttons section, example
 * values per variable, a live WhatsApp-style preview and the SDK's guidance. Every rule of spec section 5 and
 * Meta's template rules are checked with the SDK's `validateTemplate` before anything is sent.
 */
export function TemplateEditor(props: TemplateEditorProps) {
  // A fresh form every time it opens (or switches template): the dialog's state starts from its props.
  if (!props.open) return null;
  return <TemplateEditorDialog key={props.template?.id ?? 'new'} {...props} />;
}

function TemplateEditorDialog({ open, onClose, template, initialValues, onSaved }: TemplateEditorProps) {
  const labels = useWacrmLabels(templateLabels);
  const serverText = useServerText();
  const { formats } = useWacrmLocale();
  const { whatsapp, notify } = useWacrm();
  const formId = `wacrm-template-editor-${useId().replace(/:/g, '')}`;
  const formRef = useRef<HTMLFormElement | null>(null);
  const editing = Boolean(template);
  const [initialDraft] = useState<TemplateDraft>(() => draftFrom(template ?? initialValues));
  const [draft, setDraft] = useState<TemplateDraft>(initialDraft);
  const previewRef = useRef<HTMLElement | null>(null);
  // The dialog opens on the name (not on 'Show preview', a phone's button before the form).
  const nameRef = useRef<HTMLInputElement | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [headerStripped, setHeaderStripped] = useState(false);

  const { input, at } = useMemo(() => draftToInput(draft), [draft]);
  const issues = useMemo(() => validateTemplate(input), [input]);
  const errors = useMemo(() => (submitted ? issuesByPath(issues) : new Map<string, string>()), [issues, submitted]);
  const hints = useMemo(() => templateHints(input), [input]);

  useEffect(() => {
    if (attempt === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [attempt]);

  const update = (patch: Partial<TemplateDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const updateHeader = (patch: Partial<HeaderDraft>) =>
    setDraft((d) => (d.header ? { ...d, header: { ...d.header, ...patch } } : d));
  const updateButton = (index: number, patch: Partial<TemplateButton>) =>
    setDraft((d) =>
      d.buttons ? { ...d, buttons: d.buttons.map((b, i) => (i === index ? { ...b, ...patch } : b)) } : d,
    );
  const moveButton = (index: number, by: -1 | 1) =>
    setDraft((d) => {
      if (!d.buttons) return d;
      const target = index + by;
      if (target < 0 || target >= d.buttons.length) return d;
      const buttons = [...d.buttons];
      const [moved] = buttons.splice(index, 1);
      if (moved) buttons.splice(target, 0, moved);
      return { ...d, buttons };
    });

  // A half-written template is not lost to Escape, Cancel or the close button: closing with changes asks first.
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(initialDraft), [draft, initialDraft]);
  const { requestClose, guard } = useDiscardGuard(dirty && !saving, onClose, labels);
  const showPreview = () => {
    previewRef.current?.scrollIntoView({ block: 'start' });
    previewRef.current?.focus({ preventScroll: true });
  };

  const validationText = useValidationText();
  const err = (path: string) => validationText(errors.get(path));
  const c = (index: number, field: string) => `components[${index}].${field}`;

  const nameSuggestion = toTemplateName(draft.name);
  const offerName = draft.name !== '' && !TEMPLATE_NAME_PATTERN.test(draft.name) && nameSuggestion !== '';

  const bodyVars = extractVariables(draft.body.text);
  const headerVars = draft.header?.format === 'TEXT' ? extractVariables(draft.header.text) : [];
  const componentIssues = [...errors.entries()]
    .filter(([path]) => path === 'components')
    .map(([, m]) => validationText(m) ?? m);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setAttempt((n) => n + 1);
    if (issues.length > 0) return;
    // The server reviews every new or edited template: it is submitted as PENDING; an empty TTL is left out.
    const payload = { ...cleanTemplatePayload(input), status: 'PENDING' } as TemplateInput;
    // On an update an absent TTL keeps the stored one: a TTL the user cleared is sent as null to remove it.
    if (template?.message_send_ttl_seconds !== undefined && payload.message_send_ttl_seconds === undefined) {
      payload.message_send_ttl_seconds = null;
    }
    setSaving(true);
    try {
      const saved = template
        ? await whatsapp.templates.update(template.id, payload)
        : await whatsapp.templates.create(payload);
      notify.success(editing ? labels.updated : labels.created);
      onSaved?.(saved);
      onClose();
    } catch (e) {
      const fallback = editing ? MESSAGES.api.updateTemplate : MESSAGES.api.createTemplate;
      notify.error(serverText(e, fallback));
    } finally {
      setSaving(false);
    }
  };

  const categoryLabel: Record<TemplateCategory, string> = {
    MARKETING: labels.categoryMarketing,
    UTILITY: labels.categoryUtility,
    AUTHENTICATION: labels.categoryAuthentication,
  };
  const formatLabel: Record<string, string> = {
    TEXT: labels.headerFormatText,
    IMAGE: labels.headerFormatImage,
    VIDEO: labels.headerFormatVideo,
    DOCUMENT: labels.headerFormatDocument,
  };
  const buttonTypeLabel: Record<TemplateButtonType, string> = {
    QUICK_REPLY: labels.buttonQuickReply,
    URL: labels.buttonUrl,
    PHONE_NUMBER: labels.buttonPhone,
    COPY_CODE: labels.buttonCopyCode,
  };

  const buttons = draft.buttons;
  const bi = at.buttons;

  return (
    <Modal
      open={open}
      onClose={requestClose}
      initialFocusRef={nameRef}
      title={editing ? labels.editTitle : labels.createTitle}
      closeLabel={labels.close}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={requestClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {editing ? labels.submitEdit : labels.submitCreate}
          </Button>
        </>
      }
    >
      <Layout>
        {/* On a phone the preview is under the form: one tap brings it into view. */}
        <PreviewJump>
          <Button size="sm" variant="secondary" onClick={showPreview}>
            {labels.showPreview}
          </Button>
        </PreviewJump>
        <Form id={formId} ref={formRef} noValidate onSubmit={(e) => void submit(e)}>
          <div>
            <TextField
              ref={nameRef}
              label={labels.nameLabel}
              required
              value={draft.name}
              maxLength={TEMPLATE_LIMITS.nameMax + 1}
              hint={labels.nameHint}
              error={err('name')}
              autoComplete="off"
              onChange={(e) => update({ name: e.target.value })}
            />
            {offerName ? (
              <Offer>
                <span>{labels.nameConvertHint}</span>
                <Button size="sm" variant="secondary" onClick={() => update({ name: nameSuggestion })}>
                  {formats.text(labels.nameConvert, { name: nameSuggestion })}
                </Button>
              </Offer>
            ) : null}
          </div>
          <Row>
            <Select
              label={labels.categoryLabel}
              value={draft.category}
              error={err('category')}
              options={TEMPLATE_CATEGORIES.map((v) => ({ value: v, label: categoryLabel[v] }))}
              onChange={(e) => update({ category: e.target.value as TemplateCategory })}
            />
            <Select
              label={labels.languageLabel}
              value={draft.language}
              error={err('language')}
              options={TEMPLATE_LANGUAGES.map((v) => ({ value: v, label: formats.languageName(v) }))}
              onChange={(e) => update({ language: e.target.value })}
            />
            <TextField
              label={labels.ttlLabel}
              inputMode="numeric"
              value={draft.ttl}
              hint={labels.ttlHint}
              error={err('message_send_ttl_seconds')}
              onChange={(e) => update({ ttl: e.target.value })}
            />
          </Row>

          {template && !['APPROVED', 'REJECTED', 'PAUSED'].includes(template.status.toUpperCase()) ? (
            <Alert tone="info" title={labels.editNoteTitle} message={labels.editPendingNote} />
          ) : null}

          {componentIssues.length > 0 ? (
            <Alert tone="error" title={labels.issuesHeading} message={componentIssues.join(' ')} />
          ) : null}

          {draft.header ? (
            <Section>
              <Legend>{labels.headerHeading}</Legend>
              <SectionHead>
                <Select
                  label={labels.headerFormatLabel}
                  value={draft.header.format}
                  options={HEADER_FORMAT_CHOICES.map((f) => ({ value: f, label: formatLabel[f] ?? f }))}
                  onChange={(e) => updateHeader({ format: e.target.value as HeaderFormat })}
                />
                <IconButton label={labels.removeHeader} variant="ghost" onClick={() => update({ header: null })}>
                  <Trash2 />
                </IconButton>
              </SectionHead>
              {draft.header.format === 'TEXT' ? (
                <>
                  <TextField
                    label={labels.headerTextLabel}
                    required
                    value={draft.header.text}
                    error={
                      headerStripped ? validationText(MESSAGES.validation.headerFormatting) : err(c(at.header, 'text'))
                    }
                    onChange={(e) => {
                      const clean = sanitizeHeaderText(e.target.value);
                      setHeaderStripped(clean !== e.target.value);
                      updateHeader({ text: clean });
                    }}
                  />
                  {headerVars.length > 0 ? (
                    <TextField
                      label={formats.text(labels.headerExampleLabel, { var: '{{1}}' })}
                      required
                      value={draft.header.example}
                      error={err(c(at.header, 'example'))}
                      onChange={(e) => updateHeader({ example: e.target.value })}
                    />
                  ) : null}
                </>
              ) : (
                <TextField
                  label={labels.headerMediaLabel}
                  type="url"
                  hint={labels.headerMediaHint}
                  value={draft.header.mediaUrl}
                  onChange={(e) => updateHeader({ mediaUrl: e.target.value })}
                />
              )}
            </Section>
          ) : null}

          <Section>
            <Legend>{labels.bodyHeading}</Legend>
            <TextArea
              label={labels.bodyTextLabel}
              required
              value={draft.body.text}
              hint={labels.bodyHint}
              error={err(c(at.body, 'text'))}
              showCount
              countMax={TEMPLATE_LIMITS.bodyMax}
              minHeight={96}
              maxHeight={260}
              onChange={(e) => setDraft((d) => ({ ...d, body: { ...d.body, text: e.target.value } }))}
            />
            {bodyVars.length > 0 ? (
              <div role="group" aria-label={labels.examplesHeading}>
                <Row>
                  {bodyVars.map((n, k) => (
                    <TextField
                      key={n}
                      label={formats.text(labels.exampleLabel, { var: `{{${n}}}` })}
                      required
                      value={draft.body.examples[k] ?? ''}
                      aria-invalid={
                        err(c(at.body, 'example')) && !(draft.body.examples[k] ?? '').trim() ? true : undefined
                      }
                      onChange={(e) =>
                        setDraft((d) => {
                          const examples = [...d.body.examples];
                          while (examples.length < k) examples.push('');
                          examples[k] = e.target.value;
                          return { ...d, body: { ...d.body, examples } };
                        })
                      }
                    />
                  ))}
                </Row>
                {err(c(at.body, 'example')) ? <GroupError role="alert">{err(c(at.body, 'example'))}</GroupError> : null}
              </div>
            ) : null}
          </Section>

          {draft.footer ? (
            <Section>
              <Legend>{labels.footerHeading}</Legend>
              <SectionHead>
                <TextArea
                  label={labels.footerTextLabel}
                  required
                  value={draft.footer.text}
                  error={err(c(at.footer, 'text'))}
                  rows={1}
                  minHeight={40}
                  maxHeight={96}
                  showCount
                  countMax={TEMPLATE_LIMITS.footerMax}
                  style={{ flex: 1 }}
                  onChange={(e) => update({ footer: { text: e.target.value } })}
                />
                <IconButton label={labels.removeFooter} variant="ghost" onClick={() => update({ footer: null })}>
                  <Trash2 />
                </IconButton>
              </SectionHead>
            </Section>
          ) : null}

          {buttons ? (
            <Section>
              <Legend>{labels.buttonsHeading}</Legend>
              {err(c(bi, 'buttons')) ? <GroupError role="alert">{err(c(bi, 'buttons'))}</GroupError> : null}
              {buttons.map((b, j) => {
                const p = (field: string) => `components[${bi}].buttons[${j}].${field}`;
                const n = j + 1;
                const urlHasVariable = b.type === 'URL' && /\{\{1\}\}\s*$/.test(b.url ?? '');
                return (
                  <ButtonCard key={j}>
                    <Legend>{formats.text(labels.buttonGroup, { n })}</Legend>
                    <ButtonTools>
                      <IconButton
                        label={formats.text(labels.moveButtonUp, { n })}
                        variant="ghost"
                        size="sm"
                        disabled={j === 0}
                        onClick={() => moveButton(j, -1)}
                      >
                        <ArrowUp />
                      </IconButton>
                      <IconButton
                        label={formats.text(labels.moveButtonDown, { n })}
                        variant="ghost"
                        size="sm"
                        disabled={j === buttons.length - 1}
                        onClick={() => moveButton(j, 1)}
                      >
                        <ArrowDown />
                      </IconButton>
                      <IconButton
                        label={formats.text(labels.removeButton, { n })}
                        variant="ghost"
                        size="sm"
                        onClick={() =>
                          setDraft((d) => (d.buttons ? { ...d, buttons: d.buttons.filter((_, i) => i !== j) } : d))
                        }
                      >
                        <Trash2 />
                      </IconButton>
                    </ButtonTools>
                    <Row>
                      <Select
                        label={labels.buttonTypeLabel}
                        value={b.type}
                        options={TEMPLATE_BUTTON_TYPES.map((t) => ({ value: t, label: buttonTypeLabel[t] }))}
                        onChange={(e) => {
                          const type = e.target.value as TemplateButtonType;
                          setDraft((d) =>
                            d.buttons
                              ? {
                                  ...d,
                                  buttons: d.buttons.map((x, i) =>
                                    i === j ? { ...blankButton(type), text: x.text } : x,
                                  ),
                                }
                              : d,
                          );
                        }}
                      />
                      <TextField
                        label={labels.buttonTextLabel}
                        required={b.type !== 'COPY_CODE'}
                        value={b.text}
                        error={err(p('text'))}
                        onChange={(e) => updateButton(j, { text: e.target.value })}
                      />
                    </Row>
                    {b.type === 'URL' ? (
                      <>
                        <TextField
                          label={labels.buttonUrlLabel}
                          type="url"
                          required
                          value={b.url ?? ''}
                          hint={labels.buttonUrlHint}
                          error={err(p('url'))}
                          onChange={(e) => updateButton(j, { url: e.target.value })}
                        />
                        {urlHasVariable ? (
                          <TextField
                            label={formats.text(labels.urlExampleLabel, { var: '{{1}}' })}
                            required
                            value={b.example?.[0] ?? ''}
                            error={err(p('example'))}
                            onChange={(e) => updateButton(j, { example: [e.target.value] })}
                          />
                        ) : null}
                      </>
                    ) : null}
                    {b.type === 'PHONE_NUMBER' ? (
                      <TextField
                        label={labels.buttonPhoneLabel}
                        type="tel"
                        required
                        value={b.phone_number ?? ''}
                        error={err(p('phone_number'))}
                        onChange={(e) => updateButton(j, { phone_number: e.target.value })}
                      />
                    ) : null}
                    {b.type === 'COPY_CODE' ? (
                      <TextField
                        label={labels.buttonCodeLabel}
                        required
                        value={b.example?.[0] ?? ''}
                        error={err(p('example'))}
                        onChange={(e) => updateButton(j, { example: [e.target.value] })}
                      />
                    ) : null}
                  </ButtonCard>
                );
              })}
              <AddRow>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={buttons.length >= TEMPLATE_LIMITS.buttonsMax}
                  onClick={() =>
                    setDraft((d) => ({ ...d, buttons: [...(d.buttons ?? []), blankButton('QUICK_REPLY')] }))
                  }
                >
                  {labels.addButton}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => update({ buttons: null })}>
                  {labels.removeButtons}
                </Button>
              </AddRow>
            </Section>
          ) : null}

          <AddRow role="group" aria-label={labels.componentsHeading}>
            {draft.header ? null : (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => update({ header: { format: 'TEXT', text: '', example: '', mediaUrl: '' } })}
              >
                {labels.addHeader}
              </Button>
            )}
            {draft.footer ? null : (
              <Button size="sm" variant="secondary" onClick={() => update({ footer: { text: '' } })}>
                {labels.addFooter}
              </Button>
            )}
            {draft.buttons ? null : (
              <Button size="sm" variant="secondary" onClick={() => update({ buttons: [blankButton('QUICK_REPLY')] })}>
                {labels.addButtons}
              </Button>
            )}
          </AddRow>
        </Form>

        <Aside aria-label={labels.previewHeading} ref={previewRef} tabIndex={-1}>
          <TemplatePreview template={{ components: input.components, category: draft.category }} />
          <AsideHeading>{labels.hintsHeading}</AsideHeading>
          <HintList>
            {hints.map((h) => (
              <li key={h}>{hintText(h, labels, formats)}</li>
            ))}
          </HintList>
        </Aside>
      </Layout>
      {guard}
    </Modal>
  );
}
