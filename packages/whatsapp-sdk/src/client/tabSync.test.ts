import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, startTestServer, type TestServer } from '../../test/helpers/http-server';
import { createAuthApi } from '../auth';
import { createClientSession, memoryStorage } from '../session';
import { createHttpClient, type HttpClient, type SessionEndedEvent } from './http';
import {
  createTabSync,
  parseTabMessage,
  type BroadcastChannelLike,
  type LockManagerLike,
  type TabSync,
} from './tabSync';
import { memoryTokenStore, type TokenStore } from './tokens';

let server: TestServer;
const opened: HttpClient[] = [];

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  for (const http of opened.splice(0)) http.dispose();
  await server.close();
});

/** navigator.locks for one browser: an exclusive lock per name, granted in request order. */
function browserLocks(): LockManagerLike & { granted: number } {
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    granted: 0,
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => {
        locks.granted += 1;
        return task();
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  return locks;
}

/** Node's own BroadcastChannel: instances of one name in this process hear each other, like tabs of an origin. */
const nodeChannel = (name: string) => new BroadcastChannel(name) as unknown as BroadcastChannelLike;

interface Tab {
  http: HttpClient;
  tokens: TokenStore;
  ended: SessionEndedEvent[];
  expired: ReturnType<typeof vi.fn>;
  cleared: ReturnType<typeof vi.fn>;
}

function openTab(tokens: TokenStore, sync: TabSync | false): Tab {
  const ended: SessionEndedEvent[] = [];
  const expired = vi.fn();
  const cleared = vi.fn();
  const http = createHttpClient({
    baseURL: `${server.url}/api/v1`,
    tokenStore: tokens,
    tabSync: sync,
    onSessionExpired: expired,
    onSessionCleared: cleared,
    onSessionEnded: (event) => ended.push(event),
  });
  opened.push(http);
  return { http, tokens, ended, expired, cleared };
}

/** Accepts access token `A1` only; rotates R0 -> (A1, R1) once, and a second use of R0 is a replay (401). */
function rotatingServer() {
  const used = new Set<string>();
  server.setHandler((req) => {
    if (req.path === '/api/v1/auth/refresh-token') {
      const token = (req.body as { refreshToken?: string }).refreshToken ?? '';
      if (token !== 'R0' || used.has(token))
        return fail(401, 'INVALID_REFRESH_TOKEN', 'Invalid or expired refresh token');
      used.add(token);
      return { ...ok({ token: 'A1', accessToken: 'A1', refreshToken: 'R1' }), delayMs: 60 };
    }
    if (req.headers.authorization !== 'Bearer A1') return fail(401, 'TOKEN_EXPIRED', 'Access token has expired');
    return ok({ path: req.path });
  });
}

const refreshCalls = () => server.requests.filter((r) => r.path === '/api/v1/auth/refresh-token').length;
const get = (http: HttpClient, url: string) =>
  http.request<{ path: string }>({ method: 'GET', url, defaultMessage: 'D' });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('two tabs sharing the cookies', () => {
  it('whose access token expired together make one refresh call and both stay signed in', async () => {
    rotatingServer();
    const cookies = memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' });
    const locks = browserLocks();
    const name = `wacrm-test-${randomUUID()}`;
    const a = openTab(cookies, createTabSync({ name, locks, openChannel: nodeChannel }));
    const b = openTab(cookies, createTabSync({ name, locks, openChannel: nodeChannel }));

    const [ra, rb] = await Promise.all([get(a.http, '/a'), get(b.http, '/b')]);

    expect([ra.path, rb.path]).toEqual(['/api/v1/a', '/api/v1/b']);
    expect(refreshCalls()).toBe(1);
    // The second tab took the lock after the first and found the new token in the shared store.
    expect(locks.granted).toBe(2);
    expect(cookies.getAccessToken()).toBe('A1');
    expect(cookies.getRefreshToken()).toBe('R1');
    expect([...a.ended, ...b.ended]).toEqual([]);
  });

  it('without the lock (what the issue found) the second tab refreshes too, its refresh is a replay and fails', async () => {
    rotatingServer();
    const cookies = memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' });
    const a = openTab(cookies, false);
    const b = openTab(cookies, false);

    const results = await Promise.allSettled([get(a.http, '/a'), get(b.http, '/b')]);

    expect(refreshCalls()).toBe(2);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
  });

  it('a logout in one tab ends the session in the other, which is told it ended elsewhere', async () => {
    const cookies = memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' });
    const name = `wacrm-test-${randomUUID()}`;
    const a = openTab(cookies, createTabSync({ name, locks: null, openChannel: nodeChannel }));
    const b = openTab(cookies, createTabSync({ name, locks: null, openChannel: nodeChannel }));

    expect(a.http.endSession('logout')).toBe('R0');

    await until(() => b.ended.length > 0);
    expect(b.ended).toEqual([{ reason: 'logout', elsewhere: true }]);
    // The other tab runs its clear routine (drops its session record, closes its sockets) but is not 'expired'.
    expect(b.cleared).toHaveBeenCalledTimes(1);
    expect(b.expired).not.toHaveBeenCalled();
    // The tab that logged out chose to: it is not told.
    expect(a.ended).toEqual([]);
    expect(a.expired).not.toHaveBeenCalled();
  });

  it('a refresh refused in one tab ends the session in the other as expired', async () => {
    server.setHandler((req) =>
      req.path === '/api/v1/auth/refresh-token'
        ? fail(401, 'INVALID_REFRESH_TOKEN', 'Invalid or expired refresh token')
        : fail(401, 'TOKEN_EXPIRED', 'Access token has expired'),
    );
    const cookies = memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' });
    const name = `wacrm-test-${randomUUID()}`;
    const a = openTab(cookies, createTabSync({ name, locks: null, openChannel: nodeChannel }));
    const b = openTab(cookies, createTabSync({ name, locks: null, openChannel: nodeChannel }));

    await expect(get(a.http, '/a')).rejects.toMatchObject({ status: 401 });

    expect(a.ended).toEqual([{ reason: 'expired', elsewhere: false }]);
    expect(a.expired).toHaveBeenCalledTimes(1);
    await until(() => b.ended.length > 0);
    expect(b.ended).toEqual([{ reason: 'expired', elsewhere: true }]);
    expect(b.expired).toHaveBeenCalledTimes(1);
  });
});

describe('tabs with a store each', () => {
  it('a tab of the same session takes the rotated pair; a tab of another session ignores it', async () => {
    rotatingServer();
    const name = `wacrm-test-${randomUUID()}`;
    const a = openTab(
      memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' }),
      createTabSync({ name, locks: null, openChannel: nodeChannel }),
    );
    const same = openTab(
      memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' }),
      createTabSync({ name, locks: null, openChannel: nodeChannel }),
    );
    const other = openTab(
      memoryTokenStore({ accessToken: 'X0', refreshToken: 'X-R0' }),
      createTabSync({ name, locks: null, openChannel: nodeChannel }),
    );

    await get(a.http, '/a');

    await until(() => same.tokens.getRefreshToken() === 'R1');
    expect(same.tokens.getAccessToken()).toBe('A1');
    expect(other.tokens.getRefreshToken()).toBe('X-R0');
    // The same-session tab now calls with the new token: no refresh of its own (R0 would be a replay).
    await expect(get(same.http, '/same')).resolves.toEqual({ path: '/api/v1/same' });
    expect(refreshCalls()).toBe(1);
  });

  it("a logout in another session's tab leaves this one signed in", async () => {
    const name = `wacrm-test-${randomUUID()}`;
    const a = openTab(
      memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' }),
      createTabSync({ name, locks: null, openChannel: nodeChannel }),
    );
    const other = openTab(
      memoryTokenStore({ accessToken: 'X0', refreshToken: 'X-R0' }),
      createTabSync({ name, locks: null, openChannel: nodeChannel }),
    );
    const same = openTab(
      memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' }),
      createTabSync({ name, locks: null, openChannel: nodeChannel }),
    );

    a.http.endSession('logout');

    await until(() => same.ended.length > 0);
    expect(other.ended).toEqual([]);
    expect(other.tokens.getRefreshToken()).toBe('X-R0');
  });
});

describe('createTabSync', () => {
  it('opens no channel outside a browser, so clients of different users in one server process never hear each other', () => {
    expect(typeof window).toBe('undefined');
    const heard = vi.fn();
    const a = createTabSync({ name: 'shared-name' });
    const b = createTabSync({ name: 'shared-name' });
    b.subscribe(heard);
    a.publish({ type: 'ended', reason: 'logout', refreshToken: 'R0' });
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(heard).not.toHaveBeenCalled();
        a.close();
        b.close();
        resolve();
      }, 30),
    );
  });

  it('runs the task directly without Web Locks', async () => {
    const sync = createTabSync({ name: 'x', locks: null, openChannel: null });
    await expect(sync.withRefreshLock(async () => 42)).resolves.toBe(42);
  });

  it('ignores malformed messages', () => {
    for (const junk of [null, 'x', 42, {}, { type: 'tokens' }, { type: 'ended', reason: 'nope' }, [1]]) {
      expect(parseTabMessage(junk)).toBeNull();
    }
    expect(parseTabMessage({ type: 'ended', reason: 'logout', refreshToken: 7 })).toEqual({
      type: 'ended',
      reason: 'logout',
      refreshToken: null,
    });
  });
});

describe('auth.logout()', () => {
  function authApi(tokens: TokenStore) {
    const http = createHttpClient({ baseURL: `${server.url}/api/v1`, tokenStore: tokens, tabSync: false });
    opened.push(http);
    const session = createClientSession({ storage: memoryStorage() });
    session.start();
    return { auth: createAuthApi(http, session), session };
  }

  it('clears the session at once and asks the server to revoke the refresh token', async () => {
    server.setHandler(() => ok({ revoked: true }));
    const tokens = memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' });
    const { auth, session } = authApi(tokens);

    const done = auth.logout();
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(session.read()).toBeNull();
    await done;

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/logout',
      body: { refreshToken: 'R0' },
    });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer A0');
  });

  it('resolves when the server refuses or is unreachable', async () => {
    server.setHandler(() => fail(500, 'INTERNAL', 'boom'));
    await expect(
      authApi(memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' })).auth.logout(),
    ).resolves.toBeUndefined();
    server.setHandler(() => ({ hangUp: true }));
    await expect(
      authApi(memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' })).auth.logout(),
    ).resolves.toBeUndefined();
  });

  it('makes no server call without a refresh token', async () => {
    await authApi(memoryTokenStore()).auth.logout();
    expect(server.requests).toHaveLength(0);
  });
});
