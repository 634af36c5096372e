import { describe, expect, it } from 'vitest';
import { canonicalLocale, directionOf, shippedLocaleFor } from './locale';

describe('directionOf', () => {
  it('knows the right-to-left languages and scripts', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-AE')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('ur-PK')).toBe('rtl');
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('pt-BR')).toBe('ltr');
    expect(directionOf('hi')).toBe('ltr');
    expect(directionOf('not a tag!')).toBe('ltr');
  });
});

describe('shippedLocaleFor', () => {
  it('serves a tag with its own shipped locale, else its language, else English', () => {
    expect(shippedLocaleFor('pt-BR')).toBe('pt-BR');
    expect(shippedLocaleFor('pt-br')).toBe('pt-BR');
    expect(shippedLocaleFor('pt')).toBe('pt-BR');
    expect(shippedLocaleFor('pt-PT')).toBe('pt-BR');
    expect(shippedLocaleFor('es-MX')).toBe('es');
    expect(shippedLocaleFor('ar-SA')).toBe('ar');
    expect(shippedLocaleFor('hi-IN')).toBe('hi');
    expect(shippedLocaleFor('id-ID')).toBe('id');
    expect(shippedLocaleFor('in')).toBe('id');
    expect(shippedLocaleFor('fr')).toBe('en');
    expect(shippedLocaleFor('en-GB')).toBe('en');
    expect(shippedLocaleFor('')).toBe('en');
    expect(shippedLocaleFor(undefined)).toBe('en');
    expect(shippedLocaleFor('<script>')).toBe('en');
  });
});

describe('canonicalLocale', () => {
  it('gives the canonical case, or undefined for a malformed tag', () => {
    expect(canonicalLocale('PT_br')).toBe('pt-BR');
    expect(canonicalLocale(' ar ')).toBe('ar');
    expect(canonicalLocale('not a tag!')).toBeUndefined();
    expect(canonicalLocale(null)).toBeUndefined();
  });
});
