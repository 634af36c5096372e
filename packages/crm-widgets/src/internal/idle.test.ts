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
