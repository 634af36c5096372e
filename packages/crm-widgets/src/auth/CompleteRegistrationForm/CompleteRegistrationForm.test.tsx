import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartialGoogleRegistration } from '@wacrm/whatsapp-sdk';
import { AuthHarness, createAuthHarness, type AuthHarnessSetup } from '../../testing/authHarness';
import { CompleteRegistrationForm, type CompleteRegistrationFormProps } from './CompleteRegistrationForm';

type User = ReturnType<typeof userEvent.setup>;

const PARTIAL: PartialGoogleRegistration = {
  firstName: 'Arjun',
  lastName: 'Mehta',
  email: 'arjun.mehta@lumen.test',
  phone: '',
  firebaseUid: 'google-arjun-mehta',
  googleCredential: 'cred-arjun',
};

function setup(
  props: Partial<CompleteRegistrationFormProps> = {},
  options: { partial?: PartialGoogleRegistration | null; harness?: AuthHarnessSetup } = {},
) {
  const harness = options.harness ?? createAuthHarness();
  const partial = options.partial === undefined ? PARTIAL : options.partial;
  if (partial) harness.client.partialRegistration.save(partial);
  const onSuccess = vi.fn();
  const onNavigate = vi.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(
    <AuthHarness setup={harness}>
      <CompleteRegistrationForm onSuccess={onSuccess} onNavigate={onNavigate} {...props} />
    </AuthHarness>,
  );
  return { ...harness, onSuccess, onNavigate, user, view };
}

const phoneBox = () => screen.getByRole('textbox', { name: 'Mobile number' });

async function sendTo(user: User, phone: string) {
  await user.clear(phoneBox());
  if (phone) await user.type(phoneBox(), phone);
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
}

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

describe('CompleteRegistrationForm', () => {
  it('without saved partial Google data calls onNavigate(/auth/register) and renders nothing', async () => {
    const { onNavigate, view } = setup({}, { partial: null });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/auth/register'));
    expect(view.container).toBeEmptyDOMElement();
  });

  it("shows 'Google Account Verified' with the name and email, a phone input and 'Send Verification Code'", () => {
    setup();
    expect(screen.getByText('Google Account Verified')).toBeInTheDocument();
    expect(screen.getByText('Arjun Mehta')).toBeInTheDocument();
    expect(screen.getByText('arjun.mehta@lumen.test')).toBeInTheDocument();
    expect(phoneBox()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeInTheDocument();
  });

  it("'Use different account' clears the partial data, signs out of the identity provider and goes to register", async () => {
    const { user, client, identity, onNavigate } = setup();
    await user.click(screen.getByRole('button', { name: 'Use different account' }));
    expect(client.partialRegistration.read()).toBeNull();
    expect(identity.calls.some((c) => c.op === 'signOut')).toBe(true);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/auth/register'));
  });

  it.each([
    ['', 'Phone number is required'],
    ['12345', 'Please enter a valid phone number'],
  ])('validates the phone %j', async (phone, message) => {
    const { user, client } = setup();
    await sendTo(user, phone);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(phoneBox()).toHaveAccessibleDescription(message);
    expect(client.controls.callsTo('auth.checkUser')).toHaveLength(0);
  });

  it("shows 'Phone number already registered. Please login instead.' for a taken phone", async () => {
    const { user, identity } = setup();
    await sendTo(user, '9876543210');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Phone number already registered\. Please login instead\.$/,
    );
    expect(identity.calls.some((c) => c.op === 'sendPhoneCode')).toBe(false);
  });

  it('verifies the phone and completes the registration with the Google data', async () => {
    const { user, client, identity, onSuccess, onNavigate } = setup();
    await sendTo(user, '98111-22244');
    expect(await screen.findByRole('heading', { name: 'Verify Your Phone Number' })).toBeInTheDocument();
    expect(client.controls.callsTo('auth.checkUser')).toEqual([[{ phone: '+919811122244', mode: 'register' }]]);
    expect(identity.calls.find((c) => c.op === 'sendPhoneCode')?.args).toEqual(['+919811122244']);
    expect(screen.getByText('Google Account Verified')).toBeInTheDocument();

    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(client.controls.callsTo('auth.register')).toEqual([[{ ...PARTIAL, phone: '+919811122244' }]]);
    expect(client.partialRegistration.read()).toBeNull();
    await act(async () => undefined);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("asks for the complete code and maps a taken phone at registration to 'Phone number already registered...'", async () => {
    const { user, client } = setup();
    await sendTo(user, '9811122244');
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please enter the complete 6-digit OTP$/);

    client.controls.failNext('auth.register', { status: 409, code: 'USER_ALREADY_EXISTS' });
    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Phone number already registered. Please login instead.'),
    );
  });

  it("shows 'Resend Code' at 0 and 'Change phone number' resets code, error and countdown", async () => {
    const { user, identity } = setup();
    await sendTo(user, '9811122244');
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    expect(screen.getByRole('timer')).toHaveTextContent('Resend code in 60s');
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(await screen.findByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(identity.calls.filter((c) => c.op === 'sendPhoneCode')).toHaveLength(2));

    await pasteCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Change phone number' }));
    expect(phoneBox()).toHaveValue('9811122244');
    await waitFor(() => expect(phoneBox()).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(screen.getByRole('timer')).toHaveTextContent(/Resend code in (60|59)s/);
  });
});
