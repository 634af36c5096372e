import { describe, expect, it, vi } from 'vitest';
import { createStore } from './createStore';

describe('createStore', () => {
  it('notifies subscribers on change only, and unsubscribes', () => {
    const store = createStore({ n: 0 });
    const listener = vi.fn();
    const off = store.subscribe(listener);
    const first = store.getSnapshot();
    store.setState((s) => ({ n: s.n + 1 }));
    expect(store.getSnapshot()).toEqual({ n: 1 });
    expect(store.getSnapshot()).not.toBe(first);
    store.setState((s) => s);
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    store.setState({ n: 5 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a throwing listener does not stop the others', () => {
    const store = createStore(0);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    store.subscribe(() => {
      throw new Error('boom');
    });
    store.subscribe(second);
    store.setState(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
