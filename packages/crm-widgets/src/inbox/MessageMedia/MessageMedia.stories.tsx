import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { InboxMessage } from '@wacrm/whatsapp-sdk';
import { createFakeWacrmClient, DEMO_CLIENT_ID, type FakeWacrmClient } from '@wacrm/whatsapp-sdk/testing';
import { useLocaleDefaults, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { page } from '../../testing/storyKit';
import { useWacrm, WacrmProvider } from '../../provider';
import { MessageBubble } from '../MessageBubble';
import { sampleMediaMessages, uploadingMessage } from '../../testing/mediaSamples';
import { inboxLabels, type InboxLabels } from '../labels';
import { ThreadMedia, useMediaSupported } from './ThreadMedia';

type Samples = ReturnType<typeof sampleMediaMessages>;

interface MediaStoryProps {
  /** The messages of the story, from the samples stored in its fake client. */
  show: (samples: Samples) => InboxMessage[];
  /** Adjusts the fake client first (media off, fetches that never answer). */
  setup?: (client: FakeWacrmClient) => void;
  onRetry?: (key: string) => void;
  onCancelUpload?: (key: string) => void;
}

function Bubbles({ messages, onRetry, onCancelUpload }: { messages: InboxMessage[] } & Omit<MediaStoryProps, 'show'>) {
  const { whatsapp } = useWacrm();
  const supported = useMediaSupported(whatsapp);
  const labels = useLocaleDefaults<InboxLabels>(inboxLabels);
  const { formats } = useWacrmLocale();
  return (
    <ThreadMedia
      whatsapp={whatsapp}
      supported={supported}
      messages={messages}
      labels={labels}
      onCancelUpload={onCancelUpload ?? (() => {})}
    >
      <div role="list" aria-label={formats.text(labels.messageList, { name: 'Ann Lee' })} style={{ maxWidth: 560 }}>
        {messages.map((m) => (
          <div role="listitem" key={m.key}>
            <MessageBubble message={m} labels={labels} {...(onRetry ? { onRetry } : {})} />
          </div>
        ))}
      </div>
    </ThreadMedia>
  );
}

/** Media bubbles over a fake client holding the sample files (the thread's own layout is Conversations' stories). */
function MediaStory({ show, setup, ...rest }: MediaStoryProps) {
  const [state] = useState(() => {
    const client = createFakeWacrmClient();
    setup?.(client);
    return { client, messages: show(sampleMediaMessages(client)) };
  });
  return (
    <WacrmProvider client={state.client} clientId={DEMO_CLIENT_ID}>
      <Bubbles messages={state.messages} {...rest} />
    </WacrmProvider>
  );
}

const meta = {
  title: 'Widgets/Inbox/MessageMedia',
  // An internal part of the inbox's thread (not exported); Conversations' docs page covers the inbox.
  tags: ['!autodocs'],
  component: MediaStory,
  args: { show: (s: Samples) => [s.photo, s.portrait] },
} satisfies Meta<typeof MediaStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (el: HTMLElement) => el.closest('.wacrm-media-frame') as HTMLElement;

/** Photos inline, each in a box sized from its width and height before it loads; the caption under it. */
export const Photos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [landscape, portrait] = canvas.getAllByRole('button', { name: 'View photo' });
    // 640 x 480 shown at most 280 px wide (narrower on a phone): 3/4 of its width high, loaded or not (no jump in a
    // virtual list).
    const before = frameOf(landscape!).getBoundingClientRect();
    await expect(before.width).toBeLessThanOrEqual(280);
    await expect(Math.round(before.height)).toBe(Math.round((before.width * 3) / 4));
    await waitFor(() => expect(landscape!.querySelector('img')).not.toBeNull());
    await waitFor(() => expect(landscape!.querySelector('img')!.naturalWidth).toBe(64));
    await expect(frameOf(landscape!).getBoundingClientRect().height).toBe(before.height);
    // 480 x 640: taller than wide.
    const tall = frameOf(portrait!).getBoundingClientRect();
    await expect(tall.height).toBeGreaterThan(tall.width);
    await expect(canvas.getByText('receipt')).toBeInTheDocument();
    await expect(canvas.getByText('receipt').tagName).toBe('STRONG');
  },
};

export const Sticker: Story = {
  args: { show: (s) => [s.sticker] },
  play: async ({ canvasElement }) => {
    const sticker = within(canvasElement).getByRole('button', { name: 'View sticker' });
    await waitFor(() => expect(sticker.querySelector('img')).not.toBeNull());
    await expect(Math.round(frameOf(sticker).getBoundingClientRect().width)).toBe(160);
  },
};

/** A video waits for Play (nothing is downloaded before); its length shows on it. */
export const Video: Story = {
  args: { show: (s) => [s.video] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const play = canvas.getByRole('button', { name: 'Play video 1:15' });
    // 1280 x 720 shown at most 280 px wide: 9/16 of its width high.
    const box = frameOf(play).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(280);
    await expect(Math.round(box.height)).toBe(Math.round((box.width * 9) / 16));
  },
};

/** This sample video's file is not on the fake server: playing it says so, with Retry. */
export const VideoFailedToLoad: Story = {
  args: { show: (s) => [s.video] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Play video/ }));
    await expect(await canvas.findByText('The file could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const VoiceMessage: Story = {
  args: { show: (s) => [s.voice] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Play voice message' })).toBeInTheDocument();
    await expect(canvas.getByText('Voice message 0:12')).toBeInTheDocument();
  },
};

export const Document: Story = {
  args: { show: (s) => [s.document] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('invoice-2026-11.pdf')).toBeInTheDocument();
    await expect(canvas.getByText(/^\d+ bytes$/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download invoice-2026-11.pdf' })).toBeInTheDocument();
    await expect(canvas.getByText('Invoice for November')).toBeInTheDocument();
  },
};

/** A photo whose file has not come yet: its box, with a spinner in it. */
export const Loading: Story = {
  args: {
    show: (s) => [s.photo],
    setup: (client) => {
      Object.assign(client.whatsapp(DEMO_CLIENT_ID), { fetchMedia: () => new Promise<string>(() => {}) });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('button', { name: 'View photo' })).getByRole('status')).toHaveTextContent(
      'Loading media',
    );
    const box = frameOf(canvas.getByRole('button', { name: 'View photo' })).getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(Math.round((box.width * 3) / 4));
  },
};

export const FailedToLoad: Story = {
  args: {
    show: (s) => [{ ...s.photo, media: { ...s.photo.media!, id: 'media_gone' } }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The file could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** A file being sent: its upload's progress (a progress bar with its value) and Cancel. */
export const Uploading: Story = {
  args: { show: () => [uploadingMessage({ percent: 40 })], onCancelUpload: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading quote.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('2.4 MB')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }));
    await expect(args.onCancelUpload).toHaveBeenCalledWith('m-upload');
  },
};

/** An upload that failed: the reason and Retry (the outbox uploads it again; a sent file is not uploaded twice). */
export const UploadFailed: Story = {
  args: {
    show: () => [
      uploadingMessage({
        percent: 50,
        status: 'failed',
        error: { code: 'UPLOAD_FAILED', title: 'Failed to upload file' },
      }),
    ],
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText('Not sent: Failed to upload file')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith('m-upload');
  },
};

/** A backend of the spec's first contract: type 'media' with a file name or nothing: the name, or 'Media message'. */
export const OlderBackend: Story = {
  args: {
    show: (s) => [
      { ...s.photo, key: 'old-1', type: 'media', media: undefined, text: 'scan.jpg', mediaFileName: 'scan.jpg' },
      { ...s.photo, key: 'old-2', type: 'media', media: undefined, text: 'Media message' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('scan.jpg')).toBeInTheDocument();
    await expect(canvas.getByText('Media message')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'View photo' })).toBeNull();
  },
};

/** A backend without the media routes (the SDK's probe answers false): no player, no image; the text stays. */
export const MediaOff: Story = {
  args: {
    show: (s) => [s.photo, s.document],
    setup: (client) => client.controls.media.setSupported(false),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'View photo' })).toBeNull());
    await expect(canvas.getByText('receipt')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Download/ })).toBeNull();
  },
};

/**
 * The full-screen viewer: a dialog over the page, the arrow keys to the conversation's other images, Escape
 * closing it with focus back on the photo.
 */
export const Viewer: Story = {
  args: { show: (s) => [s.photo, s.portrait, s.sticker] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button', { name: 'View photo' });
    first!.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(page(canvasElement));
    const dialog = await body.findByRole('dialog', { name: 'Photo' });
    await expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'The *receipt* from Friday'));
    await expect(within(dialog).getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'Sticker' })).toBeInTheDocument();
    await expect(within(page(canvasElement)).getByRole('button', { name: 'Next image' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(first).toHaveFocus();
  },
};

/** Arabic: the labels and digits of the locale, the voice note's length in Arabic digits, right to left. */
export const Arabic: Story = {
  args: { show: (s) => [s.photo, s.voice, s.document] },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'عرض الصورة' })).toBeInTheDocument();
    // The length in the digits Intl gives Arabic ('0:12' or '٠:١٢').
    await expect(canvas.getByText(/^رسالة صوتية (0:12|٠:١٢)$/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'تنزيل invoice-2026-11.pdf' })).toBeInTheDocument();
  },
};
