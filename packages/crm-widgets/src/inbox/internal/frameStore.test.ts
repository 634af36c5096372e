import { describe, expect, it } from 'vitest';
import { createStore } from '@wacrm/whatsapp-sdk';
import { frameBatched } from './frameStore';

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
