import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SendMessagePayload } from '@wacrm/whatsapp-sdk';
import { createFakeWacrmClient, createFixtures, DEMO_CLIENT_ID, makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from '../../provider';
import { SAMPLE_PDF, fileOf } from '../../testing/mediaSamples';
import { QuickMessageModal } from './QuickMessageModal';

/** Quick Message with an approved template whose DOCUMENT header has its example file. */
async function setup() {
  const fixtures = createFixtures();
  fixtures.templates.push(
    makeTemplate({
      id: 'tpl_catalogue',
      name: 'catalogue_out',
      displayName: 'Catalogue out',
      status: 'APPROVED',
      components: [
        { type: 'HEADER', format: 'DOCUMENT', example: { header_handle: ['media_example'] } },
        { type: 'BODY', text: 'Our new catalogue is out.' },
      ],
    }),
  );
  const client = createFakeWacrmClient({ fixtures });
  const notify = { success: vi.fn(), error: vi.fn() };
  const user = userEvent.setup();
  render(
    <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} notify={notify}>
      <QuickMessageModal open onClose={vi.fn()} />
    </WacrmProvider>,
  );
  const q = within(screen.getByRole('dialog', { name: 'Quick Message' }));
  await user.click(q.getByLabelText(/^Recipient/));
  await user.paste('+14155550123');
  await user.click(q.getByRole('radio', { name: 'Template Message' }));
  const select = q.getByRole('combobox', { name: /^Template/ });
  await within(select).findByRole('option', { name: 'Catalogue out' });
  await user.selectOptions(select, 'Catalogue out');
  // The header file field is a chunk of its own (LazyHeaderMediaField): its first import here can take seconds under
  // load (both tests failed reading it at once on a loaded machine).
  await q.findByLabelText(/^Header document/, {}, { timeout: 15_000 });
  const sends = () => client.controls.callsTo('messages.send').map((a) => a[0] as SendMessagePayload);
  const send = () => user.click(q.getByRole('button', { name: 'Send Message' }));
  return { client, notify, user, q, sends, send };
}

describe('QuickMessageModal: a template with a media header', () => {
  it("sends the template's example by default (no header component: the API uses the example)", async () => {
    const { q, send, sends, notify } = await setup();
    const picker = q.getByLabelText(/^Header document/);
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('example file of the template is sent'));
    await send();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Message sent successfully'));
    expect(sends()[0]?.template?.components).toEqual([]);
  }, 40_000);

  it('sends the document the sender picked instead, as the header parameter', async () => {
    const { client, q, user, send, sends, notify } = await setup();
    await user.upload(q.getByLabelText(/^Header document/), fileOf(SAMPLE_PDF, 'spring.pdf', 'application/pdf'));
    expect(await q.findByRole('button', { name: 'Remove spring.pdf' })).toBeInTheDocument();
    await send();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Message sent successfully'));
    const [id] = [...client.controls.media.files.keys()];
    expect(sends()[0]?.template?.components).toEqual([
      { type: 'header', parameters: [{ type: 'document', document: { id } }] },
    ]);
  }, 40_000);
});
