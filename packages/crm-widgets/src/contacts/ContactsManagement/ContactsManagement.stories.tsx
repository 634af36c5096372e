import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFixtures, makeContact } from '@wacrm/whatsapp-sdk/testing';
import type { FakeClientOptions, FakeWacrmClient } from '@wacrm/whatsapp-sdk/testing';
import { FakeProvider } from '../../testing/storyKit';
import { ContactsManagement, type ContactsManagementProps } from './ContactsManagement';
import { expectFitsPhone, lineCount, phoneGlobals, tabletGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { contactLabels } from '../labels';

interface StoryArgs extends ContactsManagementProps {
  options?: FakeClientOptions;
  setup?: (client: FakeWacrmClient) => void;
}

const manyContacts = () =>
  createFixtures({
    contacts: Array.from({ length: 23 }, (_, i) =>
      makeContact({
        id: `c${i + 1}`,
        name: `Person ${String(i + 1).padStart(2, '0')}`,
        phone: `+9198123456${String(i).padStart(2, '0')}`,
        email: `person${i + 1}@example.com`,
        tags: i % 3 === 0 ? ['VIP'] : i % 3 === 1 ? ['Lead', 'Hot Lead'] : [],
        status: i % 4 === 0 ? 'potential' : i % 5 === 0 ? 'inactive' : 'active',
        source: i % 2 ? 'Referral' : 'Website',
      }),
    ),
  });

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'The contacts workspace: search, status and tag filters, the contacts table with paging, and add, edit, import and delete.',
  states: 'Populated, filtered, no matches, empty, many contacts (paging), loading, load error, deleting.',
  accessibility:
    "The table has the contact's name as row header; the result count is a `status` live region; filters are labelled; row actions name the contact; deletion asks through a `ConfirmDialog`.",
  labels: { from: 'contactLabels', labels: contactLabels },
});

const meta = {
  title: 'Widgets/Contacts/ContactsManagement',
  component: ContactsManagement,
  render: ({ options, setup, ...props }: StoryArgs) => (
    <FakeProvider options={options ?? {}} setup={setup}>
      <ContactsManagement {...props} />
    </FakeProvider>
  ),
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
/** Waits for a notice (they slide in, so wait until visible). */
const notice = (el: HTMLElement, text: string) =>
  waitFor(() => expect(body(el).getByText(text)).toBeVisible(), { timeout: 3000 });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: /Ann Lee/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Contacts Management' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Ann Lee/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search contacts' }), 'o');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tag' }), 'VIP');
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(1));
    await expect(canvas.getByRole('rowheader', { name: /Ben Ortiz/ })).toBeVisible();
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Ann Lee/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search contacts' }), 'nobody at all');
    await expect(await canvas.findByText('No contacts found.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { options: { fixtures: createFixtures({ contacts: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No contacts found.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { options: { latencyMs: 600_000 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading contacts')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { setup: (c) => c.controls.failNext('contacts.page') },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load contacts');
    await expect(alert).toHaveTextContent('Failed to get contacts');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await within(canvasElement).findByRole('rowheader', { name: /Ann Lee/ })).toBeVisible();
  },
};

export const Workbench: Story = {
  args: { variant: 'workbench', onStartConversation: fn(), options: { fixtures: manyContacts() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Person 01/ });
    await expect(canvas.getByText('Showing 1-10 of 23 contacts')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Last Interaction' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Source' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start conversation with Person 11' }));
    await expect(args.onStartConversation).toHaveBeenCalledWith(
      expect.objectContaining({ isNew: true, contactName: 'Person 11' }),
    );
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Ben Ortiz/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Ben Ortiz' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this contact?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await notice(canvasElement, 'Contact deleted successfully');
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /Ben Ortiz/ })).toBeNull());
  },
};

export const DeleteFailure: Story = {
  args: { setup: (c) => c.controls.setFailure('contacts.remove', {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Ben Ortiz/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Ben Ortiz' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await notice(canvasElement, 'Failed to delete contact');
  },
};

export const AddContact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Ann Lee/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Add Contact' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add New Contact' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Zoe Park');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '9876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'VIP' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await notice(canvasElement, 'Contact created successfully');
    await expect(await canvas.findByRole('rowheader', { name: /Zoe Park/ })).toBeVisible();
  },
};

export const ImportPreviewWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Ann Lee/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Import Contacts' });
    const paste = within(dialog).getByRole('textbox', { name: 'Or paste CSV' });
    await userEvent.click(paste);
    await userEvent.paste('Name,Phone\nZoe,9876543210\nZoe twin,+919876543210\nAnn,+919812345678\n,+14155550111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await expect(within(dialog).getByText('1 ready to import, 3 with errors')).toBeVisible();
    await expect(within(dialog).getByText('Same phone number as row 1 of this file')).toBeVisible();
    await expect(within(dialog).getByText('A contact with this phone number already exists')).toBeVisible();
    await expect(within(dialog).getByText('Full name is required')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1 contact' }));
    await expect(await within(dialog).findByText('Imported 1 of 1 contact')).toBeVisible();
  },
};

/** The same states in the light theme (axe checks colour contrast there too). */
export const PopulatedLight: Story = { ...Populated, globals: { theme: 'light' } };
export const WorkbenchLight: Story = { ...Workbench, globals: { theme: 'light' } };

/** On a 375 px phone: the page does not scroll sideways; the heading and the first contact are on screen. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: /Ann Lee/ })).toBeVisible();
    await expectFitsPhone(canvas.getByRole('heading', { name: 'Contacts Management' }));
    await expectFitsPhone(canvasElement);
  },
};

/** Contacts as the workbench shows them: names and emails of the demo business's length. */
const workbenchContacts = () =>
  createFixtures({
    contacts: ['Kavya Reddy', 'Aditya Nair', 'Riya Menon', 'Siddharth Iyer', 'Neha Gupta', 'Kunal Das'].map((name, i) =>
      makeContact({
        id: `w${i}`,
        name,
        phone: `+9198238${String(74973 + i * 104729).slice(0, 5)}`,
        email: i === 0 ? '' : `${name.toLowerCase().replace(' ', '.')}${36 + i}@example.test`,
        tags: i % 3 === 1 ? ['Cold Lead', 'Support'] : [],
        status: i % 2 ? 'potential' : 'active',
        source: 'Social Media',
      }),
    ),
  });

/**
 * Rows one line of actions tall, Edit and Delete on screen: on a phone and a tablet each row was 105-125 px tall,
 * its three buttons wrapped in a column off to the right. The actions stay in view while the table
 * scrolls; emails stay whole.
 */
async function expectCompactRows(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: /Contacts/ });
  await within(table).findByRole('rowheader', { name: /Siddharth Iyer/ });
  const view = canvasElement.ownerDocument.defaultView;
  for (const row of within(table).getAllByRole('row').slice(1)) {
    await expect(row.getBoundingClientRect().height).toBeLessThanOrEqual(80);
  }
  for (const name of ['Edit Kavya Reddy', 'Delete Kavya Reddy']) {
    const button = within(table).getByRole('button', { name });
    const box = button.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(view?.innerWidth ?? 0);
    const hit = canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(button.contains(hit)).toBe(true);
  }
  await expect(lineCount(within(table).getByText('siddharth.iyer39@example.test'))).toBe(1);
}

export const WorkbenchOnAPhone: Story = {
  name: 'Workbench rows on a phone (375 px)',
  globals: phoneGlobals,
  args: { variant: 'workbench', onStartConversation: fn(), options: { fixtures: workbenchContacts() } },
  play: async ({ canvasElement }) => expectCompactRows(canvasElement),
};

export const WorkbenchOnATablet: Story = {
  name: 'Workbench rows at 768 px',
  globals: tabletGlobals,
  args: { variant: 'workbench', onStartConversation: fn(), options: { fixtures: workbenchContacts() } },
  decorators: [
    (Story) => (
      <div style={{ width: 661 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => expectCompactRows(canvasElement),
};
