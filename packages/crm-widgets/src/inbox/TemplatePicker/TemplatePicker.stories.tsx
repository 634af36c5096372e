import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import { page } from '../../testing/storyKit';
import { TemplatePicker } from './TemplatePicker';

const templates = [
  makeTemplate({ id: 'tpl_short', name: 'welcome', displayName: 'Welcome' }),
  // The same template in two languages: the picker adds the language, the longest names it shows.
  makeTemplate({ id: 'tpl_en', name: 'order_confirmation', displayName: 'Order Confirmation', language: 'en_US' }),
  makeTemplate({ id: 'tpl_es', name: 'order_confirmation', displayName: 'Order Confirmation', language: 'es_ES' }),
  makeTemplate({
    id: 'tpl_long',
    name: 'seasonal_appointment_reminder_with_directions',
    displayName: 'Seasonal appointment reminder with directions to the new store',
  }),
];

const meta = {
  title: 'Widgets/Inbox/TemplatePicker',
  // No docs page: an internal part of the inbox's composer (not exported); Conversations' docs page covers it.
  tags: ['!autodocs'],
  component: TemplatePicker,
  args: { open: true, onClose: fn(), onChoose: fn(), templates },
} satisfies Meta<typeof TemplatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Long template names: the name wraps, never the status. With 'Order Confirmation · Spanish (Spain)'
 * the status label was squeezed and broke as 'Statu' / 's'.
 */
export const LongNames: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(page(canvasElement)).getByRole('dialog', { name: 'Choose a template' });
    const choices = within(dialog).getAllByRole('button', { name: /Status/ });
    await expect(choices).toHaveLength(4);
    for (const choice of choices) {
      const badge = within(choice).getByText('Approved');
      // The status line ('Status' and its badge) is one line: no taller than the badge, the word not cut.
      const status = badge.parentElement ?? badge;
      await expect(status).toHaveTextContent(/^Status\s*Approved$/);
      await expect(status.getBoundingClientRect().height).toBeLessThanOrEqual(badge.getBoundingClientRect().height + 1);
      await expect(status.scrollWidth).toBeLessThanOrEqual(status.clientWidth + 1);
      await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth + 1);
      // Nothing runs past the card.
      const card = choice.getBoundingClientRect();
      await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: /Spanish/ }));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'tpl_es' }));
  },
};
