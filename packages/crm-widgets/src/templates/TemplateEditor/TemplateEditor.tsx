import { Suspense, useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import {
  MESSAGES,
  TEMPLATE_LIMITS,
  canEditTemplate,
  cleanTemplatePayload,
  templateHints,
  validateTemplate,
  type TemplateInput,
} from '@wacrm/whatsapp-sdk';
import type { TemplateEditorProps } from './TemplateEditor.types';
import { Alert, Button, Modal } from '@wacrm/ui';
import { useServerText, useValidationText, useWacrm, useWacrmLabels } from '../../provider';
import { draftFrom, draftToInput, issuesByPath } from '../internal/draft';
import { draftReducer } from '../internal/draftReducer';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { LocalePart } from '../../i18n/LocalePart';
import { loadTemplateEditorLabels } from '../../i18n/loadTemplateEditor';
import { templateLabels, type TemplateLabels } from '../labels';
import type { LocaleFormats } from '../../i18n/formats';
import { TemplatePreview } from '../TemplatePreview/TemplatePreview';
import { useDiscardGuard } from './useDiscardGuard';
import { BodySection } from './BodySection';
import { ButtonsSection } from './ButtonsSection';
import { DetailsFields } from './DetailsFields';
import { FooterSection } from './FooterSection';
import { HeaderSection } from './HeaderSection';
import type { SectionProps } from './sectionProps';
import { AddRow, Aside, AsideHeading, Form, HintList, Layout, PreviewJump } from './TemplateEditor.styles';

export type { TemplateEditorProps };

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
 * values per variable, a live WhatsApp-style preview and the SDK's guidance. Every template rule of the SDK (rules/) and
 * Meta's template rules are checked with the SDK's `validateTemplate` before anything is sent.
 */
export function TemplateEditor(props: TemplateEditorProps) {
  if (!props.open) return null;
  // In a shipped language other than English the editor's texts are a part of their own (locales/<code>-templates),
  // downloaded the first time it opens: the dialog shows once they are here, the rest of the page stays as it is.
  // A fresh form every time it opens (or switches template): the dialog's state starts from its props.
  return (
    <Suspense fallback={null}>
      <LocalePart load={loadTemplateEditorLabels}>
        <TemplateEditorDialog key={props.template?.id ?? 'new'} {...props} />
      </LocalePart>
    </Suspense>
  );
}

function TemplateEditorDialog({ open, onClose, template, initialValues, onSaved }: TemplateEditorProps) {
  const labels = useWacrmLabels(templateLabels);
  const serverText = useServerText();
  const { formats } = useWacrmLocale();
  const { whatsapp, notify } = useWacrm();
  const formId = `wacrm-template-editor-${useId().replace(/:/g, '')}`;
  const formRef = useRef<HTMLFormElement | null>(null);
  const editing = Boolean(template);
  const [initialDraft] = useState(() => draftFrom(template ?? initialValues));
  const [draft, dispatch] = useReducer(draftReducer, initialDraft);
  const previewRef = useRef<HTMLElement | null>(null);
  // The dialog opens on the name (not on 'Show preview', a phone's button before the form).
  const nameRef = useRef<HTMLInputElement | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);

  const { input, at } = useMemo(() => draftToInput(draft), [draft]);
  const issues = useMemo(() => validateTemplate(input), [input]);
  const errors = useMemo(() => (submitted ? issuesByPath(issues) : new Map<string, string>()), [issues, submitted]);
  const hints = useMemo(() => templateHints(input), [input]);

  useEffect(() => {
    if (attempt === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [attempt]);

  // A half-written template is not lost to Escape, Cancel or the close button: closing with changes asks first.
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(initialDraft), [draft, initialDraft]);
  const { requestClose, guard } = useDiscardGuard(dirty && !saving, onClose, labels);
  const showPreview = () => {
    previewRef.current?.scrollIntoView({ block: 'start' });
    previewRef.current?.focus({ preventScroll: true });
  };

  const validationText = useValidationText();
  const err = (path: string) => validationText(errors.get(path));
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

  const section: SectionProps = { draft, dispatch, err, at, labels, formats };

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
          <DetailsFields {...section} nameRef={nameRef} />

          {/* A template Meta does not allow editing now (in review, disabled): the note says so. */}
          {template && !canEditTemplate(template.status) ? (
            <Alert tone="info" title={labels.editNoteTitle} message={labels.editPendingNote} />
          ) : null}

          {componentIssues.length > 0 ? (
            <Alert tone="error" title={labels.issuesHeading} message={componentIssues.join(' ')} />
          ) : null}

          <HeaderSection {...section} />
          <BodySection {...section} />
          <FooterSection {...section} />
          <ButtonsSection {...section} />

          <AddRow role="group" aria-label={labels.componentsHeading}>
            {draft.header ? null : (
              <Button size="sm" variant="secondary" onClick={() => dispatch({ type: 'addHeader' })}>
                {labels.addHeader}
              </Button>
            )}
            {draft.footer ? null : (
              <Button size="sm" variant="secondary" onClick={() => dispatch({ type: 'addFooter' })}>
                {labels.addFooter}
              </Button>
            )}
            {draft.buttons ? null : (
              <Button size="sm" variant="secondary" onClick={() => dispatch({ type: 'addButtons' })}>
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
