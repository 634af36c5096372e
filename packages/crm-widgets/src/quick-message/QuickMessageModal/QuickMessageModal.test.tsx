import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SendMessagePayload } from '@wacrm/whatsapp-sdk';
import { createFakeWacrmClient, createFixtures, DEMO_CLIENT_ID, makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from '../../provider';
import { QuickMessageModal, type QuickMessageModalProps } from './QuickMessageModal';

function setup(props: Partial<QuickMessageModalProps> = {}) {
  const fixtures = createFixtures();
  fixtures.templates.push(
    makeTemplate({
      id: 'tpl_params',
      name: 'promo_params',
      displayName: 'Promo with parameters',
      components: [
        {
          type: 'BODY',
          text: 'Hi {{1}}, take {{2}} off today!',
          parameters: [{ type: 'text', default: 'there' }, { type: 'text' }],
        },
      ],
    }),
  );
  const client = createFakeWacrmClient({ fixtures });
  const notify = { success: vi.fn(), error: vi.fn() };
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} notify={notify}>
      <QuickMessageModal open onClose={onClose} {...props} />
    </WacrmProvider>,
  );
  const q = within(screen.getByRole('dialog', { name: 'Quick Message' }));
  const sends = () => client.controls.callsTo('messages.send').map((a) => a[0] as SendMessagePayload);
  const send = () => user.click(q.getByRole('button', { name: 'Send Message' }));
  /** Template mode, once the approved templates are offered. */
  const templateMode = async () => {
    await user.click(q.getByRole('radio', { name: 'Template Message' }));
    await waitFor(() =>
      expect(within(q.getByRole('combobox', { name: /^Template/ })).getAllByRole('option')).toHaveLength(4),
    );
  };
  const chooseTemplate = async (name: string) => {
    await templateMode();
    await user.selectOptions(q.getByRole('combobox', { name: /^Template/ }), name);
  };
  return { client, notify, onClose, user, q, sends, send, templateMode, chooseTemplate };
}

describe('QuickMessageModal', () => {
  it("says 'Recipient is required' and 'Message is required' and sends nothing", async () => {
    const { q, send, sends } = setup();
    await send();
    expect(await q.findByText('Recipient is required')).toBeInTheDocument();
    expect(q.getByText('Message is required')).toBeInTheDocument();
    expect(sends()).toHaveLength(0);
  });

  it.each(['12345', 'call me', '+1234567890123456'])(
    "checks the recipient %j in the browser: 'Please enter a valid phone number', nothing sent",
    async (to) => {
      const { q, user, send, sends, notify } = setup();
      await user.type(q.getByLabelText(/^Recipient/), to);
      await user.type(q.getByLabelText(/^Message/), 'Hello');
      await send();
      expect(await q.findByText('Please enter a valid phone number')).toBeInTheDocument();
      expect(q.getByLabelText(/^Recipient/)).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid phone number'),
      );
      expect(sends()).toHaveLength(0);
      expect(notify.error).not.toHaveBeenCalled();
    },
  );

  it('sends nothing for a message that is blank after trimming', async () => {
    const { q, user, send, sends } = setup();
    await user.type(q.getByLabelText(/^Recipient/), '9876543210');
    await user.type(q.getByLabelText(/^Message/), '    ');
    await send();
    expect(await q.findByText('Message is required')).toBeInTheDocument();
    expect(sends()).toHaveLength(0);
  });

  it("sends a custom message to the normalised number: 'Message sent successfully'", async () => {
    const { q, user, send, sends, notify, onClose } = setup();
    await user.type(q.getByLabelText(/^Recipient/), '9876543210');
    await user.type(q.getByLabelText(/^Message/), 'Your order shipped');
    await send();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Message sent successfully'));
    expect(sends()).toEqual([{ to: '+919876543210', type: 'text', text: 'Your order shipped' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Template selection is required' in template mode and offers approved templates only", async () => {
    const { q, user, send, sends, templateMode } = setup();
    await user.type(q.getByLabelText(/^Recipient/), '9876543210');
    await templateMode();
    const names = within(q.getByRole('combobox', { name: /^Template/ }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['Select a template', 'Welcome message', 'Order update', 'Promo with parameters']);
    await send();
    expect(await q.findByText('Template selection is required')).toBeInTheDocument();
    expect(sends()).toHaveLength(0);
  });

  it('fills param_0, param_1, ... from each parameter default and sends the template', async () => {
    const { q, user, send, sends, notify, chooseTemplate } = setup();
    await user.type(q.getByLabelText(/^Recipient/), '+14155550123');
    await chooseTemplate('Promo with parameters');
    const p1 = q.getByLabelText('Parameter 1');
    const p2 = q.getByLabelText('Parameter 2');
    expect(p1).toHaveAttribute('name', 'params.param_0');
    expect(p2).toHaveAttribute('name', 'params.param_1');
    expect(p1).toHaveValue('there');
    expect(p2).toHaveValue('');
    await user.type(p2, '20%');
    expect(within(q.getByRole('figure')).getByText('Hi there, take 20% off today!')).toBeInTheDocument();
    await send();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Message sent successfully'));
    expect(sends()).toEqual([
      {
        to: '+14155550123',
        type: 'template',
        template: {
          name: 'promo_params',
          language: { code: 'en_US' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'there' },
                { type: 'text', text: '20%' },
              ],
            },
          ],
        },
      },
    ]);
  });

  it("says 'Parameter n is required' for a blank parameter (Meta rejects it), focuses it and keeps the form", async () => {
    const { q, user, send, sends, chooseTemplate } = setup();
    await user.type(q.getByLabelText(/^Recipient/), '+14155550123');
    await chooseTemplate('Promo with parameters');
    const p1 = q.getByLabelText('Parameter 1');
    const p2 = q.getByLabelText('Parameter 2');
    await user.type(p2, '   ');
    await send();
    await waitFor(() => expect(p2).toHaveAccessibleDescription('Parameter 2 is required'));
    expect(p2).toHaveAttribute('aria-invalid', 'true');
    expect(p2).toHaveFocus();
    expect(p1).toHaveValue('there');
    expect(p1).not.toHaveAttribute('aria-invalid');
    expect(sends()).toHaveLength(0);
    // Filling it in clears the message (the form validates again on change) and sends.
    await user.clear(p2);
    await user.type(p2, '20%');
    await waitFor(() => expect(p2).not.toHaveAttribute('aria-invalid'));
    await send();
    await waitFor(() => expect(sends()).toHaveLength(1));
  });

  it("asks for a text header's parameter ('Header parameter is required' when blank), previews and sends it", async () => {
    const { q, user, send, sends, notify, chooseTemplate } = setup();
    await user.type(q.getByLabelText(/^Recipient/), '+14155550123');
    // order_update: header 'Order {{1}}', body 'Hi {{1}}, your order {{2}} is *on its way*.'
    await chooseTemplate('Order update');
    const header = q.getByLabelText('Header parameter 1');
    expect(header).toHaveAttribute('name', 'headerParams.header_0');
    expect(header).toHaveValue('');
    await user.type(q.getByLabelText('Parameter 1'), 'Ann');
    await user.type(q.getByLabelText('Parameter 2'), '#1042');
    await send();
    await waitFor(() => expect(header).toHaveAccessibleDescription('Header parameter is required'));
    expect(header).toHaveFocus();
    expect(sends()).toHaveLength(0);
    await user.type(header, '#1042');
    expect(within(q.getByRole('figure')).getByText('Order #1042')).toBeInTheDocument();
    await send();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Message sent successfully'));
    expect(sends()[0]?.template?.components).toEqual([
      { type: 'header', parameters: [{ type: 'text', text: '#1042' }] },
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Ann' },
          { type: 'text', text: '#1042' },
        ],
      },
    ]);
  });

  it('names a template in two languages with each language, and sends the one chosen in its language', async () => {
    const greeting = (id: string, language: string, text: string) =>
      makeTemplate({ id, name: 'greeting', displayName: 'Greeting', language, components: [{ type: 'BODY', text }] });
    const { q, user, send, sends, notify } = setup({
      templates: [greeting('tpl_en', 'en_US', 'Hello {{1}}'), greeting('tpl_es', 'es_ES', 'Hola {{1}}')],
    });
    await user.type(q.getByLabelText(/^Recipient/), '+14155550123');
    await user.click(q.getByRole('radio', { name: 'Template Message' }));
    const select = q.getByRole('combobox', { name: /^Template/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a template', 'Greeting · English (United States)', 'Greeting · Spanish (Spain)']);
    // (Named in the widgets' language, English by default, whatever the runtime's locale.)
    await user.selectOptions(select, 'Greeting · Spanish (Spain)');
    expect(within(q.getByRole('figure')).getByText('Hola {{1}}')).toBeInTheDocument();
    await user.type(q.getByLabelText('Parameter 1'), 'Ana');
    await send();
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(sends()[0]?.template).toMatchObject({ name: 'greeting', language: { code: 'es_ES' } });
  });

  it('resets to a custom message after sending', async () => {
    const { q, user, send, notify, chooseTemplate } = setup();
    await user.type(q.getByLabelText(/^Recipient/), '+14155550123');
    await chooseTemplate('Welcome message');
    await user.type(q.getByLabelText('Parameter 1'), 'Ann');
    await send();
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(q.getByRole('radio', { name: 'Custom Message' })).toBeChecked();
    expect(q.getByLabelText(/^Recipient/)).toHaveValue('');
    expect(q.queryByRole('combobox', { name: /^Template/ })).not.toBeInTheDocument();
  });

  it("reports 'Failed to send message' and keeps the form", async () => {
    const { q, user, client, send, notify, onClose } = setup();
    client.controls.failNext('messages.send');
    await user.type(q.getByLabelText(/^Recipient/), '9876543210');
    await user.type(q.getByLabelText(/^Message/), 'Hello');
    await send();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to send message'));
    expect(q.getByLabelText(/^Message/)).toHaveValue('Hello');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('clears the template and its parameters when switching back to custom', async () => {
    const { q, user, chooseTemplate } = setup();
    await chooseTemplate('Promo with parameters');
    await user.click(q.getByRole('radio', { name: 'Custom Message' }));
    await user.click(q.getByRole('radio', { name: 'Template Message' }));
    expect(q.getByRole('combobox', { name: /^Template/ })).toHaveValue('');
    expect(q.queryByLabelText('Parameter 1')).not.toBeInTheDocument();
  });
});
