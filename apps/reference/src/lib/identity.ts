import {
  IdentityError,
  MESSAGES,
  createDevIdentityProvider,
  type IdentityProvider,
  type TokenSyncOptions,
} from '@wacrm/whatsapp-sdk';
import { config as appConfig, type AppConfig, type FirebaseWebConfig } from '../config';

/**
 * Loads the Firebase identity provider: firebase/app, firebase/auth and the SDK's `/firebase` entry, fetched only
 * when VITE_IDENTITY_PROVIDER is 'firebase' (the dev build and the mock API never download Firebase).
 */
export type FirebaseLoader = (
  firebase: FirebaseWebConfig,
  tokenSync: TokenSyncOptions | undefined,
) => Promise<IdentityProvider>;

/** The app's identity provider, plus `preload()` to start fetching a lazily loaded provider early. */
export interface AppIdentityProvider extends IdentityProvider {
  preload(): void;
}

/** The default Firebase loader (exported for its test). */
export const loadFirebaseIdentityProvider: FirebaseLoader = async (firebase, tokenSync) => {
  const [{ getApp, getApps, initializeApp }, { getAuth }, { createFirebaseIdentityProvider }] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    import('@wacrm/whatsapp-sdk/firebase'),
  ]);
  const app = getApps().length > 0 ? getApp() : initializeApp(firebase);
  return createFirebaseIdentityProvider({ auth: getAuth(app), ...(tokenSync ? { tokenSync } : {}) });
};

/**
 * A provider whose real implementation loads on first use (or on `preload()`). A failed load rejects with the
 * spec's message for the action (Google: network error; phone: failed to send / verify) and is retried next time.
 */
export function lazyIdentityProvider(kind: string, load: () => Promise<IdentityProvider>): AppIdentityProvider {
  let pending: Promise<IdentityProvider> | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const unavailable = (message: string) => (error: unknown) => {
    throw new IdentityError('provider-unavailable', message, error);
  };
  return {
    kind,
    preload() {
      get().catch(() => undefined);
    },
    async signInWithGoogle(options) {
      const provider = await get().catch(unavailable(MESSAGES.google.networkError));
      return provider.signInWithGoogle(options);
    },
    async sendPhoneCode(phone) {
      const provider = await get().catch(unavailable(MESSAGES.phoneCode.sendFailed));
      return provider.sendPhoneCode(phone);
    },
    async confirmPhoneCode(verificationId, code) {
      const provider = await get().catch(unavailable(MESSAGES.phoneCode.verifyFailed));
      return provider.confirmPhoneCode(verificationId, code);
    },
    async signOut() {
      // Loads the provider if needed: its session may have outlived a page reload (Firebase persists it).
      const provider = await get().catch(() => undefined);
      await provider?.signOut();
    },
  };
}

/**
 * The identity provider for a configuration: the SDK's dev adapter on the mock API's identity endpoints by default,
 * or Firebase (loaded on demand) when the config says 'firebase' and carries a complete Firebase config.
 */
export function createAppIdentityProvider(
  cfg: Pick<AppConfig, 'apiBaseUrl' | 'identityProvider' | 'firebase' | 'identityTokenSyncUrl'>,
  loaders: { firebase?: FirebaseLoader } = {},
): AppIdentityProvider {
  const tokenSync: TokenSyncOptions | undefined = cfg.identityTokenSyncUrl
    ? { url: cfg.identityTokenSyncUrl }
    : undefined;
  const firebase = cfg.firebase;
  if (cfg.identityProvider === 'firebase' && firebase) {
    const load = loaders.firebase ?? loadFirebaseIdentityProvider;
    return lazyIdentityProvider('firebase', () => load(firebase, tokenSync));
  }
  const dev = createDevIdentityProvider({ baseURL: cfg.apiBaseUrl, ...(tokenSync ? { tokenSync } : {}) });
  return { ...dev, preload() {} };
}

let shared: AppIdentityProvider | undefined;

/** The app's one identity provider (created on first use, from the app's configuration). */
export function getAppIdentityProvider(): AppIdentityProvider {
  shared ??= createAppIdentityProvider(appConfig);
  return shared;
}

/**
 * Signs out of the identity provider on logout (Firebase's own session, the id-token sync's DELETE). The default
 * dev provider without a sync URL has nothing to end, so nothing is created then.
 */
export async function signOutAppIdentity(
  cfg: Pick<AppConfig, 'identityProvider' | 'identityTokenSyncUrl'> = appConfig,
) {
  if (cfg.identityProvider !== 'firebase' && !cfg.identityTokenSyncUrl) return;
  await getAppIdentityProvider().signOut();
}
