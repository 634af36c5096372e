import { createStore, type InboxStore, type Store } from '@wacrm/whatsapp-sdk';
import type { ComposerDraft } from '../Composer';

export type DraftMap = Readonly<Record<string, ComposerDraft>>;

const drafts = new WeakMap<InboxStore, Store<DraftMap>>();

/** Composer drafts per conversation (by normalised contact phone), kept as long as the inbox store lives. */
export function getDraftStore(store: InboxStore): Store<DraftMap> {
  let s = drafts.get(store);
  if (!s) {
    s = createStore<DraftMap>({});
    drafts.set(store, s);
  }
  return s;
}
