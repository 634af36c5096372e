import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IdentityError, MESSAGES } from '@wacrm/whatsapp-sdk';
import { withAuth } from '../../testing/AuthStoryFrame';
import { GOOGLE_WITHOUT_EMAIL, GOOGLE_WITHOUT_PHONE } from '../../testing/fakeIdentity';
import { LoginForm } from './LoginForm';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { authLabels } from '../labels';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'Signing in with Google or a one-time code sent to a business email or phone. Place it inside `AuthProvider`.',
  states:
    'Default, required and invalid input, code step (email or phone), wrong code, resend countdown, quota exceeded, Google account without email or phone, network error.',
  accessibility:
    'A labelled form; errors are announced (role `alert`) and linked to their field; on the code step the first box of the `OtpInput` gets focus (one box per digit, paste fills all).',
  labels: { from: 'authLabels', labels: authLabels },
});

const meta = {
  title: 'Widgets/Auth/LoginForm',
  component: LoginForm,
  args: { onSuccess: fn(), onNavigate: fn() },
  parameters: { layout: 'padded', docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function requestCode(canvas: Canvas, identifier: string) {
  const box = canvas.getByRole('textbox', { name: 'Business email or phone number' });
  await userEvent.clear(box);
  await userEvent.type(box, identifier);
  await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
}

async function pasteCode(canvas: Canvas, code: string) {
  await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.paste(code);
}

export const Default: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvas.getByText('or')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Business email or phone number' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
  },
};

export const ValidationRequired: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(await canvas.findByText('Email or phone number is required.')).toBeVisible();
  },
};

export const ValidationInvalid: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, 'hello there');
    await expect(await canvas.findByText('Please enter a valid email address or phone number.')).toBeVisible();
  },
};

export const ValidationGmail: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, 'someone@gmail.com');
    await expect(await canvas.findByText('Please use your business email address, not Gmail.')).toBeVisible();
  },
};

export const Sending: Story = {
  decorators: [withAuth({ latencyMs: 60 * 60 * 1000 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, 'asha@acme.io');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send OTP' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const VerifyEmailWithPastedCode: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, 'asha@acme.io');
    await expect(await canvas.findByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expect(canvas.getByText('We sent a 6-digit code to asha@acme.io.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change email address' })).toBeVisible();
    await pasteCode(canvas, '123456');
    for (let i = 1; i <= 6; i += 1) {
      await expect(canvas.getByRole('textbox', { name: `Digit ${i} of 6` })).toHaveValue(String(i));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Login' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

export const VerifyPhone: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, '98765 43210');
    await expect(await canvas.findByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
    await expect(canvas.getByText('We sent a 6-digit code to +919876543210.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change phone number' })).toBeVisible();
    await pasteCode(canvas, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Login' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

export const IncompleteCode: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, 'asha@acme.io');
    await canvas.findByRole('heading', { name: 'Verify Your Email' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter the complete 6-digit OTP.');
  },
};

export const WrongCode: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, 'asha@acme.io');
    await canvas.findByRole('heading', { name: 'Verify Your Email' });
    await pasteCode(canvas, '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid OTP');
  },
};

export const AccountNotFound: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, 'nobody@acme.io');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Account not found. Please register first.');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/auth/register'), { timeout: 4000 });
  },
};

/** A short injected countdown (3 s instead of 60 s) so the story can wait for 'Resend OTP'. */
export const ResendCountdown: Story = {
  args: { resendSeconds: 3 },
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, 'asha@acme.io');
    await expect(await canvas.findByRole('timer')).toHaveTextContent('Resend code in 3s');
    const resend = await canvas.findByRole('button', { name: 'Resend OTP' }, { timeout: 5000 });
    await expect(canvas.queryByRole('timer')).toBeNull();
    await userEvent.click(resend);
    await expect(await canvas.findByRole('timer')).toHaveTextContent(/Resend code in [23]s/);
  },
};

export const ChangeEmailAddress: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, 'asha@acme.io');
    await canvas.findByRole('heading', { name: 'Verify Your Email' });
    await pasteCode(canvas, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Login' }));
    await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Change email address' }));
    await expect(canvas.getByRole('textbox', { name: 'Business email or phone number' })).toHaveValue('asha@acme.io');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const GoogleNewAccountWithoutPhone: Story = {
  decorators: [withAuth({ googleUser: GOOGLE_WITHOUT_PHONE })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/auth/complete-registration'));
  },
};

export const GoogleMissingEmail: Story = {
  decorators: [withAuth({ googleUser: GOOGLE_WITHOUT_EMAIL })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Missing email from Google Account');
  },
};

export const GooglePopupBlocked: Story = {
  decorators: [
    withAuth({
      identityFailure: {
        op: 'signInWithGoogle',
        error: new IdentityError('popup-blocked', MESSAGES.google.popupBlocked),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Popup was blocked. Please allow popups for this site');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss error' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const PhoneQuotaExceeded: Story = {
  decorators: [
    withAuth({
      identityFailure: {
        op: 'sendPhoneCode',
        error: new IdentityError('quota-exceeded', MESSAGES.phoneCode.quotaExceeded),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, '9876543210');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('SMS quota exceeded. Please try again later');
  },
};

/** On a 375 px phone: the sign-in form and its buttons fit the screen. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFitsPhone(canvas.getByRole('textbox', { name: 'Business email or phone number' }));
    await expectFitsPhone(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expectFitsPhone(canvas.getByRole('button', { name: 'Send OTP' }));
    await expectFitsPhone(canvasElement);
  },
};
