import { describe, expect, it } from 'vitest';
import { createMediaUrlCache } from './urlCache';

function setup() {
  const loads: Array<{ id: string; signal: AbortSignal; resolve: (url: string) => void }> = [];
  const revoked: string[] = [];
  const cache = createMediaUrlCache(
    (id, { signal }) => new Promise<string>((resolve) => loads.push({ id, signal, resolve })),
    { revoke: (url) => revoked.push(url) },
  );
  return { cache, loads, revoked };
}

describe('createMediaUrlCache: one fetch per id on screen, revoked when nobody shows it', () => {
  it('shares one fetch between two bubbles and revokes only when the last one releases', async () => {
    const { cache, loads, revoked } = setup();
    const a = cache.acquire('m1');
    const b = cache.acquire('m1');
    expect(loads).toHaveLength(1);
    loads[0]!.resolve('blob:1');
    expect(await a).toBe('blob:1');
    expect(await b).toBe('blob:1');
    expect(cache.peek('m1')).toBe('blob:1');
    cache.release('m1');
    expect(revoked).toEqual([]);
    cache.release('m1');
    expect(revoked).toEqual(['blob:1']);
    expect(cache.size).toBe(0);
    void cache.acquire('m1');
    expect(loads).toHaveLength(2);
  });

  it('cancels a fetch when its bubble is scrolled away before it loads, and revokes what still arrives', async () => {
    const { cache, loads, revoked } = setup();
    const shown = cache.acquire('m2');
    cache.release('m2');
    expect(loads[0]!.signal.aborted).toBe(true);
    loads[0]!.resolve('blob:late');
    await shown;
    expect(revoked).toEqual(['blob:late']);
    expect(cache.size).toBe(0);
  });

  it('forgets a failed fetch so the next bubble tries again, and clear() revokes everything', async () => {
    const revoked: string[] = [];
    let fail = true;
    const cache = createMediaUrlCache(
      async (id) => {
        if (fail) throw new Error('offline');
        return `blob:${id}`;
      },
      { revoke: (url) => revoked.push(url) },
    );
    await expect(cache.acquire('m3')).rejects.toThrow('offline');
    fail = false;
    expect(await cache.acquire('m3')).toBe('blob:m3');
    await cache.acquire('m4');
    cache.clear();
    expect(revoked.sort()).toEqual(['blob:m3', 'blob:m4']);
  });
});
