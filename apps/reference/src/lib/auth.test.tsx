import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, displayName, useAuth, type AuthAdapter, type AuthUser } from './auth';
import { createDocumentCookieJar } from './cookies';

const ada: AuthUser = { userId: 'u-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.io', phoneNumber: '' };

function Probe() {
  const { status, user, logout, reload } = useAuth();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user?.userId ?? 'none'}</p>
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

function fakeAdapter(session: boolean, load: () => Promise<AuthUser | null>): AuthAdapter & { session: boolean } {
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

describe('AuthProvider', () => {
  it('is signed out at once without a session, without loading anything', () => {
    const adapter = fakeAdapter(false, async () => ada);
    render(
      <AuthProvider adapter={adapter}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(adapter.loadUser).not.toHaveBeenCalled();
  });

  it('is loading while the profile is fetched, then signed in', async () => {
    const pending = deferred<AuthUser | null>();
    const adapter = fakeAdapter(true, () => pending.promise);
    render(
      <AuthProvider adapter={adapter}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await act(async () => pending.resolve(ada));
    expect(screen.getByText('status: signed-in')).toBeInTheDocument();
    expect(screen.getByText('user: u-1')).toBeInTheDocument();
  });

  it('is signed out when the profile cannot be loaded (null or a rejection)', async () => {
    const adapter = fakeAdapter(true, async () => {
      throw new Error('boom');
    });
    render(
      <AuthProvider adapter={adapter}>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
  });

  it('logout clears the session; reload reads it again after a sign-in', async () => {
    const adapter = fakeAdapter(true, async () => ada);
    const user = userEvent.setup();
    render(
      <AuthProvider adapter={adapter}>
        <Probe />
      </AuthProvider>,
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
    expect(() => render(<Probe />)).toThrow(/inside <AuthProvider>/);
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
