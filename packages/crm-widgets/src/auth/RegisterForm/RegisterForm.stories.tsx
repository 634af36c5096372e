import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IdentityError, MESSAGES } from '@wacrm/whatsapp-sdk';
import { withAuth } from '../../testing/AuthStoryFrame';
import { GOOGLE_WITHOUT_PHONE } from '../../testing/fakeIdentity';
import { RegisterForm } from './RegisterForm';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { authLabels } from '../labels';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'Starting a free trial: Google or name, business email and phone with a one-time code. Place it inside `AuthProvider`.',
  states: 'Default, required fields, invalid formats, phone code step, phone already registered, network error.',
  accessibility:
    'As `LoginForm`: labelled fields, announced errors, focus on the code step\'s heading; Terms and Privacy links open in a new tab with `rel="noopener noreferrer"`.',
  labels: { from: 'authLabels', labels: authLabels },
});

const meta = {
  title: 'Widgets/Auth/RegisterForm',
  component: RegisterForm,
  args: { onSuccess: fn(), onNavigate: fn() },
  parameters: { layout: 'padded', docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const NEW_USER = { first: 'Meera', last: 'Iyer', email: 'meera@orbit.test', phone: '98111 22233' };

async function fill(canvas: Canvas, values: Partial<typeof NEW_USER>) {
  const fields: [string, string | undefined][] = [
    ['First name', values.first],
    ['Last name', values.last],
    ['Business email', values.email],
    ['Mobile number', values.phone],
  ];
  for (const [name, value] of fields) {
    const box = canvas.getByRole('textbox', { name });
    await userEvent.clear(box);
    if (value) await userEvent.type(box, value);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Send OTP to Phone' }));
}

export const Default: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send OTP to Phone' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    const terms = canvas.getByRole('link', { name: /Terms of Service/ });
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ValidationRequired: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, {});
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Email address is required')).toBeVisible();
    await expect(canvas.getByText('Phone number is required')).toBeVisible();
  },
};

export const ValidationFormats: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { first: 'J', last: 'Sm1th', email: 'meera@orbit', phone: '12345' });
    await expect(await canvas.findByText('First name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Last name should only contain letters')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid phone number')).toBeVisible();
  },
};

export const ValidationGmail: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { ...NEW_USER, email: 'meera@gmail.com' });
    await expect(await canvas.findByText('Please use your business email address, not Gmail')).toBeVisible();
  },
};

export const PhoneCodeStep: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, NEW_USER);
    await expect(await canvas.findByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
    const summary = within(canvas.getByRole('group', { name: 'Your details' }));
    await expect(summary.getByText('Meera Iyer')).toBeVisible();
    await expect(summary.getByText('+919811122233')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

export const IncompleteCode: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, NEW_USER);
    await canvas.findByRole('heading', { name: 'Verify Your Phone Number' });
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Create Account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter the complete 6-digit OTP');
  },
};

export const ChangeDetails: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, NEW_USER);
    await canvas.findByRole('heading', { name: 'Verify Your Phone Number' });
    await userEvent.click(canvas.getByRole('button', { name: 'Change details' }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Meera');
  },
};

export const AccountExists: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { ...NEW_USER, email: 'asha@acme.io' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Account already exists. Please login instead.');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/auth/login'), { timeout: 4000 });
  },
};

export const PhoneAlreadyRegistered: Story = {
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { ...NEW_USER, phone: '9876543210' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Phone number already registered. Please login instead.',
    );
  },
};

export const GoogleWithoutPhone: Story = {
  decorators: [withAuth({ googleUser: GOOGLE_WITHOUT_PHONE })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/auth/complete-registration'));
  },
};

export const GoogleErrorBanner: Story = {
  decorators: [
    withAuth({
      identityFailure: {
        op: 'signInWithGoogle',
        error: new IdentityError('account-exists-with-different-credential', MESSAGES.google.differentCredential),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Account exists with different sign-in method');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss error' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On a 375 px phone: the trial sign-up form, its buttons and the terms fit the screen. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  decorators: [withAuth()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
    await expectFitsPhone(canvas.getByRole('button', { name: 'Send OTP to Phone' }));
    await expectFitsPhone(canvas.getByRole('link', { name: /Terms of Service/ }));
    await expectFitsPhone(canvasElement);
  },
};
