import type { Conversation } from '../model';
import { phoneKey, type InboxContext } from './inboxContext';

type Entry = [string, Conversation];

function byTime(a: Entry, b: Entry): number {
  return a[1].lastMessageAt < b[1].lastMessageAt ? -1 : a[1].lastMessageAt > b[1].lastMessageAt ? 1 : 0;
}

/**
 * Oldest activity first (the map's order; the list shows it reversed). The server answers newest first, and the list
 * shows its order, ties included: a list in that order is reversed, one ascending is kept, anything else is sorted
 * newest first (stable: ties keep their order) and reversed.
 */
function sortByTime(entries: Entry[]): Entry[] {
  let ascending = true;
  let descending = true;
  for (let i = 1; i < entries.length && (ascending || descending); i++) {
    const c = byTime(entries[i - 1] as Entry, entries[i] as Entry);
    if (c > 0) ascending = false;
    if (c < 0) descending = false;
  }
  if (descending) return entries.reverse();
  if (ascending) return entries;
  return entries.sort((a, b) => byTime(b, a)).reverse();
}

/**
 * The conversation list's records: by phone key, newest activity on top, with the unread count, and how a page from
 * the server merges into them (drafts and conversations the server does not know yet stay). Changes only for the
 * list's order and merging rules; its loading is inboxList.ts.
 */
export interface ConversationRecords {
  get(key: string): Conversation | undefined;
  has(key: string): boolean;
  /** Phone key of a conversation id. */
  keyOf(conversationId: string): string | undefined;
  /** Replaces a conversation record (keeps its position unless `toTop`). */
  put(key: string, next: Conversation, toTop: boolean): void;
  /** Drops the built array: the next `conversations()` derives it again. */
  invalidate(): void;
  /** The conversations, newest first (the same array until something changes). */
  conversations(): readonly Conversation[];
  /** How many conversations are here. */
  size(): number;
  /** How many of them have unread messages. */
  unread(): number;
  /** Merges a page from the server (of the list or of a search). */
  merge(items: readonly Conversation[]): void;
}

export function createConversationRecords(ctx: Pick<InboxContext, 'activeKey'>): ConversationRecords {
  /** Conversations by phone key; Map order is oldest activity first, so "move to top" is delete + set. */
  const convs = new Map<string, Conversation>();
  const idToKey = new Map<string, string>();
  let unreadConversations = 0;
  let conversationsArray: readonly Conversation[] | null = null;
  /** The last array built, and the conversation changes since (null: rebuild from the map). */
  let builtArray: Conversation[] | null = null;
  let pendingOps: Array<{ prev: Conversation | undefined; next: Conversation; toTop: boolean }> | null = null;

  function putConversation(key: string, next: Conversation, toTop: boolean) {
    const prev = convs.get(key);
    if (prev) {
      unreadConversations -= prev.unreadCount > 0 ? 1 : 0;
      if (prev.id !== next.id) idToKey.delete(prev.id);
    }
    unreadConversations += next.unreadCount > 0 ? 1 : 0;
    if (toTop) convs.delete(key);
    convs.set(key, next);
    if (next.id) idToKey.set(next.id, key);
    if (pendingOps) {
      if (pendingOps.length < 32) pendingOps.push({ prev, next, toTop });
      else pendingOps = null;
    }
  }

  /**
   * The conversations, newest first. Rebuilt from the map after a reload; otherwise derived from the last array
   * by the few changes since (a move to the top is one splice), so a subscriber reading the snapshot after every
   * message does not pay for a full rebuild.
   */
  function conversationList(): Conversation[] {
    if (builtArray && pendingOps) {
      if (pendingOps.length === 0) return builtArray;
      const arr = builtArray.slice();
      for (const op of pendingOps) {
        const at = op.prev ? arr.indexOf(op.prev) : -1;
        if (at >= 0 && !op.toTop) {
          arr[at] = op.next;
          continue;
        }
        if (at >= 0) arr.splice(at, 1);
        arr.unshift(op.next);
      }
      return arr;
    }
    const arr = new Array<Conversation>(convs.size);
    let i = convs.size - 1;
    for (const conv of convs.values()) arr[i--] = conv;
    return arr;
  }

  /** A conversation from the server as the list keeps it: read while open, with a later last message seen here. */
  function fromServer(key: string, conv: Conversation, local: Conversation | undefined): Conversation {
    let next = conv;
    if (key === ctx.activeKey) next = { ...next, unreadCount: 0 };
    if (local && local.lastMessageAt > next.lastMessageAt) {
      next = { ...next, lastMessage: local.lastMessage, lastMessageAt: local.lastMessageAt };
      if (local.lastMessageMedia) next.lastMessageMedia = local.lastMessageMedia;
      else delete next.lastMessageMedia;
    } else if (!next.lastMessageMedia && local?.lastMessageMedia && local.lastMessage === next.lastMessage) {
      // A server that does not say what its last message is: what this list learnt of the same message stays.
      next = { ...next, lastMessageMedia: local.lastMessageMedia };
    }
    return next;
  }

  /**
   * A page of the list in linear time, for the usual case: the conversations already here keep their times, and the
   * new ones come newest first (a page of the list, or of a search). The new ones are merged in by time: a later page
   * of a list loading newest first goes below the others, in the page's order, as mergeConversations would place it;
   * a new one as old as one already here goes below it. False (and nothing changed) otherwise.
   */
  function mergeOlderPage(list: readonly Conversation[]): boolean {
    const fresh: Entry[] = [];
    const known: Entry[] = [];
    const inPage = new Set<string>();
    for (const conv of list) {
      if (!conv.contactPhone) continue;
      const key = phoneKey(conv.contactPhone);
      if (inPage.has(key)) continue;
      inPage.add(key);
      const local = convs.get(key);
      const next = fromServer(key, conv, local);
      if (local) {
        if (next.lastMessageAt !== local.lastMessageAt) return false;
        known.push([key, next]);
      } else {
        const previous = fresh[fresh.length - 1];
        if (previous && previous[1].lastMessageAt < next.lastMessageAt) return false;
        fresh.push([key, next]);
      }
    }
    for (const [key, next] of known) putConversation(key, next, false);
    if (fresh.length > 0) {
      const here = [...convs];
      convs.clear();
      // Both ascending by time (the map is oldest first; the page, newest first, is walked from its end).
      let i = fresh.length - 1;
      const putFresh = ([key, next]: Entry) => {
        convs.set(key, next);
        if (next.id) idToKey.set(next.id, key);
        if (next.unreadCount > 0) unreadConversations += 1;
      };
      for (const [key, conv] of here) {
        while (i >= 0 && (fresh[i] as Entry)[1].lastMessageAt <= conv.lastMessageAt) putFresh(fresh[i--] as Entry);
        convs.set(key, conv);
      }
      while (i >= 0) putFresh(fresh[i--] as Entry);
    }
    pendingOps = null;
    return true;
  }

  /** Replaces the list with a server list, keeping local drafts and conversations the server does not know yet. */
  function mergeConversations(list: readonly Conversation[]) {
    // One pass builds the entries in the server's order (newest first), keeping the first of any duplicate phone;
    // conversations only known here follow. (10,000 on a first load: no intermediate map or copies.)
    const seen = new Set<string>();
    const entries: Entry[] = [];
    for (const conv of list) {
      if (!conv.contactPhone) continue;
      const key = phoneKey(conv.contactPhone);
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push([key, fromServer(key, conv, convs.get(key))]);
    }
    for (const [key, local] of convs) if (!seen.has(key)) entries.push([key, local]);
    const ordered = sortByTime(entries);
    convs.clear();
    idToKey.clear();
    unreadConversations = 0;
    // Ascending by time: the newest ends up last, which is the top.
    for (const [key, conv] of ordered) putConversation(key, conv, false);
    pendingOps = null;
  }

  return {
    get: (key) => convs.get(key),
    has: (key) => convs.has(key),
    keyOf: (conversationId) => idToKey.get(conversationId),
    put: putConversation,
    invalidate() {
      conversationsArray = null;
    },
    conversations() {
      if (!conversationsArray) {
        builtArray = conversationList();
        pendingOps = [];
        conversationsArray = builtArray;
      }
      return conversationsArray;
    },
    size: () => convs.size,
    unread: () => unreadConversations,
    merge(items) {
      if (!mergeOlderPage(items)) mergeConversations(items);
    },
  };
}
