import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFixtures, makeCampaign } from '@wacrm/whatsapp-sdk/testing';
import { page, withFakeClient } from '../../testing/storyKit';
import { CampaignModal } from './CampaignModal';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { campaignLabels } from '../labels';

const templates = createFixtures().templates;

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'Creating or editing a campaign: name, approved template, recipients, template parameters, schedule.',
  states:
    "Create, edit, required-field errors, one field per variable of the chosen template (its example as the hint, each required), values per recipient (each contact's name, a column of a CSV file) previewed for the first recipient, saving, save failure.",
  accessibility:
    'A `Modal` named "Create Campaign" or "Edit Campaign"; labelled fields with linked errors; the first invalid field gets focus on submit.',
  labels: { from: 'campaignLabels', labels: campaignLabels },
});

const meta = {
  title: 'Widgets/Campaigns/CampaignModal',
  component: CampaignModal,
  args: { open: true, onClose: fn(), onSaved: fn(), templates },
  decorators: [withFakeClient()],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: usageNotes }, story: { inline: false, height: '640px' } },
  },
} satisfies Meta<typeof CampaignModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await within(page(canvasElement)).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Names the campaign and chooses welcome_message ('Hi {{1}}, ...'), filling its one parameter. */
async function nameAndWelcome(q: Awaited<ReturnType<typeof dialogOf>>, name: string) {
  await userEvent.type(q.getByLabelText(/^Campaign Name/), name);
  await userEvent.selectOptions(q.getByLabelText(/^Template/), 'welcome_message');
  await userEvent.type(q.getByRole('textbox', { name: /^Parameter 1/ }), 'Ann');
}

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const q = await dialogOf(canvasElement);
    await nameAndWelcome(q, 'Spring sale');
    await userEvent.selectOptions(q.getByLabelText('Recipients'), 'segment_1');
    await expect(await q.findByText('1 recipient')).toBeVisible();
    await expect(q.getByText('Preview for Ben Ortiz')).toBeVisible();
    await userEvent.click(q.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
  },
};

/** {{1}} takes each contact's name: the preview shows the message as the first recipient gets it. */
export const ContactNamePerRecipient: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.type(q.getByLabelText(/^Campaign Name/), 'Welcome everyone');
    await userEvent.selectOptions(q.getByLabelText(/^Template/), 'order_update');
    await expect(q.getByRole('textbox', { name: /^Parameter 2/ })).toHaveAccessibleDescription('Example: #1042');
    await userEvent.selectOptions(q.getByLabelText('Parameter 1 comes from'), 'name');
    await expect(await q.findByText('Preview for Ann Lee')).toBeVisible();
    await expect(q.getByText('Preview for Ann Lee').parentElement).toHaveTextContent('Hi Ann Lee');
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.click(q.getByRole('button', { name: 'Create Campaign' }));
    await expect(await q.findByText('Campaign name is required')).toBeVisible();
    await expect(q.getByText('Template selection is required')).toBeVisible();
  },
};

/** order_update takes a header parameter and two body parameters: Parameter 1 is left blank. */
export const ParameterRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.type(q.getByLabelText(/^Campaign Name/), 'Orders');
    await userEvent.selectOptions(q.getByLabelText(/^Template/), 'order_update');
    await userEvent.type(q.getByRole('textbox', { name: /^Header parameter 1/ }), '#1042');
    await userEvent.type(q.getByRole('textbox', { name: /^Parameter 2/ }), '#1042');
    await userEvent.click(q.getByRole('button', { name: 'Create Campaign' }));
    await expect(await q.findByText('Parameter 1 is required')).toBeVisible();
    await expect(q.getByRole('textbox', { name: /^Parameter 1/ })).toHaveFocus();
    await expect(q.getByRole('textbox', { name: /^Parameter 2/ })).toHaveValue('#1042');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Recipients from a CSV file: its columns can fill the parameters; the first row is previewed. */
export const RecipientsFromCsv: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.type(q.getByLabelText(/^Campaign Name/), 'From a file');
    await userEvent.selectOptions(q.getByLabelText(/^Template/), 'order_update');
    await userEvent.selectOptions(q.getByLabelText('Recipients'), 'csv');
    const csv = 'Name,Phone,Order\nAsha Rao,+919700000101,A-17\nMeera,+919700000102,A-19\n';
    await userEvent.upload(q.getByLabelText('CSV file'), new File([csv], 'orders.csv', { type: 'text/csv' }));
    await expect(await q.findByText('2 recipients from orders.csv.')).toBeVisible();
    await userEvent.selectOptions(q.getByLabelText('Parameter 1 comes from'), 'name');
    await userEvent.selectOptions(q.getByLabelText('Parameter 2 comes from'), 'column:2');
    await expect(q.getByText('Preview for Asha Rao').parentElement).toHaveTextContent('your order A-17');
  },
};

export const CustomRecipientsInvalid: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await nameAndWelcome(q, 'Custom list');
    await userEvent.selectOptions(q.getByLabelText('Recipients'), 'custom');
    await userEvent.type(q.getByLabelText(/^Phone Numbers/), '12345');
    await userEvent.click(q.getByRole('button', { name: 'Create Campaign' }));
    await expect(await q.findByText('Please enter a valid phone number: 12345')).toBeVisible();
  },
};

export const NoApprovedTemplates: Story = {
  args: { templates: templates.filter((t) => t.status !== 'APPROVED') },
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await expect(
      q.getByText('No approved templates yet. Templates must be approved before they can be used.'),
    ).toBeVisible();
  },
};

export const Edit: Story = {
  args: {
    campaign: makeCampaign({ id: 'cmp_draft', name: 'Diwali offer', parameters: { param1: 'Ann' } }),
  },
  play: async ({ canvasElement, args }) => {
    const q = await dialogOf(canvasElement);
    await expect(q.getByRole('heading', { name: 'Edit Campaign' })).toBeVisible();
    await expect(q.getByRole('textbox', { name: /^Parameter 1/ })).toHaveValue('Ann');
    await userEvent.click(q.getByRole('button', { name: 'Update Campaign' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
  },
};

export const SaveFails: Story = {
  decorators: [withFakeClient({ prepare: (client) => client.controls.setFailure('campaigns.create', {}) })],
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await nameAndWelcome(q, 'Fails');
    await userEvent.click(q.getByRole('button', { name: 'Create Campaign' }));
    await expect(await within(page(canvasElement)).findByText('Failed to create campaign')).toBeInTheDocument();
  },
};

export const RequiredFieldsLight: Story = { ...RequiredFields, globals: { theme: 'light' } };

/** On a 375 px phone: the campaign form fits the screen's width; its actions stay reachable. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const dialog = await within(page(canvasElement)).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expectFitsPhone(dialog);
    await expectFitsPhone(within(dialog).getByLabelText('Recipients'));
    await expectFitsPhone(within(dialog).getByRole('button', { name: 'Create Campaign' }));
  },
};
