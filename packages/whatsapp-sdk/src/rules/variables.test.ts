import { describe, expect, it } from 'vitest';
import { blankParameters, countVariables, extractVariables, fillPlaceholders } from './variables';

describe('extractVariables', () => {
  it('gives the distinct numbers ascending', () => {
    expect(extractVariables('Hi {{2}}, {{1}} and {{2}} again')).toEqual([1, 2]);
    expect(extractVariables('Order {{10}} for {{1}}')).toEqual([1, 10]);
    expect(countVariables('{{1}} {{1}}')).toBe(1);
  });

  it('ignores non-numeric braces and junk', () => {
    expect(extractVariables('{{name}} {{ 1 }} {1} {{#1}}')).toEqual([]);
    expect(extractVariables(undefined)).toEqual([]);
    expect(extractVariables(12)).toEqual([]);
  });
});

describe('blankParameters', () => {
  it('gives the positions from 1 of missing, non-text and blank values', () => {
    expect(blankParameters(['Ann', '10%'])).toEqual([]);
    expect(blankParameters([])).toEqual([]);
    expect(blankParameters(['', 'Ann', ' \t ', undefined, null, 3, 'x'])).toEqual([1, 3, 4, 5, 6]);
    // A sparse array's hole is missing too.
    expect(blankParameters(Object.assign(new Array<string>(2), { 1: 'b' }))).toEqual([1]);
  });
});

describe('fillPlaceholders', () => {
  it('fills from an array (index 0 is {{1}})', () => {
    expect(fillPlaceholders('Hi {{1}}, {{2}} off', ['Ann', '10%'])).toBe('Hi Ann, 10% off');
  });

  it('fills from a record keyed by number', () => {
    expect(fillPlaceholders('Hi {{1}}, code {{2}}', { 1: 'Ann', 2: 'X1' })).toBe('Hi Ann, code X1');
  });

  it('leaves unfilled placeholders as numbered braces', () => {
    expect(fillPlaceholders('Hi {{1}}, {{2}} off {{3}}', ['Ann', ''])).toBe('Hi Ann, {{2}} off {{3}}');
    expect(fillPlaceholders('Hi {{1}}', ['   '])).toBe('Hi {{1}}');
    expect(fillPlaceholders('Hi {{1}}')).toBe('Hi {{1}}');
    expect(fillPlaceholders('Hi {{1}}', { 2: 'x' })).toBe('Hi {{1}}');
  });

  it('does not read inherited properties and never throws', () => {
    expect(fillPlaceholders('{{1}}', Object.create({ 1: 'proto' }) as Record<string, string>)).toBe('{{1}}');
    expect(fillPlaceholders(null, ['x'])).toBe('');
    expect(fillPlaceholders('a $& b {{1}}', ['$1'])).toBe('a $& b $1');
  });
});
