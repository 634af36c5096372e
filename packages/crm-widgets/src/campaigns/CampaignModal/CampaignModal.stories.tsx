import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFixtures, makeCampaign } from '@wacrm/whatsapp-sdk/testing';
import { page, withFakeClient } from '../../internal/storyKit';
import { CampaignModal } from './CampaignModal';
import { expectFitsPhone, phoneGlobals } from '../../internal/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { campaignLabels } from '../labels';

const templates = createFixtures().templates;

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'Creating or editing a campaign: name, approved template, recipients, template parameters, schedule.',
  states:
    'Create, edit, required-field errors, a template that needs parameters (each required), saving, save failure.',
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
  await userEvent.type(q.getByLabelText(/^Customer Name/), 'Ann');
}

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const q = await dialogOf(canvasElement);
    await nameAndWelcome(q, 'Spring sale');
    await userEvent.selectOptions(q.getByLabelText('Recipients'), 'segment_1');
    await expect(await q.findByText('1 recipient(s)')).toBeVisible();
    await userEvent.type(q.getByLabelText('Promo Code'), 'SPRING20');
    await userEvent.click(q.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
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

/** order_update takes two parameters ('Hi {{1}}, your order {{2}} ...'): Customer Name is left blank. */
export const ParameterRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.type(q.getByLabelText(/^Campaign Name/), 'Orders');
    await userEvent.selectOptions(q.getByLabelText(/^Template/), 'order_update');
    await userEvent.type(q.getByLabelText(/^Discount Percentage/), '#1042');
    await userEvent.click(q.getByRole('button', { name: 'Create Campaign' }));
    await expect(await q.findByText('Parameter 1 is required')).toBeVisible();
    await expect(q.getByLabelText(/^Customer Name/)).toHaveFocus();
    await expect(q.getByLabelText(/^Discount Percentage/)).toHaveValue('#1042');
    await expect(args.onSaved).not.toHaveBeenCalled();
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
    campaign: makeCampaign({ id: 'cmp_draft', name: 'Diwali offer', parameters: { param1: 'Ann', param3: 'DIWALI' } }),
  },
  play: async ({ canvasElement, args }) => {
    const q = await dialogOf(canvasElement);
    await expect(q.getByRole('heading', { name: 'Edit Campaign' })).toBeVisible();
    await expect(q.getByLabelText('Promo Code')).toHaveValue('DIWALI');
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
