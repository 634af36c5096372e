import { describe, expect, it, vi } from 'vitest';
import { IdentityError, MESSAGES, type IdentityProvider } from '@wacrm/whatsapp-sdk';
import {
  createAppIdentityProvider,
  lazyIdentityProvider,
  loadFirebaseIdentityProvider,
  signOutAppIdentity,
} from './identity';

const firebaseConfig = { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo', appId: '1:2:web:3' };
const base = { apiBaseUrl: 'http://localhost:4010/api/v1', identityTokenSyncUrl: null } as const;

function fakeProvider(kind = 'fake'): IdentityProvider {
  return {
    kind,
    signInWithGoogle: vi.fn(async () => ({
      user: { uid: 'u1', email: 'ann@acme.io', displayName: 'Ann Lee', phoneNumber: null },
      credential: 'cred',
    })),
    sendPhoneCode: vi.fn(async () => ({ verificationId: 'v1' })),
    confirmPhoneCode: vi.fn(async () => ({
      user: { uid: 'u1', email: null, displayName: null, phoneNumber: '+15550001111' },
      idToken: 'tok',
    })),
    signOut: vi.fn(async () => undefined),
  } as unknown as IdentityProvider;
}

describe('createAppIdentityProvider', () => {
  it('uses the dev adapter by default and never loads Firebase', () => {
    const firebase = vi.fn();
    const provider = createAppIdentityProvider({ ...base, identityProvider: 'dev', firebase: null }, { firebase });
    expect(provider.kind).toBe('dev');
    provider.preload();
    expect(firebase).not.toHaveBeenCalled();
  });

  it("loads Firebase with the app's config and the id-token sync URL on first use, once", async () => {
    const inner = fakeProvider('firebase');
    const firebase = vi.fn(async () => inner);
    const provider = createAppIdentityProvider(
      {
        ...base,
        identityTokenSyncUrl: 'https://id.example.com/sync',
        identityProvider: 'firebase',
        firebase: firebaseConfig,
      },
      { firebase },
    );
    expect(provider.kind).toBe('firebase');
    expect(firebase).not.toHaveBeenCalled();

    await provider.signInWithGoogle();
    await provider.sendPhoneCode('+15550001111');
    await provider.confirmPhoneCode('v1', '123456');
    expect(firebase).toHaveBeenCalledTimes(1);
    expect(firebase).toHaveBeenCalledWith(firebaseConfig, { url: 'https://id.example.com/sync' });
    expect(inner.signInWithGoogle).toHaveBeenCalledTimes(1);
    expect(inner.sendPhoneCode).toHaveBeenCalledWith('+15550001111');
    expect(inner.confirmPhoneCode).toHaveBeenCalledWith('v1', '123456');
  });

  it("preload() starts loading before the first click (a popup must open within the click's activation)", async () => {
    const firebase = vi.fn(async () => fakeProvider('firebase'));
    const provider = createAppIdentityProvider(
      { ...base, identityProvider: 'firebase', firebase: firebaseConfig },
      { firebase },
    );
    provider.preload();
    expect(firebase).toHaveBeenCalledTimes(1);
    await provider.signInWithGoogle();
    expect(firebase).toHaveBeenCalledTimes(1);
  });
});

describe('loadFirebaseIdentityProvider', () => {
  it('builds the SDK Firebase provider on a Firebase app initialised from the config (no network needed)', async () => {
    const provider = await loadFirebaseIdentityProvider(firebaseConfig, undefined);
    expect(provider.kind).toBe('firebase');
    const { getApp } = await import('firebase/app');
    expect(getApp().options).toMatchObject(firebaseConfig);
    // A second load reuses the initialised app instead of failing with 'duplicate-app'.
    await expect(loadFirebaseIdentityProvider(firebaseConfig, undefined)).resolves.toMatchObject({ kind: 'firebase' });
  });
});

describe('lazyIdentityProvider', () => {
  it("rejects with the spec's message for the action when the provider cannot load, and retries next time", async () => {
    const inner = fakeProvider();
    const load = vi
      .fn<() => Promise<IdentityProvider>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(inner);
    const provider = lazyIdentityProvider('firebase', load);

    const google = await provider.signInWithGoogle().catch((e: unknown) => e);
    expect(google).toBeInstanceOf(IdentityError);
    expect((google as IdentityError).message).toBe(MESSAGES.google.networkError);
    await expect(provider.sendPhoneCode('+15550001111')).rejects.toThrow(MESSAGES.phoneCode.sendFailed);
    await expect(provider.confirmPhoneCode('v1', '123456')).rejects.toThrow(MESSAGES.phoneCode.verifyFailed);

    await expect(provider.signInWithGoogle()).resolves.toMatchObject({ credential: 'cred' });
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('signOut loads the provider to end a session that outlived a reload, and never throws when it cannot load', async () => {
    const inner = fakeProvider();
    const provider = lazyIdentityProvider('firebase', async () => inner);
    await provider.signOut();
    expect(inner.signOut).toHaveBeenCalledTimes(1);

    const broken = lazyIdentityProvider('firebase', async () => {
      throw new Error('offline');
    });
    await expect(broken.signOut()).resolves.toBeUndefined();
  });
});

describe('signOutAppIdentity', () => {
  it('does nothing for the dev provider without a sync URL', async () => {
    await expect(signOutAppIdentity({ identityProvider: 'dev', identityTokenSyncUrl: null })).resolves.toBeUndefined();
  });
});
