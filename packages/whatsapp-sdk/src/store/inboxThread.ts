import type { InboxMessage } from './inboxTypes';

/**
 * One conversation's messages as the inbox keeps them: keys in order by time, the messages by key, and the array
 * handed to views (the same array until the thread changes; after a few appends and replacements it is derived from
 * the last one, not rebuilt). Changes only for how a thread is stored; the messages' rules are inboxThreads.ts.
 */
export interface Thread {
  /** Message keys, oldest first. */
  order: string[];
  byKey: Map<string, InboxMessage>;
  loaded: boolean;
  hasMore: boolean;
  /** The current messages array (null: changed since it was built). */
  snapshot: readonly InboxMessage[] | null;
  /** The last array built, and the changes since (null: rebuild from `order`). */
  built: InboxMessage[] | null;
  ops: ThreadOp[] | null;
}

export type ThreadOp =
  { kind: 'append'; m: InboxMessage } | { kind: 'replace'; prev: InboxMessage; next: InboxMessage };

export const EMPTY_MESSAGES: readonly InboxMessage[] = Object.freeze([]);

/** The last messages array with a few appends and replacements applied; null when a rebuild is needed. */
function applyThreadOps(built: InboxMessage[], ops: readonly ThreadOp[]): InboxMessage[] | null {
  if (ops.length === 0) return built;
  const out = built.slice();
  for (const op of ops) {
    if (op.kind === 'append') {
      out.push(op.m);
      continue;
    }
    const at = out.lastIndexOf(op.prev);
    if (at < 0) return null;
    out[at] = op.next;
  }
  return out;
}

/**
 * The thread's keys with a fetched page merged in, by time. The same order as a stable sort of the keys followed
 * by the page's (ties: the thread's first, the page in its order), without sorting 10,000 keys through map
 * look-ups: pages come sorted (oldest first) and land before or after the thread, so this is a linear merge.
 */
export function mergeByTime(order: readonly string[], byKey: ReadonlyMap<string, InboxMessage>, added: InboxMessage[]) {
  const at = (k: string) => byKey.get(k)?.createdAt ?? '';
  let sorted = true;
  for (let i = 1; i < added.length && sorted; i++) {
    if ((added[i - 1] as InboxMessage).createdAt > (added[i] as InboxMessage).createdAt) sorted = false;
  }
  // Array.prototype.sort is stable: ties keep the page's order.
  const page = sorted
    ? added
    : added.slice().sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  // A thread's first page (or a whole thread fetched at once): nothing to merge with.
  if (order.length === 0) return page.map((m) => m.key);
  const out = new Array<string>(order.length + page.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < order.length && j < page.length) {
    const k = order[i] as string;
    const m = page[j] as InboxMessage;
    if (at(k) <= m.createdAt) {
      out[n++] = k;
      i++;
    } else {
      out[n++] = m.key;
      j++;
    }
  }
  while (i < order.length) out[n++] = order[i++] as string;
  while (j < page.length) out[n++] = (page[j++] as InboxMessage).key;
  return out;
}

export function emptyThread(): Thread {
  return { order: [], byKey: new Map(), loaded: false, hasMore: false, snapshot: null, built: null, ops: null };
}

/** Records a change of a thread; `null` means its array has to be rebuilt. */
export function touch(t: Thread, op: ThreadOp | null) {
  t.snapshot = null;
  if (!t.ops) return;
  if (op === null || t.ops.length >= 32) t.ops = null;
  else t.ops.push(op);
}

export function replaceIn(t: Thread, key: string, prev: InboxMessage, next: InboxMessage) {
  t.byKey.set(key, next);
  touch(t, { kind: 'replace', prev, next });
}

export function addTo(t: Thread, m: InboxMessage) {
  t.byKey.set(m.key, m);
  touch(t, insertOrdered(t, m) ? { kind: 'append', m } : null);
}

/** Inserts a message key at its place by time (a push for the usual newest message); true when appended. */
function insertOrdered(t: Thread, m: InboxMessage): boolean {
  const order = t.order;
  const lastKey = order[order.length - 1];
  const last = lastKey === undefined ? undefined : t.byKey.get(lastKey);
  if (!last || m.createdAt >= last.createdAt) {
    order.push(m.key);
    return true;
  }
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = t.byKey.get(order[mid] ?? '');
    if (at && at.createdAt <= m.createdAt) lo = mid + 1;
    else hi = mid;
  }
  order.splice(lo, 0, m.key);
  return false;
}

/** Takes a message out of the thread. */
export function removeFrom(t: Thread, key: string): void {
  t.byKey.delete(key);
  t.order.splice(t.order.lastIndexOf(key), 1);
  touch(t, null);
}

/** The thread's newest message. */
export function newestOf(t: Thread): InboxMessage | undefined {
  const last = t.order[t.order.length - 1];
  return last === undefined ? undefined : t.byKey.get(last);
}

/** The thread's messages, oldest first (the same array until it changes). */
export function messagesOf(t: Thread): readonly InboxMessage[] {
  if (!t.snapshot) {
    let out = t.built && t.ops ? applyThreadOps(t.built, t.ops) : null;
    if (!out) {
      out = new Array<InboxMessage>(t.order.length);
      for (let i = 0; i < t.order.length; i++) out[i] = t.byKey.get(t.order[i] ?? '') as InboxMessage;
    }
    t.built = out;
    t.ops = [];
    t.snapshot = out;
  }
  return t.snapshot;
}
