import type { TemplateEditorLocaleLabels } from './dictionary';
import { once, preload, type Tracked, type Translated } from './load';

// The Template Editor's texts of each shipped language: a third chunk, downloaded when the editor is shown (a page
// without the editor never downloads these). In a module of its own, not load.ts: load.ts is on every page (the
// providers load languages with it), and these loaders belong only where the editor can open (the editor, the Campaign
// Manager). In load.ts they were 0.17 KB gz on every script-tag page, the inbox's then 180.04 KB of its 180.
const TEMPLATE_EDITOR_LOADERS: Record<Translated, () => Promise<TemplateEditorLocaleLabels>> = {
  es: () => import('../locales/es-templates').then((m) => m.esTemplates),
  'pt-BR': () => import('../locales/pt-BR-templates').then((m) => m.ptBRTemplates),
  hi: () => import('../locales/hi-templates').then((m) => m.hiTemplates),
  ar: () => import('../locales/ar-templates').then((m) => m.arTemplates),
  id: () => import('../locales/id-templates').then((m) => m.idTemplates),
};

const started = new Map<Translated, Tracked<TemplateEditorLocaleLabels>>();

/**
 * Downloads a shipped language's Template Editor texts (once; a failed download is tried again on the next call). The
 * editor calls it when it is shown and waits for it; the Campaign Manager starts it with the editor's own code.
 */
export function loadTemplateEditorLabels(code: Translated): Tracked<TemplateEditorLocaleLabels> {
  return once(started, TEMPLATE_EDITOR_LOADERS, code);
}

/** Starts downloading the Template Editor's texts of the language a tag is shown in (none for English). */
export function preloadTemplateEditorLabels(code: string): void {
  preload(code, loadTemplateEditorLabels);
}
