import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_DRAFT, type ComposerDraft } from '@wacrm/whatsapp-sdk';
import { createAttachmentTray, type AttachmentTray } from '@wacrm/whatsapp-sdk/media';
import { checkMediaFile } from '@wacrm/whatsapp-sdk/media';
import { withFakeClient } from '../../testing/storyKit';
import { Composer, type ComposerSend } from '../Composer';
import { fileOf, LANDSCAPE_PNG, SAMPLE_OGG, SAMPLE_PDF } from '../../testing/mediaSamples';
import { DropZone } from './DropZone';

interface AttachStoryProps {
  onSend: (message: ComposerSend) => void;
  /** Files in the tray as the story opens. */
  files?: () => File[];
}

/** The composer with its attachment tray, under a thread area that takes dropped files. */
function AttachStory({ onSend, files }: AttachStoryProps) {
  const [tray] = useState<AttachmentTray>(() => {
    const created = createAttachmentTray({ check: checkMediaFile });
    if (files) void created.add(files());
    return created;
  });
  const [draft, setDraft] = useState<ComposerDraft>(EMPTY_DRAFT);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: 560, maxWidth: 640 }}>
      <DropZone onFiles={(dropped) => void tray.add(dropped)} label="Drop files to attach">
        <div style={{ flex: 1 }} />
      </DropZone>
      <Composer draft={draft} onDraftChange={setDraft} onSend={onSend} windowOpen templates={[]} attachments={tray} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Inbox/Attachments',
  // An internal part of the inbox's composer (not exported); Conversations' docs page covers the inbox.
  tags: ['!autodocs'],
  component: AttachStory,
  // The previews word the SDK's messages through the provider's labels.
  decorators: [withFakeClient()],
  args: { onSend: fn() },
} satisfies Meta<typeof AttachStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const photo = () => fileOf(LANDSCAPE_PNG, 'receipt.png', 'image/png');
const pdf = () => fileOf(SAMPLE_PDF, 'invoice.pdf', 'application/pdf');

/** Nothing attached: the attach button beside Send. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Attach files' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.queryByRole('list', { name: 'Attachments' })).toBeNull();
  },
};

/**
 * A photo and a PDF chosen: each with its preview, size and own caption; Send sends each as a message with its
 * caption, then the text typed.
 */
export const WithPreviews: Story = {
  args: { files: () => [photo(), pdf()] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Attachments' });
    await waitFor(() => expect(within(list).getAllByRole('textbox')).toHaveLength(2));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Caption for receipt.png' }), 'The receipt');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Caption for invoice.pdf' }), 'November');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Both attached');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(3);
    await expect(args.onSend).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({
        text: 'The receipt',
        attachment: expect.objectContaining({ fileName: 'receipt.png', kind: 'image', width: 64, height: 48 }),
      }),
    );
    await expect(args.onSend).toHaveBeenNthCalledWith(
      2,
      expect.objectContaining({ text: 'November', attachment: expect.objectContaining({ kind: 'document' }) }),
    );
    await expect(args.onSend).toHaveBeenNthCalledWith(3, { text: 'Both attached' });
    await waitFor(() => expect(canvas.queryByRole('listitem')).toBeNull());
  },
};

/** A voice note takes no caption (WhatsApp's rule): its preview has none; Remove takes it out. */
export const VoiceNoteAndRemove: Story = {
  args: { files: () => [fileOf(SAMPLE_OGG, 'voice.ogg', 'audio/ogg')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Attachments' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled());
    await expect(within(list).queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove voice.ogg' }));
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** An HTML page renamed .png: refused by its bytes, with the SDK's message; Send waits until it is removed. */
export const UnsupportedFileRefused: Story = {
  args: { files: () => [fileOf(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'photo.png')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This type of file cannot be sent on WhatsApp');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Files dragged over the thread: a frame says they can be dropped; dropping attaches them. */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByTestId('thread-drop-zone');
    const data = new DataTransfer();
    data.items.add(pdf());
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Drop files to attach');
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    await expect(await canvas.findByText('invoice.pdf')).toBeInTheDocument();
    await expect(canvas.queryByText('Drop files to attach')).toBeNull();
  },
};

/** An image pasted into the message box is attached (text pastes as text). */
export const PasteImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    const data = new DataTransfer();
    data.items.add(photo());
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect(await canvas.findByText('receipt.png')).toBeInTheDocument();
    await expect(box).toHaveValue('');
  },
};
