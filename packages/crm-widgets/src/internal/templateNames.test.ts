import { describe, expect, it } from 'vitest';
import { makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import { languageName, templateChoiceNames } from './templateNames';

describe('templateChoiceNames', () => {
  it('adds the language only where two templates of the list share a name', () => {
    const names = templateChoiceNames(
      [
        makeTemplate({ id: 'a', name: 'order', displayName: 'Order', language: 'en_US' }),
        makeTemplate({ id: 'b', name: 'order', displayName: 'Order', language: 'es_ES' }),
        makeTemplate({ id: 'c', name: 'welcome', displayName: '', language: 'en_US' }),
      ],
      'en',
    );
    expect([...names]).toEqual([
      ['a', 'Order · English (United States)'],
      ['b', 'Order · Spanish (Spain)'],
      ['c', 'welcome'],
    ]);
  });

  it('names a language code the runtime cannot name by the code itself', () => {
    expect(languageName('pt_BR', 'en')).toBe('Portuguese (Brazil)');
    expect(languageName('pt_BR', 'de')).toBe('Portugiesisch (Brasilien)');
    expect(languageName('not a code!', 'en')).toBe('not a code!');
  });
});
