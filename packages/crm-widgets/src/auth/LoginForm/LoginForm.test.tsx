import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MESSAGES } from '@wacrm/whatsapp-sdk';
import { useAuth } from '../AuthProvider/AuthProvider';
import { firebaseError, GOOGLE_WITHOUT_EMAIL, GOOGLE_WITHOUT_PHONE } from '../../testing/fakeIdentity';
import { AuthHarness, createAuthHarness, type AuthHarnessSetup } from '../../testing/authHarness';
import { LoginForm, type LoginFormProps } from './LoginForm';

function AuthProbe() {
  const auth = useAuth();
  return (
    <output aria-label="auth state">
      {auth.status}|{auth.user?.email ?? ''}|{auth.error ?? ''}|{auth.otpData?.identifier ?? ''}
    </output>
  );
}

function setup(props: Partial<LoginFormProps> = {}, harness: AuthHarnessSetup = createAuthHarness()) {
  const onSuccess = vi.fn();
  const onNavigate = vi.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <AuthHarness setup={harness}>
      <LoginForm onSuccess={onSuccess} onNavigate={onNavigate} {...props} />
      <AuthProbe />
    </AuthHarness>,
  );
  return { ...harness, onSuccess, onNavigate, user };
}

const identifierBox = () => screen.getByRole('textbox', { name: 'Business email or phone number' });
const sendOtp = () => screen.getByRole('button', { name: 'Send OTP' });

async function submitIdentifier(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.clear(identifierBox());
  if (value) await user.type(identifierBox(), value);
  await user.click(sendOtp());
}

async function pasteCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LoginForm: first step', () => {
  it('shows the Google button, the or divider, the identifier input, Send OTP and a register link', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(identifierBox()).toBeInTheDocument();
    expect(sendOtp()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
  });

  it('shows no Google button nor or divider with an identity provider that cannot sign in with Google', () => {
    const harness = createAuthHarness();
    setup({}, { ...harness, identity: Object.assign(harness.identity, { supportsGoogle: false }) });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(sendOtp()).toBeInTheDocument();
  });

  it.each([
    ['', 'Email or phone number is required.'],
    ['not an email', 'Please enter a valid email address or phone number.'],
    ['12345', 'Please enter a valid email address or phone number.'],
    ['someone@gmail.com', 'Please use your business email address, not Gmail.'],
    ['Someone@GMAIL.COM', 'Please use your business email address, not Gmail.'],
  ])('validates %j with the spec message', async (value, message) => {
    const { user, client } = setup();
    await submitIdentifier(user, value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(identifierBox()).toHaveAccessibleDescription(message);
    expect(client.controls.callsTo('auth.checkUser')).toHaveLength(0);
  });

  it('with hostHeading (the page shows the heading and the register link) shows neither again', () => {
    setup({ hostHeading: true });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Log in with your business email or phone number.')).toBeInTheDocument();
    expect(sendOtp()).toBeInTheDocument();
  });

  it('routes the register link through onNavigate', async () => {
    const { user, onNavigate } = setup();
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(onNavigate).toHaveBeenCalledWith('/auth/register');
  });
});

describe('LoginForm: email code', () => {
  it('checks the user in login mode, sends the email code, verifies it and signs in', async () => {
    const { user, client, onSuccess } = setup();
    await submitIdentifier(user, 'asha@acme.io');
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByText('We sent a 6-digit code to asha@acme.io.')).toBeInTheDocument();
    expect(client.controls.callsTo('auth.checkUser')).toEqual([[{ email: 'asha@acme.io', mode: 'login' }]]);
    expect(client.controls.callsTo('auth.sendEmailOtp')).toEqual([[{ email: 'asha@acme.io' }]]);
    expect(screen.getByLabelText('auth state')).toHaveTextContent('signed-out||' + '|asha@acme.io');

    await pasteCode(user, '123456');
    for (let i = 1; i <= 6; i += 1) {
      expect(screen.getByRole('textbox', { name: `Digit ${i} of 6` })).toHaveValue(String(i));
    }
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ email: 'asha@acme.io' });
    expect(client.controls.callsTo('auth.verifyEmailOtp')).toEqual([[{ email: 'asha@acme.io', otp: '123456' }]]);
    expect(client.controls.callsTo('auth.login')).toEqual([[{ email: 'asha@acme.io' }]]);
    expect(screen.getByLabelText('auth state')).toHaveTextContent(/^signed-in\|asha@acme.io\|\|$/);
    expect(client.session.isValid()).toBe(true);
  });

  it('asks for the complete code before verifying', async () => {
    const { user, client } = setup();
    await submitIdentifier(user, 'asha@acme.io');
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    await user.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), '123');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the complete 6-digit OTP.');
    expect(client.controls.callsTo('auth.verifyEmailOtp')).toHaveLength(0);
  });

  it("shows 'Invalid OTP' for a wrong email code and keeps the error in auth state", async () => {
    const { user } = setup();
    await submitIdentifier(user, 'asha@acme.io');
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    await pasteCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid OTP$/);
    expect(screen.getByLabelText('auth state')).toHaveTextContent('|Invalid OTP|');
  });

  it('prefers the server message for email code failures', async () => {
    const { user, client } = setup();
    client.controls.failNext('auth.sendEmailOtp', {
      status: 429,
      code: 'OTP_THROTTLED',
      message: 'Please wait before requesting a new code',
    });
    await submitIdentifier(user, 'asha@acme.io');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait before requesting a new code');
  });

  it.each([
    ['auth.checkUser', 'Failed to verify account'],
    ['auth.sendEmailOtp', 'Failed to send OTP'],
  ] as const)('falls back to the spec message when %s fails without one', async (op, message) => {
    const { user, client } = setup();
    client.controls.failNext(op, { status: 500 });
    await submitIdentifier(user, 'asha@acme.io');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("shows 'Network error. Please try again.' when nothing comes back", async () => {
    const { user, client } = setup();
    client.controls.failNext('auth.checkUser', { status: 0, code: 'NETWORK_ERROR' });
    await submitIdentifier(user, 'asha@acme.io');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it("shows 'Login failed' (or the server's message) when the login call fails", async () => {
    const { user, client } = setup();
    client.controls.failNext('auth.login', { status: 500 });
    await submitIdentifier(user, 'asha@acme.io');
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);

    client.controls.failNext('auth.login', { status: 401, code: 'VERIFICATION_REQUIRED', message: 'Verify first' });
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Verify first'));
  });

  it("shows 'An error occurred during verification' for an unexpected failure", async () => {
    const { user, client } = setup();
    vi.spyOn(client.auth, 'login').mockRejectedValueOnce(new TypeError('boom'));
    await submitIdentifier(user, 'asha@acme.io');
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during verification');
  });
});

describe('LoginForm: phone code', () => {
  it('normalises the phone, checks it, sends the code through the identity provider and signs in', async () => {
    const { user, client, identity, onSuccess } = setup();
    await submitIdentifier(user, '98765 43210');
    expect(await screen.findByRole('heading', { name: 'Verify Your Phone Number' })).toBeInTheDocument();
    expect(client.controls.callsTo('auth.checkUser')).toEqual([[{ phone: '+919876543210', mode: 'login' }]]);
    expect(identity.calls.filter((c) => c.op === 'sendPhoneCode').map((c) => c.args)).toEqual([['+919876543210']]);
    expect(screen.getByRole('button', { name: 'Change phone number' })).toBeInTheDocument();

    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(identity.calls.find((c) => c.op === 'confirmPhoneCode')?.args).toEqual(['fake-verification-1', '123456']);
    expect(client.controls.callsTo('auth.login')).toEqual([[{ phone: '+919876543210' }]]);
  });

  it("shows 'Failed to verify phone number' when the phone check fails without a message", async () => {
    const { user, client } = setup();
    client.controls.failNext('auth.checkUser', { status: 500 });
    await submitIdentifier(user, '+91 98765 43210');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify phone number');
  });

  it.each([
    [firebaseError('auth/invalid-phone-number'), 'Invalid phone number format'],
    [firebaseError('auth/missing-phone-number'), 'Phone number is required'],
    [firebaseError('auth/quota-exceeded'), 'SMS quota exceeded. Please try again later'],
    [firebaseError('auth/captcha-check-failed'), 'Verification failed. Please try again'],
    [firebaseError('auth/too-many-requests'), 'Too many attempts. Please try again later'],
    [new Error(MESSAGES.phoneCode.quotaExceeded), 'SMS quota exceeded. Please try again later'],
    [new Error('something odd'), 'Failed to send OTP'],
  ])('maps a code send failure (%s) to the spec message', async (error, message) => {
    const { user, identity } = setup();
    identity.failNext('sendPhoneCode', error);
    await submitIdentifier(user, '9876543210');
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
  });

  it.each([
    [firebaseError('auth/invalid-verification-code'), 'Invalid OTP code'],
    [firebaseError('auth/code-expired'), 'OTP has expired. Please request a new one'],
    [new ApiError({ status: 410, code: 'OTP_EXPIRED', message: 'x' }), 'OTP has expired. Please request a new one'],
    [new Error('weird'), 'OTP verification failed'],
  ])('maps a code confirmation failure (%s) to the spec message', async (error, message) => {
    const { user, identity } = setup();
    await submitIdentifier(user, '9876543210');
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    identity.failNext('confirmPhoneCode', error);
    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
  });
});

describe('LoginForm: unknown account', () => {
  it("shows 'Account not found. Please register first.' and goes to /auth/register after 2 s", async () => {
    const { user, onNavigate } = setup();
    await submitIdentifier(user, 'nobody@acme.io');
    expect(await screen.findByRole('alert')).toHaveTextContent('Account not found. Please register first.');
    act(() => vi.advanceTimersByTime(1500));
    expect(onNavigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(600));
    expect(onNavigate).toHaveBeenCalledWith('/auth/register');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('LoginForm: resend countdown and Change', () => {
  it('counts down from 60 s, shows Resend OTP at 0 and resends with a fresh countdown', async () => {
    const { user, client } = setup();
    await submitIdentifier(user, 'asha@acme.io');
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    expect(screen.getByRole('timer')).toHaveTextContent('Resend code in 60s');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/Resend code in 3\ds/);
    act(() => vi.advanceTimersByTime(30_000));
    const resend = await screen.findByRole('button', { name: 'Resend OTP' });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(resend);
    await waitFor(() => expect(client.controls.callsTo('auth.sendEmailOtp')).toHaveLength(2));
    expect(await screen.findByRole('timer')).toHaveTextContent(/Resend code in (60|59)s/);
  });

  it('Change email address goes back and resets code, error, countdown and confirmation', async () => {
    const { user } = setup();
    await submitIdentifier(user, 'asha@acme.io');
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    await pasteCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await screen.findByRole('alert');
    act(() => vi.advanceTimersByTime(20_000));

    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(identifierBox()).toHaveValue('asha@acme.io');
    await waitFor(() => expect(identifierBox()).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('auth state')).toHaveTextContent(/^signed-out\|\|\|$/);

    await user.click(sendOtp());
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    expect(screen.getByRole('timer')).toHaveTextContent(/Resend code in (60|59)s/);
    for (let i = 1; i <= 6; i += 1) {
      expect(screen.getByRole('textbox', { name: `Digit ${i} of 6` })).toHaveValue('');
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LoginForm: Google', () => {
  it('signs an existing Google account in', async () => {
    const harness = createAuthHarness({ identity: { googleUser: { email: 'asha@acme.io', phoneNumber: null } } });
    const { user, client, onSuccess } = setup({}, harness);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(client.controls.callsTo('auth.login')).toEqual([[{ email: 'asha@acme.io' }]]);
    expect(client.controls.callsTo('auth.register')).toHaveLength(0);
  });

  it('sends an unknown Google account without a phone to complete-registration with the partial data', async () => {
    const harness = createAuthHarness({ identity: { googleUser: GOOGLE_WITHOUT_PHONE } });
    const { user, client, onNavigate, onSuccess } = setup({}, harness);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/auth/complete-registration'));
    expect(client.partialRegistration.read()).toEqual({
      firstName: 'Arjun',
      lastName: 'Mehta',
      email: 'arjun.mehta@lumen.test',
      phone: '',
      firebaseUid: 'google-arjun-mehta',
      googleCredential: 'fake-google-credential-google-arjun-mehta',
    });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('registers an unknown Google account with a phone directly', async () => {
    const { user, client, onSuccess } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(client.controls.callsTo('auth.register')).toEqual([
      [
        {
          firstName: 'Priya',
          lastName: 'Sharma',
          email: 'priya.sharma@nimbus.test',
          phone: '+919812345678',
          firebaseUid: 'google-priya-sharma',
          googleCredential: 'fake-google-credential-google-priya-sharma',
        },
      ],
    ]);
  });

  it("refuses an account without an email: 'Missing email from Google Account'", async () => {
    const harness = createAuthHarness({ identity: { googleUser: GOOGLE_WITHOUT_EMAIL } });
    const { user, client } = setup({}, harness);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Missing email from Google Account')).toBeInTheDocument();
    expect(client.controls.callsTo('auth.login')).toHaveLength(0);
  });

  it.each([
    [firebaseError('auth/popup-closed-by-user'), 'Sign-in was cancelled'],
    [firebaseError('auth/popup-blocked'), 'Popup was blocked. Please allow popups for this site'],
    [firebaseError('auth/cancelled-popup-request'), 'Sign-in request was cancelled'],
    [firebaseError('auth/account-exists-with-different-credential'), 'Account exists with different sign-in method'],
    [firebaseError('auth/network-request-failed'), 'Network error. Please check your connection'],
    [new Error(MESSAGES.google.missingEmail), 'Missing email from Google account'],
    [new Error('internal'), 'Google sign-in failed'],
    ['not an error', 'An unexpected error occurred. Please try again.'],
  ])('shows the spec message for a Google failure (%s) in a dismissible banner', async (error, message) => {
    const { user, identity } = setup();
    identity.failNext('signInWithGoogle', error);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
