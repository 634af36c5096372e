import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTIAL_REGISTRATION_KEY } from '@wacrm/whatsapp-sdk';
import { makeUser } from '@wacrm/whatsapp-sdk/testing';
import userEvent from '@testing-library/user-event';
import { AuthStateProvider, type AuthContextValue, type AuthStatus } from '../lib/auth';
import { getWacrmClient } from '../lib/wacrmClient';
import { AppRoutes } from './AppRoutes';

const user = { userId: 'u-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.io', phoneNumber: '' };

function renderAt(path: string, status: AuthStatus, extra: Partial<AuthContextValue> = {}) {
  return render(
    <AuthStateProvider
      value={{
        status,
        user: status === 'signed-in' ? user : null,
        sessionEnd: null,
        error: null,
        logout: vi.fn(async () => {}),
        reload: vi.fn(),
        endSession: vi.fn(),
        hasSession: () => status === 'signed-in',
        ...extra,
      }}
    >
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AuthStateProvider>,
  );
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('routes and access rules', () => {
  it('signed out with a notice: the login page says why, once', async () => {
    renderAt('/dashboard', 'signed-out', { sessionEnd: 'expired' });
    expect(await h1('Log in to Wacrm')).toBeInTheDocument();
    expect(screen.getAllByText('Session expired. Please log in again.')).toHaveLength(1);
    const notices = screen
      .getAllByRole('status')
      .filter((el) => el.textContent === 'Session expired. Please log in again.');
    expect(notices).toHaveLength(1);
  });

  it('a failed profile load shows its message with a Retry that loads it again', async () => {
    const reload = vi.fn();
    const logout = vi.fn(async () => {});
    renderAt('/dashboard', 'error', { error: 'Failed to fetch user profile', reload, logout });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user profile');
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('signed out: /dashboard sends the visitor to /auth/login', async () => {
    renderAt('/dashboard', 'signed-out');
    expect(await h1('Log in to Wacrm')).toBeInTheDocument();
  });

  it.each(['/auth/login', '/auth/register', '/auth/complete-registration', '/', '/for-teams'])(
    'signed in: %s goes to the dashboard',
    async (path) => {
      renderAt(path, 'signed-in');
      expect(await screen.findByRole('tab', { name: 'CRM' }, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    },
  );

  it.each(['/dashboard', '/', '/auth/login'])('shows a spinner at %s while the session is loading', (path) => {
    renderAt(path, 'loading');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it.each([
    ['/', 'Turn WhatsApp conversations into revenue'],
    ['/for-teams', 'The WhatsApp CRM your whole team shares'],
    ['/auth/login', 'Log in to Wacrm'],
    ['/auth/register', 'Start your free trial'],
    ['/auth/complete-registration', 'Complete your registration'],
  ])('signed out: %s shows %s', async (path, heading) => {
    renderAt(path, 'signed-out');
    expect(await h1(heading)).toBeInTheDocument();
  });

  it.each([
    ['/help', 'How can we help?'],
    ['/partners', 'Grow with Wacrm'],
    ['/pricing', 'Simple pricing that grows with you'],
  ])('%s is open to everyone', async (path, heading) => {
    const first = renderAt(path, 'signed-out');
    expect(await h1(heading)).toBeInTheDocument();
    expect(document.title).toMatch(/ – Wacrm$/);
    first.unmount();
    renderAt(path, 'signed-in');
    expect(await h1(heading)).toBeInTheDocument();
  });

  it('an unknown route shows the not-found page with a way home', async () => {
    renderAt('/no/such/page', 'signed-out');
    expect(await h1('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('the login page shows the sign-in widget of @wacrm/crm-widgets', async () => {
    renderAt('/auth/login', 'signed-out');
    await h1('Log in to Wacrm');
    expect(
      await screen.findByRole('textbox', { name: 'Business email or phone number' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register');
  }, 30_000);
});

describe('auth pages: one heading, one link of each kind, a plain tab title (issue #23)', () => {
  afterEach(() => sessionStorage.clear());

  it('/auth alone goes to the login page', async () => {
    renderAt('/auth', 'signed-out');
    expect(await h1('Log in to Wacrm')).toBeInTheDocument();
  });

  it.each([
    ['/auth/login', 'Log in to Wacrm', 'Send OTP', 'Log in – Wacrm', '/auth/register'],
    ['/auth/register', 'Start your free trial', 'Send OTP to Phone', 'Start your free trial – Wacrm', '/auth/login'],
    [
      '/auth/complete-registration',
      'Complete your registration',
      'Send Verification Code',
      'Complete your registration – Wacrm',
      '/auth/register',
    ],
  ])(
    '%s: the h1 %j once, its form, one link to the other page',
    async (path, heading, button, title, other) => {
      // complete-registration shows its form only for a saved Google sign-up lacking a phone.
      sessionStorage.setItem(
        PARTIAL_REGISTRATION_KEY,
        JSON.stringify({ firstName: 'Arjun', lastName: 'Mehta', email: 'arjun@lumen.test', firebaseUid: 'g-1' }),
      );
      renderAt(path, 'signed-out');
      await h1(heading);
      expect(await screen.findByRole('button', { name: button }, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getAllByRole('heading')).toHaveLength(1);
      expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
      const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href') === other);
      expect(links).toHaveLength(1);
      expect(document.title).toBe(title);
    },
    30_000,
  );
});

describe("one session: the app's provider", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    getWacrmClient().tokens.clear();
  });

  // The auth forms' provider (auth/AuthForms.tsx) serves the forms only: a second session there would fetch the
  // profile again beside the app's, or clear the tokens the app still holds, and the two could disagree.
  it.each([
    ['with tokens the app could not load a profile for', true],
    ['without tokens', false],
  ])(
    'the login page %s reads, checks and clears no session of its own',
    async (_, tokens) => {
      const client = getWacrmClient();
      if (tokens) client.tokens.setTokens({ accessToken: 'access', refreshToken: 'refresh' });
      const getProfile = vi.spyOn(client.auth, 'getProfile').mockResolvedValue(makeUser(user));
      const logout = vi.spyOn(client.auth, 'logout');
      renderAt('/auth/login', tokens ? 'error' : 'signed-out', tokens ? { error: 'Failed to fetch user profile' } : {});
      expect(await screen.findByRole('button', { name: 'Send OTP' }, { timeout: 15_000 })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(getProfile).not.toHaveBeenCalled();
      expect(logout).not.toHaveBeenCalled();
      expect(client.auth.hasSession()).toBe(tokens);
    },
    30_000,
  );
});

describe('RouteErrorBoundary', () => {
  it('shows a reload page instead of a blank screen when a page throws', async () => {
    const { RouteErrorBoundary } = await import('../components/RouteErrorBoundary');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('chunk failed');
    }
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    vi.mocked(console.error).mockRestore();
  });
});
