import { describe, expect, it, vi } from 'vitest';
import { createNoticeBatcher, type IncomingNotice } from './notices';

describe('createNoticeBatcher', () => {
  it('shows the first notice at once, then at most one per conversation and a few per window', () => {
    vi.useFakeTimers();
    const seen: IncomingNotice[] = [];
    const batcher = createNoticeBatcher((n) => seen.push(n), { windowMs: 1000, maxPerWindow: 2 });
    batcher.push({ key: 'a', name: 'Ann', unread: 1 });
    expect(seen).toEqual([{ key: 'a', name: 'Ann', unread: 1 }]);
    for (let i = 2; i <= 50; i++) batcher.push({ key: 'a', name: 'Ann', unread: i });
    batcher.push({ key: 'b', name: 'Ben', unread: 1 });
    batcher.push({ key: 'c', name: 'Chen', unread: 1 });
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(seen.slice(1)).toEqual([
      { key: 'a', name: 'Ann', unread: 50 },
      { key: 'b', name: 'Ben', unread: 1 },
    ]);
    vi.advanceTimersByTime(1000);
    expect(seen).toHaveLength(3);
    batcher.push({ key: 'd', name: 'Dara', unread: 1 });
    expect(seen).toHaveLength(4);
    batcher.dispose();
    vi.useRealTimers();
  });
});
