import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeConversation, type FakeWacrmClient } from '@wacrm/whatsapp-sdk/testing';
import { StoryProvider, storyClient, type StoryClientOptions } from '../../testing/inboxStoryKit';
import { BroadcastDialog } from './BroadcastDialog';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { broadcastLabels } from '../labels';
import { fileOf, LANDSCAPE_PNG, SAMPLE_MP4, SAMPLE_PDF } from '../../testing/mediaSamples';

function withClient(options: StoryClientOptions = {}) {
  return (Story: () => React.JSX.Element) => (
    <StoryProvider options={options}>
      <Story />
    </StoryProvider>
  );
}

/**
 * The demo contacts as of now (stories run on the real clock, their pictures on a frozen one): Ann and Chen wrote
 * five minutes ago, so a custom message can reach them; Ben and Dara never wrote; Eva has no conversation.
 * `everyone` makes all five write, Eva too.
 */
function wroteRecently(everyone = false) {
  return (client: FakeWacrmClient) => {
    const recent = new Date(Date.now() - 5 * 60_000).toISOString();
    const db = client.controls.db;
    for (const c of db.conversations) if (c.lastInboundAt || everyone) c.lastInboundAt = recent;
    if (everyone) {
      db.conversations.push(
        makeConversation({
          id: 'conv_eva',
          contactPhone: '+420601234567',
          contactName: 'Eva Novak',
          lastInboundAt: recent,
        }),
      );
    }
  };
}

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'Sending one message (custom text or an approved template) to many contacts now or at a scheduled time. For one recipient use `QuickMessageModal`; for a tracked marketing send use `CampaignManager`.',
  states:
    "Custom message with character count, template message with parameters, scheduled, validation errors, sending, send failure; recipients outside their 24-hour window (refused with a count, or sent only to those inside), none inside, and the notice of a broadcast whose messages partly failed; one attachment (image, video or file: uploading with progress, a video previewed with the player, sent with its caption, refused with the SDK's message, or unavailable on a backend without media). Groups show their counts from the account's contacts.",
  accessibility:
    'A `Modal` (role `dialog`, "Create Broadcast Message"): focus trapped, Escape closes. Fields are labelled with errors linked and announced; the Custom/Template choice is a radio group (arrow keys). The attachment is a labelled group with a progressbar (`aria-valuenow`), its problem as an alert and a labelled Remove button.',
  labels: { from: 'broadcastLabels', labels: broadcastLabels },
});

const meta = {
  title: 'Widgets/Broadcast/BroadcastDialog',
  component: BroadcastDialog,
  args: { open: true, onClose: fn(), onSent: fn() },
  parameters: { docs: { description: { component: usageNotes }, story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof BroadcastDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Create Broadcast Message' }));

export const CustomMessage: Story = {
  decorators: [withClient({ prepare: wroteRecently(true) })],
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'November offers');
    await userEvent.type(d.getByRole('textbox', { name: /^Message/ }), 'Hi *all*, 20% off this week');
    await expect(d.getByText('27/1,000')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
    await expect(await d.findByRole('option', { name: 'All Contacts (5)' })).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalled());
    await expect(await within(document.body).findByText('Broadcast sent to 5 of 5 recipients')).toBeInTheDocument();
  },
};

/**
 * Some recipients are outside their 24-hour window: the count, and Send refused until the user sends only to those
 * inside (or uses a template).
 */
export const OutsideWindow: Story = {
  decorators: [withClient({ prepare: wroteRecently() })],
  play: async () => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'November offers');
    await userEvent.type(d.getByRole('textbox', { name: /^Message/ }), 'Hi all, 20% off this week');
    await expect(
      await d.findByText('2 of 5 recipients can receive a custom message; use a template for the others'),
    ).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Send Now' }));
    await expect(
      d.getByRole('checkbox', { name: 'Send only to the 2 who can receive it' }),
    ).toHaveAccessibleDescription('Choose to send it only to them, or use a template');
    await expect(storyClient().controls.callsTo('broadcasts.create')).toHaveLength(0);
  },
};

/** Nobody in the group can receive a custom message: it asks for a template. */
export const NoneInWindow: Story = {
  decorators: [withClient({ prepare: wroteRecently() })],
  play: async () => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'VIP news');
    await userEvent.selectOptions(d.getByRole('combobox', { name: /Recipients/ }), 'vip');
    await userEvent.type(d.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await expect(await d.findByText('The recipient cannot receive a custom message; use a template')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Send Now' }));
    await expect(await d.findByText('Use a template: a custom message cannot reach these recipients')).toBeVisible();
  },
};

/** The API sent the broadcast and some messages failed: the notice says so, with Meta's reason. */
export const PartlyFailed: Story = {
  decorators: [
    withClient({
      // Without the contacts the dialog cannot check the windows first; the API reports each recipient.
      prepare: (c) => {
        wroteRecently()(c);
        c.controls.setFailure('contacts.page', {});
      },
    }),
  ],
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Offers');
    await userEvent.type(d.getByRole('textbox', { name: /^Message/ }), 'Hello all');
    await waitFor(() => expect(d.queryByText('Checking who can receive a custom message')).toBeNull());
    await userEvent.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalled());
    await expect(
      await within(document.body).findByText('Broadcast sent to 2 of 5 recipients; 3 failed: Re-engagement message'),
    ).toBeInTheDocument();
  },
};

export const Scheduled: Story = {
  decorators: [withClient()],
  play: async () => {
    const d = await dialog();
    fireEvent.change(d.getByLabelText('Schedule Date (optional)'), { target: { value: '2026-12-01' } });
    fireEvent.change(d.getByLabelText('Schedule Time (optional)'), { target: { value: '09:30' } });
    await expect(await d.findByRole('button', { name: 'Schedule Broadcast' })).toBeVisible();
    // The preview renders a link in the message readably on the bubble (the story's axe check runs on it).
    await userEvent.type(d.getByRole('textbox', { name: /^Message/ }), 'Shop at https://acme.io/sale{Enter}> Quoted');
    const preview = d.getByRole('figure', { name: 'Preview' });
    await expect(within(preview).getByRole('link', { name: 'https://acme.io/sale' })).toBeVisible();
  },
};

export const TemplateMessage: Story = {
  decorators: [withClient()],
  play: async () => {
    const d = await dialog();
    await userEvent.click(d.getByRole('radio', { name: 'Use Template' }));
    await userEvent.selectOptions(await d.findByRole('combobox', { name: /Template/ }, { timeout: 5000 }), 'tpl_order');
    await expect(d.getByRole('figure', { name: 'Preview' })).toHaveTextContent('your order {{2}} is on its way');
  },
};

export const ValidationErrors: Story = {
  decorators: [withClient()],
  play: async () => {
    const d = await dialog();
    await userEvent.selectOptions(d.getByRole('combobox', { name: /Recipients/ }), 'custom');
    fireEvent.change(d.getByLabelText('Schedule Time (optional)'), { target: { value: '09:30' } });
    await userEvent.click(d.getByRole('button', { name: 'Send Now' }));
    await expect(await d.findByText('Broadcast name is required')).toBeVisible();
    await expect(d.getByText('Please choose the recipients')).toBeVisible();
    await expect(d.getByText('Message is required')).toBeVisible();
    await expect(d.getByText('Please choose a date for the scheduled time')).toBeVisible();
  },
};

export const Failure: Story = {
  decorators: [
    withClient({
      prepare: (c) => {
        wroteRecently(true)(c);
        c.controls.setFailure('broadcasts.create', {});
      },
    }),
  ],
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Oops');
    await userEvent.type(d.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await userEvent.click(d.getByRole('button', { name: 'Send Now' }));
    await expect(await within(document.body).findByText('Failed to schedule broadcast')).toBeInTheDocument();
    await expect(args.onSent).not.toHaveBeenCalled();
    await expect(storyClient().controls.callsTo('broadcasts.create')).toHaveLength(1);
  },
};

export const NoTemplates: Story = {
  decorators: [
    withClient({
      prepare: (c) => {
        c.controls.db.templates = c.controls.db.templates.filter((t) => t.status !== 'APPROVED');
      },
    }),
  ],
  play: async () => {
    const d = await dialog();
    await userEvent.click(d.getByRole('radio', { name: 'Use Template' }));
    await expect(await d.findByText('No templates available', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The picker behind a media button (a hidden file input the button opens). */
const picker = (accepts: string) =>
  document.body.querySelector<HTMLInputElement>(`[role=dialog] input[type=file][accept*="${accepts}"]`)!;

/** A backend without the media routes (the SDK's probe): the buttons stay disabled with the spec's note. */
export const MediaUnavailable: Story = {
  decorators: [withClient({ prepare: (c) => c.controls.media.setSupported(false) })],
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('group', { name: 'Media' })).toHaveAccessibleDescription(
      'Media attachments are not available yet.',
    );
    for (const name of ['Image', 'Video', 'File']) await expect(d.getByRole('button', { name })).toBeDisabled();
  },
};

/** A photo uploading (held half way): its card with the progress bar, the preview with the photo and the caption. */
export const MediaUploading: Story = {
  decorators: [
    withClient({
      prepare: (c) => {
        wroteRecently(true)(c);
        c.controls.media.holdUploads(true);
      },
    }),
  ],
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(d.getByRole('button', { name: 'Image' })).toBeEnabled());
    await userEvent.upload(picker('image/png'), fileOf(LANDSCAPE_PNG, 'parcel.png', 'image/png'));
    const card = await d.findByRole('group', { name: 'Attachment' });
    const bar = await within(card).findByRole('progressbar', { name: 'Uploading parcel.png' });
    // The held upload reports half of its bytes sent (the bar shows 0 % until then).
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    await userEvent.type(d.getByRole('textbox', { name: /^Message/ }), 'New stock *today*');
    const preview = d.getByRole('figure', { name: 'Preview' });
    await expect(within(preview).getByRole('img', { name: 'parcel.png' })).toBeInTheDocument();
  },
};

/** A video attached: the preview shows it with the browser's player (its first frame; nothing plays until asked). */
export const MediaVideo: Story = {
  decorators: [withClient({ prepare: wroteRecently(true) })],
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(d.getByRole('button', { name: 'Video' })).toBeEnabled());
    await userEvent.upload(picker('video/mp4'), fileOf(SAMPLE_MP4, 'unboxing.mp4', 'video/mp4'));
    const card = await d.findByRole('group', { name: 'Attachment' });
    await expect(within(card).getByRole('button', { name: 'Remove unboxing.mp4' })).toBeInTheDocument();
    await userEvent.type(d.getByRole('textbox', { name: /^Message/ }), 'Unboxing our new kit');
    const preview = d.getByRole('figure', { name: 'Preview' });
    const video = within(preview).getByLabelText('unboxing.mp4');
    await expect(video).toHaveAttribute('controls');
    await expect((video as HTMLVideoElement).paused).toBe(true);
    // The picture shows the preview (below the form in the dialog's scroll).
    preview.scrollIntoView({ block: 'end' });
  },
};

/** A document attached and uploaded, sent with its caption: the payload carries its media id. */
export const MediaDocumentSent: Story = {
  decorators: [withClient({ prepare: wroteRecently(true) })],
  play: async ({ args }) => {
    const d = await dialog();
    await waitFor(() => expect(d.getByRole('button', { name: 'File' })).toBeEnabled());
    await userEvent.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Catalogue');
    await userEvent.upload(picker('application/pdf'), fileOf(SAMPLE_PDF, 'catalogue.pdf', 'application/pdf'));
    const card = await d.findByRole('group', { name: 'Attachment' });
    await expect(within(card).getByRole('button', { name: 'Remove catalogue.pdf' })).toBeInTheDocument();
    await expect(within(d.getByRole('figure', { name: 'Preview' })).getByText('catalogue.pdf')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /^Message/ }), 'Our new catalogue');
    await userEvent.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalled());
    await expect(storyClient().controls.callsTo('broadcasts.create')[0]?.[0]).toMatchObject({
      message: 'Our new catalogue',
      media: { type: 'document' },
    });
  },
};

/** A file whose bytes are not an image, chosen as one: refused with the SDK's message before any byte is sent. */
export const MediaRefused: Story = {
  decorators: [withClient({ prepare: wroteRecently(true) })],
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(d.getByRole('button', { name: 'Image' })).toBeEnabled());
    const html = fileOf(new TextEncoder().encode('<html><body>hello</body></html>'), 'photo.png', 'image/png');
    await userEvent.upload(picker('image/png'), html);
    const card = await d.findByRole('group', { name: 'Attachment' });
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This type of file cannot be sent on WhatsApp',
    );
    await expect(storyClient().controls.media.uploadsStarted).toBe(0);
  },
};

/** A document whose upload failed: the failure in the card with Retry upload (the same file, not chosen again). */
export const MediaUploadFailed: Story = {
  decorators: [
    withClient({
      prepare: (c) => {
        wroteRecently(true)(c);
        c.controls.media.failNextUpload({ status: 500 });
      },
    }),
  ],
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(d.getByRole('button', { name: 'File' })).toBeEnabled());
    await userEvent.upload(picker('application/pdf'), fileOf(SAMPLE_PDF, 'catalogue.pdf', 'application/pdf'));
    const card = await d.findByRole('group', { name: 'Attachment' });
    await expect(await within(card).findByRole('alert')).toHaveTextContent('The file could not be uploaded');
    await expect(within(card).getByRole('button', { name: 'Retry upload' })).toBeEnabled();
    await expect(storyClient().controls.media.uploadsStarted).toBe(1);
  },
};

/** On a 375 px phone: the dialog fills the screen's width without scrolling sideways. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  decorators: [withClient()],
  play: async ({ canvasElement }) => {
    const d = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create Broadcast Message' });
    await waitFor(() => expect(d).toBeVisible());
    await expectFitsPhone(d);
    await expectFitsPhone(within(d).getByRole('textbox', { name: /^Message/ }));
    await expectFitsPhone(within(d).getByRole('button', { name: 'Send Now' }));
  },
};
