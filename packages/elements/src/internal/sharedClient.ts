import { createWacrmClient, type TokenStore, type WacrmClient } from '@wacrm/whatsapp-sdk';
import { apiOrigin, elementTokenStore } from './tokenStores';

interface SharedClient {
  client: WacrmClient;
  origin: string;
  /** Elements told when this client's token refresh fails. */
  expiryListeners: Set<() => void>;
  /** Elements told when the page signed this backend out (`signOut`). */
  signOutListeners: Set<() => void>;
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
 * the same API share their requests' session and one realtime socket. Without a `tokenStore` the client keeps its
 * tokens in the cookies of its API's origin (`elementTokenStore`): elements of two backends never share tokens.
 * Throws a TypeError on a blank `apiUrl`.
 */
export function sharedClient(apiUrl: string, socketUrl: string | undefined, tokenStore: TokenStore | undefined) {
  const key = `${apiUrl}\n${socketUrl ?? ''}\n${storeId(tokenStore)}`;
  let shared = byKey.get(key);
  if (!shared) {
    const expiryListeners = new Set<() => void>();
    const origin = apiOrigin(apiUrl);
    const client = createWacrmClient({
      baseURL: apiUrl,
      ...(socketUrl ? { socketURL: socketUrl } : {}),
      tokenStore: tokenStore ?? elementTokenStore(origin),
      onSessionExpired: () => {
        for (const listener of [...expiryListeners]) listener();
      },
    });
    shared = { client, origin, expiryListeners, signOutListeners: new Set() };
    byKey.set(key, shared);
  }
  return shared;
}

function sharedOf(client: WacrmClient): SharedClient | undefined {
  for (const shared of byKey.values()) if (shared.client === client) return shared;
  return undefined;
}

function listen(client: WacrmClient, kind: 'expiryListeners' | 'signOutListeners', listener: () => void) {
  const listeners = sharedOf(client)?.[kind];
  listeners?.add(listener);
  return () => void listeners?.delete(listener);
}

/** Calls `listener` when the token refresh of `client` fails, if the elements made it; returns the unsubscribe. */
export function onSharedClientExpired(client: WacrmClient, listener: () => void): () => void {
  return listen(client, 'expiryListeners', listener);
}

/** Calls `listener` when the page signs `client`'s backend out (`signOut`), if the elements made it. */
export function onSharedClientSignedOut(client: WacrmClient, listener: () => void): () => void {
  return listen(client, 'signOutListeners', listener);
}

/**
 * Signs the elements of one backend out (every backend they use without `apiUrl`): its session ends on the server
 * (best effort), in this page's cookies and in the other tabs, and its elements show their signed-out state. Other
 * backends' sessions stay. A backend no element has used yet on this page is signed out from its stored tokens.
 */
export async function signOut(apiUrl?: string): Promise<void> {
  const origin = apiUrl === undefined ? undefined : apiOrigin(apiUrl.trim());
  if (apiUrl !== undefined && ![...byKey.values()].some((shared) => shared.origin === origin)) {
    sharedClient(apiUrl.trim(), undefined, undefined);
  }
  const ending = [...byKey.values()].filter((shared) => origin === undefined || shared.origin === origin);
  await Promise.all(ending.map((shared) => shared.client.auth.logout()));
  for (const shared of ending) for (const listener of [...shared.signOutListeners]) listener();
}
