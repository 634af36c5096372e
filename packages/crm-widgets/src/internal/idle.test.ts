import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.resetModules();
});

describe('warmDateFormatting', () => {
  it('builds one date format per page and locale, however often it is called', async () => {
    const { warmDateFormatting } = await import('./idle');
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    warmDateFormatting('en');
    warmDateFormatting('en');
    expect(format).toHaveBeenCalledTimes(1);
    expect(format.mock.calls[0]?.[0]).toBe('en');
    warmDateFormatting('ar');
    expect(format).toHaveBeenCalledTimes(2);
    expect(format.mock.calls[1]?.[0]).toBe('ar');
  });

  it("also loads the number and plural data the list's counts use", async () => {
    const { warmDateFormatting } = await import('./idle');
    const made: string[] = [];
    // Functions, not arrows (called with `new`), returning the real objects.
    const { NumberFormat, PluralRules } = Intl;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale) {
      made.push(`number ${String(locale)}`);
      return new NumberFormat(locale);
    } as typeof Intl.NumberFormat);
    vi.spyOn(Intl, 'PluralRules').mockImplementation(function (locale) {
      made.push(`plural ${String(locale)}`);
      return new PluralRules(locale);
    } as typeof Intl.PluralRules);
    warmDateFormatting('hi');
    warmDateFormatting('hi');
    expect(made).toEqual(['number hi', 'plural hi']);
  });

  it('never throws, even without locale data', async () => {
    const { warmDateFormatting } = await import('./idle');
    // A function, not an arrow: the spy is called with `new`, and an arrow would fail for that reason instead.
    const format = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function () {
      throw new RangeError('Incorrect locale information provided');
    });
    expect(() => warmDateFormatting('en')).not.toThrow();
    expect(format).toHaveBeenCalledTimes(1);
    expect(format.mock.results[0]).toMatchObject({ type: 'throw', value: expect.any(RangeError) });
  });
});
