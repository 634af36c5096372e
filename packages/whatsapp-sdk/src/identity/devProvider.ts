import type { IdentityUser } from '../model';
import { MESSAGES } from '../rules';
import { clearIdTokenSync, jwtIssuedAtMs, syncIdToken, type TokenSyncOptions } from './tokenSync';
import {
  IdentityError,
  type GoogleSignInResult,
  type IdentityProvider,
  type PhoneCodeSent,
  type PhoneSignInResult,
} from './types';

/** Message type the dev Google popup posts to its opener (docs/api-contract.md). */
export const DEV_GOOGLE_MESSAGE_TYPE = 'wacrm:dev-google';
/** The Google sign-in popup's size, as the product gives it. */
export const GOOGLE_POPUP_FEATURES = 'width=500,height=600';

/** The window APIs the popup flow needs (injectable for tests). */
export interface PopupHost {
  open(url: string, target: string, features: string): { closed: boolean; close(): void } | null;
  addEventListener(type: 'message', listener: (event: { origin: string; data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { origin: string; data: unknown }) => void): void;
  /** The app's origin, sent to the popup so it knows where to post. */
  origin: string;
}

export interface DevIdentityOptions {
  /** The mock API: its origin or its /api/v1 base URL (the identity endpoints live at `<origin>/__dev/identity`). */
  baseURL: string;
  /** Injected fetch (tests); default the global fetch. */
  fetch?: typeof fetch;
  /** Window used for the popup flow; default `window` (read at call time, never at import). */
  popupHost?: PopupHost;
  /** How often to check whether the popup was closed (default 500 ms). */
  popupPollMs?: number;
  /**
   * How long a closed popup's choice may still arrive before the sign-in counts as cancelled (default 1000 ms): the
   * popup posts its choice and closes at once, and the opener can see it closed before the message is delivered.
   */
  popupClosedGraceMs?: number;
  tokenSync?: TokenSyncOptions;
}

interface Envelope {
  success?: boolean;
  code?: string;
  message?: string;
  field?: string;
  data?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function identityUser(raw: unknown): IdentityUser {
  const r = isRecord(raw) ? raw : {};
  const user: IdentityUser = {
    uid: typeof r.uid === 'string' ? r.uid : '',
    email: strOrNull(r.email),
    displayName: strOrNull(r.displayName),
    photoURL: strOrNull(r.photoURL),
    phoneNumber: strOrNull(r.phoneNumber),
    emailVerified: r.emailVerified === true,
  };
  if (typeof r.isNewUser === 'boolean') user.isNewUser = r.isNewUser;
  return user;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url.replace(/\/+$/, '');
  }
}

function defaultPopupHost(): PopupHost | null {
  if (typeof window === 'undefined' || typeof window.open !== 'function') return null;
  return {
    open: (url, target, features) => window.open(url, target, features),
    addEventListener: (type, listener) => window.addEventListener(type, listener as (e: MessageEvent) => void),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener as (e: MessageEvent) => void),
    origin: window.location.origin,
  };
}

/** Phone code send failures -> the messages of the product's error catalogue. */
export function devPhoneSendError(code: string | undefined, field?: string): IdentityError {
  const m = MESSAGES.phoneCode;
  if (code === 'VALIDATION_ERROR') {
    return field === 'phone' || field === undefined
      ? new IdentityError('invalid-phone-number', m.invalidPhone)
      : new IdentityError('send-failed', m.sendFailed);
  }
  if (code === 'OTP_THROTTLED' || code === 'OTP_LOCKED')
    return new IdentityError('too-many-requests', m.tooManyAttempts);
  return new IdentityError('send-failed', m.sendFailed);
}

/** Phone code confirm failures -> the messages of the product's error catalogue. */
export function devPhoneVerifyError(code: string | undefined): IdentityError {
  const m = MESSAGES.phoneCode;
  if (code === 'INVALID_OTP' || code === 'VALIDATION_ERROR')
    return new IdentityError('invalid-verification-code', m.invalidCode);
  if (code === 'OTP_EXPIRED') return new IdentityError('code-expired', m.expired);
  if (code === 'OTP_LOCKED' || code === 'OTP_THROTTLED')
    return new IdentityError('too-many-requests', m.tooManyAttempts);
  return new IdentityError('verify-failed', m.verifyFailed);
}

/**
 * The dev identity provider: the mock API's `/__dev/identity/*` endpoints stand in for Google and SMS. The Google
 * popup (500x600) lists demo accounts and posts the choice back; closing it is a cancelled sign-in.
 */
export function createDevIdentityProvider(options: DevIdentityOptions): IdentityProvider {
  const origin = originOf(options.baseURL);
  const base = `${origin}/__dev/identity`;
  const pollMs = options.popupPollMs ?? 500;
  const closedGraceMs = options.popupClosedGraceMs ?? 1000;
  let lastIdToken: string | null = null;

  async function post(path: string, body: unknown): Promise<{ ok: boolean; env: Envelope; networkError: boolean }> {
    const doFetch = options.fetch ?? globalThis.fetch;
    try {
      const res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const env = (await res.json().catch(() => ({}))) as Envelope;
      return { ok: res.ok && env.success !== false, env: isRecord(env) ? env : {}, networkError: false };
    } catch {
      return { ok: false, env: {}, networkError: true };
    }
  }

  function googleResult(data: unknown): GoogleSignInResult {
    const d = isRecord(data) ? data : {};
    const user = identityUser(d.user);
    const credential = typeof d.credential === 'string' ? d.credential : '';
    if (!user.uid || !credential) throw new IdentityError('google-failed', MESSAGES.google.failed);
    if (!user.email) throw new IdentityError('missing-email', MESSAGES.google.missingEmail);
    return { user, credential };
  }

  async function signInAs(uid: string): Promise<GoogleSignInResult> {
    const { ok, env, networkError } = await post('/google/sign-in', { uid });
    if (networkError) throw new IdentityError('network-request-failed', MESSAGES.google.networkError);
    if (!ok) throw new IdentityError('google-failed', MESSAGES.google.failed);
    return googleResult(env.data);
  }

  function popupFlow(host: PopupHost): Promise<GoogleSignInResult> {
    const url = `${base}/google/popup?origin=${encodeURIComponent(host.origin)}`;
    const popup = host.open(url, 'wacrm-dev-google', GOOGLE_POPUP_FEATURES);
    if (!popup) return Promise.reject(new IdentityError('popup-blocked', MESSAGES.google.popupBlocked));
    return new Promise<GoogleSignInResult>((resolve, reject) => {
      let done = false;
      let cancelled: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        done = true;
        clearInterval(poll);
        clearTimeout(cancelled);
        host.removeEventListener('message', onMessage);
      };
      const onMessage = (event: { origin: string; data: unknown }) => {
        if (done || event.origin !== origin) return;
        const data = event.data;
        if (!isRecord(data) || data.type !== DEV_GOOGLE_MESSAGE_TYPE) return;
        finish();
        try {
          resolve(googleResult(data));
        } catch (error) {
          reject(error);
        }
      };
      const poll = setInterval(() => {
        if (done || !popup.closed) return;
        clearInterval(poll);
        // Closed: cancelled, unless the choice it posted as it closed is still on its way.
        cancelled = setTimeout(() => {
          if (done) return;
          finish();
          reject(new IdentityError('popup-closed-by-user', MESSAGES.google.cancelled));
        }, closedGraceMs);
      }, pollMs);
      host.addEventListener('message', onMessage);
    });
  }

  return {
    kind: 'dev',
    async signInWithGoogle(signInOptions = {}) {
      if (signInOptions.uid) return signInAs(signInOptions.uid);
      const host = options.popupHost ?? defaultPopupHost();
      if (!host) throw new IdentityError('unsupported', MESSAGES.google.unexpected);
      return popupFlow(host);
    },

    async sendPhoneCode(phone): Promise<PhoneCodeSent> {
      if (!phone || !phone.trim()) throw new IdentityError('missing-phone-number', MESSAGES.phoneCode.phoneRequired);
      const { ok, env, networkError } = await post('/phone/send', { phone });
      if (networkError) throw new IdentityError('network-request-failed', MESSAGES.phoneCode.sendFailed);
      if (!ok) throw devPhoneSendError(env.code, typeof env.field === 'string' ? env.field : undefined);
      const d = isRecord(env.data) ? env.data : {};
      const verificationId = typeof d.verificationId === 'string' ? d.verificationId : '';
      if (!verificationId) throw new IdentityError('send-failed', MESSAGES.phoneCode.sendFailed);
      const sent: PhoneCodeSent = { verificationId };
      if (typeof d.expiresInSeconds === 'number') sent.expiresInSeconds = d.expiresInSeconds;
      if (typeof d.resendInSeconds === 'number') sent.resendInSeconds = d.resendInSeconds;
      return sent;
    },

    async confirmPhoneCode(verificationId, code): Promise<PhoneSignInResult> {
      const { ok, env, networkError } = await post('/phone/confirm', { verificationId, code });
      if (networkError) throw new IdentityError('network-request-failed', MESSAGES.phoneCode.verifyFailed);
      if (!ok) throw devPhoneVerifyError(env.code);
      const d = isRecord(env.data) ? env.data : {};
      const idToken = typeof d.idToken === 'string' ? d.idToken : '';
      const user = identityUser(d.user);
      if (!idToken || !user.uid) throw new IdentityError('verify-failed', MESSAGES.phoneCode.verifyFailed);
      lastIdToken = idToken;
      if (options.tokenSync) await syncIdToken(options.tokenSync, idToken, jwtIssuedAtMs(idToken));
      return { user, idToken };
    },

    async signOut() {
      if (options.tokenSync) await clearIdTokenSync(options.tokenSync, lastIdToken);
      lastIdToken = null;
    },
  };
}
