import { useCallback, useMemo } from 'react';
import {
  createInboxStore,
  inboxDraftsKey,
  type DraftStorage,
  type InboxStore,
  type WacrmClient,
} from '@wacrm/whatsapp-sdk';
import { useWacrm } from '../../provider';

const stores = new WeakMap<WacrmClient, Map<string, InboxStore>>();

/** Messages fetched per page (the mock API's default too): older pages load while scrolling up. */
export const MESSAGES_PAGE_SIZE = 50;

/**
 * The inbox store of a provider's client and clientId: one per pair, created on first use and kept for the life of
 * the client, so every mounted inbox (and a remount) shares conversations, threads and drafts of the same account.
 */
export function getInboxStore(
  client: WacrmClient,
  clientId: string,
  create: () => InboxStore = () =>
    createInboxStore({
      whatsapp: client.whatsapp(clientId),
      realtime: client.realtime(clientId),
      messagesPageSize: MESSAGES_PAGE_SIZE,
    }),
): InboxStore {
  let byId = stores.get(client);
  if (!byId) {
    byId = new Map();
    stores.set(client, byId);
  }
  let store = byId.get(clientId);
  if (!store) {
    store = create();
    byId.set(clientId, store);
  }
  return store;
}

/** The provider's client and clientId with what their inbox store is made of. */
function useStoreFactory(draftStorage: DraftStorage | null | undefined) {
  const { client, clientId, whatsapp, realtime } = useWacrm();
  return useMemo(
    () => ({
      client,
      clientId,
      get: () =>
        getInboxStore(client, clientId, () =>
          createInboxStore({
            whatsapp,
            realtime,
            messagesPageSize: MESSAGES_PAGE_SIZE,
            ...(draftStorage ? { drafts: { storage: draftStorage, key: inboxDraftsKey(clientId) } } : {}),
          }),
        ),
    }),
    [client, clientId, whatsapp, realtime, draftStorage],
  );
}

/**
 * The provider's inbox store. `draftStorage` (when the store is created) keeps its composer drafts, under the
 * account's `inboxDraftsKey(clientId)`.
 */
export function useInboxStore(draftStorage?: DraftStorage | null): InboxStore {
  const factory = useStoreFactory(draftStorage);
  return useMemo(() => factory.get(), [factory]);
}

/**
 * A function that starts loading the inbox's conversation list ahead of the Conversations widget, under the same
 * WacrmProvider: call it when the inbox is about to open (the pointer resting on, or the keyboard focusing, the link
 * or tab that opens it). The widget mounting within a few seconds takes that list over (`InboxStore.preload`)
 * instead of asking for it once its code has rendered. Pass the `draftStorage` the widget gets. Does nothing without
 * a clientId (the signed-in user not known yet).
 */
export function usePreloadConversations(draftStorage?: DraftStorage | null): () => void {
  const factory = useStoreFactory(draftStorage);
  return useCallback(() => {
    if (factory.clientId) void factory.get().preload();
  }, [factory]);
}
