import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentityError, type KeyValueStorage } from '@wacrm/whatsapp-sdk';
import { LoginForm } from '../LoginForm/LoginForm';
import { RegisterForm } from '../RegisterForm/RegisterForm';
import { CompleteRegistrationForm } from '../CompleteRegistrationForm/CompleteRegistrationForm';
import { AuthHarness, createAuthHarness, type AuthHarnessSetup } from '../../testing/authHarness';
import { readPendingCodeStep, writePendingCodeStep } from './pendingCodeStep';

/**
 * A code step survives a reload (the form mounted again on the same session storage) and 'Change': the user types
 * the code already sent; no second send (the server refuses one within 60 s); the resend countdown goes on from
 * the stored time; nothing secret is stored.
 */

type User = ReturnType<typeof userEvent.setup>;

function memoryStorage(): KeyValueStorage & { dump(): string } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    dump: () => JSON.stringify([...map.entries()]),
  };
}

type Form = 'login' | 'register' | 'complete';

function mount(form: Form, harness: AuthHarnessSetup, storage: KeyValueStorage) {
  const onSuccess = vi.fn();
  const onNavigate = vi.fn();
  const view = render(
    <AuthHarness setup={harness} codeStepStorage={storage}>
      {form === 'login' ? <LoginForm onSuccess={onSuccess} onNavigate={onNavigate} /> : null}
      {form === 'register' ? <RegisterForm onSuccess={onSuccess} onNavigate={onNavigate} /> : null}
      {form === 'complete' ? <CompleteRegistrationForm onSuccess={onSuccess} onNavigate={onNavigate} /> : null}
    </AuthHarness>,
  );
  return { ...view, onSuccess, onNavigate };
}

async function pasteCode(user: User, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code);
}

const secondsLeft = () => Number(/(\d+)s/.exec(screen.getByRole('timer').textContent ?? '')?.[1]);

let user: User;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LoginForm: the code step is kept', () => {
  async function sendTo(identifier: string) {
    await user.type(screen.getByRole('textbox', { name: 'Business email or phone number' }), identifier);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Verify Your Email' });
  }

  it('after a reload: the same step, the countdown going on, the sent code accepted, no second send', async () => {
    const harness = createAuthHarness();
    const storage = memoryStorage();
    const first = mount('login', harness, storage);
    await sendTo('asha@acme.io');
    act(() => vi.advanceTimersByTime(20_000));
    first.unmount();

    const again = mount('login', harness, storage);
    expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByText('We sent a 6-digit code to asha@acme.io.')).toBeInTheDocument();
    expect(secondsLeft()).toBeGreaterThanOrEqual(39);
    expect(secondsLeft()).toBeLessThanOrEqual(41);
    act(() => vi.advanceTimersByTime(5_000));
    expect(secondsLeft()).toBeLessThanOrEqual(36);

    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await waitFor(() => expect(again.onSuccess).toHaveBeenCalledTimes(1));
    expect(harness.client.controls.callsTo('auth.sendEmailOtp')).toHaveLength(1);
    // Used: forgotten, so the next visit starts at the first step.
    expect(readPendingCodeStep(storage, 'login')).toBeNull();
  });

  it("after 'Change': the same identifier opens the step of the code already sent", async () => {
    const harness = createAuthHarness();
    mount('login', harness, memoryStorage());
    await sendTo('asha@acme.io');
    act(() => vi.advanceTimersByTime(10_000));
    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    const box = screen.getByRole('textbox', { name: 'Business email or phone number' });
    expect(box).toHaveValue('asha@acme.io');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(secondsLeft()).toBeLessThanOrEqual(51);
    expect(harness.client.controls.callsTo('auth.sendEmailOtp')).toHaveLength(1);
  });

  it('another identifier after Change gets a code of its own', async () => {
    const harness = createAuthHarness();
    mount('login', harness, memoryStorage());
    await sendTo('asha@acme.io');
    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    await user.clear(screen.getByRole('textbox', { name: 'Business email or phone number' }));
    await user.type(screen.getByRole('textbox', { name: 'Business email or phone number' }), '+919876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    expect(harness.identity.calls.filter((c) => c.op === 'sendPhoneCode')).toHaveLength(1);
  });

  it('stores where the code went and when, never the code', async () => {
    const storage = memoryStorage();
    mount('login', createAuthHarness(), storage);
    await sendTo('asha@acme.io');
    const kept = readPendingCodeStep(storage, 'login');
    expect(kept).toMatchObject({ identifier: 'asha@acme.io', kind: 'email' });
    expect(kept?.expiresAt).toBeGreaterThan(Date.now());
    expect(storage.dump()).not.toContain('123456');
    expect(storage.dump()).not.toMatch(/otp|code"/i);
  });

  it('an expired or malformed kept step is ignored', () => {
    const storage = memoryStorage();
    const now = Date.now();
    writePendingCodeStep(storage, 'login', {
      identifier: 'asha@acme.io',
      kind: 'email',
      sentAt: now - 700_000,
      expiresAt: now - 100_000,
    });
    const view = mount('login', createAuthHarness(), storage);
    expect(screen.getByRole('textbox', { name: 'Business email or phone number' })).toBeInTheDocument();
    view.unmount();
    storage.setItem('wacrm.auth.pendingCodeStep.login', '{"identifier":42,"kind":"email"}');
    mount('login', createAuthHarness(), storage);
    expect(screen.getByRole('textbox', { name: 'Business email or phone number' })).toBeInTheDocument();
  });
});

describe('RegisterForm: the code step is kept', () => {
  async function fillAndSend() {
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Meera');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Iyer');
    await user.type(screen.getByRole('textbox', { name: 'Business email' }), 'meera@orbit.test');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '98111 22233');
    await user.click(screen.getByRole('button', { name: 'Send OTP to Phone' }));
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
  }

  it('after a reload: the summary and the step, and the sent code creates the account', async () => {
    const harness = createAuthHarness();
    const storage = memoryStorage();
    const first = mount('register', harness, storage);
    await fillAndSend();
    first.unmount();

    const again = mount('register', harness, storage);
    const summary = screen.getByRole('group', { name: 'Your details' });
    expect(summary).toHaveTextContent('Meera Iyer');
    expect(summary).toHaveTextContent('meera@orbit.test');
    expect(summary).toHaveTextContent('+919811122233');
    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(again.onSuccess).toHaveBeenCalledTimes(1));
    expect(harness.identity.calls.filter((c) => c.op === 'sendPhoneCode')).toHaveLength(1);
    expect(harness.client.controls.callsTo('auth.register')).toEqual([
      [{ firstName: 'Meera', lastName: 'Iyer', email: 'meera@orbit.test', phone: '+919811122233' }],
    ]);
    expect(readPendingCodeStep(storage, 'register')).toBeNull();
  });

  it("'Change details' then one resubmit reopens the step: no second send, no 'Too many attempts'", async () => {
    const harness = createAuthHarness();
    const storage = memoryStorage();
    const first = mount('register', harness, storage);
    await fillAndSend();
    first.unmount();
    // After a reload, Change details shows the kept details in the form.
    mount('register', harness, storage);
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Meera');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('+919811122233');
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rao');
    await user.click(screen.getByRole('button', { name: 'Send OTP to Phone' }));
    const summary = await screen.findByRole('group', { name: 'Your details' });
    expect(summary).toHaveTextContent('Meera Rao');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(harness.identity.calls.filter((c) => c.op === 'sendPhoneCode')).toHaveLength(1);
    expect(readPendingCodeStep(storage, 'register')?.details?.lastName).toBe('Rao');
  });
});

describe('a kept phone step whose provider lost the code (Firebase after a reload)', () => {
  it("says 'OTP has expired. Please request a new one' and offers Resend at once", async () => {
    const harness = createAuthHarness();
    const storage = memoryStorage();
    const first = mount('login', harness, storage);
    await user.type(screen.getByRole('textbox', { name: 'Business email or phone number' }), '+919876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    first.unmount();

    mount('login', harness, storage);
    harness.identity.failNext(
      'confirmPhoneCode',
      new IdentityError('auth/invalid-verification-id', 'OTP verification failed'),
    );
    await pasteCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP has expired. Please request a new one');
    expect(readPendingCodeStep(storage, 'login')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(harness.identity.calls.filter((c) => c.op === 'sendPhoneCode')).toHaveLength(2));
  });
});

describe('CompleteRegistrationForm: the code step is kept', () => {
  it('after a reload the code step of the phone opens again', async () => {
    const harness = createAuthHarness();
    harness.client.partialRegistration.save({
      firstName: 'Arjun',
      lastName: 'Mehta',
      email: 'arjun.mehta@lumen.test',
      phone: '',
      firebaseUid: 'g-1',
      googleCredential: 'cred',
    });
    const storage = memoryStorage();
    const first = mount('complete', harness, storage);
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '98111 22244');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
    first.unmount();

    mount('complete', harness, storage);
    expect(screen.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeInTheDocument();
    expect(screen.getByText('We sent a 6-digit code to +919811122244.')).toBeInTheDocument();
    expect(harness.identity.calls.filter((c) => c.op === 'sendPhoneCode')).toHaveLength(1);
  });
});
