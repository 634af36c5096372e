import { describe, expect, it } from 'vitest';
import { createFakeWacrmClient } from '../testing/fakeClient';
import { DEMO_CLIENT_ID } from '../testing/fixtures';
import { createInboxStore } from './inbox';
import { EMPTY_DRAFT, createDraftStore, type DraftStorage } from './inboxDrafts';

/** A Storage of the three methods the draft store uses, in a Map (what sessionStorage keeps). */
function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
  };
}

const KEY = 'wacrm.inbox.drafts.user_1';
const ANN = '+919812300001';

describe('InboxStore drafts: an unsent reply per conversation, kept in the storage given', () => {
  it('keeps a draft per conversation and restores it in a new store on the same storage (a reload)', () => {
    const storage = memoryStorage();
    const before = createDraftStore({ storage, key: KEY });
    before.set(ANN, { ...EMPTY_DRAFT, text: 'Your order left this morning' });
    before.set('+14155550199', { ...EMPTY_DRAFT, mode: 'template', templateId: 'tpl_1', params: ['Ben'] });

    const after = createDraftStore({ storage, key: KEY });
    expect(after.get(ANN).text).toBe('Your order left this morning');
    // Found by the same conversation whatever the phone's spelling.
    expect(after.get('+91 98123 00001').text).toBe('Your order left this morning');
    expect(after.get('+14155550199')).toEqual({
      mode: 'template',
      text: '',
      templateId: 'tpl_1',
      params: ['Ben'],
      headerParams: [],
    });
    expect(after.get('+447700900123')).toBe(EMPTY_DRAFT);
  });

  it('a sent draft (emptied) is removed from the storage; the item goes once no draft is left', () => {
    const storage = memoryStorage();
    const drafts = createDraftStore({ storage, key: KEY });
    drafts.set(ANN, { ...EMPTY_DRAFT, text: 'Hello' });
    expect(JSON.parse(storage.items.get(KEY) ?? '{}')).toEqual({ [ANN]: { ...EMPTY_DRAFT, text: 'Hello' } });
    drafts.set(ANN, { ...EMPTY_DRAFT });
    expect(storage.items.has(KEY)).toBe(false);
    expect(drafts.get(ANN)).toBe(EMPTY_DRAFT);
    expect(createDraftStore({ storage, key: KEY }).getSnapshot()).toEqual({});
  });

  it('a mode chosen with nothing typed is kept while the store lives but not stored', () => {
    const storage = memoryStorage();
    const drafts = createDraftStore({ storage, key: KEY });
    drafts.set(ANN, { ...EMPTY_DRAFT, mode: 'template' });
    expect(drafts.get(ANN).mode).toBe('template');
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('tells subscribers of each change, not of a change to the same draft', () => {
    const drafts = createDraftStore();
    let calls = 0;
    drafts.subscribe(() => (calls += 1));
    const draft = { ...EMPTY_DRAFT, text: 'a' };
    drafts.set(ANN, draft);
    drafts.set(ANN, draft);
    drafts.set('+14155550199', { ...EMPTY_DRAFT });
    expect(calls).toBe(1);
  });

  it('drops stored values of the wrong shape and survives storage that is unreadable, full or throws', () => {
    const storage = memoryStorage();
    storage.items.set(
      KEY,
      JSON.stringify({
        [ANN]: { mode: 'custom', text: 'kept', templateId: null, params: [], headerParams: [] },
        bad1: { mode: 'voice', text: 'x', templateId: null, params: [], headerParams: [] },
        bad2: { mode: 'custom', text: 42, templateId: null, params: [], headerParams: [] },
        bad3: { mode: 'custom', text: 'x', templateId: null, params: [1], headerParams: [] },
        bad4: null,
      }),
    );
    expect(Object.keys(createDraftStore({ storage, key: KEY }).getSnapshot())).toEqual([ANN]);
    storage.items.set(KEY, '{not json');
    expect(createDraftStore({ storage, key: KEY }).getSnapshot()).toEqual({});

    const throwing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const drafts = createDraftStore({ storage: throwing, key: KEY });
    drafts.set(ANN, { ...EMPTY_DRAFT, text: 'still here' });
    expect(drafts.get(ANN).text).toBe('still here');
    drafts.set(ANN, { ...EMPTY_DRAFT });
    expect(drafts.get(ANN)).toBe(EMPTY_DRAFT);
  });

  it('createInboxStore persists its drafts under the key it is given, in memory without one', () => {
    const client = createFakeWacrmClient();
    const storage = memoryStorage();
    const inbox = createInboxStore({ whatsapp: client.whatsapp(DEMO_CLIENT_ID), drafts: { storage, key: KEY } });
    inbox.drafts.set(ANN, { ...EMPTY_DRAFT, text: 'Typed before the reload' });
    const reloaded = createInboxStore({ whatsapp: client.whatsapp(DEMO_CLIENT_ID), drafts: { storage, key: KEY } });
    expect(reloaded.drafts.get(ANN).text).toBe('Typed before the reload');

    const plain = createInboxStore({ whatsapp: client.whatsapp(DEMO_CLIENT_ID) });
    plain.drafts.set(ANN, { ...EMPTY_DRAFT, text: 'memory' });
    expect(plain.drafts.get(ANN).text).toBe('memory');
    expect(storage.items.size).toBe(1);
  });
});
