import { describe, expect, it } from 'vitest';
import { makeMessage } from '../testing/fixtures';
import { addTo, emptyThread, mergeByTime, messagesOf, newestOf, removeFrom, replaceIn } from './inboxThread';
import type { InboxMessage } from './inboxTypes';

function message(key: string, minute: number): InboxMessage {
  const at = new Date(Date.UTC(2026, 10, 28, 9, minute)).toISOString();
  return { ...makeMessage({ id: key, createdAt: at }), key };
}

describe('one thread', () => {
  it('keeps messages in order by time and hands out the same array until it changes', () => {
    const t = emptyThread();
    addTo(t, message('b', 2));
    addTo(t, message('c', 3));
    addTo(t, message('a', 1)); // older than the last: inserted at its place
    const first = messagesOf(t);
    expect(first.map((m) => m.key)).toEqual(['a', 'b', 'c']);
    expect(messagesOf(t)).toBe(first);
    expect(newestOf(t)?.key).toBe('c');

    addTo(t, message('d', 4));
    const second = messagesOf(t);
    expect(second).not.toBe(first);
    expect(second.map((m) => m.key)).toEqual(['a', 'b', 'c', 'd']);

    const read = { ...(second[1] as InboxMessage), status: 'read' as const };
    replaceIn(t, 'b', second[1] as InboxMessage, read);
    expect(messagesOf(t)[1]).toBe(read);

    removeFrom(t, 'c');
    expect(messagesOf(t).map((m) => m.key)).toEqual(['a', 'b', 'd']);
  });

  it('merges a page by time: ties keep the thread first, then the page in its order', () => {
    const byKey = new Map<string, InboxMessage>();
    for (const m of [message('t1', 1), message('t3', 3)]) byKey.set(m.key, m);
    const page = [message('p3', 3), message('p0', 0), message('p2', 2)];
    for (const m of page) byKey.set(m.key, m);
    expect(mergeByTime(['t1', 't3'], byKey, page)).toEqual(['p0', 't1', 'p2', 't3', 'p3']);
    expect(mergeByTime([], byKey, page)).toEqual(['p0', 'p2', 'p3']);
  });
});
