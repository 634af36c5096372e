import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { defineLocale, overrideLocale } from './locale';

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

  it('overrides one text of a locale', () => {
    const mine = overrideLocale(en, { close: 'Dismiss' });
    expect(mine.labels.close).toBe('Dismiss');
    expect(mine.labels.cancel).toBe('Cancel');
    // @ts-expect-error -- a count text takes plural forms or text, not a number.
    overrideLocale(en, { unreadCount: 3 });
  });
});
