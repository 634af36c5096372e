import { apiOrigin } from './tokenStores';
import { byKey, sharedClient } from './sharedClient';

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
