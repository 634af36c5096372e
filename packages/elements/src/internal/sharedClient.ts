import { createWacrmClient, type TokenStore, type WacrmClient } from '@wacrm/whatsapp-sdk';

interface SharedClient {
  client: WacrmClient;
  /** Elements told when this client's token refresh fails. */
  expiryListeners: Set<() => void>;
}

const byKey = new Map<string, SharedClient>();
const tokenStoreIds = new WeakMap<TokenStore, number>();
let nextStoreId = 1;

function storeId(store: TokenStore | undefined): number {
  if (!store) return 0;
  let id = tokenStoreIds.get(store);
  if (id === undefined) {
    id = nextStoreId++;
    tokenStoreIds.set(store, id);
  }
  return id;
}

/**
 * One client per API address and token store for every element on the page: an inbox and a contacts element on
 * the same API share their requests' session and one realtime socket. Throws a TypeError on a blank `apiUrl`.
 */
export function sharedClient(apiUrl: string, socketUrl: string | undefined, tokenStore: TokenStore | undefined) {
  const key = `${apiUrl}\n${socketUrl ?? ''}\n${storeId(tokenStore)}`;
  let shared = byKey.get(key);
  if (!shared) {
    const expiryListeners = new Set<() => void>();
    const client = createWacrmClient({
      baseURL: apiUrl,
      ...(socketUrl ? { socketURL: socketUrl } : {}),
      ...(tokenStore ? { tokenStore } : {}),
      onSessionExpired: () => {
        for (const listener of [...expiryListeners]) listener();
      },
    });
    shared = { client, expiryListeners };
    byKey.set(key, shared);
  }
  return shared;
}

/** Calls `listener` when the token refresh of `client` fails, if the elements made it; returns the unsubscribe. */
export function onSharedClientExpired(client: WacrmClient, listener: () => void): () => void {
  for (const shared of byKey.values()) {
    if (shared.client === client) {
      shared.expiryListeners.add(listener);
      return () => shared.expiryListeners.delete(listener);
    }
  }
  return () => undefined;
}
