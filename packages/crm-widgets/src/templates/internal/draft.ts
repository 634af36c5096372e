// The Template Editor's draft: a flat, form-friendly shape converted to and from the SDK's TemplateInput.
import {
  DEFAULT_TEMPLATE_CATEGORY,
  DEFAULT_TEMPLATE_LANGUAGE,
  extractVariables,
  type HeaderFormat,
  type Template,
  type TemplateButton,
  type TemplateCategory,
  type TemplateComponent,
  type TemplateInput,
  type TemplateIssue,
} from '@wacrm/whatsapp-sdk';

export interface HeaderDraft {
  format: HeaderFormat;
  text: string;
  /** Example for the header's {{1}}. */
  example: string;
  /** The example file of an IMAGE/VIDEO/DOCUMENT header: our media id, sent as Meta's `example.header_handle`. */
  mediaId: string;
  /** Its file name as picked (shown only; a template from the API has none). */
  mediaName: string;
}

export interface TemplateDraft {
  name: string;
  category: TemplateCategory;
  language: string;
  /** Seconds as typed; empty means not set (removed from the payload). */
  ttl: string;
  header: HeaderDraft | null;
  body: { text: string; examples: string[] };
  footer: { text: string } | null;
  buttons: TemplateButton[] | null;
}

export function emptyDraft(): TemplateDraft {
  return {
    name: '',
    category: DEFAULT_TEMPLATE_CATEGORY,
    language: DEFAULT_TEMPLATE_LANGUAGE,
    ttl: '',
    header: null,
    body: { text: '', examples: [] },
    footer: null,
    buttons: null,
  };
}

/** Builds a draft from an existing template (edit) or a partial input (copy). Never throws. */
export function draftFrom(source: Partial<TemplateInput> | Template | null | undefined): TemplateDraft {
  const draft = emptyDraft();
  if (!source) return draft;
  draft.name = typeof source.name === 'string' ? source.name : '';
  if (source.category) draft.category = source.category;
  if (typeof source.language === 'string' && source.language) draft.language = source.language;
  const ttl = source.message_send_ttl_seconds;
  draft.ttl = typeof ttl === 'number' && Number.isFinite(ttl) ? String(ttl) : '';
  for (const c of Array.isArray(source.components) ? source.components : []) {
    if (c.type === 'HEADER') {
      draft.header = {
        format: c.format,
        text: c.text ?? '',
        example: c.example?.header_text?.[0] ?? '',
        mediaId: c.example?.header_handle?.[0] ?? '',
        mediaName: '',
      };
    } else if (c.type === 'BODY') {
      const row = c.example?.body_text?.[0] ?? [];
      const fromParams = (c.parameters ?? []).map((p) => p.example ?? p.default ?? '');
      const n = Math.max(row.length, fromParams.length);
      draft.body = { text: c.text, examples: Array.from({ length: n }, (_, k) => row[k] ?? fromParams[k] ?? '') };
    } else if (c.type === 'FOOTER') {
      draft.footer = { text: c.text };
    } else if (c.type === 'BUTTONS') {
      draft.buttons = c.buttons.map((b) => ({ ...b, ...(b.example ? { example: [...b.example] } : {}) }));
    }
  }
  return draft;
}

/** Where each component sits in the built `components` list (issue paths use these indexes). */
export interface ComponentIndexes {
  header: number;
  body: number;
  footer: number;
  buttons: number;
}

function cleanButton(b: TemplateButton): TemplateButton {
  const out: TemplateButton = { type: b.type, text: b.text };
  if (b.type === 'URL') {
    out.url = b.url ?? '';
    if (/\{\{1\}\}\s*$/.test(out.url) && b.example?.length) out.example = [b.example[0] ?? ''];
  }
  if (b.type === 'PHONE_NUMBER') out.phone_number = b.phone_number ?? '';
  if (b.type === 'COPY_CODE') out.example = [b.example?.[0] ?? ''];
  return out;
}

/** The components in WhatsApp's order (HEADER, BODY, FOOTER, BUTTONS) and where each one landed. */
export function buildComponents(draft: TemplateDraft): { components: TemplateComponent[]; at: ComponentIndexes } {
  const components: TemplateComponent[] = [];
  const at: ComponentIndexes = { header: -1, body: -1, footer: -1, buttons: -1 };
  if (draft.header) {
    at.header = components.length;
    const h = draft.header;
    if (h.format === 'TEXT') {
      const needs = extractVariables(h.text).length > 0;
      components.push({
        type: 'HEADER',
        format: 'TEXT',
        text: h.text,
        ...(needs ? { example: { header_text: [h.example] } } : {}),
      });
    } else {
      components.push({
        type: 'HEADER',
        format: h.format,
        ...(h.mediaId.trim() ? { example: { header_handle: [h.mediaId.trim()] } } : {}),
      });
    }
  }
  at.body = components.length;
  const n = extractVariables(draft.body.text).length;
  const examples = Array.from({ length: n }, (_, k) => draft.body.examples[k] ?? '');
  components.push({
    type: 'BODY',
    text: draft.body.text,
    ...(n > 0
      ? {
          example: { body_text: [examples] },
          parameters: examples.map((e) => ({ type: 'text' as const, default: e, example: e })),
        }
      : {}),
  });
  if (draft.footer) {
    at.footer = components.length;
    components.push({ type: 'FOOTER', text: draft.footer.text });
  }
  if (draft.buttons) {
    at.buttons = components.length;
    components.push({ type: 'BUTTONS', buttons: draft.buttons.map(cleanButton) });
  }
  return { components, at };
}

/** The template input to validate and send (TTL as typed; `cleanTemplatePayload` removes it when empty). */
export function draftToInput(draft: TemplateDraft): { input: TemplateInput; at: ComponentIndexes } {
  const { components, at } = buildComponents(draft);
  return {
    input: {
      name: draft.name,
      category: draft.category,
      language: draft.language,
      message_send_ttl_seconds: draft.ttl.trim() === '' ? '' : Number(draft.ttl.trim()),
      components,
    },
    at,
  };
}

/** Issues by path, first message per path. */
export function issuesByPath(issues: readonly TemplateIssue[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const issue of issues) if (!map.has(issue.path)) map.set(issue.path, issue.message);
  return map;
}
