import { phoneKey } from './inboxContext';
import { createStore, type ReadableStore } from './createStore';

/** What the composer holds for one conversation (kept per conversation while switching, and across a reload). */
export interface ComposerDraft {
  mode: 'custom' | 'template';
  text: string;
  templateId: string | null;
  /** Body parameter values; index 0 fills {{1}}. */
  params: string[];
  /** The text header's parameter values (Meta allows one variable there); index 0 fills its {{1}}. */
  headerParams: string[];
}

export const EMPTY_DRAFT: ComposerDraft = { mode: 'custom', text: '', templateId: null, params: [], headerParams: [] };

/** Where drafts persist: `sessionStorage`, `localStorage` or anything with the same three methods. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The storage key of an account's drafts (what a host clears at sign-out). */
export const inboxDraftsKey = (clientId: string): string => `wacrm.inbox.drafts.${clientId}`;

/** Unsent composer drafts by conversation (the normalised contact phone). */
export interface DraftStore extends ReadableStore<Readonly<Record<string, ComposerDraft>>> {
  /** The draft of a conversation (EMPTY_DRAFT when none). */
  get(contactPhone: string): ComposerDraft;
  /** Replaces a conversation's draft; an empty one (nothing typed or chosen, e.g. once sent) is removed. */
  set(contactPhone: string, draft: ComposerDraft): void;
}

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Whether the draft holds nothing typed or chosen (its mode alone is not stored). */
function isBlank(d: ComposerDraft): boolean {
  return !d.text && d.templateId === null && d.params.every((p) => !p) && d.headerParams.every((p) => !p);
}

/** A stored value read back: drafts of the right shape only; anything else (edited, older format) is dropped. */
function parse(raw: string | null): Record<string, ComposerDraft> {
  const out: Record<string, ComposerDraft> = {};
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : null;
  } catch {
    return out;
  }
  if (typeof data !== 'object' || data === null) return out;
  for (const [key, d] of Object.entries(data as Record<string, Partial<ComposerDraft>>)) {
    if (
      (d?.mode === 'custom' || d?.mode === 'template') &&
      typeof d.text === 'string' &&
      (d.templateId === null || typeof d.templateId === 'string') &&
      strings(d.params) &&
      strings(d.headerParams)
    ) {
      out[key] = {
        mode: d.mode,
        text: d.text,
        templateId: d.templateId,
        params: d.params,
        headerParams: d.headerParams,
      };
    }
  }
  return out;
}

/**
 * Composer drafts per conversation. With a `storage` and a `key`, they are read from it once, at creation, and
 * written back on every change (one item under `key`: the drafts with something typed or chosen, removed when none
 * is left), so an unsent reply survives a reload and is gone once sent. A storage that is missing, full or throws
 * leaves them in memory only.
 */
export function createDraftStore(persist?: { storage: DraftStorage | null | undefined; key: string }): DraftStore {
  const storage = persist?.storage;
  const key = persist?.key ?? '';
  let initial: Record<string, ComposerDraft> = {};
  try {
    if (storage) initial = parse(storage.getItem(key));
  } catch {
    // Unreadable storage: start empty.
  }
  const store = createStore<Readonly<Record<string, ComposerDraft>>>(initial);
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    get: (contactPhone) => store.getSnapshot()[phoneKey(contactPhone)] ?? EMPTY_DRAFT,
    set(contactPhone, draft) {
      const k = phoneKey(contactPhone);
      const drafts = store.getSnapshot();
      if (drafts[k] === draft || (!drafts[k] && draft.mode === 'custom' && isBlank(draft))) return;
      const next = { ...drafts };
      if (draft.mode === 'custom' && isBlank(draft)) delete next[k];
      else next[k] = draft;
      if (storage) {
        const kept = Object.entries(next).filter(([, d]) => !isBlank(d));
        try {
          if (kept.length > 0) storage.setItem(key, JSON.stringify(Object.fromEntries(kept)));
          else storage.removeItem(key);
        } catch {
          // Not persisting is acceptable: the drafts stay in memory.
        }
      }
      store.setState(next);
    },
  };
}
