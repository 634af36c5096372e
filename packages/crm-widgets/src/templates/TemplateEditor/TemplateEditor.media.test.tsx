import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TemplateInput } from '@wacrm/whatsapp-sdk';
import { createFakeWacrmClient, DEMO_CLIENT_ID, makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from '../../provider';
import { LANDSCAPE_PNG, SAMPLE_PDF, fileOf } from '../../testing/mediaSamples';
import { TemplateEditor } from './TemplateEditor';

/** The editor with a new template named and written, and an IMAGE header (or the `template` given to edit). */
async function setup(options: { template?: ReturnType<typeof makeTemplate> } = {}) {
  const client = createFakeWacrmClient();
  const notify = { success: vi.fn(), error: vi.fn() };
  // The picker accepts any file here: the SDK's check by content is what is tested (a browser may offer all files).
  const user = userEvent.setup({ applyAccept: false });
  render(
    <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} notify={notify}>
      <TemplateEditor open onClose={vi.fn()} template={options.template} />
    </WacrmProvider>,
  );
  const q = within(screen.getByRole('dialog'));
  if (!options.template) {
    await user.click(q.getByLabelText(/^Template Name/));
    await user.paste('catalogue_out');
    await user.click(q.getByLabelText(/^Body Text/));
    await user.paste('Our new catalogue is out.');
    await user.click(q.getByRole('button', { name: 'Add Header' }));
    await user.selectOptions(q.getByLabelText('Header Type'), 'IMAGE');
  }
  // The field is a chunk of its own (LazyHeaderMediaField): its first import here can take seconds under load.
  await q.findByLabelText(/^Example file/, {}, { timeout: 15_000 });
  const submit = () => user.click(q.getByRole('button', { name: /Submit for Review|Update Template/ }));
  const sent = () =>
    [...client.controls.callsTo('templates.create'), ...client.controls.callsTo('templates.update')].map(
      (args) => args[args.length - 1] as TemplateInput,
    );
  return { client, notify, user, q, submit, sent, file: () => q.getByLabelText(/^Example file/) };
}

describe('TemplateEditor: the example file of a media header', () => {
  it('asks for the example file of an IMAGE header before submitting, sending nothing', async () => {
    const { q, submit, sent, file } = await setup();
    expect(q.queryByLabelText(/^Header Text/)).not.toBeInTheDocument();
    await submit();
    expect(file()).toHaveAccessibleDescription(expect.stringContaining('Please add an example file for the header'));
    expect(file()).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toHaveLength(0);
  });

  it('uploads the picked file with its progress, previews it and submits its media id as header_handle', async () => {
    const { client, q, user, submit, sent, file, notify } = await setup();
    client.controls.media.holdUploads(true);
    await user.upload(file(), fileOf(LANDSCAPE_PNG, 'banner.png', 'image/png'));
    const progress = await q.findByRole('progressbar', { name: 'Uploading banner.png' });
    expect(progress).toHaveAttribute('value', '50');
    expect(file()).toBeDisabled();
    client.controls.media.releaseUploads();
    expect(await q.findByRole('button', { name: 'Remove banner.png' })).toBeInTheDocument();
    expect(q.queryByRole('progressbar')).not.toBeInTheDocument();
    const preview = within(q.getByTestId('template-preview'));
    expect(await preview.findByRole('img', { name: 'Image' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await submit();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Template created successfully'));
    const [id] = [...client.controls.media.files.keys()];
    expect(sent()[0]!.components[0]).toEqual({ type: 'HEADER', format: 'IMAGE', example: { header_handle: [id] } });
  });

  it("refuses a file of another kind with the SDK's message before any byte is sent", async () => {
    const { client, q, user, file } = await setup();
    await user.upload(file(), fileOf(SAMPLE_PDF, 'catalogue.pdf', 'application/pdf'));
    await waitFor(() =>
      expect(file()).toHaveAccessibleDescription(
        expect.stringContaining('The file does not match the chosen type of attachment'),
      ),
    );
    expect(client.controls.media.uploadsStarted).toBe(0);
    expect(q.queryByRole('button', { name: /^Remove catalogue/ })).not.toBeInTheDocument();
  });

  it('cancels an upload half way (nothing kept), says when one fails, retries it, and removes a file', async () => {
    const { client, q, user, file } = await setup();
    client.controls.media.holdUploads(true);
    await user.upload(file(), fileOf(LANDSCAPE_PNG, 'banner.png'));
    await user.click(await q.findByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(q.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(q.queryByRole('button', { name: 'Remove banner.png' })).not.toBeInTheDocument();
    expect(file()).toBeEnabled();
    client.controls.media.holdUploads(false);
    client.controls.media.failNextUpload();
    await user.upload(file(), fileOf(LANDSCAPE_PNG, 'banner.png'));
    await waitFor(() =>
      expect(file()).toHaveAccessibleDescription(
        expect.stringContaining('The file could not be uploaded. Please try again.'),
      ),
    );
    // Retry sends the same file again (one more upload), without picking it again.
    const started = client.controls.media.uploadsStarted;
    await user.click(q.getByRole('button', { name: 'Retry upload' }));
    await user.click(await q.findByRole('button', { name: 'Remove banner.png' }));
    expect(client.controls.media.uploadsStarted).toBe(started + 1);
    expect(q.queryByRole('button', { name: 'Remove banner.png' })).not.toBeInTheDocument();
  });

  it("keeps a stored template's example when editing, and drops it when the format changes", async () => {
    const template = makeTemplate({
      id: 'tpl_catalogue',
      status: 'APPROVED',
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['media_stored'] } },
        { type: 'BODY', text: 'Our new catalogue is out.' },
      ],
    });
    const { q, user } = await setup({ template });
    expect(q.getByRole('button', { name: 'Remove Example file uploaded' })).toBeInTheDocument();
    await user.selectOptions(q.getByLabelText('Header Type'), 'VIDEO');
    expect(q.queryByRole('button', { name: /^Remove Example file/ })).not.toBeInTheDocument();
  });
});
