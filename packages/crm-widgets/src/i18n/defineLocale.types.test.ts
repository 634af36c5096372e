import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { arTemplates } from '../locales/ar-templates';
import { defineLocale, defineTemplateEditorLabels, overrideLocale } from './locale';

// `npm run typecheck` compiles this file: each `@ts-expect-error` below must be a type error, or the check fails
// ("Unused '@ts-expect-error' directive"). The runtime test only shows the calls are what a partner writes.

const base = en.labels;

describe('defineLocale (types)', () => {
  it('refuses a dictionary with a missing key, a lost placeholder or an unknown key', () => {
    // @ts-expect-error -- a missing key: every label must be given.
    const missing = () => defineLocale('fr', { close: 'Fermer' });

    const lostPlaceholder = () =>
      defineLocale('fr', {
        ...base,
        // @ts-expect-error -- '{name}' of 'Edit {name}' is missing.
        editNamed: 'Modifier',
      });

    const lostInPluralForm = () =>
      defineLocale('fr', {
        ...base,
        // @ts-expect-error -- '{name}' of the plural text is missing.
        newMessagesIn: { one: '{n} nouveau message', other: '{n} nouveaux messages' },
      });

    const unknownKey = () =>
      defineLocale('fr', {
        ...base,
        // @ts-expect-error -- no such label.
        closeButton: 'Fermer',
      });

    const good = defineLocale('fr', {
      ...base,
      editNamed: 'Modifier {name}',
      newMessagesIn: { one: '{n} nouveau message de {name}', other: '{n} nouveaux messages de {name}' },
    });
    expect(good.labels.editNamed).toBe('Modifier {name}');
    expect(good.dir).toBe('ltr');
    expect([missing, lostPlaceholder, lostInPluralForm, unknownKey].every((f) => typeof f === 'function')).toBe(true);
  });

  it("lets a partner's language give the template editor's texts, checked as the others", () => {
    // Left out, they are English's (a shipped language has them in its templates part).
    const {
      createTitle: _createTitle,
      nameConvert: _nameConvert,
      templateNameRequired: _required,
      ...withoutEditor
    } = base;
    const without = defineLocale('fr', withoutEditor);
    expect(without.labels.createTitle).toBeUndefined();

    const lostPlaceholder = () =>
      defineLocale('fr', {
        ...base,
        // @ts-expect-error -- '{name}' of 'Use {name}' is missing.
        nameConvert: 'Utiliser ce nom',
      });
    const given = defineLocale('fr', {
      ...base,
      createTitle: 'Créer un modèle',
      nameConvert: 'Utiliser {name}',
      templateNameRequired: 'Le nom du modèle est obligatoire',
    });
    expect(given.labels.nameConvert).toBe('Utiliser {name}');
    expect(typeof lostPlaceholder).toBe('function');
  });

  it("checks a shipped language's templates part: every key, its placeholders, no key of another part", () => {
    // @ts-expect-error -- a missing key: every text of the editor must be given.
    const missing = () => defineTemplateEditorLabels({ createTitle: 'إنشاء قالب' });
    const lostPlaceholder = () =>
      defineTemplateEditorLabels({
        ...arTemplates,
        // @ts-expect-error -- '{n}' of 'Button {n}' is missing.
        buttonGroup: 'زر',
      });
    const otherPart = () =>
      defineTemplateEditorLabels({
        ...arTemplates,
        // @ts-expect-error -- a key of the language's main dictionary, not of this part.
        close: 'إغلاق',
      });
    expect([missing, lostPlaceholder, otherPart].every((f) => typeof f === 'function')).toBe(true);
  });

  it('overrides one text of a locale', () => {
    const mine = overrideLocale(en, { close: 'Dismiss' });
    expect(mine.labels.close).toBe('Dismiss');
    expect(mine.labels.cancel).toBe('Cancel');
    // @ts-expect-error -- a count text takes plural forms or text, not a number.
    overrideLocale(en, { unreadCount: 3 });
  });
});
