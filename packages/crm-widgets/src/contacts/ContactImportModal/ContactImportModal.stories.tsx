import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFixtures } from '@wacrm/whatsapp-sdk/testing';
import { FakeProvider } from '../../testing/storyKit';
import { ContactImportModal, type ContactImportModalProps } from './ContactImportModal';
import { expectFitsPhone, lineCount, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { contactLabels } from '../labels';

const fixtures = createFixtures();

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'Importing contacts from a CSV file or pasted CSV, with a preview that shows which rows are valid before anything is saved.',
  states:
    'Start (Import disabled), preview with errors and duplicates, missing columns, importing (progress), done (summary).',
  accessibility:
    'A `Modal` named "Import Contacts"; the file input is labelled; the preview is a table; progress and the final summary are `status` live regions.',
  labels: { from: 'contactLabels', labels: contactLabels },
});

const meta = {
  title: 'Widgets/Contacts/ContactImportModal',
  component: ContactImportModal,
  args: { open: true, onClose: fn(), onImported: fn(), existing: fixtures.contacts },
  render: (props: ContactImportModalProps) => (
    <FakeProvider options={{ fixtures: createFixtures() }}>
      <ContactImportModal {...props} />
    </FakeProvider>
  ),
  parameters: { docs: { description: { component: usageNotes }, story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof ContactImportModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

async function pasteAndPreview(el: HTMLElement, csv: string) {
  const dialog = await body(el).findByRole('dialog', { name: 'Import Contacts' });
  await userEvent.click(within(dialog).getByRole('textbox', { name: 'Or paste CSV' }));
  await userEvent.paste(csv);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
  return dialog;
}

export const Start: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Import Contacts' });
    await waitFor(() => expect(within(dialog).getByLabelText('CSV file')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Import 0 contacts' })).toBeDisabled();
  },
};

export const PreviewWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await pasteAndPreview(
      canvasElement,
      'Name,Phone,Email,Status\nZoe,9876543210,,\nZoe twin,+919876543210,,\nAnn,+919812345678,,\n,+14155550111,,\nYan,12ab,yan@,Someday',
    );
    await expect(within(dialog).getByText('1 ready to import, 4 with errors')).toBeVisible();
    await expect(within(dialog).getByText('Same phone number as row 1 of this file')).toBeVisible();
    await expect(within(dialog).getByText('A contact with this phone number already exists')).toBeVisible();
    await expect(within(dialog).getByText('Please enter a valid phone number')).toBeVisible();
    await expect(within(dialog).getByText('Please choose a status: Active, Potential or Inactive')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Import 1 contact' })).toBeEnabled();
  },
};

export const MissingColumns: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await pasteAndPreview(canvasElement, 'Email,Notes\na@b.io,hello');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The file needs a Name column and a Phone column in its first row',
    );
  },
};

export const Imported: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await pasteAndPreview(canvasElement, 'Name,Phone\nZoe,9876543210\nXi,+14155550113');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 contacts' }));
    await expect(await within(dialog).findByText('Imported 2 of 2 contacts')).toBeVisible();
    await expect(args.onImported).toHaveBeenCalled();
  },
};

/** The preview with errors in the light theme (axe checks colour contrast there too). */
export const PreviewWithErrorsLight: Story = { ...PreviewWithErrors, globals: { theme: 'light' } };

/** On a 375 px phone: the import dialog fits the screen's width. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Import Contacts' });
    await waitFor(() => expect(within(dialog).getByLabelText('CSV file')).toBeVisible());
    await expectFitsPhone(dialog);
    await expectFitsPhone(within(dialog).getByRole('button', { name: 'Import 0 contacts' }));
  },
};

/**
 * The paste box uses the dialog's width and keeps each CSV row on one line; phone numbers never wrap (the
 * box was 175 px wide and '+91 98123 45678' broke in the middle of the number).
 */
export const PasteBoxAndPhones: Story = {
  play: async ({ canvasElement }) => {
    const csv =
      'Name,Phone,Email,Tags,Notes\n' +
      'Ann Lee,+919812345678,ann.lee@example.com,vip;wholesale,Prefers calls after six in the evening\n' +
      'Ben Ortiz,+14155550199,ben@example.com,,Asked about shipping to Canada and Mexico before the end of the month';
    const dialog = await pasteAndPreview(canvasElement, csv);
    const box = within(dialog).getByRole('textbox', { name: 'Or paste CSV' });
    const intro = within(dialog).getByText(/Choose a CSV file or paste CSV text/);
    // As wide as the dialog's text.
    await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(intro.getBoundingClientRect().width - 2);
    // Rows are not folded: the longest row runs past the box (scrolls sideways) instead of wrapping.
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    const preview = within(dialog).getByRole('table', { name: /preview/i });
    for (const phone of ['+919812345678', '+14155550199']) {
      const cell = within(preview).getByText(
        (_, el) => el?.textContent?.replace(/\s/g, '') === phone && el.children.length === 0,
      );
      await expect(lineCount(cell)).toBe(1);
    }
  },
};

/**
 * The preview on a phone keeps every email whole (it broke them mid-word, 'ann.lee.longname@example-' over three
 * lines): the table scrolls sideways in its frame instead.
 */
export const PreviewEmailsOnAPhone: Story = {
  name: 'Preview with emails on a phone (375 px)',
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const emails = ['ann.lee.longname@example-company.test', 'benjamin.ortiz@example.test'];
    const dialog = await pasteAndPreview(
      canvasElement,
      `Name,Phone,Email\nAnn Lee,+919812345678,${emails[0]}\nBen Ortiz,+14155550199,${emails[1]}`,
    );
    const preview = await within(dialog).findByRole('table', { name: /preview/i });
    for (const email of emails) await expect(lineCount(within(preview).getByText(email))).toBe(1);
    await expectFitsPhone(dialog);
  },
};
