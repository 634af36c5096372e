import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider, displayName, useAuth, type AuthAdapter, type AuthUser } from './auth';
import { createDocumentCookieJar } from './cookies';
import type { SessionEnd } from './sessionEvents';

const ada: AuthUser = { userId: 'u-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.io', phoneNumber: '' };

function Probe() {
  const { status, user, sessionEnd, error, logout, reload, endSession } = useAuth();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user?.userId ?? 'none'}</p>
      <p>notice: {sessionEnd ?? 'none'}</p>
      <p>error: {error ?? 'none'}</p>
      <button type="button" onClick={() => endSession('expired')}>
        end
      </button>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
      <button type="button" onClick={reload}>
        reload
      </button>
    </div>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function fakeAdapter(
  session: boolean,
  load: () => Promise<AuthUser | null | 'expired'>,
): AuthAdapter & { session: boolean } {
  const adapter = {
    session,
    hasSession: () => adapter.session,
    loadUser: vi.fn(load),
    logout: vi.fn(async () => {
      adapter.session = false;
    }),
  };
  return adapter;
}

describe('SessionProvider', () => {
  it('is signed out at once without a session, without loading anything', () => {
    const adapter = fakeAdapter(false, async () => ada);
    render(
      <SessionProvider adapter={adapter}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(adapter.loadUser).not.toHaveBeenCalled();
  });

  it('is loading while the profile is fetched, then signed in', async () => {
    const pending = deferred<AuthUser | null>();
    const adapter = fakeAdapter(true, () => pending.promise);
    render(
      <SessionProvider adapter={adapter}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await act(async () => pending.resolve(ada));
    expect(screen.getByText('status: signed-in')).toBeInTheDocument();
    expect(screen.getByText('user: u-1')).toBeInTheDocument();
  });

  it('is signed out when the server refused the session (null)', async () => {
    const adapter = fakeAdapter(true, async () => null);
    render(
      <SessionProvider adapter={adapter}>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
  });

  it('shows the error when the profile could not be loaded, and reload tries again', async () => {
    let fail = true;
    const adapter = fakeAdapter(true, async () => {
      if (fail) throw new Error('Failed to fetch user profile');
      return ada;
    });
    render(
      <SessionProvider adapter={adapter}>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('status: error')).toBeInTheDocument();
    expect(screen.getByText('error: Failed to fetch user profile')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText('status: signed-in')).toBeInTheDocument();
    expect(screen.getByText('error: none')).toBeInTheDocument();
  });

  it('logout clears the session; reload reads it again after a sign-in', async () => {
    const adapter = fakeAdapter(true, async () => ada);
    const user = userEvent.setup();
    render(
      <SessionProvider adapter={adapter}>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('status: signed-in')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'logout' }));
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(adapter.logout).toHaveBeenCalledTimes(1);
    adapter.session = true; // a sign-in form stored new tokens
    await user.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText('status: signed-in')).toBeInTheDocument();
  });

  it('useAuth outside a provider throws a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/inside <SessionProvider>/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('displayName', () => {
  it('prefers the full name, then email, then phone', () => {
    expect(displayName(ada)).toBe('Ada Lovelace');
    expect(displayName({ ...ada, firstName: '', lastName: '' })).toBe('ada@acme.io');
    expect(displayName({ ...ada, firstName: '', lastName: '', email: '', phoneNumber: '+1555' })).toBe('+1555');
    expect(displayName(null)).toBe('');
  });
});

describe('createDocumentCookieJar', () => {
  it('sets, reads (URI-decoded) and removes cookies on the document', () => {
    const jar = createDocumentCookieJar(document);
    jar.set('token', 'a b=c');
    expect(jar.get('token')).toBe('a b=c');
    jar.remove('token');
    expect(jar.get('token')).toBeUndefined();
  });

  it('ignores malformed values', () => {
    document.cookie = 'token=%E0%A4%A';
    expect(createDocumentCookieJar(document).get('token')).toBeUndefined();
    document.cookie = 'token=; Max-Age=0; Path=/';
  });
});

describe('SessionProvider: the session ends with one notice', () => {
  const expiredNotice = 'notice: expired';

  function sessionAdapter(load: () => Promise<AuthUser | null | 'expired'> = async () => ada) {
    const listeners = new Set<(end: SessionEnd) => void>();
    return Object.assign(fakeAdapter(true, load), {
      subscribe: (listener: (end: SessionEnd) => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      end: (end: SessionEnd) => listeners.forEach((l) => l(end)),
    });
  }

  function renderWith(adapter: AuthAdapter) {
    return render(
      <SessionProvider adapter={adapter}>
        <Probe />
      </SessionProvider>,
    );
  }

  it('a 2-hour record that expired before start signs out with the notice and ends the session', async () => {
    const adapter = sessionAdapter(async () => 'expired');
    renderWith(adapter);
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
    expect(screen.getByText(expiredNotice)).toBeInTheDocument();
    expect(adapter.logout).toHaveBeenCalledTimes(1);
  });

  it('endSession (the signed-in area, when the record expires) signs out with the notice and ends the session', async () => {
    const adapter = sessionAdapter();
    renderWith(adapter);
    expect(await screen.findByText('status: signed-in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'end' }));
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(screen.getByText(expiredNotice)).toBeInTheDocument();
    expect(adapter.logout).toHaveBeenCalledTimes(1);
  });

  it('a session ended elsewhere signs out with its notice; a sign-in afterwards clears it', async () => {
    const adapter = sessionAdapter();
    renderWith(adapter);
    expect(await screen.findByText('status: signed-in')).toBeInTheDocument();
    act(() => adapter.end('logout'));
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(screen.getByText('notice: logout')).toBeInTheDocument();
    act(() => adapter.end('expired'));
    expect(screen.getByText(expiredNotice)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText('status: signed-in')).toBeInTheDocument();
    expect(screen.getByText('notice: none')).toBeInTheDocument();
  });

  it('keeps the notice of a refresh refused while the profile loaded', async () => {
    const pending = deferred<AuthUser | null>();
    const adapter = sessionAdapter(() => pending.promise);
    renderWith(adapter);
    act(() => adapter.end('expired'));
    await act(async () => pending.resolve(null));
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(screen.getByText(expiredNotice)).toBeInTheDocument();
  });
});
