import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.resetModules();
});

describe('warmDateFormatting', () => {
  it('builds one date format per page, however often it is called', async () => {
    const { warmDateFormatting } = await import('./idle');
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    warmDateFormatting();
    warmDateFormatting();
    expect(format).toHaveBeenCalledTimes(1);
  });

  it('never throws, even without locale data', async () => {
    const { warmDateFormatting } = await import('./idle');
    // A function, not an arrow: the spy is called with `new`, and an arrow would fail for that reason instead.
    const format = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function () {
      throw new RangeError('Incorrect locale information provided');
    });
    expect(() => warmDateFormatting()).not.toThrow();
    expect(format).toHaveBeenCalledTimes(1);
    expect(format.mock.results[0]).toMatchObject({ type: 'throw', value: expect.any(RangeError) });
  });
});
