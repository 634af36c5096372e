import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFixtures } from '@wacrm/whatsapp-sdk/testing';
import type { ConnectionStatus } from '@wacrm/whatsapp-sdk';
import { harness } from '../../testing/harness';
import { ConnectWhatsAppModal } from './ConnectWhatsAppModal';

function setup() {
  const fixtures = createFixtures();
  fixtures.connection = { connected: false, status: 'disconnected' };
  const notify = { success: vi.fn(), error: vi.fn() };
  const h = harness({ fixtures }, notify);
  const onClose = vi.fn();
  const onConnected = vi.fn<(s: ConnectionStatus) => void>();
  const user = userEvent.setup();
  render(h.wrap(<ConnectWhatsAppModal open onClose={onClose} onConnected={onConnected} />));
  return { ...h, notify, onClose, onConnected, user };
}

const token = () => screen.getByLabelText(/^Access Token/);
const phoneId = () => screen.getByRole('textbox', { name: /^Phone Number ID/ });
const businessId = () => screen.getByRole('textbox', { name: /^Business Account ID/ });
const connect = () => screen.getByRole('button', { name: 'Connect' });

describe('ConnectWhatsAppModal', () => {
  it("shows 'Connect WhatsApp' with Access Token (masked), Phone Number ID, Business Account ID, Cancel and Connect", () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Connect WhatsApp' })).toBeInTheDocument();
    expect(token()).toHaveAttribute('type', 'password');
    expect(phoneId()).toBeRequired();
    expect(businessId()).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(connect()).toBeInTheDocument();
  });

  it('reveals and hides the access token with the toggle', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Show Access Token' }));
    expect(token()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Access Token' }));
    expect(token()).toHaveAttribute('type', 'password');
  });

  it('keeps Connect disabled unless the token and the phone number id are filled (business id not needed)', async () => {
    const { user } = setup();
    expect(connect()).toBeDisabled();
    await user.type(token(), 'EAAG-secret');
    expect(connect()).toBeDisabled();
    await user.type(businessId(), '2233');
    expect(connect()).toBeDisabled();
    await user.type(phoneId(), '   ');
    expect(connect()).toBeDisabled();
    await user.clear(phoneId());
    await user.type(phoneId(), '1098765');
    expect(connect()).toBeEnabled();
    await user.clear(token());
    expect(connect()).toBeDisabled();
  });

  it("connects, says 'WhatsApp connected successfully' and calls onConnected", async () => {
    const { user, client, notify, onConnected, onClose } = setup();
    await user.type(token(), 'EAAG-secret');
    await user.type(phoneId(), '1098765');
    await user.click(connect());
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('WhatsApp connected successfully'));
    expect(client.controls.callsTo('connect')).toEqual([[{ accessToken: 'EAAG-secret', phoneNumberId: '1098765' }]]);
    expect(onConnected).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'connected', phoneNumberId: '1098765' }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the business account id when given', async () => {
    const { user, client } = setup();
    await user.type(token(), 't');
    await user.type(phoneId(), '1');
    await user.type(businessId(), '99');
    await user.click(connect());
    await waitFor(() => expect(client.controls.callsTo('connect')).toHaveLength(1));
    expect(client.controls.callsTo('connect')[0]?.[0]).toEqual({
      accessToken: 't',
      phoneNumberId: '1',
      businessAccountId: '99',
    });
  });

  it("shows 'Failed to connect WhatsApp', or the server's message when it has one", async () => {
    const { user, client, notify, onConnected, onClose } = setup();
    await user.type(token(), 't');
    await user.type(phoneId(), '1');
    client.controls.failNext('connect');
    await user.click(connect());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to connect WhatsApp'));
    client.controls.failNext('connect', { status: 400, message: 'Invalid access token' });
    await user.click(connect());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Invalid access token'));
    expect(onConnected).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("treats an answer whose status is not 'connected' as a failure", async () => {
    const { user, client, notify, onConnected } = setup();
    const api = client.whatsapp('user_demo');
    vi.spyOn(api, 'connect').mockResolvedValueOnce({ connected: false, status: 'disconnected', message: 'Pending' });
    await user.type(token(), 't');
    await user.type(phoneId(), '1');
    await user.click(connect());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to connect WhatsApp'));
    expect(onConnected).not.toHaveBeenCalled();
  });

  it('Cancel closes without connecting', async () => {
    const { user, client, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(client.controls.callsTo('connect')).toEqual([]);
  });
});
