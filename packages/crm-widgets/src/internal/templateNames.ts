import type { Template } from '@wacrm/whatsapp-sdk';

const languageNames = new Map<string, string>();

/**
 * A template language ('es_ES', as Meta writes it) in words ('Spanish (Spain)'), in `locale` (default: the runtime's,
 * as the inbox's dates); the code itself when the runtime cannot name it.
 */
export function languageName(code: string, locale?: string): string {
  const cacheKey = `${locale ?? ''}|${code}`;
  let name = languageNames.get(cacheKey);
  if (name === undefined) {
    try {
      name =
        new Intl.DisplayNames(locale, { type: 'language', languageDisplay: 'standard' }).of(code.replace(/_/g, '-')) ??
        code;
    } catch {
      name = code;
    }
    languageNames.set(cacheKey, name);
  }
  return name;
}

/**
 * How each template of a list is named to the user, by id: its display name (or name), followed by its language
 * where another template of the list has the same name (Meta keeps one template per name and language, so the same
 * name in two languages would otherwise read as the same choice twice).
 */
export function templateChoiceNames(templates: readonly Template[], locale?: string): Map<string, string> {
  const perName = new Map<string, number>();
  for (const t of templates) perName.set(t.name, (perName.get(t.name) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const t of templates) {
    const name = t.displayName || t.name;
    const repeated = (perName.get(t.name) ?? 0) > 1 && t.language;
    out.set(t.id, repeated ? `${name} · ${languageName(t.language, locale)}` : name);
  }
  return out;
}
