import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@wacrm/whatsapp-sdk';
import { BURST_INTERVAL_MS, frameBatched } from './frameStore';

describe('frameBatched', () => {
  it('tells listeners once per frame with the latest snapshot, stable in between', () => {
    const store = createStore(0);
    const frames: Array<() => void> = [];
    const view = frameBatched(store, (flush) => frames.push(flush));
    const calls: number[] = [];
    const off = view.subscribe(() => calls.push(view.getSnapshot()));
    for (let i = 1; i <= 100; i++) store.setState(i);
    expect(view.getSnapshot()).toBe(0);
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(calls).toEqual([100]);
    off();
    store.setState(101);
    expect(view.getSnapshot()).toBe(101);
  });
});

describe('frameBatched timing', () => {
  it('tells a change after a quiet spell in the next task, then at most once per burst interval', () => {
    vi.useFakeTimers();
    try {
      const store = createStore(0);
      const view = frameBatched(store);
      const seen: number[] = [];
      const off = view.subscribe(() => seen.push(view.getSnapshot()));
      store.setState(1);
      store.setState(2);
      vi.advanceTimersByTime(1);
      expect(seen).toEqual([2]);
      // A burst right after: held back until the interval has passed, then told together.
      for (let i = 3; i <= 50; i++) store.setState(i);
      vi.advanceTimersByTime(BURST_INTERVAL_MS / 2);
      expect(seen).toEqual([2]);
      expect(view.getSnapshot()).toBe(2);
      vi.advanceTimersByTime(BURST_INTERVAL_MS);
      expect(seen).toEqual([2, 50]);
      // Quiet again: the next change is told at once.
      vi.advanceTimersByTime(BURST_INTERVAL_MS * 2);
      store.setState(51);
      vi.advanceTimersByTime(1);
      expect(seen).toEqual([2, 50, 51]);
      off();
    } finally {
      vi.useRealTimers();
    }
  });
});
