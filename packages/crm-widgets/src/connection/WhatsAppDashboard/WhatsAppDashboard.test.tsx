import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFixtures, makeConversation, minutesAgo } from '@wacrm/whatsapp-sdk/testing';
import { harness } from '../../testing/harness';
import { WhatsAppDashboard } from './WhatsAppDashboard';

function setup(fixtures = createFixtures(), onConnected = vi.fn(), headingLevel: 1 | 2 | 3 = 2) {
  const notify = { success: vi.fn(), error: vi.fn() };
  const h = harness({ fixtures }, notify);
  const user = userEvent.setup();
  render(h.wrap(<WhatsAppDashboard onConnected={onConnected} headingLevel={headingLevel} />));
  return { ...h, notify, user, onConnected };
}

const card = (title: string) => screen.getByText(title).closest('[data-loading], div[class]')?.parentElement;

describe('WhatsAppDashboard', () => {
  it('shows the connected status bar with the phone number id and no Connect button', async () => {
    setup();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('WhatsApp Connected');
    expect(status).toHaveTextContent('Phone Number ID: 109876543210');
    expect(screen.queryByRole('button', { name: 'Connect WhatsApp' })).not.toBeInTheDocument();
  });

  it("shows 'Connect WhatsApp' when disconnected and connects through the modal", async () => {
    const fixtures = createFixtures();
    fixtures.connection = { connected: false, status: 'disconnected' };
    const { user, notify, onConnected } = setup(fixtures);
    expect(await screen.findByRole('status')).toHaveTextContent('WhatsApp Disconnected');
    await user.click(screen.getByRole('button', { name: 'Connect WhatsApp' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect WhatsApp' });
    await user.type(within(dialog).getByLabelText(/^Access Token/), 'EAAG');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone Number ID/ }), '555123');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('WhatsApp connected successfully'));
    expect(onConnected).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('WhatsApp Connected'));
    expect(screen.getByRole('status')).toHaveTextContent('Phone Number ID: 555123');
    expect(screen.queryByRole('button', { name: 'Connect WhatsApp' })).not.toBeInTheDocument();
  });

  it("counts a status other than 'connected' as disconnected", async () => {
    const fixtures = createFixtures();
    fixtures.connection = { connected: true, status: 'Pending' as never };
    setup(fixtures);
    expect(await screen.findByRole('status')).toHaveTextContent('WhatsApp Disconnected');
  });

  it('shows the status error with Retry', async () => {
    const fixtures = createFixtures();
    const notify = { success: vi.fn(), error: vi.fn() };
    const h = harness({ fixtures }, notify);
    h.client.controls.failNext('getConnectionStatus');
    render(h.wrap(<WhatsAppDashboard />));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not check the connection');
    expect(alert).toHaveTextContent('Failed to get connection status');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('WhatsApp Connected');
  });

  it('derives every card from real data: conversations, contacts, replies and recent activities', async () => {
    const fixtures = createFixtures({
      conversations: [
        makeConversation({
          id: 'a',
          contactName: 'Ann',
          lastMessage: 'Hi there',
          lastMessageAt: minutesAgo(5),
          // Ann wrote, then got the business's reply.
          lastInboundAt: minutesAgo(6),
          unreadCount: 2,
        }),
        makeConversation({
          id: 'b',
          contactName: 'Ben',
          lastMessage: '',
          lastMessageAt: minutesAgo(1),
          // Ben never wrote: not counted.
          lastInboundAt: null,
          unreadCount: 0,
        }),
        makeConversation({
          id: 'c',
          contactName: 'Cy',
          lastMessage: 'Old',
          lastMessageAt: minutesAgo(500),
          // Cy's message is the last one: not answered yet.
          lastInboundAt: minutesAgo(500),
          unreadCount: 1,
        }),
      ],
    });
    setup(fixtures);
    await waitFor(() => expect(card('Active Conversations')).toHaveTextContent('3'));
    expect(card('Active Conversations')).toHaveTextContent('2 with unread messages');
    await waitFor(() => expect(card('Total Contacts')).toHaveTextContent('5'));
    expect(card('Response Rate')).toHaveTextContent('50%');
    expect(card('Response Rate')).toHaveTextContent('1 of 2 customers answered');
    expect(card('Response Rate')).not.toHaveTextContent('94%');
    const list = screen.getByRole('list', { name: 'Recent Activities' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Ben: No messages', 'Ann: Hi there', 'Cy: Old']);
  });

  it('takes the heading level of its title from the host', async () => {
    setup(createFixtures(), vi.fn(), 1);
    expect(screen.getByRole('heading', { level: 1, name: 'WhatsApp Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Recent Activities' })).toBeInTheDocument();
  });

  it("shows 'No recent activity' and no response rate without conversations (nothing made up)", async () => {
    setup(createFixtures({ conversations: [] }));
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    expect(card('Active Conversations')).toHaveTextContent('0');
    expect(card('Response Rate')).toHaveTextContent('—');
    expect(card('Response Rate')).toHaveTextContent('No customer messages yet');
  });
});
