import type { Template } from '@wacrm/whatsapp-sdk';

const languageNames = new Map<string, string>();

/**
 * A template language ('es_ES', as Meta writes it) in words in the user's locale ('Spanish (Spain)'); the code
 * itself when the runtime cannot name it.
 */
export function languageName(code: string): string {
  let name = languageNames.get(code);
  if (name === undefined) {
    try {
      name =
        new Intl.DisplayNames(undefined, { type: 'language', languageDisplay: 'standard' }).of(
          code.replace(/_/g, '-'),
        ) ?? code;
    } catch {
      name = code;
    }
    languageNames.set(code, name);
  }
  return name;
}

/**
 * How each template of a list is named to the user, by id: its display name (or name), followed by its language
 * where another template of the list has the same name (Meta keeps one template per name and language, so the same
 * name in two languages would otherwise read as the same choice twice).
 */
export function templateChoiceNames(templates: readonly Template[]): Map<string, string> {
  const perName = new Map<string, number>();
  for (const t of templates) perName.set(t.name, (perName.get(t.name) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const t of templates) {
    const name = t.displayName || t.name;
    out.set(t.id, (perName.get(t.name) ?? 0) > 1 && t.language ? `${name} · ${languageName(t.language)}` : name);
  }
  return out;
}
