import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InboxMessage, Template } from '@wacrm/whatsapp-sdk';
import { makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import { MessageBubble } from './MessageBubble';

function message(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 'm1',
    key: 'm1',
    type: 'text',
    text: 'Your order *shipped*',
    direction: 'outbound',
    contactPhone: '+15550000001',
    contactName: 'Ann',
    to: '+15550000001',
    templateName: '',
    status: 'sent',
    createdAt: '2026-11-21T10:05:00.000Z',
    ...overrides,
  };
}

describe('MessageBubble', () => {
  it.each([
    ['pending', 'Sending'],
    ['sent', 'Sent'],
    ['delivered', 'Delivered'],
    ['read', 'Read'],
  ] as const)('an outgoing %s message names its status for screen readers', (status, label) => {
    const { container } = render(<MessageBubble message={message({ status })} />);
    const ticks = container.querySelector(`[data-status="${status}"] [data-status="${status}"]`);
    expect(ticks).toHaveTextContent(label);
    expect(screen.getByText('shipped').tagName).toBe('STRONG');
    expect(screen.getByText(/^You,/)).toBeInTheDocument();
  });

  it('shows no ticks on a received message', () => {
    render(<MessageBubble message={message({ direction: 'inbound', status: 'read' })} />);
    expect(screen.queryByText('Read')).toBeNull();
    expect(screen.queryByText(/^You,/)).toBeNull();
  });

  it("shows a status it does not know (from a host's own data) without ticks, and does not crash", () => {
    const odd = message({ status: 'constructor' as InboxMessage['status'] });
    const { container } = render(<MessageBubble message={odd} />);
    expect(screen.getByText('shipped')).toBeInTheDocument();
    expect(container.querySelector('.wacrm-msg-ticks')).toBeNull();
    expect(screen.queryByText('Sent')).toBeNull();
  });

  it('shows a failed message with its reason and a Retry that sends its key', async () => {
    const onRetry = vi.fn();
    render(
      <MessageBubble
        message={message({ status: 'failed', key: 'c_1', error: { code: '131047', title: 'Re-engagement message' } })}
        onRetry={onRetry}
      />,
    );
    const group = screen.getByRole('group', { name: 'Failed' });
    expect(group).toHaveTextContent('Not sent: Re-engagement message');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith('c_1');
  });

  it("shows a template's header media above its body (a document header as its card)", () => {
    render(
      <MessageBubble
        message={message({
          type: 'template',
          templateName: 'catalogue_out',
          text: 'Our new catalogue is out.',
          templateHeaderMedia: { id: 'med_1', mimeType: 'application/pdf', size: 2048, fileName: 'catalogue.pdf' },
        })}
      />,
    );
    const card = screen.getByText('catalogue.pdf');
    const body = screen.getByText('Our new catalogue is out.');
    expect(card.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the template of a template message', () => {
    render(<MessageBubble message={message({ type: 'template', templateName: 'order_update' })} />);
    expect(screen.getByText('Template: order_update')).toBeInTheDocument();
  });

  it("a template message shows its template's header, footer and buttons around the body, as WhatsApp does", () => {
    const template: Template = makeTemplate({
      name: 'welcome_offer',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'A gift for you' },
        { type: 'BODY', text: 'Welcome to Acme, {{1}}! Enjoy *{{2}} off*.' },
        { type: 'FOOTER', text: 'Reply STOP to opt out' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'QUICK_REPLY', text: 'Shop now' },
            { type: 'QUICK_REPLY', text: 'Stop promotions' },
          ],
        },
      ],
    });
    const sent = message({
      type: 'template',
      templateName: 'welcome_offer',
      text: 'Welcome to Acme, Kabir! Enjoy *15% off*.',
    });
    const { container } = render(<MessageBubble message={sent} template={template} />);
    const bubble = container.querySelector('.wacrm-msg-bubble') as HTMLElement;
    expect(bubble).toHaveTextContent(
      /^Template: welcome_offer\s*A gift for you\s*Welcome to Acme, Kabir! Enjoy 15% off\.\s*Reply STOP to opt out/,
    );
    const buttons = screen.getByRole('list', { name: 'Buttons' });
    expect([...buttons.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Shop now', 'Stop promotions']);
    expect(screen.queryByRole('button', { name: 'Shop now' })).toBeNull();
  });

  it('a header with a variable (its value is not kept with the message) is left out, never shown as {{1}}', () => {
    const template = makeTemplate({
      name: 'order_update',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' },
        { type: 'BODY', text: 'Your order shipped.' },
      ],
    });
    const sent = message({ type: 'template', templateName: 'order_update', text: 'Your order shipped.' });
    const { container } = render(<MessageBubble message={sent} template={template} />);
    expect(container).not.toHaveTextContent('{{1}}');
    expect(screen.queryByRole('list', { name: 'Buttons' })).toBeNull();
  });

  it("shows the header, footer and buttons kept with the message as sent (a campaign's), template or not", () => {
    const sent = message({
      type: 'template',
      templateName: 'order_update',
      text: 'Your order shipped.',
      templateHeader: 'Order #1042',
      templateFooter: 'Acme Store',
      templateButtons: ['Track order'],
    });
    const { container } = render(<MessageBubble message={sent} />);
    expect(container).toHaveTextContent(/Order #1042\s*Your order shipped\.\s*Acme Store/);
    const buttons = screen.getByRole('list', { name: 'Buttons' });
    expect(buttons).toHaveTextContent('Track order');
  });
});
