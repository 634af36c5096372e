// Every change the Template Editor makes to its draft, as actions of one reducer (pure, tested in draftReducer.test).
import type { TemplateButton, TemplateButtonType } from '@wacrm/whatsapp-sdk';
import type { HeaderDraft, TemplateDraft } from './draft';

export type DraftAction =
  /** Name, category, language or TTL as typed. */
  | { type: 'details'; patch: Partial<Pick<TemplateDraft, 'name' | 'category' | 'language' | 'ttl'>> }
  | { type: 'addHeader' }
  | { type: 'header'; patch: Partial<HeaderDraft> }
  | { type: 'removeHeader' }
  | { type: 'bodyText'; text: string }
  /** The example of the body's variable at `index` (0 for {{1}}). */
  | { type: 'bodyExample'; index: number; value: string }
  | { type: 'addFooter' }
  | { type: 'footerText'; text: string }
  | { type: 'removeFooter' }
  /** The buttons section with one quick reply. */
  | { type: 'addButtons' }
  | { type: 'removeButtons' }
  | { type: 'addButton' }
  | { type: 'button'; index: number; patch: Partial<TemplateButton> }
  /** Another type for a button: its fields start blank, its text stays. */
  | { type: 'buttonType'; index: number; buttonType: TemplateButtonType }
  | { type: 'moveButton'; index: number; by: -1 | 1 }
  | { type: 'removeButton'; index: number };

/** A button of this type with its fields blank. */
export function blankButton(type: TemplateButtonType): TemplateButton {
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

function withButtons(draft: TemplateDraft, change: (buttons: TemplateButton[]) => TemplateButton[]): TemplateDraft {
  return draft.buttons ? { ...draft, buttons: change(draft.buttons) } : draft;
}

/** The draft after `action`; the same draft when the action does not apply (e.g. a header change without one). */
export function draftReducer(draft: TemplateDraft, action: DraftAction): TemplateDraft {
  switch (action.type) {
    case 'details':
      return { ...draft, ...action.patch };
    case 'addHeader':
      return draft.header
        ? draft
        : { ...draft, header: { format: 'TEXT', text: '', example: '', mediaId: '', mediaName: '' } };
    case 'header': {
      if (!draft.header) return draft;
      const header = { ...draft.header, ...action.patch };
      // Another format takes another kind of file: the example picked for the old one goes.
      if (action.patch.format && action.patch.format !== draft.header.format) {
        Object.assign(header, { mediaId: '', mediaName: '' });
      }
      return { ...draft, header };
    }
    case 'removeHeader':
      return { ...draft, header: null };
    case 'bodyText':
      return { ...draft, body: { ...draft.body, text: action.text } };
    case 'bodyExample': {
      const examples = [...draft.body.examples];
      while (examples.length < action.index) examples.push('');
      examples[action.index] = action.value;
      return { ...draft, body: { ...draft.body, examples } };
    }
    case 'addFooter':
      return draft.footer ? draft : { ...draft, footer: { text: '' } };
    case 'footerText':
      return { ...draft, footer: { text: action.text } };
    case 'removeFooter':
      return { ...draft, footer: null };
    case 'addButtons':
      return draft.buttons ? draft : { ...draft, buttons: [blankButton('QUICK_REPLY')] };
    case 'removeButtons':
      return { ...draft, buttons: null };
    case 'addButton':
      return { ...draft, buttons: [...(draft.buttons ?? []), blankButton('QUICK_REPLY')] };
    case 'button':
      return withButtons(draft, (list) => list.map((b, i) => (i === action.index ? { ...b, ...action.patch } : b)));
    case 'buttonType':
      return withButtons(draft, (list) =>
        list.map((b, i) => (i === action.index ? { ...blankButton(action.buttonType), text: b.text } : b)),
      );
    case 'moveButton': {
      const target = action.index + action.by;
      if (!draft.buttons || target < 0 || target >= draft.buttons.length) return draft;
      return withButtons(draft, (list) => {
        const next = [...list];
        const [moved] = next.splice(action.index, 1);
        if (moved) next.splice(target, 0, moved);
        return next;
      });
    }
    case 'removeButton':
      return withButtons(draft, (list) => list.filter((_, i) => i !== action.index));
  }
}
