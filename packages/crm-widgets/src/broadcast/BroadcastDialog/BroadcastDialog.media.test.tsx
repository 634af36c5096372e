import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeWacrmClient } from '@wacrm/whatsapp-sdk/testing';
import { renderWithClient } from '../../testing/inboxTestUtils';
import { fileOf, LANDSCAPE_PNG, SAMPLE_MP4, SAMPLE_PDF } from '../../testing/mediaSamples';
import { BroadcastDialog } from './BroadcastDialog';

/** Everyone who wrote has written minutes ago: their 24-hour windows are open. */
function windowsNow(client: FakeWacrmClient) {
  for (const c of client.controls.db.conversations) {
    if (c.lastInboundAt) c.lastInboundAt = new Date(Date.now() - 5 * 60_000).toISOString();
  }
}

function setup(prepare?: (client: FakeWacrmClient) => void) {
  const user = userEvent.setup();
  const onSent = vi.fn();
  const utils = renderWithClient(<BroadcastDialog open onClose={vi.fn()} onSent={onSent} />, {}, (client) => {
    windowsNow(client);
    prepare?.(client);
  });
  const dialog = screen.getByRole('dialog', { name: 'Create Broadcast Message' });
  /** The picker behind a button (a hidden file input: the button opens it). */
  const picker = (accepts: string) => dialog.querySelector<HTMLInputElement>(`input[type=file][accept*="${accepts}"]`)!;
  return { user, onSent, dialog, d: within(dialog), picker, ...utils };
}

const photo = () => fileOf(LANDSCAPE_PNG, 'parcel.png', 'image/png');

describe('BroadcastDialog attachments', () => {
  const created: string[] = [];
  beforeEach(() => {
    created.length = 0;
    let n = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => {
          n += 1;
          created.push(`blob:local-${n}`);
          return `blob:local-${n}`;
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the buttons disabled, with the spec note, on a backend without media', async () => {
    const { d } = setup((client) => client.controls.media.setSupported(false));
    await waitFor(() => expect(d.getByRole('group', { name: 'Media' })).toBeInTheDocument());
    for (const name of ['Image', 'Video', 'File']) expect(d.getByRole('button', { name })).toBeDisabled();
    expect(d.getByRole('group', { name: 'Media' })).toHaveAccessibleDescription(
      'Media attachments are not available yet.',
    );
  });

  it('attaches a photo, uploads it with progress, previews it with the caption and sends its media id', async () => {
    const { user, d, picker, client, notify } = setup((c) => c.controls.media.holdUploads(true));
    await waitFor(() => expect(d.getByRole('button', { name: 'Image' })).toBeEnabled());
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Parcel news');
    await user.selectOptions(d.getByRole('combobox', { name: /Recipients/ }), 'customers');
    await user.upload(picker('image/png'), photo());
    const attachment = await d.findByRole('group', { name: 'Attachment' });
    expect(within(attachment).getByText('parcel.png')).toBeInTheDocument();
    const bar = await within(attachment).findByRole('progressbar', { name: 'Uploading parcel.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    // The preview shows the photo from the local file, the message as its caption.
    await user.type(d.getByRole('textbox', { name: /^Message/ }), 'New *stock*');
    const preview = d.getByRole('figure', { name: 'Preview' });
    expect(within(preview).getByRole('img', { name: 'parcel.png' })).toHaveAttribute('src', created[0]);
    expect(within(preview).getByText('stock')).toBeInTheDocument();
    // Send waits for the upload.
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    expect(client.controls.callsTo('broadcasts.create')).toHaveLength(0);
    client.controls.media.releaseUploads();
    await waitFor(() => expect(client.controls.callsTo('broadcasts.create')).toHaveLength(1));
    const payload = client.controls.callsTo('broadcasts.create')[0]?.[0] as { media?: { id: string; type: string } };
    const [id] = [...client.controls.media.files.keys()];
    expect(payload).toMatchObject({ message: 'New *stock*', media: { id, type: 'image' } });
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
  });

  it('refuses a file whose bytes are not of the kind chosen, before uploading it, with the SDK message', async () => {
    const { user, d, picker, client } = setup();
    await waitFor(() => expect(d.getByRole('button', { name: 'Image' })).toBeEnabled());
    // Named and typed as a PNG, but an HTML page.
    await user.upload(
      picker('image/png'),
      fileOf(new TextEncoder().encode('<html><script>x</script>'), 'a.png', 'image/png'),
    );
    const attachment = await d.findByRole('group', { name: 'Attachment' });
    expect(await within(attachment).findByRole('alert')).toHaveTextContent(
      'This type of file cannot be sent on WhatsApp',
    );
    expect(client.controls.media.uploadsStarted).toBe(0);
    // Sending is refused while the attachment cannot be sent; once removed, the text goes alone (one call in all).
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'News');
    await user.selectOptions(d.getByRole('combobox', { name: /Recipients/ }), 'customers');
    await user.type(d.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(d.getByRole('button', { name: 'Send Now' })).not.toHaveAttribute('aria-busy'));
    expect(within(attachment).getByRole('alert')).toBeInTheDocument();
    await user.click(within(attachment).getByRole('button', { name: 'Remove a.png' }));
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(client.controls.callsTo('broadcasts.create')).toHaveLength(1));
    expect(client.controls.callsTo('broadcasts.create')[0]?.[0]).not.toHaveProperty('media');
  });

  it('replaces the attachment with the next file chosen, and removes it', async () => {
    const { user, d, picker } = setup();
    await waitFor(() => expect(d.getByRole('button', { name: 'File' })).toBeEnabled());
    await user.upload(picker('image/png'), photo());
    await d.findByText('parcel.png', { selector: 'span' });
    await user.upload(picker('application/pdf'), fileOf(SAMPLE_PDF, 'catalogue.pdf', 'application/pdf'));
    const attachment = await d.findByRole('group', { name: 'Attachment' });
    expect(within(attachment).getByText('catalogue.pdf')).toBeInTheDocument();
    expect(d.queryByText('parcel.png')).toBeNull();
    // A card in the preview (name and size) for a document; the photo's object URL was revoked.
    const preview = d.getByRole('figure', { name: 'Preview' });
    expect(within(preview).getByText('catalogue.pdf')).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(created[0]);
    await user.click(within(attachment).getByRole('button', { name: 'Remove catalogue.pdf' }));
    expect(d.queryByRole('group', { name: 'Attachment' })).toBeNull();
    expect(d.queryByText('catalogue.pdf')).toBeNull();
  });

  it("previews a video with the browser's player from the local file, nothing played until asked", async () => {
    const { user, d, picker } = setup();
    await waitFor(() => expect(d.getByRole('button', { name: 'Video' })).toBeEnabled());
    await user.upload(picker('video/mp4'), fileOf(SAMPLE_MP4, 'unboxing.mp4', 'video/mp4'));
    await d.findByRole('group', { name: 'Attachment' });
    const preview = d.getByRole('figure', { name: 'Preview' });
    // jsdom gives a <video> no role: found by its label.
    const video = await within(preview).findByLabelText('unboxing.mp4');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', created.at(-1));
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('autoplay');
    // Replaced by a document: the video's object URL is revoked and a card shows.
    await user.upload(picker('application/pdf'), fileOf(SAMPLE_PDF, 'catalogue.pdf', 'application/pdf'));
    expect(await within(preview).findByText('catalogue.pdf')).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(video.getAttribute('src'));
  });

  it('takes a caption up to 1,024 characters with an attachment, and refuses a longer one', async () => {
    const { user, d, picker, client } = setup();
    await waitFor(() => expect(d.getByRole('button', { name: 'Image' })).toBeEnabled());
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Caption');
    await user.selectOptions(d.getByRole('combobox', { name: /Recipients/ }), 'customers');
    await user.upload(picker('image/png'), photo());
    await d.findByRole('group', { name: 'Attachment' });
    const message = d.getByRole('textbox', { name: /^Message/ });
    await user.click(message);
    await user.paste('x'.repeat(1025));
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    expect(await d.findByText('Caption must be 1024 characters or less')).toBeInTheDocument();
    expect(client.controls.callsTo('broadcasts.create')).toHaveLength(0);
    await user.type(message, '{Backspace}');
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(client.controls.callsTo('broadcasts.create')).toHaveLength(1));
  });

  it('retries a failed upload with the same file: one more upload, then the broadcast goes with it', async () => {
    const { user, d, picker, client } = setup((c) => c.controls.media.failNextUpload({ status: 500 }));
    await waitFor(() => expect(d.getByRole('button', { name: 'File' })).toBeEnabled());
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Catalogue');
    await user.selectOptions(d.getByRole('combobox', { name: /Recipients/ }), 'customers');
    await user.upload(picker('application/pdf'), fileOf(SAMPLE_PDF, 'catalogue.pdf', 'application/pdf'));
    const attachment = await d.findByRole('group', { name: 'Attachment' });
    expect(await within(attachment).findByRole('alert')).toHaveTextContent('The file could not be uploaded');
    expect(client.controls.media.uploadsStarted).toBe(1);
    await user.click(within(attachment).getByRole('button', { name: 'Retry upload' }));
    await waitFor(() => expect(within(attachment).queryByRole('alert')).toBeNull());
    expect(within(attachment).queryByRole('button', { name: 'Retry upload' })).toBeNull();
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(client.controls.callsTo('broadcasts.create')).toHaveLength(1));
    expect(client.controls.media.uploadsStarted).toBe(2);
    const [id] = [...client.controls.media.files.keys()];
    expect(client.controls.callsTo('broadcasts.create')[0]?.[0]).toMatchObject({ media: { id, type: 'document' } });
  });
});
