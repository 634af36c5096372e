import { act, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createWacrmClient, memoryStorage, memoryTokenStore } from '@wacrm/whatsapp-sdk';
import { createFakeIdentityProvider } from '../../testing/fakeIdentity';
import { AuthProvider, useAuth } from './AuthProvider';
import { createSessionExpiryChannel } from './sessionExpiry';

/**
 * The AuthProvider on the real SDK client (request funnel, single-flight refresh, onSessionExpired), with a scripted
 * axios adapter standing in for the server.
 */
type Route = (config: InternalAxiosRequestConfig) => { status: number; body: unknown };

function scriptedClient(route: Route) {
  const sessionExpiry = createSessionExpiryChannel();
  const client = createWacrmClient({
    baseURL: 'http://api.test/api/v1',
    tokenStore: memoryTokenStore({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    sessionStorage: memoryStorage(),
    onSessionExpired: sessionExpiry.notify,
  });
  client.http.axios.defaults.adapter = async (config) => {
    const { status, body } = route(config);
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { client, sessionExpiry };
}

const PROFILE = { userId: 'usr_1', firstName: 'Asha', lastName: 'Rao', email: 'asha@acme.io', phoneNumber: '+91' };
const unauthorized = { status: 401, body: { success: false, code: 'TOKEN_EXPIRED', message: 'Token expired' } };

function Probe() {
  const auth = useAuth();
  return <output aria-label="status">{`${auth.status}|${auth.user?.email ?? ''}|${auth.error ?? ''}`}</output>;
}

describe('AuthProvider with the real SDK client', () => {
  it('refreshes an expired access token at start-up, then fetches the profile', async () => {
    const seen: string[] = [];
    const { client, sessionExpiry } = scriptedClient((config) => {
      const auth = String(config.headers?.Authorization ?? '');
      seen.push(`${config.url} ${auth}`);
      if (config.url === '/auth/refresh-token')
        return { status: 200, body: { success: true, data: { accessToken: 'access-2', refreshToken: 'refresh-2' } } };
      if (config.url === '/auth/profile')
        return auth === 'Bearer access-2'
          ? { status: 200, body: { success: true, data: { user: PROFILE } } }
          : unauthorized;
      return { status: 404, body: {} };
    });
    render(
      <AuthProvider
        client={client}
        identityProvider={createFakeIdentityProvider()}
        sessionExpiry={sessionExpiry}
        sessionStorage={null}
      >
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'status' })).toHaveTextContent('signed-in|asha@acme.io|'),
    );
    expect(seen).toEqual(['/auth/profile Bearer access-1', '/auth/refresh-token ', '/auth/profile Bearer access-2']);
    expect(client.session.isValid()).toBe(true);
  });

  it('ends the session when a later call’s refresh fails: tokens cleared, signed out, onSessionExpired once', async () => {
    let refreshWorks = true;
    const { client, sessionExpiry } = scriptedClient((config) => {
      if (config.url === '/auth/profile') return { status: 200, body: { success: true, data: { user: PROFILE } } };
      if (config.url === '/auth/refresh-token')
        return refreshWorks
          ? { status: 200, body: { success: true, data: { accessToken: 'x', refreshToken: 'y' } } }
          : { status: 401, body: { success: false, code: 'INVALID_REFRESH_TOKEN', message: 'Invalid refresh token' } };
      return unauthorized;
    });
    const onSessionExpired = vi.fn();
    render(
      <AuthProvider
        client={client}
        identityProvider={createFakeIdentityProvider()}
        sessionExpiry={sessionExpiry}
        onSessionExpired={onSessionExpired}
        sessionStorage={null}
      >
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'status' })).toHaveTextContent('signed-in'));

    refreshWorks = false;
    await act(async () => {
      await expect(client.whatsapp('usr_1').templates.list()).rejects.toMatchObject({ status: 401 });
    });
    expect(screen.getByRole('status', { name: 'status' })).toHaveTextContent(/^signed-out\|\|$/);
    expect(client.auth.hasSession()).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
