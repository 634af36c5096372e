import { describe, expect, it, vi } from 'vitest';
import { createCollection } from './collection';
import { createResource } from './resource';

/** A fetch whose answers the test hands out one by one. */
function deferredFetch<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { fetch, pending };
}

/** Timers the test runs by hand. */
function manualTimers() {
  const queue: { fn: () => void; ms: number; id: number }[] = [];
  let next = 0;
  return {
    queue,
    timers: {
      setTimeout: (fn: () => void, ms: number) => {
        next += 1;
        queue.push({ fn, ms, id: next });
        return next;
      },
      clearTimeout: (id: unknown) => {
        const at = queue.findIndex((t) => t.id === id);
        if (at >= 0) queue.splice(at, 1);
      },
    },
    runNext() {
      const t = queue.shift();
      t?.fn();
      return t;
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createResource', () => {
  it('starts empty and idle, loads once, and shares a load in flight', async () => {
    const { fetch, pending } = deferredFetch<number>();
    const r = createResource({ fetch });
    expect(r.getSnapshot()).toEqual({ data: undefined, error: null, loading: false });
    const a = r.load();
    const b = r.load();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(r.getSnapshot().loading).toBe(true);
    pending[0]!.resolve(7);
    await Promise.all([a, b]);
    expect(r.getSnapshot()).toEqual({ data: 7, error: null, loading: false });
    await r.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the data and records the error when a refresh fails; a later success clears it', async () => {
    let n = 0;
    const fetch = vi.fn(async () => {
      n += 1;
      if (n === 2) throw new Error('down');
      return n;
    });
    const r = createResource({ fetch });
    await r.load();
    await r.load({ refresh: true });
    expect(r.getSnapshot()).toMatchObject({ data: 1, loading: false });
    expect((r.getSnapshot().error as Error).message).toBe('down');
    await r.load({ refresh: true });
    expect(r.getSnapshot()).toEqual({ data: 3, error: null, loading: false });
  });

  it('a quiet refresh shows no loading and keeps its failure to itself', async () => {
    let n = 0;
    const fetch = vi.fn(async () => {
      n += 1;
      if (n === 2) throw new Error('down');
      return n;
    });
    const r = createResource({ fetch });
    await r.load();
    const seen: boolean[] = [];
    const off = r.subscribe(() => seen.push(r.getSnapshot().loading));
    await r.load({ refresh: true, quiet: true });
    expect(r.getSnapshot()).toEqual({ data: 1, error: null, loading: false });
    await r.load({ refresh: true, quiet: true });
    expect(r.getSnapshot()).toEqual({ data: 3, error: null, loading: false });
    expect(seen).not.toContain(true);
    off();
  });

  it('never rejects from load, and a failed first load leaves no data', async () => {
    const r = createResource({ fetch: () => Promise.reject(new Error('nope')) });
    await expect(r.load()).resolves.toBeUndefined();
    expect(r.getSnapshot().data).toBeUndefined();
    expect(r.getSnapshot().error).toBeInstanceOf(Error);
  });

  it('notifies watchers on each change and stops after unsubscribe', async () => {
    const r = createResource({ fetch: async () => 'x' });
    const listener = vi.fn();
    const off = r.subscribe(listener);
    await r.load();
    expect(listener).toHaveBeenCalledTimes(2); // loading, then loaded
    off();
    off();
    r.set('y');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(r.getSnapshot().data).toBe('y');
  });

  it('invalidate fetches again at once when watched, else on the next load', async () => {
    let n = 0;
    const fetch = vi.fn(async () => ++n);
    const r = createResource({ fetch });
    await r.load();
    r.invalidate();
    expect(fetch).toHaveBeenCalledTimes(1);
    await r.load();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(r.getSnapshot().data).toBe(2);

    const off = r.subscribe(() => undefined);
    r.invalidate();
    expect(fetch).toHaveBeenCalledTimes(3);
    await flush();
    expect(r.getSnapshot().data).toBe(3);
    off();
  });

  it('an invalidation during a load asks again and ignores the older answer', async () => {
    const { fetch, pending } = deferredFetch<string>();
    const r = createResource({ fetch });
    const off = r.subscribe(() => undefined);
    void r.load();
    r.invalidate();
    expect(fetch).toHaveBeenCalledTimes(2);
    pending[1]!.resolve('new');
    await flush();
    pending[0]!.resolve('old');
    await flush();
    expect(r.getSnapshot().data).toBe('new');
    off();
  });

  it('a local write wins over an answer still on its way', async () => {
    const { fetch, pending } = deferredFetch<string>();
    const r = createResource({ fetch });
    void r.load();
    r.set('written');
    pending[0]!.resolve('stale');
    await flush();
    expect(r.getSnapshot()).toEqual({ data: 'written', error: null, loading: false });
  });

  it('polls while the condition holds and stops when told', async () => {
    const clock = manualTimers();
    let n = 0;
    const fetch = vi.fn(async () => ++n);
    const r = createResource({ fetch, timers: clock.timers });
    await r.load();
    const stop = r.poll(1000, (data) => (data ?? 0) < 3);
    expect(clock.queue).toHaveLength(1);
    expect(clock.queue[0]!.ms).toBe(1000);
    clock.runNext();
    await flush();
    expect(r.getSnapshot().data).toBe(2);
    clock.runNext();
    await flush();
    expect(r.getSnapshot().data).toBe(3);
    clock.runNext(); // 3: the condition fails, no fetch
    await flush();
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
    expect(clock.queue).toHaveLength(0);
  });

  it('poll(0) does nothing', () => {
    const clock = manualTimers();
    const r = createResource({ fetch: async () => 1, timers: clock.timers });
    r.poll(0)();
    expect(clock.queue).toHaveLength(0);
  });
});

describe('createCollection', () => {
  const items = () => [
    { id: 'a', n: 1 },
    { id: 'b', n: 2 },
  ];

  it('reads an item by key, replaces one in place and puts a new one first', async () => {
    const c = createCollection({ fetch: async () => items() });
    await c.load();
    expect(c.get('b')).toEqual({ id: 'b', n: 2 });
    c.upsert({ id: 'b', n: 20 });
    c.upsert({ id: 'z', n: 0 });
    expect(c.getSnapshot().data).toEqual([
      { id: 'z', n: 0 },
      { id: 'a', n: 1 },
      { id: 'b', n: 20 },
    ]);
    c.remove('a');
    expect(c.getSnapshot().data?.map((i) => i.id)).toEqual(['z', 'b']);
    expect(c.get('a')).toBeUndefined();
  });

  it('uses the given key', async () => {
    const c = createCollection({ fetch: async () => [{ phone: '+1' }], key: (i) => i.phone });
    await c.load();
    c.upsert({ phone: '+1' });
    expect(c.getSnapshot().data).toHaveLength(1);
  });

  it('a write before the first load does not pass for the list: the load still fetches it', async () => {
    const fetch = vi.fn(async () => items());
    const c = createCollection({ fetch });
    c.upsert({ id: 'z', n: 0 });
    c.remove('a');
    expect(c.getSnapshot().data).toBeUndefined();
    await c.load();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(c.getSnapshot().data).toHaveLength(2);
  });
});
