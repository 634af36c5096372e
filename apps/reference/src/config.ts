/**
 * Runtime configuration of the reference app, read from Vite environment variables at build/dev time.
 *
 * | Variable                 | Default                         |
 * | ------------------------ | ------------------------------- |
 * | VITE_API_BASE_URL        | http://localhost:4010/api/v1    |
 * | VITE_SOCKET_URL          | origin of VITE_API_BASE_URL     |
 * | VITE_IDENTITY_PROVIDER   | dev ('dev' or 'firebase')       |
 * | VITE_BOOK_DEMO_URL       | DEFAULT_BOOK_DEMO_URL           |
 * | VITE_FIREBASE_*          | none (needed for 'firebase')    |
 * | VITE_IDENTITY_TOKEN_SYNC_URL | none (no id-token sync)     |
 *
 * Every value is validated; a bad value falls back to its default with a console warning and never throws.
 */

import { absoluteUrl, envText as text, isHttpUrl, parseBookDemoUrl, DEFAULT_BOOK_DEMO_URL } from './bookDemoUrl';

export type IdentityProviderKind = 'dev' | 'firebase';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  measurementId?: string;
}

export interface AppConfig {
  /** REST base URL of the /api/v1 contract, without a trailing slash. */
  apiBaseUrl: string;
  /** socket.io server URL. */
  socketUrl: string;
  identityProvider: IdentityProviderKind;
  /** External scheduling page opened by 'Book Demo' (http or https only). */
  bookDemoUrl: string;
  /** Firebase web config; set only when the identity provider is 'firebase' and the config is complete. */
  firebase: FirebaseWebConfig | null;
  /**
   * Where the identity provider syncs its id token after sign-in (POST with bearer, DELETE on sign-out; spec
   * section 7); null: no sync.
   */
  identityTokenSyncUrl: string | null;
}

export { DEFAULT_BOOK_DEMO_URL, isHttpUrl };

export const DEFAULT_API_BASE_URL = 'http://localhost:4010/api/v1';

/** Raw environment as Vite gives it (values are strings, but nothing here trusts that). */
export type RawEnv = Readonly<Record<string, unknown>>;
export type ConfigWarn = (message: string) => void;

const defaultWarn: ConfigWarn = (message) => console.warn(`[wacrm config] ${message}`);

const stripTrailingSlash = (s: string) => s.replace(/\/+$/, '');

export function parseConfig(env: RawEnv, warn: ConfigWarn = defaultWarn): AppConfig {
  // API base URL
  let apiBaseUrl = DEFAULT_API_BASE_URL;
  const rawApi = text(env.VITE_API_BASE_URL);
  if (rawApi !== undefined) {
    const url = absoluteUrl(rawApi, ['http:', 'https:']);
    if (url) apiBaseUrl = stripTrailingSlash(url.href);
    else warn(`VITE_API_BASE_URL "${rawApi}" is not an absolute http(s) URL; using ${DEFAULT_API_BASE_URL}.`);
  }
  const apiOrigin = new URL(apiBaseUrl).origin;

  // Socket URL (defaults to the API origin)
  let socketUrl = apiOrigin;
  const rawSocket = text(env.VITE_SOCKET_URL);
  if (rawSocket !== undefined) {
    const url = absoluteUrl(rawSocket, ['http:', 'https:', 'ws:', 'wss:']);
    if (url) socketUrl = stripTrailingSlash(url.href);
    else warn(`VITE_SOCKET_URL "${rawSocket}" is not an absolute http(s)/ws(s) URL; using ${apiOrigin}.`);
  }

  // Book Demo URL
  const bookDemoUrl = parseBookDemoUrl(env, warn);

  // Identity provider and its Firebase config
  let identityProvider: IdentityProviderKind = 'dev';
  const rawProvider = text(env.VITE_IDENTITY_PROVIDER);
  if (rawProvider !== undefined) {
    const lower = rawProvider.toLowerCase();
    if (lower === 'dev' || lower === 'firebase') identityProvider = lower;
    else warn(`VITE_IDENTITY_PROVIDER "${rawProvider}" is not 'dev' or 'firebase'; using 'dev'.`);
  }

  let firebase: FirebaseWebConfig | null = null;
  if (identityProvider === 'firebase') {
    const required = {
      apiKey: text(env.VITE_FIREBASE_API_KEY),
      authDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN),
      projectId: text(env.VITE_FIREBASE_PROJECT_ID),
      appId: text(env.VITE_FIREBASE_APP_ID),
    };
    const missing = Object.entries(required)
      .filter(([, v]) => v === undefined)
      .map(([k]) => `VITE_FIREBASE_${k.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`);
    if (missing.length > 0) {
      warn(
        `VITE_IDENTITY_PROVIDER is 'firebase' but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing; using the 'dev' provider.`,
      );
      identityProvider = 'dev';
    } else {
      firebase = {
        apiKey: required.apiKey as string,
        authDomain: required.authDomain as string,
        projectId: required.projectId as string,
        appId: required.appId as string,
      };
      const optional = {
        storageBucket: text(env.VITE_FIREBASE_STORAGE_BUCKET),
        messagingSenderId: text(env.VITE_FIREBASE_MESSAGING_SENDER_ID),
        measurementId: text(env.VITE_FIREBASE_MEASUREMENT_ID),
      };
      for (const [key, value] of Object.entries(optional)) {
        if (value !== undefined) firebase[key as keyof typeof optional] = value;
      }
    }
  }

  // Id-token sync URL (optional)
  let identityTokenSyncUrl: string | null = null;
  const rawSync = text(env.VITE_IDENTITY_TOKEN_SYNC_URL);
  if (rawSync !== undefined) {
    if (isHttpUrl(rawSync)) identityTokenSyncUrl = new URL(rawSync).href;
    else warn(`VITE_IDENTITY_TOKEN_SYNC_URL "${rawSync}" is not an http(s) URL; the id token is not synced.`);
  }

  return { apiBaseUrl, socketUrl, identityProvider, bookDemoUrl, firebase, identityTokenSyncUrl };
}

/** The app's configuration (parsed once; reading import.meta.env touches no browser global). */
export const config: AppConfig = parseConfig(import.meta.env as RawEnv);
