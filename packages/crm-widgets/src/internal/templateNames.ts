import type { Template } from '@wacrm/whatsapp-sdk';
import type { LocaleFormats } from '../i18n/formats';

/**
 * How each template of a list is named to the user, by id: its display name (or name), followed by its language
 * where another template of the list has the same name (Meta keeps one template per name and language, so the same
 * name in two languages would otherwise read as the same choice twice). The language is named in the active locale.
 */
export function templateChoiceNames(templates: readonly Template[], formats: LocaleFormats): Map<string, string> {
  const perName = new Map<string, number>();
  for (const t of templates) perName.set(t.name, (perName.get(t.name) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const t of templates) {
    const name = t.displayName || t.name;
    const repeated = (perName.get(t.name) ?? 0) > 1 && t.language;
    out.set(t.id, repeated ? `${name} · ${formats.languageName(t.language)}` : name);
  }
  return out;
}
