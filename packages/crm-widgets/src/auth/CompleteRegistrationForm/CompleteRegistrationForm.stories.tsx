import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IdentityError, MESSAGES, type PartialGoogleRegistration } from '@wacrm/whatsapp-sdk';
import { withAuth } from '../../testing/AuthStoryFrame';
import { CompleteRegistrationForm } from './CompleteRegistrationForm';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { authLabels } from '../labels';

const PARTIAL: PartialGoogleRegistration = {
  firstName: 'Arjun',
  lastName: 'Mehta',
  email: 'arjun.mehta@lumen.test',
  phone: '',
  firebaseUid: 'google-arjun-mehta',
  googleCredential: 'cred-arjun',
};

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'Finishing a Google sign-up that lacks a verified phone: shows the verified Google account and asks for the phone and its code.',
  states: 'Default (account card), no partial data, phone validation, phone already registered, code step.',
  accessibility:
    'A labelled form; errors announced (role `alert`); the code step\'s heading receives focus; "Use different account" is a button.',
  labels: { from: 'authLabels', labels: authLabels },
});

const meta = {
  title: 'Widgets/Auth/CompleteRegistrationForm',
  component: CompleteRegistrationForm,
  args: { onSuccess: fn(), onNavigate: fn() },
  parameters: { layout: 'padded', docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof CompleteRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function sendTo(canvas: Canvas, phone: string) {
  const box = canvas.getByRole('textbox', { name: 'Mobile number' });
  await userEvent.clear(box);
  if (phone) await userEvent.type(box, phone);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Verification Code' }));
}

export const Default: Story = {
  decorators: [withAuth({ partial: PARTIAL })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Google Account Verified')).toBeVisible();
    await expect(canvas.getByText('Arjun Mehta')).toBeVisible();
    await expect(canvas.getByText('arjun.mehta@lumen.test')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use different account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Verification Code' })).toBeVisible();
  },
};

export const NoPartialData: Story = {
  decorators: [withAuth()],
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/auth/register'));
  },
};

export const PhoneValidation: Story = {
  decorators: [withAuth({ partial: PARTIAL })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendTo(canvas, '');
    await expect(await canvas.findByText('Phone number is required')).toBeVisible();
    await sendTo(canvas, '123');
    await expect(await canvas.findByText('Please enter a valid phone number')).toBeVisible();
  },
};

export const PhoneAlreadyRegistered: Story = {
  decorators: [withAuth({ partial: PARTIAL })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendTo(canvas, '9876543210');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Phone number already registered. Please login instead.',
    );
  },
};

export const CodeStepAndComplete: Story = {
  decorators: [withAuth({ partial: PARTIAL })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await sendTo(canvas, '98111 22244');
    await expect(await canvas.findByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change phone number' })).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** A short injected countdown (2 s) so the story can wait for 'Resend Code'. */
export const ResendCode: Story = {
  args: { resendSeconds: 2 },
  decorators: [withAuth({ partial: PARTIAL })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendTo(canvas, '9811122244');
    await expect(await canvas.findByRole('timer')).toHaveTextContent('Resend code in 2s');
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend Code' }, { timeout: 4000 }));
    await expect(await canvas.findByRole('timer')).toBeVisible();
  },
};

export const WrongCode: Story = {
  decorators: [withAuth({ partial: PARTIAL })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendTo(canvas, '9811122244');
    await canvas.findByRole('heading', { name: 'Verify Your Phone Number' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Registration' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid OTP code');
  },
};

export const CodeSendTooManyAttempts: Story = {
  decorators: [
    withAuth({
      partial: PARTIAL,
      identityFailure: {
        op: 'sendPhoneCode',
        error: new IdentityError('too-many-requests', MESSAGES.phoneCode.tooManyAttempts),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendTo(canvas, '9811122244');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later');
  },
};

/** On a 375 px phone: the verified account card and the phone step fit the screen. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  decorators: [withAuth({ partial: PARTIAL })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('arjun.mehta@lumen.test')).toBeVisible();
    await expectFitsPhone(canvasElement);
    await expectFitsPhone(canvas.getByRole('button', { name: 'Send Verification Code' }));
  },
};
