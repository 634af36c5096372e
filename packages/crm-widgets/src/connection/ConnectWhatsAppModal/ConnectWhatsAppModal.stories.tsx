import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FakeWacrmClient } from '@wacrm/whatsapp-sdk/testing';
import { FakeProvider } from '../../testing/storyKit';
import { ConnectWhatsAppModal, type ConnectWhatsAppModalProps } from './ConnectWhatsAppModal';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { connectionLabels } from '../labels';

interface StoryArgs extends ConnectWhatsAppModalProps {
  setup?: (client: FakeWacrmClient) => void;
}

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'Connecting a WhatsApp Business account (phone number ID, business account ID, access token).',
  states:
    'Empty (Connect disabled until every field is filled), token hidden or revealed, connecting, connect failure, connected.',
  accessibility:
    'A `Modal` named "Connect WhatsApp"; the access token is a `SecretField` (masked, a labelled reveal toggle with `aria-pressed`). Errors are announced.',
  labels: { from: 'connectionLabels', labels: connectionLabels },
});

const meta = {
  title: 'Widgets/Connection/ConnectWhatsAppModal',
  component: ConnectWhatsAppModal,
  args: { open: true, onClose: fn(), onConnected: fn() },
  render: ({ setup, ...props }: StoryArgs) => (
    <FakeProvider setup={setup}>
      <ConnectWhatsAppModal {...props} />
    </FakeProvider>
  ),
  parameters: { docs: { description: { component: usageNotes }, story: { inline: false, height: '640px' } } },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const ConnectDisabled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Connect WhatsApp' });
    await expect(within(dialog).getByRole('button', { name: 'Connect' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Access Token/), 'EAAG-secret');
    await expect(within(dialog).getByRole('button', { name: 'Connect' })).toBeDisabled();
    await expect(within(dialog).getByLabelText(/^Access Token/)).toHaveAttribute('type', 'password');
  },
};

export const TokenRevealed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Connect WhatsApp' });
    await userEvent.type(within(dialog).getByLabelText(/^Access Token/), 'EAAG-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show Access Token' }));
    await expect(within(dialog).getByLabelText(/^Access Token/)).toHaveAttribute('type', 'text');
  },
};

export const Connects: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Connect WhatsApp' });
    await userEvent.type(within(dialog).getByLabelText(/^Access Token/), 'EAAG-secret');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone Number ID/ }), '1098765');
    await expect(within(dialog).getByRole('button', { name: 'Connect' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(args.onConnected).toHaveBeenCalled());
    await waitFor(() => expect(body(canvasElement).getByText('WhatsApp connected successfully')).toBeVisible(), {
      timeout: 3000,
    });
  },
};

export const ConnectFails: Story = {
  args: { setup: (c) => c.controls.setFailure('connect', {}) },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Connect WhatsApp' });
    await userEvent.type(within(dialog).getByLabelText(/^Access Token/), 'bad');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone Number ID/ }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(body(canvasElement).getByText('Failed to connect WhatsApp')).toBeVisible(), {
      timeout: 3000,
    });
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/** The disabled Connect button in the light theme (axe checks colour contrast there too). */
export const ConnectDisabledLight: Story = { ...ConnectDisabled, globals: { theme: 'light' } };

/** On a 375 px phone: the connect form fits the screen's width. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Connect WhatsApp' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expectFitsPhone(dialog);
    await expectFitsPhone(within(dialog).getByLabelText(/^Access Token/));
    await expectFitsPhone(within(dialog).getByRole('button', { name: 'Connect' }));
  },
};
