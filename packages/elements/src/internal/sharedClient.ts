import { createWacrmClient, type TokenStore, type User, type WacrmClient } from '@wacrm/whatsapp-sdk';
import type { WacrmEmit } from '../events';
import { apiOrigin, elementTokenStore } from './tokenStores';

interface SharedClient {
  client: WacrmClient;
  origin: string;
  /** Elements told when this client's token refresh fails. */
  expiryListeners: Set<() => void>;
  /** Elements told when the page signed this backend out (`signOut`). */
  signOutListeners: Set<() => void>;
  /** How many mounted elements use the realtime socket of each clientId. */
  socketUsers: Map<string, number>;
}

/** The page's shared clients, by API address, socket address and token store. */
export const byKey = new Map<string, SharedClient>();
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
    const base = createWacrmClient({
      baseURL: apiUrl,
      ...(socketUrl ? { socketURL: socketUrl } : {}),
      tokenStore: tokenStore ?? elementTokenStore(origin),
      onSessionExpired: () => {
        for (const listener of [...expiryListeners]) listener();
      },
    });
    const client = { ...base, auth: { ...base.auth, getProfile: profileOnce(base) } };
    shared = { client, origin, expiryListeners, signOutListeners: new Set(), socketUsers: new Map() };
    byKey.set(key, shared);
  }
  return shared;
}

/**
 * `auth.getProfile` asked once for every element of the page: callers while it is on its way share the request, and
 * its user is kept while the access token stays the one it was read with (a sign-in, a refresh or a sign-out asks
 * again). A failure is not kept.
 */
function profileOnce(client: WacrmClient): () => Promise<User> {
  const getProfile = client.auth.getProfile;
  let last: { promise: Promise<User>; token?: string | null } | null = null;
  return () => {
    if (last && (!('token' in last) || last.token === client.tokens.getAccessToken())) return last.promise;
    const entry: { promise: Promise<User>; token?: string | null } = { promise: getProfile() };
    last = entry;
    entry.promise.then(
      () => (entry.token = client.tokens.getAccessToken()),
      () => last === entry && (last = null),
    );
    return entry.promise;
  };
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
 * An element uses the realtime socket of `client` for `clientId` (the elements' own clients only: a host's client and
 * its sockets are the host's). The socket is closed when the last element using it lets go.
 */
export function shareSocket(client: WacrmClient, clientId: string): () => void {
  const users = sharedOf(client)?.socketUsers;
  if (!users) return () => undefined;
  users.set(clientId, (users.get(clientId) ?? 0) + 1);
  return () => {
    const left = (users.get(clientId) ?? 1) - 1;
    users.set(clientId, left);
    if (left === 0) client.realtime(clientId).disconnect();
  };
}

/** The user each client last announced with `wacrm-signed-in`. */
const announced = new WeakMap<WacrmClient, string>();

/**
 * One `wacrm-signed-in` per session and client on the page, from whichever element first sees the user (after a
 * sign-in, or a session found at load, with or without `<wacrm-login>`).
 */
export function announceSignedIn(client: WacrmClient, user: User, emit: WacrmEmit): void {
  if (announced.get(client) === user.userId) return;
  announced.set(client, user.userId);
  emit('wacrm-signed-in', { user });
}

/** The session of `client` ended: its next user is announced again. */
export function forgetSignedIn(client: WacrmClient): void {
  announced.delete(client);
}
