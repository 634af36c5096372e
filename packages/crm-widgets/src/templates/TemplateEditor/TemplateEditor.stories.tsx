import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_CLIENT_ID, makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import { page, withFakeClient } from '../../testing/storyKit';
import { LANDSCAPE_PNG, fileOf } from '../../testing/mediaSamples';
import { TemplateEditor } from './TemplateEditor';
import { shippedLocaleFor } from '../../i18n/locale';
import { loadTemplateEditorLabels } from '../../i18n/loadTemplateEditor';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { templateLabels } from '../labels';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'Creating or editing a WhatsApp message template (category, language, header, body with variables, footer, buttons) with a live preview, before submitting it for review.',
  states:
    'Create, edit, required fields, a media header (example file required, uploading, uploaded and previewed), name conversion offer (spaces and capitals), variables needing example values, buttons of each type, saving, save failure, closing with changes (asks first). The preview stays in view beside the form; on a phone it is under the form, one tap away (Show preview).',
  accessibility:
    'A `Modal` named "Create Template" or "Edit Template"; each field is labelled; group errors (examples, buttons) are announced (role `alert`); the preview is text, not an image.',
  labels: { from: 'templateLabels', labels: templateLabels },
});

const meta = {
  title: 'Widgets/Templates/TemplateEditor',
  component: TemplateEditor,
  args: { open: true, onClose: fn(), onSaved: fn() },
  decorators: [withFakeClient()],
  // The editor's texts in a shipped language are a part of their own, downloaded when it is shown: loaded before the
  // story renders, as the toolbar's dictionaries are imported up front, so a story (and its picture in the Arabic
  // runs, which have no play to wait with) shows the editor at once rather than after the download.
  loaders: [
    async ({ globals }) => {
      const code = shippedLocaleFor(typeof globals.locale === 'string' ? globals.locale : 'en');
      if (code !== 'en') await loadTemplateEditorLabels(code);
      return {};
    },
  ],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: usageNotes }, story: { inline: false, height: '640px' } },
  },
} satisfies Meta<typeof TemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once its opening animation is over. */
async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await within(page(canvasElement)).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

async function paste(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await expect(q.getByRole('heading', { name: 'Create Template' })).toBeVisible();
    await expect(q.getByLabelText('Category')).toHaveValue('MARKETING');
    await expect(q.getByLabelText('Language')).toHaveValue('en_US');
    await expect(q.getByText('Your message will appear here')).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.click(q.getByRole('button', { name: 'Submit for Review' }));
    await expect(q.getByText('Template name is required')).toBeVisible();
    await expect(q.getByText('Body text is required')).toBeVisible();
    await expect(q.getByLabelText(/^Template Name/)).toHaveFocus();
  },
};

export const NameConversionOffer: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.type(q.getByLabelText(/^Template Name/), 'Summer Sale');
    await userEvent.click(q.getByRole('button', { name: 'Use summer_sale' }));
    await expect(q.getByLabelText(/^Template Name/)).toHaveValue('summer_sale');
  },
};

export const MissingExamples: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await paste(q.getByLabelText(/^Template Name/), 'order_ready');
    await paste(q.getByLabelText(/^Body Text/), 'Hi {{1}}, order {{2}} is ready.');
    await userEvent.click(q.getByRole('button', { name: 'Submit for Review' }));
    await expect(q.getByText('Please provide 2 example value(s) for the variables')).toBeVisible();
  },
};

export const HeaderStrippedAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.click(q.getByRole('button', { name: 'Add Header' }));
    const header = q.getByLabelText(/^Header Text/);
    await userEvent.type(header, 'Big *sale*');
    await expect(header).toHaveValue('Big sale');
    await expect(
      q.getByText('Header cannot contain new lines, formatting characters, emojis, or asterisks'),
    ).toBeVisible();
  },
};

export const FooterNewLines: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await paste(q.getByLabelText(/^Template Name/), 'footer_check');
    await paste(q.getByLabelText(/^Body Text/), 'Thanks for shopping');
    await userEvent.click(q.getByRole('button', { name: 'Add Footer' }));
    await paste(q.getByLabelText(/^Footer Text/), 'Acme\nStore');
    await userEvent.click(q.getByRole('button', { name: 'Submit for Review' }));
    await expect(q.getByText('Footer cannot contain new lines')).toBeVisible();
  },
};

export const TtlOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await paste(q.getByLabelText(/^Template Name/), 'ttl_check');
    await paste(q.getByLabelText(/^Body Text/), 'Your code expires soon');
    await paste(q.getByLabelText(/^Message TTL/), '60');
    await userEvent.click(q.getByRole('button', { name: 'Submit for Review' }));
    await expect(q.getByText('Marketing TTL must be between 12 hours and 30 days')).toBeVisible();
    await userEvent.selectOptions(q.getByLabelText('Category'), 'UTILITY');
    await paste(q.getByLabelText(/^Message TTL/), '10');
    await expect(q.getByText('Utility TTL must be between 30 seconds and 12 hours')).toBeVisible();
    await userEvent.selectOptions(q.getByLabelText('Category'), 'AUTHENTICATION');
    await paste(q.getByLabelText(/^Message TTL/), '1000');
    await expect(q.getByText('Authentication TTL must be between 30 seconds and 15 minutes')).toBeVisible();
  },
};

export const MetaVariableRules: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await paste(q.getByLabelText(/^Template Name/), 'variables');
    await paste(q.getByLabelText(/^Body Text/), '{{1}}, hello there');
    await userEvent.click(q.getByRole('button', { name: 'Submit for Review' }));
    await expect(q.getByText('Body text cannot start with a variable')).toBeVisible();
    await paste(q.getByLabelText(/^Body Text/), 'Hi {{2}} there');
    await expect(q.getByText('Variables must be numbered in order, starting from {{1}}, with no gaps')).toBeVisible();
  },
};

export const ButtonsAndSeeAllOptions: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await paste(q.getByLabelText(/^Body Text/), 'Pick *one* option below');
    await userEvent.click(q.getByRole('button', { name: 'Add Buttons' }));
    for (let i = 0; i < 3; i += 1) await userEvent.click(q.getByRole('button', { name: 'Add Button' }));
    const labels = ['Yes', 'No', 'Later', 'Stop promotions'];
    const fields = q.getAllByLabelText(/^Button Text/);
    for (const [i, text] of labels.entries()) await paste(fields[i] as HTMLElement, text);
    const preview = within(q.getByRole('figure', { name: 'WhatsApp preview' }));
    await expect(preview.getByText('See all options')).toBeVisible();
    await expect(preview.queryByText('Later')).not.toBeInTheDocument();
    await expect(q.getByText('Templates with 4 or more buttons do not work on WhatsApp desktop')).toBeVisible();
  },
};

export const ButtonRules: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await paste(q.getByLabelText(/^Template Name/), 'button_rules');
    await paste(q.getByLabelText(/^Body Text/), 'Track your order');
    await userEvent.click(q.getByRole('button', { name: 'Add Buttons' }));
    await userEvent.selectOptions(q.getByLabelText('Button Type'), 'URL');
    await paste(q.getByLabelText(/^Button Text/), 'Track');
    await paste(q.getByLabelText(/^Website URL/), 'https://acme.io/{{1}}/x');
    await userEvent.click(q.getByRole('button', { name: 'Submit for Review' }));
    await expect(q.getByText('A button URL can have one variable, {{1}}, and only at its end')).toBeVisible();
  },
};

/** An IMAGE header: WhatsApp reviews the template with an example file, asked for on submit. */
export const MediaHeaderRequired: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.click(q.getByRole('button', { name: 'Add Header' }));
    await userEvent.selectOptions(q.getByLabelText('Header Type'), 'IMAGE');
    // The example file's field loads with the IMAGE header (a chunk of its own).
    await q.findByLabelText(/^Example file/);
    await userEvent.click(q.getByRole('button', { name: 'Submit for Review' }));
    await expect(await q.findByText('Please add an example file for the header')).toBeVisible();
  },
};

/** The example file half way up (the fake holds uploads at 50 %), with its cancel button. */
export const MediaHeaderUploading: Story = {
  decorators: [withFakeClient({ prepare: (client) => client.controls.media.holdUploads(true) })],
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.click(q.getByRole('button', { name: 'Add Header' }));
    await userEvent.selectOptions(q.getByLabelText('Header Type'), 'IMAGE');
    await userEvent.upload(await q.findByLabelText(/^Example file/), fileOf(LANDSCAPE_PNG, 'banner.png', 'image/png'));
    await expect(await q.findByRole('progressbar', { name: 'Uploading banner.png' })).toBeVisible();
    await expect(q.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  },
};

/** Editing a template whose IMAGE header has its example stored: the preview draws it. */
export const MediaHeaderUploaded: Story = {
  decorators: [
    withFakeClient({
      prepare: (client) =>
        void client.controls.media.addFile(DEMO_CLIENT_ID, new Blob([LANDSCAPE_PNG as BlobPart]), {
          kind: 'image',
          mimeType: 'image/png',
        }),
    }),
  ],
  args: {
    template: makeTemplate({
      id: 'tpl_catalogue',
      name: 'catalogue_out',
      status: 'APPROVED',
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['media_fake_1'] } },
        { type: 'BODY', text: 'Our new catalogue is out.' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    // The example file field loads as a chunk of its own: first in a run (a filtered one), it is not there at once.
    await expect(await q.findByRole('button', { name: 'Remove Example file uploaded' })).toBeVisible();
    const preview = within(q.getByRole('figure', { name: 'WhatsApp preview' }));
    await expect(await preview.findByRole('img', { name: 'Image' })).toBeVisible();
  },
};

export const Edit: Story = {
  args: {
    template: makeTemplate({
      id: 'tpl_order',
      name: 'order_update',
      displayName: 'Order update',
      category: 'UTILITY',
      message_send_ttl_seconds: 3600,
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['#1042'] } },
        { type: 'BODY', text: 'Hi {{1}}, your order is *on its way*.', example: { body_text: [['Ann']] } },
        { type: 'FOOTER', text: 'Acme Store' },
        { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Track order', url: 'https://acme.io/track' }] },
      ],
    }),
  },
  play: async ({ canvasElement, args }) => {
    const q = await dialogOf(canvasElement);
    await expect(q.getByRole('heading', { name: 'Edit Template' })).toBeVisible();
    await expect(q.getByLabelText(/^Message TTL/)).toHaveValue('3600');
    const preview = within(q.getByRole('figure', { name: 'WhatsApp preview' }));
    await expect(preview.getByText('Order #1042')).toBeVisible();
    await userEvent.click(q.getByRole('button', { name: 'Update Template' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
  },
};

export const SaveFails: Story = {
  decorators: [withFakeClient({ prepare: (client) => client.controls.setFailure('templates.create', {}) })],
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await paste(q.getByLabelText(/^Template Name/), 'will_fail');
    await paste(q.getByLabelText(/^Body Text/), 'Hello there');
    await userEvent.click(q.getByRole('button', { name: 'Submit for Review' }));
    await expect(await within(page(canvasElement)).findByText('Failed to create template')).toBeInTheDocument();
  },
};

/** Closing with changes (Escape, Cancel, the close button) asks first: Discard or Keep editing. */
export const DiscardConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.type(q.getByLabelText(/^Template Name/), 'spring_offer');
    await userEvent.click(q.getByRole('button', { name: 'Cancel' }));
    const confirm = await within(page(canvasElement)).findByRole('alertdialog', { name: 'Discard changes?' });
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(within(confirm).getByRole('button', { name: 'Keep editing' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The same states in the light theme (axe checks contrast there too). */
export const RequiredFieldsLight: Story = { ...RequiredFields, globals: { theme: 'light' } };
export const ButtonsAndSeeAllOptionsLight: Story = { ...ButtonsAndSeeAllOptions, globals: { theme: 'light' } };

/** On a 375 px phone: the editor and its live preview fit the screen's width. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const dialog = await within(page(canvasElement)).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('heading', { name: 'Create Template' })).toBeVisible();
    await expectFitsPhone(dialog);
    await expectFitsPhone(within(dialog).getByLabelText('Category'));
    await expectFitsPhone(within(dialog).getByText('Your message will appear here'));
    // The preview, under the form, is one tap away.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show preview' }));
    await expect(within(dialog).getByRole('complementary', { name: 'Preview' })).toHaveFocus();
  },
};
