import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeContact } from '@wacrm/whatsapp-sdk/testing';
import type { FakeWacrmClient } from '@wacrm/whatsapp-sdk/testing';
import { FakeProvider } from '../../testing/storyKit';
import { ContactModal, type ContactModalProps } from './ContactModal';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { contactLabels } from '../labels';

interface StoryArgs extends ContactModalProps {
  setup?: (client: FakeWacrmClient) => void;
}

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'Adding or editing one contact: name, phone, email, status, source, tags.',
  states: 'Add, edit, required-field errors, invalid phone or email, saving, save failure.',
  accessibility:
    'A `Modal` named "Add New Contact" or "Edit Contact"; tag choices are toggle buttons with `aria-pressed`; errors are linked to their fields and announced.',
  labels: { from: 'contactLabels', labels: contactLabels },
});

const meta = {
  title: 'Widgets/Contacts/ContactModal',
  component: ContactModal,
  args: { open: true, onClose: fn(), onSaved: fn() },
  render: ({ setup, ...props }: StoryArgs) => (
    <FakeProvider setup={setup}>
      <ContactModal {...props} />
    </FakeProvider>
  ),
  parameters: { docs: { description: { component: usageNotes }, story: { inline: false, height: '640px' } } },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const AddNewContact: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add New Contact' });
    await expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    await expect(within(dialog).getByRole('combobox', { name: 'Source' })).toHaveValue('Manual');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Zoe Park');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '+1 415 555 0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Customer' }));
    await expect(within(dialog).getByRole('button', { name: 'Customer' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const EditContact: Story = {
  args: {
    contact: makeContact({
      id: 'ct_ben',
      name: 'Ben Ortiz',
      phone: '+14155550123',
      email: 'ben@ortiz.dev',
      tags: ['VIP', 'Lead'],
      source: 'Referral',
      status: 'potential',
      notes: 'Prefers mornings',
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit Contact' });
    await expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveValue('Ben Ortiz');
    await expect(within(dialog).getByRole('button', { name: 'VIP' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update Contact' })).toBeVisible());
  },
};

export const RequiredFieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add New Contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await expect(await within(dialog).findByText('Full name is required')).toBeVisible();
    await expect(within(dialog).getByText('Phone number is required')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const InvalidPhoneAndEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add New Contact' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Zoe');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '12ab');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'zoe@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await expect(await within(dialog).findByText('Please enter a valid phone number')).toBeVisible();
    await expect(within(dialog).getByText('Please enter a valid email address')).toBeVisible();
  },
};

export const SaveFailure: Story = {
  args: { setup: (c) => c.controls.setFailure('contacts.create', {}) },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add New Contact' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Zoe');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '9876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(body(canvasElement).getByText('Failed to save contact')).toBeVisible(), {
      timeout: 3000,
    });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Validation errors in the light theme (axe checks colour contrast there too). */
export const RequiredFieldErrorsLight: Story = { ...RequiredFieldErrors, globals: { theme: 'light' } };

/** On a 375 px phone: the contact form fits the screen's width. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add New Contact' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expectFitsPhone(dialog);
    await expectFitsPhone(within(dialog).getByRole('textbox', { name: /Phone Number/ }));
    await expectFitsPhone(within(dialog).getByRole('button', { name: 'Add Contact' }));
  },
};
