import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, IdentityError, MESSAGES, type CheckUserPayload } from '@wacrm/whatsapp-sdk';
import { useAuth } from '../AuthProvider/AuthProvider';
import { firebaseError, GOOGLE_WITHOUT_EMAIL, GOOGLE_WITHOUT_PHONE } from '../../testing/fakeIdentity';
import { AuthHarness, createAuthHarness, type AuthHarnessSetup } from '../../testing/authHarness';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

type User = ReturnType<typeof userEvent.setup>;

function AuthProbe() {
  const auth = useAuth();
  return (
    <output aria-label="auth state">
      {auth.status}|{auth.user?.email ?? ''}|{auth.error ?? ''}
    </output>
  );
}

function setup(props: Partial<RegisterFormProps> = {}, harness: AuthHarnessSetup = createAuthHarness()) {
  const onSuccess = vi.fn();
  const onNavigate = vi.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <AuthHarness setup={harness}>
      <RegisterForm onSuccess={onSuccess} onNavigate={onNavigate} {...props} />
      <AuthProbe />
    </AuthHarness>,
  );
  return { ...harness, onSuccess, onNavigate, user };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fill(user: User, values: { first?: string; last?: string; email?: string; phone?: string }) {
  const entries: [string, string | undefined][] = [
    ['First name', values.first],
    ['Last name', values.last],
    ['Business email', values.email],
    ['Mobile number', values.phone],
  ];
  for (const [name, value] of entries) {
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  }
  await user.click(screen.getByRole('button', { name: 'Send OTP to Phone' }));
}

const NEW_USER = { first: 'Meera', last: 'Iyer', email: 'meera@orbit.test', phone: '98111 22233' };

async function pasteCode(user: User, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RegisterForm: details step', () => {
  it('shows no Google button nor or divider with an identity provider that cannot sign in with Google', () => {
    const harness = createAuthHarness();
    setup({}, { ...harness, identity: Object.assign(harness.identity, { supportsGoogle: false }) });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(field('Business email')).toBeInTheDocument();
  });

  it('shows the title, Google button, the four fields, Send OTP to Phone, the sign-in link and the legal links', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Start your free trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    for (const name of ['First name', 'Last name', 'Business email', 'Mobile number']) {
      expect(field(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    const terms = screen.getByRole('link', { name: /Terms of Service/ });
    const privacy = screen.getByRole('link', { name: /Privacy Policy/ });
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(terms).toHaveAttribute('href', 'https://www.example.com/terms');
    expect(privacy).toHaveAttribute('href', 'https://www.example.com/privacy');
  });

  it('takes configurable http(s) legal targets and refuses anything else', () => {
    setup({ termsUrl: 'http://acme.test/terms', privacyUrl: 'javascript:alert(1)' });
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', 'http://acme.test/terms');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      'https://www.example.com/privacy',
    );
  });

  it('shows every required message', async () => {
    const { user, client } = setup();
    await fill(user, {});
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(client.controls.callsTo('auth.checkUser')).toHaveLength(0);
  });

  it.each([
    [{ ...NEW_USER, first: 'A' }, 'First name', 'First name must be at least 2 characters'],
    [{ ...NEW_USER, first: '  A  ' }, 'First name', 'First name must be at least 2 characters'],
    [{ ...NEW_USER, last: 'B' }, 'Last name', 'Last name must be at least 2 characters'],
    [{ ...NEW_USER, first: 'J0hn' }, 'First name', 'First name should only contain letters'],
    [{ ...NEW_USER, last: 'Smith-2' }, 'Last name', 'Last name should only contain letters'],
    [{ ...NEW_USER, email: 'meera@orbit' }, 'Business email', 'Please enter a valid email address'],
    [{ ...NEW_USER, email: 'meera@gmail.com' }, 'Business email', 'Please use your business email address, not Gmail'],
    [{ ...NEW_USER, phone: '12345' }, 'Mobile number', 'Please enter a valid phone number'],
    [{ ...NEW_USER, phone: '+1234 98111 22233' }, 'Mobile number', 'Please enter a valid phone number'],
  ])('validates %j: %s shows the spec message', async (values, name, message) => {
    const { user, client } = setup();
    await fill(user, values);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(name)).toHaveAccessibleDescription(message);
    expect(client.controls.callsTo('auth.checkUser')).toHaveLength(0);
  });
});

describe('RegisterForm: phone code and account creation', () => {
  it('checks email and phone in register mode, sends the code, shows the summary and creates the account', async () => {
    const { user, client, identity, onSuccess } = setup();
    await fill(user, NEW_USER);
    expect(await screen.findByRole('heading', { name: 'Verify Your Phone Number' })).toBeInTheDocument();
    expect(client.controls.callsTo('auth.checkUser')).toEqual([
      [{ email: 'meera@orbit.test', mode: 'register' }],
      [{ phone: '+919811122233', mode: 'register' }],
    ]);
    expect(identity.calls.filter((c) => c.op === 'sendPhoneCode').map((c) => c.args)).toEqual([['+919811122233']]);
    const details = within(screen.getByRole('group', { name: 'Your details' }));
    expect(details.getByText('Meera Iyer')).toBeInTheDocument();
    expect(details.getByText('meera@orbit.test')).toBeInTheDocument();
    expect(details.getByText('+919811122233')).toBeInTheDocument();

    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(client.controls.callsTo('auth.register')).toEqual([
      [{ firstName: 'Meera', lastName: 'Iyer', email: 'meera@orbit.test', phone: '+919811122233' }],
    ]);
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ email: 'meera@orbit.test', phoneNumber: '+919811122233' });
    expect(onSuccess.mock.calls[0]?.[0]).not.toHaveProperty('accessToken');
    expect(screen.getByLabelText('auth state')).toHaveTextContent(/^signed-in\|meera@orbit.test\|$/);
  });

  it("asks for the complete code: 'Please enter the complete 6-digit OTP' (no period)", async () => {
    const { user, client } = setup();
    await fill(user, NEW_USER);
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please enter the complete 6-digit OTP$/);
    expect(client.controls.callsTo('auth.register')).toHaveLength(0);
  });

  it("shows 'Account already exists. Please login instead.' and goes to /auth/login after 2 s", async () => {
    const { user, onNavigate, identity } = setup();
    await fill(user, { ...NEW_USER, email: 'asha@acme.io' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Account already exists. Please login instead.');
    expect(identity.calls.some((c) => c.op === 'sendPhoneCode')).toBe(false);
    act(() => vi.advanceTimersByTime(1900));
    expect(onNavigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onNavigate).toHaveBeenCalledWith('/auth/login');
  });

  it("shows 'Phone number already registered. Please login instead.' when sending a code to a taken phone", async () => {
    const { user, onNavigate, identity } = setup();
    await fill(user, { ...NEW_USER, phone: '+91 98765 43210' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Phone number already registered\. Please login instead\.$/,
    );
    expect(identity.calls.some((c) => c.op === 'sendPhoneCode')).toBe(false);
    act(() => vi.advanceTimersByTime(3000));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it.each([
    ['email', 'Failed to verify account'],
    ['phone', 'Failed to verify phone number'],
  ])('falls back to the spec message when the %s check fails without one', async (which, message) => {
    const { user, client } = setup();
    const original = client.auth.checkUser.bind(client.auth);
    vi.spyOn(client.auth, 'checkUser').mockImplementation((payload: CheckUserPayload) =>
      (which === 'email' ? payload.email : payload.phone)
        ? Promise.reject(new ApiError({ status: 500, code: 'HTTP_500', message: MESSAGES.auth.verifyAccountFailed }))
        : original(payload),
    );
    await fill(user, NEW_USER);
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
  });

  it.each([
    [{ status: 409, code: 'USER_ALREADY_EXISTS' }, 'Account already exists. Please login instead.'],
    [{ status: 500 }, 'Registration failed'],
    [{ status: 400, code: 'VALIDATION_ERROR', message: 'Last name is required' }, 'Last name is required'],
    [{ status: 0, code: 'NETWORK_ERROR' }, 'Network error. Please try again.'],
  ])('maps a failed register call (%j) to %j', async (failure, message) => {
    const { user, client } = setup();
    await fill(user, NEW_USER);
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    client.controls.failNext('auth.register', failure);
    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace(/\./g, '\\.')}$`));
  });

  it("shows 'An error occurred during registration' for an unexpected failure", async () => {
    const { user, client } = setup();
    vi.spyOn(client.auth, 'register').mockRejectedValueOnce(new TypeError('boom'));
    await fill(user, NEW_USER);
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during registration');
  });

  it("maps a wrong code to 'Invalid OTP code' and an SDK IdentityError to its message", async () => {
    const { user, identity } = setup();
    await fill(user, NEW_USER);
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    await pasteCode(user, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid OTP code$/);
    identity.failNext('confirmPhoneCode', new IdentityError('code-expired', MESSAGES.phoneCode.expired));
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^OTP has expired\. Please request a new one$/),
    );
  });

  it('counts down from 60 s and resends with Resend OTP', async () => {
    const { user, identity } = setup();
    await fill(user, NEW_USER);
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    expect(screen.getByRole('timer')).toHaveTextContent('Resend code in 60s');
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(identity.calls.filter((c) => c.op === 'sendPhoneCode')).toHaveLength(2));
    expect(await screen.findByRole('timer')).toHaveTextContent(/Resend code in (60|59)s/);
  });

  it('Change details goes back with the values kept and resets code, error and countdown', async () => {
    const { user } = setup();
    await fill(user, NEW_USER);
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    await pasteCode(user, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    expect(field('First name')).toHaveValue('Meera');
    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(field('Mobile number')).toHaveValue('98111 22233');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP to Phone' }));
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(screen.getByRole('timer')).toHaveTextContent(/Resend code in (60|59)s/);
  });
});

describe('RegisterForm: hostHeading', () => {
  it('shows neither the title nor the sign-in link when the page does; the legal links stay', () => {
    setup({ hostHeading: true });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toBeInTheDocument();
  });
});

describe('RegisterForm: Google', () => {
  it('stores the partial registration of an account without a phone and goes to complete-registration', async () => {
    const harness = createAuthHarness({ identity: { googleUser: GOOGLE_WITHOUT_PHONE } });
    const { user, client, onNavigate } = setup({}, harness);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/auth/complete-registration'));
    expect(client.controls.callsTo('auth.checkUser')).toEqual([
      [{ email: 'arjun.mehta@lumen.test', mode: 'register' }],
    ]);
    expect(client.partialRegistration.read()).toMatchObject({ email: 'arjun.mehta@lumen.test', phone: '' });
    expect(client.controls.callsTo('auth.register')).toHaveLength(0);
  });

  it('registers an account with a phone directly and clears any partial data', async () => {
    const { user, client, onSuccess } = setup();
    client.partialRegistration.save({
      firstName: 'Old',
      lastName: 'Data',
      email: 'old@acme.test',
      phone: '',
      firebaseUid: 'x',
      googleCredential: 'y',
    });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(client.controls.callsTo('auth.register')[0]?.[0]).toMatchObject({
      email: 'priya.sharma@nimbus.test',
      phone: '+919812345678',
      googleCredential: 'fake-google-credential-google-priya-sharma',
      firebaseUid: 'google-priya-sharma',
    });
    expect(client.partialRegistration.read()).toBeNull();
  });

  it('sends an existing Google account to login after 2 s', async () => {
    const harness = createAuthHarness({ identity: { googleUser: { email: 'asha@acme.io' } } });
    const { user, onNavigate } = setup({}, harness);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account already exists. Please login instead.');
    act(() => vi.advanceTimersByTime(2100));
    expect(onNavigate).toHaveBeenCalledWith('/auth/login');
  });

  it("shows 'Missing email from Google Account' for an account without an email", async () => {
    const harness = createAuthHarness({ identity: { googleUser: GOOGLE_WITHOUT_EMAIL } });
    const { user } = setup({}, harness);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Missing email from Google Account$/);
  });

  it.each([
    [new IdentityError('popup-closed-by-user', MESSAGES.google.cancelled), 'Sign-in was cancelled'],
    [
      new IdentityError('popup-blocked', MESSAGES.google.popupBlocked),
      'Popup was blocked. Please allow popups for this site',
    ],
    [firebaseError('auth/cancelled-popup-request'), 'Sign-in request was cancelled'],
    [new IdentityError('missing-email', MESSAGES.google.missingEmail), 'Missing email from Google account'],
    [new IdentityError('unexpected', MESSAGES.google.unexpected), 'An unexpected error occurred. Please try again.'],
  ])('shows a Google failure (%s) in the dismissible banner', async (error, message) => {
    const { user, identity } = setup();
    identity.failNext('signInWithGoogle', error);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(message);
    await user.click(within(banner).getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
