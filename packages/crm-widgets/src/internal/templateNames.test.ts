import { describe, expect, it } from 'vitest';
import { makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import { templateChoiceNames } from './templateNames';
import { localeFormats } from '../i18n/formats';

describe('templateChoiceNames', () => {
  it('adds the language only where two templates of the list share a name', () => {
    const names = templateChoiceNames(
      [
        makeTemplate({ id: 'a', name: 'order', displayName: 'Order', language: 'en_US' }),
        makeTemplate({ id: 'b', name: 'order', displayName: 'Order', language: 'es_ES' }),
        makeTemplate({ id: 'c', name: 'welcome', displayName: '', language: 'en_US' }),
      ],
      localeFormats('en'),
    );
    expect([...names]).toEqual([
      ['a', 'Order · English (United States)'],
      ['b', 'Order · Spanish (Spain)'],
      ['c', 'welcome'],
    ]);
  });

  it('names a language code the runtime cannot name by the code itself', () => {
    expect(localeFormats('en').languageName('pt_BR')).toBe('Portuguese (Brazil)');
    expect(localeFormats('de').languageName('pt_BR')).toBe('Portugiesisch (Brasilien)');
    expect(localeFormats('en').languageName('not a code!')).toBe('not a code!');
  });
});
