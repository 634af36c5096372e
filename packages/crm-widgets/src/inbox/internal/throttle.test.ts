import { describe, expect, it, vi } from 'vitest';
import { createLatestThrottle } from './throttle';

describe('createLatestThrottle', () => {
  it('passes the first value at once, then the latest one once per interval', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const throttle = createLatestThrottle((v: string) => seen.push(v), { intervalMs: 1000 });
    throttle.push('a');
    expect(seen).toEqual(['a']);
    throttle.push('b');
    throttle.push('c');
    expect(seen).toEqual(['a']);
    vi.advanceTimersByTime(999);
    expect(seen).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a', 'c']);
    vi.advanceTimersByTime(1000);
    throttle.push('d');
    expect(seen).toEqual(['a', 'c', 'd']);
    throttle.dispose();
    vi.useRealTimers();
  });

  it('passes nothing more once disposed', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const throttle = createLatestThrottle((v: string) => seen.push(v));
    throttle.push('a');
    throttle.push('b');
    throttle.dispose();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual(['a']);
    vi.useRealTimers();
  });
});
