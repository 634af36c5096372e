import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEMPLATE_LANGUAGES, type Template, type TemplateInput } from '@wacrm/whatsapp-sdk';
import { createFakeWacrmClient, DEMO_CLIENT_ID, makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from '../../provider';
import { TemplateEditor, type TemplateEditorProps } from './TemplateEditor';

function setup(props: Partial<TemplateEditorProps> = {}) {
  const client = createFakeWacrmClient();
  const notify = { success: vi.fn(), error: vi.fn() };
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const user = userEvent.setup();
  render(
    <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} notify={notify}>
      <TemplateEditor open onClose={onClose} onSaved={onSaved} {...props} />
    </WacrmProvider>,
  );
  const dialog = screen.getByRole('dialog');
  const q = within(dialog);
  /** Replaces a field's text (paste: braces are literal). */
  const fill = async (label: RegExp | string, text: string) => {
    const field = q.getByLabelText(label);
    await user.clear(field);
    if (text) {
      await user.click(field);
      await user.paste(text);
    }
    return field;
  };
  const submit = () => user.click(q.getByRole('button', { name: /Submit for Review|Update Template/ }));
  const created = () => client.controls.callsTo('templates.create').map((args) => args[0] as TemplateInput);
  return { client, notify, onClose, onSaved, user, dialog, q, fill, submit, created };
}

const NAME = /^Template Name/;
const BODY = /^Body Text/;

describe('TemplateEditor: fields and defaults', () => {
  it('opens as Create Template with category MARKETING and language en_US, offering the 21 languages', () => {
    const { q } = setup();
    expect(screen.getByRole('dialog', { name: 'Create Template' })).toBeInTheDocument();
    expect(q.getByLabelText('Category')).toHaveValue('MARKETING');
    const language = q.getByLabelText('Language');
    expect(language).toHaveValue('en_US');
    const options = within(language)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).toEqual([...TEMPLATE_LANGUAGES]);
    expect(options).toHaveLength(21);
    expect(q.getByLabelText(/^Message TTL/)).toHaveValue('');
  });

  it('has a body that cannot be removed, and at most one header, footer and buttons section', async () => {
    const { q, user } = setup();
    expect(q.getByLabelText(BODY)).toBeInTheDocument();
    expect(q.queryByRole('button', { name: /Remove Body/ })).not.toBeInTheDocument();
    await user.click(q.getByRole('button', { name: 'Add Header' }));
    await user.click(q.getByRole('button', { name: 'Add Footer' }));
    await user.click(q.getByRole('button', { name: 'Add Buttons' }));
    expect(q.queryByRole('button', { name: 'Add Header' })).not.toBeInTheDocument();
    expect(q.queryByRole('button', { name: 'Add Footer' })).not.toBeInTheDocument();
    expect(q.queryByRole('button', { name: 'Add Buttons' })).not.toBeInTheDocument();
    expect(q.getAllByLabelText(/^Header Text/)).toHaveLength(1);
    await user.click(q.getByRole('button', { name: 'Remove Header' }));
    expect(q.getByRole('button', { name: 'Add Header' })).toBeInTheDocument();
  });

  it('offers the header formats TEXT, IMAGE, VIDEO and DOCUMENT and the four button types', async () => {
    const { q, user } = setup();
    await user.click(q.getByRole('button', { name: 'Add Header' }));
    const formats = within(q.getByLabelText('Header Type'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(formats).toEqual(['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT']);
    await user.click(q.getByRole('button', { name: 'Add Buttons' }));
    const types = within(q.getByLabelText('Button Type'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(types).toEqual(['QUICK_REPLY', 'URL', 'PHONE_NUMBER', 'COPY_CODE']);
  });

  it('offers to convert the name to the format WhatsApp accepts, as typed', async () => {
    const { q, user, fill } = setup();
    await fill(NAME, 'Summer Sale-2026!');
    const offer = q.getByRole('button', { name: 'Use summer_sale_2026' });
    await user.click(offer);
    expect(q.getByLabelText(NAME)).toHaveValue('summer_sale_2026');
    expect(q.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
  });
});

describe('TemplateEditor: the validation messages of the template rules', () => {
  it("says 'Template name is required' and 'Body text is required' and sends nothing", async () => {
    const { q, submit, created } = setup();
    await submit();
    expect(q.getByText('Template name is required')).toBeInTheDocument();
    expect(q.getByText('Body text is required')).toBeInTheDocument();
    expect(q.getByLabelText(NAME)).toHaveFocus();
    expect(created()).toHaveLength(0);
  });

  it("says 'Template name must be 512 characters or less'", async () => {
    const { q, fill, submit } = setup();
    await fill(NAME, 'a'.repeat(513));
    await fill(BODY, 'Hello there');
    await submit();
    expect(q.getByText('Template name must be 512 characters or less')).toBeInTheDocument();
  });

  it('asks for one example per body variable', async () => {
    const { q, fill, submit, created } = setup();
    await fill(NAME, 'order_note');
    await fill(BODY, 'Hi {{1}}, your code is {{2}} today');
    expect(q.getByLabelText(/^Example for \{\{1\}\}/)).toBeInTheDocument();
    expect(q.getByLabelText(/^Example for \{\{2\}\}/)).toBeInTheDocument();
    await fill(/^Example for \{\{1\}\}/, 'Ann');
    await submit();
    expect(q.getByText('Please provide 2 example value(s) for the variables')).toBeInTheDocument();
    expect(created()).toHaveLength(0);
    await fill(/^Example for \{\{2\}\}/, 'X42');
    await submit();
    await waitFor(() => expect(created()).toHaveLength(1));
    const body = created()[0]?.components.find((c) => c.type === 'BODY');
    expect(body).toMatchObject({ example: { body_text: [['Ann', 'X42']] } });
  });

  it('asks for the example of a text header variable', async () => {
    const { q, user, fill, submit } = setup();
    await fill(NAME, 'order_note');
    await fill(BODY, 'Your order is ready');
    await user.click(q.getByRole('button', { name: 'Add Header' }));
    await fill(/^Header Text/, 'Order {{1}}');
    expect(q.getByLabelText(/^Header example for \{\{1\}\}/)).toBeInTheDocument();
    await submit();
    expect(q.getByText('Please provide 1 example value(s) for the variables')).toBeInTheDocument();
  });

  it('strips new lines, formatting characters, emojis and asterisks from the header as typed, and says so', async () => {
    const { q, user, fill } = setup();
    await user.click(q.getByRole('button', { name: 'Add Header' }));
    const header = await fill(/^Header Text/, 'Big *Sale* _now_ 🎉 ~x~');
    expect(header).toHaveValue('Big Sale now  x');
    expect(
      q.getByText('Header cannot contain new lines, formatting characters, emojis, or asterisks'),
    ).toBeInTheDocument();
    await user.type(header, 'y');
    expect(
      q.queryByText('Header cannot contain new lines, formatting characters, emojis, or asterisks'),
    ).not.toBeInTheDocument();
  });

  it("says 'Header cannot contain ...' for a stored header that breaks the rule", async () => {
    const template = makeTemplate({
      id: 'bad',
      name: 'bad_header',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Hi *there*' },
        { type: 'BODY', text: 'Body text here' },
      ],
    });
    const { q, submit } = setup({ template });
    await submit();
    expect(
      q.getByText('Header cannot contain new lines, formatting characters, emojis, or asterisks'),
    ).toBeInTheDocument();
  });

  it("says 'Footer cannot contain new lines'", async () => {
    const { q, user, fill, submit } = setup();
    await fill(NAME, 'with_footer');
    await fill(BODY, 'Hello there');
    await user.click(q.getByRole('button', { name: 'Add Footer' }));
    await fill(/^Footer Text/, 'Line one\nLine two');
    await submit();
    expect(q.getByText('Footer cannot contain new lines')).toBeInTheDocument();
  });

  it.each([
    ['MARKETING', '60', 'Marketing TTL must be between 12 hours and 30 days'],
    ['MARKETING', '2592001', 'Marketing TTL must be between 12 hours and 30 days'],
    ['UTILITY', '29', 'Utility TTL must be between 30 seconds and 12 hours'],
    ['UTILITY', '43201', 'Utility TTL must be between 30 seconds and 12 hours'],
    ['AUTHENTICATION', '29', 'Authentication TTL must be between 30 seconds and 15 minutes'],
    ['AUTHENTICATION', '901', 'Authentication TTL must be between 30 seconds and 15 minutes'],
  ])('checks the TTL for %s: %s s gives %j', async (category, ttl, message) => {
    const { q, user, fill, submit, created } = setup();
    await fill(NAME, 'ttl_check');
    await fill(BODY, 'Hello there');
    await user.selectOptions(q.getByLabelText('Category'), category);
    await fill(/^Message TTL/, ttl);
    await submit();
    expect(q.getByText(message)).toBeInTheDocument();
    expect(created()).toHaveLength(0);
  });

  it('accepts a TTL within the bounds and sends it as a number', async () => {
    const { q, user, fill, submit, created } = setup();
    await fill(NAME, 'ttl_ok');
    await fill(BODY, 'Hello there');
    await user.selectOptions(q.getByLabelText('Category'), 'UTILITY');
    await fill(/^Message TTL/, '600');
    await submit();
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]?.message_send_ttl_seconds).toBe(600);
  });
});

describe("TemplateEditor: Meta's rules", () => {
  it.each([['Summer Sale', 'Template name can only contain lowercase letters, numbers and underscores']])(
    'name %j: %s',
    async (name, message) => {
      const { q, fill, submit } = setup();
      await fill(NAME, name);
      await fill(BODY, 'Hello there');
      await submit();
      expect(q.getByText(message)).toBeInTheDocument();
    },
  );

  it.each([
    ['Hi {{2}} there', 'Variables must be numbered in order, starting from {{1}}, with no gaps'],
    ['{{1}} is your code', 'Body text cannot start with a variable'],
    ['Your code is {{1}}', 'Body text cannot end with a variable'],
    ['Hi {{1}}{{2}} there', 'Variables cannot be placed next to each other, like {{1}}{{2}}'],
    ['Pay {{$1}} now', 'Variables cannot contain #, $ or %'],
    ['Hi {{name}} there', 'Variables must be numbers in double braces, like {{1}}'],
  ])('body %j: %s', async (body, message) => {
    const { q, fill, submit, created } = setup();
    await fill(NAME, 'meta_rules');
    await fill(BODY, body);
    await submit();
    expect(q.getByText(message)).toBeInTheDocument();
    expect(created()).toHaveLength(0);
  });

  it('checks button labels, URLs, phone numbers and copy codes', async () => {
    const { q, user, fill, submit } = setup();
    await fill(NAME, 'buttons_check');
    await fill(BODY, 'Hello there');
    await user.click(q.getByRole('button', { name: 'Add Buttons' }));
    await submit();
    expect(q.getByText('Button text is required')).toBeInTheDocument();
    await fill(/^Button Text/, 'x'.repeat(26));
    expect(q.getByText('Button text must be 25 characters or less')).toBeInTheDocument();
    await user.selectOptions(q.getByLabelText('Button Type'), 'URL');
    expect(q.getByText('Button URL is required')).toBeInTheDocument();
    await fill(/^Website URL/, 'acme.io');
    expect(q.getByText('Button URL must start with http:// or https://')).toBeInTheDocument();
    await fill(/^Website URL/, 'https://acme.io/{{1}}/track');
    expect(q.getByText('A button URL can have one variable, {{1}}, and only at its end')).toBeInTheDocument();
    await fill(/^Website URL/, 'https://acme.io/track/{{1}}');
    expect(q.getByLabelText(/^Example URL value for \{\{1\}\}/)).toBeInTheDocument();
    expect(q.getByText('Please provide 1 example value(s) for the variables')).toBeInTheDocument();
    await user.selectOptions(q.getByLabelText('Button Type'), 'PHONE_NUMBER');
    expect(q.getByText('Button phone number is required')).toBeInTheDocument();
    await fill(/^Phone Number/, '+1 415 555 0123 4567 8901');
    expect(q.getByText('Button phone number must be 20 characters or less')).toBeInTheDocument();
    await user.selectOptions(q.getByLabelText('Button Type'), 'COPY_CODE');
    expect(q.getByText('Copy code value is required')).toBeInTheDocument();
    await fill(/^Offer Code/, 'CODE-1234567890123');
    expect(q.getByText('Copy code value must be 15 characters or less')).toBeInTheDocument();
  });

  it('limits URL, phone and copy-code buttons and keeps quick replies together', async () => {
    const { q, user, fill, submit } = setup();
    await fill(NAME, 'button_limits');
    await fill(BODY, 'Hello there');
    await user.click(q.getByRole('button', { name: 'Add Buttons' }));
    await user.click(q.getByRole('button', { name: 'Add Button' }));
    await user.click(q.getByRole('button', { name: 'Add Button' }));
    const types = () => q.getAllByLabelText('Button Type');
    await user.selectOptions(types()[1] as HTMLElement, 'URL');
    await submit();
    expect(
      q.getByText('Quick reply buttons must be next to each other, not mixed between other buttons'),
    ).toBeInTheDocument();
    await user.click(q.getByRole('button', { name: 'Move button 2 down' }));
    expect(
      q.queryByText('Quick reply buttons must be next to each other, not mixed between other buttons'),
    ).not.toBeInTheDocument();
    await user.selectOptions(types()[0] as HTMLElement, 'URL');
    await user.selectOptions(types()[1] as HTMLElement, 'URL');
    expect(q.getByText('A template can have at most 2 URL buttons')).toBeInTheDocument();
    await user.selectOptions(types()[0] as HTMLElement, 'PHONE_NUMBER');
    await user.selectOptions(types()[1] as HTMLElement, 'PHONE_NUMBER');
    expect(q.getByText('A template can have at most 1 phone number button')).toBeInTheDocument();
    await user.selectOptions(types()[0] as HTMLElement, 'COPY_CODE');
    await user.selectOptions(types()[1] as HTMLElement, 'COPY_CODE');
    expect(q.getByText('A template can have at most 1 copy code button')).toBeInTheDocument();
  });

  it('allows at most 10 buttons', async () => {
    const { q, user } = setup();
    await user.click(q.getByRole('button', { name: 'Add Buttons' }));
    for (let i = 1; i < 10; i += 1) await user.click(q.getByRole('button', { name: 'Add Button' }));
    expect(q.getAllByLabelText('Button Type')).toHaveLength(10);
    expect(q.getByRole('button', { name: 'Add Button' })).toBeDisabled();
  });
});

describe('TemplateEditor: preview and guidance', () => {
  it('renders formatting, fills variables from the examples and shows the header and footer', async () => {
    const { q, user, fill } = setup();
    await user.click(q.getByRole('button', { name: 'Add Header' }));
    await fill(/^Header Text/, 'Hello {{1}}');
    await fill(/^Header example for \{\{1\}\}/, 'Ann');
    await fill(BODY, 'Get *{{1}} off* with _code_ {{2}} today');
    await fill(/^Example for \{\{1\}\}/, '20%');
    await user.click(q.getByRole('button', { name: 'Add Footer' }));
    await fill(/^Footer Text/, 'Reply *STOP* to opt out');
    const preview = within(q.getByRole('figure', { name: 'WhatsApp preview' }));
    expect(preview.getByText('Hello Ann')).toBeInTheDocument();
    expect(preview.getByText('20% off').tagName).toBe('STRONG');
    expect(preview.getByText('code').tagName).toBe('EM');
    expect(preview.getByText(/\{\{2\}\} today/)).toBeInTheDocument();
    // No formatting in footers.
    expect(preview.getByText('Reply *STOP* to opt out')).toBeInTheDocument();
  });

  it("draws up to 3 buttons, and more than 3 as 2 plus 'See all options'", async () => {
    const { q, user } = setup();
    await user.click(q.getByRole('button', { name: 'Add Buttons' }));
    const texts = ['Yes', 'No', 'Maybe', 'Stop promotions'];
    for (let i = 1; i < texts.length; i += 1) await user.click(q.getByRole('button', { name: 'Add Button' }));
    const fields = q.getAllByLabelText(/^Button Text/);
    for (const [i, text] of texts.entries()) {
      await user.click(fields[i] as HTMLElement);
      await user.paste(text);
    }
    const preview = within(q.getByRole('figure', { name: 'WhatsApp preview' }));
    const list = within(preview.getByRole('list', { name: 'Buttons' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Yes', 'No', 'See all options']);
    expect(q.getByText('Templates with 4 or more buttons do not work on WhatsApp desktop')).toBeInTheDocument();
    await user.click(q.getByRole('button', { name: 'Remove button 4' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Yes', 'No', 'Maybe']);
    expect(q.queryByText('Templates with 4 or more buttons do not work on WhatsApp desktop')).not.toBeInTheDocument();
  });

  it('shows the guidance: marketing opt-out until there is one, and approval by the provider', async () => {
    const { q, user, fill } = setup();
    const optOut = 'Marketing templates need an opt-out button, for example a "Stop promotions" quick reply';
    const approval = 'Templates must be approved by the provider (WhatsApp) before they can be used';
    expect(q.getByText(optOut)).toBeInTheDocument();
    expect(q.getByText(approval)).toBeInTheDocument();
    await user.click(q.getByRole('button', { name: 'Add Buttons' }));
    await fill(/^Button Text/, 'Stop promotions');
    expect(q.queryByText(optOut)).not.toBeInTheDocument();
    expect(q.getByText(approval)).toBeInTheDocument();
  });
});

describe('TemplateEditor: saving', () => {
  it('submits a new template as PENDING without an empty TTL, then notifies and closes', async () => {
    const { q, user, fill, submit, created, notify, onClose, onSaved } = setup();
    await fill(NAME, 'spring_offer');
    await fill(BODY, 'Hi {{1}}, spring is here!');
    await fill(/^Example for \{\{1\}\}/, 'Ann');
    await user.click(q.getByRole('button', { name: 'Add Buttons' }));
    await fill(/^Button Text/, 'Stop promotions');
    await submit();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Template created successfully'));
    const payload = created()[0] as TemplateInput & { status?: string };
    expect(payload).not.toHaveProperty('message_send_ttl_seconds');
    expect(payload).toMatchObject({
      name: 'spring_offer',
      category: 'MARKETING',
      language: 'en_US',
      status: 'PENDING',
      components: [
        { type: 'BODY', text: 'Hi {{1}}, spring is here!', example: { body_text: [['Ann']] } },
        { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }] },
      ],
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'spring_offer', status: 'PENDING' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("reports 'Failed to create template', or the server's message, and stays open", async () => {
    const { client, fill, submit, notify, onClose } = setup();
    await fill(NAME, 'welcome_message');
    await fill(BODY, 'Hello there');
    client.controls.failNext('templates.create');
    await submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to create template'));
    await submit();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("A template named 'welcome_message' already exists in en_US"),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("edits a template: prefilled, PUT, 'Template updated successfully'", async () => {
    const template: Template = makeTemplate({ id: 'tpl_welcome', message_send_ttl_seconds: 86400 });
    const { client, q, fill, submit, notify } = setup({ template });
    expect(screen.getByRole('dialog', { name: 'Edit Template' })).toBeInTheDocument();
    expect(q.getByLabelText(NAME)).toHaveValue('welcome_message');
    expect(q.getByLabelText(/^Message TTL/)).toHaveValue('86400');
    expect(q.getByLabelText(/^Example for \{\{1\}\}/)).toHaveValue('Ann');
    await fill(BODY, 'Hi {{1}}, welcome back! Reply STOP to opt out.');
    await submit();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Template updated successfully'));
    const [id, payload] = client.controls.callsTo('templates.update')[0] as [string, TemplateInput];
    expect(id).toBe('tpl_welcome');
    expect(payload.message_send_ttl_seconds).toBe(86400);
  });

  it('removes a cleared TTL on update (sent as null, so the server drops the stored one)', async () => {
    const template: Template = makeTemplate({ id: 'tpl_welcome', message_send_ttl_seconds: 86400 });
    const { client, fill, submit, notify } = setup({ template });
    await fill(/^Message TTL/, '');
    await submit();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Template updated successfully'));
    const [, payload] = client.controls.callsTo('templates.update')[0] as [string, TemplateInput];
    expect(payload.message_send_ttl_seconds).toBeNull();
  });

  it('notes that WhatsApp edits only approved, rejected or paused templates when editing one in review', () => {
    const { q } = setup({ template: makeTemplate({ id: 'tpl_promo', status: 'PENDING' }) });
    expect(
      q.getByText(/WhatsApp lets you edit a template only when it is approved, rejected or paused/),
    ).toBeInTheDocument();
  });

  it("reports 'Failed to update template'", async () => {
    const { client, submit, notify } = setup({ template: makeTemplate({ id: 'tpl_welcome' }) });
    client.controls.failNext('templates.update');
    await submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update template'));
  });
});

describe('TemplateEditor: closing with changes asks first', () => {
  it('closes at once without changes (Escape)', async () => {
    const { user, onClose } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks on Escape, Cancel and the close button; Keep editing keeps what was typed, Discard closes', async () => {
    const { user, q, fill, onClose } = setup();
    await fill(NAME, 'spring_offer');
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(confirm).toHaveTextContent('The changes you made to this template will be lost.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(q.getByLabelText(NAME)).toHaveValue('spring_offer');
    await user.click(q.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep editing' }));
    await user.click(q.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a change undone is no change: it closes at once', async () => {
    const { user, fill, onClose } = setup({ template: makeTemplate({ id: 't1', status: 'APPROVED' }) });
    await fill(NAME, 'other_name');
    await fill(NAME, 'welcome_message');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
