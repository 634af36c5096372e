import { describe, expect, it } from 'vitest';
import { median, medianDifference, seededRandom } from './stats.mjs';

describe('bench statistics', () => {
  it('median: the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('the seeded generator repeats itself and stays in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });

  it('a clear shift has an interval that excludes 0; the same runs on both sides one that includes it', () => {
    const before = [40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 41, 43, 45, 47, 49];
    const after = before.map((v) => v - 5);
    const shifted = medianDifference(before, after);
    expect(shifted.difference).toBe(-5);
    expect(shifted.high).toBeLessThan(0);
    expect(shifted.low).toBeLessThanOrEqual(-5);

    const same = medianDifference(before, [...before].reverse());
    expect(same.difference).toBe(0);
    expect(same.low).toBeLessThan(0);
    expect(same.high).toBeGreaterThan(0);
  });

  it('the same input gives the same interval (seeded); no runs on a side gives no interval', () => {
    const before = [10, 12, 11, 15, 9, 14];
    const after = [11, 13, 10, 16, 12, 12];
    expect(medianDifference(before, after)).toEqual(medianDifference(before, after));
    expect(medianDifference([], after).low).toBeNaN();
  });
});
