import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withFakeClient } from '../../testing/storyKit';
import { TemplatePreview } from './TemplatePreview';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { templateLabels } from '../labels';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'Showing a template as the recipient will see it in WhatsApp (header, formatted body, footer, buttons).',
  states:
    'Formatted text (bold, italic, strike, code, lists, quotes, links), media header, many buttons (See all options).',
  accessibility:
    'WhatsApp formatting becomes real elements (`strong`, `em`, `s`, `code`); links are http/https only with `rel="noopener noreferrer"`; buttons in the preview are not interactive.',
  labels: { from: 'templateLabels', labels: templateLabels },
});

const meta = {
  title: 'Widgets/Templates/TemplatePreview',
  component: TemplatePreview,
  decorators: [withFakeClient()],
  args: {
    template: {
      category: 'MARKETING',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Hello {{1}}', example: { header_text: ['Ann'] } },
        {
          type: 'BODY',
          text: 'Get *{{1}} off* this _weekend_.\n* Free shipping\n* ~No~ extra fees\n> Offer ends Sunday\nUse `SPRING20` at https://acme.io',
          example: { body_text: [['20%']] },
        },
        { type: 'FOOTER', text: 'Reply *STOP* to opt out' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'URL', text: 'Shop now', url: 'https://acme.io' },
            { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+14155550123' },
            { type: 'COPY_CODE', text: '', example: ['SPRING20'] },
          ],
        },
      ],
    },
  },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hello Ann')).toBeVisible();
    await expect(canvas.getByText('20% off').tagName).toBe('STRONG');
    await expect(canvas.getByText('weekend').tagName).toBe('EM');
    await expect(canvas.getByText('No').tagName).toBe('S');
    await expect(canvas.getByRole('link', { name: 'https://acme.io' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('Reply *STOP* to opt out')).toBeVisible();
    await expect(canvas.getByText('Copy code')).toBeVisible();
  },
};

export const SeeAllOptions: Story = {
  args: {
    template: {
      components: [
        { type: 'BODY', text: 'How was your order?' },
        {
          type: 'BUTTONS',
          buttons: ['Great', 'Good', 'Okay', 'Bad'].map((text) => ({ type: 'QUICK_REPLY' as const, text })),
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Buttons' }));
    await expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Great',
      'Good',
      'See all options',
    ]);
  },
};

export const MediaHeader: Story = {
  args: {
    template: {
      components: [
        { type: 'HEADER', format: 'IMAGE' },
        { type: 'BODY', text: 'Our new collection is here' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Image')).toBeVisible();
  },
};

export const AuthenticationPlain: Story = {
  args: {
    template: {
      category: 'AUTHENTICATION',
      components: [{ type: 'BODY', text: '*{{1}}* is your code', example: { body_text: [['123456']] } }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('*123456* is your code')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { template: { components: [{ type: 'BODY', text: '' }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your message will appear here')).toBeVisible();
  },
};

export const FormattedLight: Story = { ...Formatted, globals: { theme: 'light' } };

/** On a 375 px phone: the preview bubble and its buttons fit the screen's width. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFitsPhone(canvas.getByText('Hello Ann'));
    await expectFitsPhone(canvas.getByText('Copy code'));
    await expectFitsPhone(canvasElement);
  },
};
