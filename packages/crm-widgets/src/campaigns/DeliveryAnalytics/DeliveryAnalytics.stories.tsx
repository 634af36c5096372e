import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFixtures } from '@wacrm/whatsapp-sdk/testing';
import { withFakeClient } from '../../testing/storyKit';
import { DeliveryAnalytics } from './DeliveryAnalytics';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { campaignLabels } from '../labels';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    "Delivery figures of the account's messages over a period: sent, delivered, read, failed, their rates, and a day-by-day chart with the same data as a table.",
  states: 'Loading (placeholders, `aria-busy`), populated, 30 days, nothing sent yet, load error with Retry.',
  accessibility:
    'Figures are `StatCard`s in reading order. The chart is an `img` named "Messages per day" with a description of its range; the same numbers are in a real table (on a phone its container scrolls and is a focusable region).',
  labels: { from: 'campaignLabels', labels: campaignLabels },
});

const meta = {
  title: 'Widgets/Campaigns/DeliveryAnalytics',
  component: DeliveryAnalytics,
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof DeliveryAnalytics>;

export default meta;
type Story = StoryObj<typeof meta>;

const month = Array.from({ length: 30 }, (_, i) => {
  const sent = 40 + ((i * 37) % 60);
  const delivered = sent - (i % 5);
  return {
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    sent,
    delivered,
    read: Math.round(delivered * 0.7),
    failed: i % 5,
  };
});

export const Populated: Story = {
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: 'Messages per day' });
    await expect(chart).toHaveAccessibleDescription(/from November 19 to November 21/);
    const table = canvas.getByRole('table', { name: 'Messages per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText('Open Rate').parentElement?.parentElement).toHaveTextContent('70%');
  },
};

export const ThirtyDays: Story = {
  decorators: [
    withFakeClient({
      fixtures: createFixtures({
        analytics: {
          timeline: month,
          stats: month.reduce(
            (a, p) => ({
              sent: a.sent + p.sent,
              delivered: a.delivered + p.delivered,
              read: a.read + p.read,
              failed: a.failed + p.failed,
            }),
            { sent: 0, delivered: 0, read: 0, failed: 0 },
          ),
          rates: { delivery: 96, read: 70 },
        },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Messages per day' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(31);
  },
};

export const NothingSent: Story = {
  decorators: [
    withFakeClient({
      fixtures: createFixtures({
        analytics: {
          timeline: [],
          stats: { sent: 0, delivered: 0, read: 0, failed: 0 },
          rates: { delivery: 0, read: 0 },
        },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No messages in this period yet')).toBeVisible();
    await expect(canvas.getByText('Open Rate').parentElement?.parentElement).toHaveTextContent('0%');
  },
};

export const Loading: Story = {
  decorators: [withFakeClient({ latencyMs: 600_000 })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Delivery analytics' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  decorators: [withFakeClient({ prepare: (client) => client.controls.failNext('analytics.get') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to get analytics')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('img', { name: 'Messages per day' })).toBeVisible();
  },
};

export const PopulatedLight: Story = { ...Populated, globals: { theme: 'light' } };

/** On a 375 px phone: the figures and the chart fit the screen's width. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFitsPhone(await canvas.findByRole('img', { name: 'Messages per day' }));
    await expectFitsPhone(canvas.getByText('Open Rate'));
    await expectFitsPhone(canvasElement);
    // The day-by-day table is wider than a phone: its container scrolls, so it is a named, focusable region.
    const scroller = await canvas.findByRole('region', { name: 'Messages per day' });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(within(scroller).getByRole('table', { name: 'Messages per day' })).toBeInTheDocument();
  },
};

/**
 * The chart uses its card's width at any size (it once stopped at 760 px, half of a wide card) and draws at
 * that width, so its labels keep their size instead of scaling with the card (tiny on a phone, huge on a wide page).
 */
export const FillsItsCard: Story = {
  decorators: [
    withFakeClient(),
    (Story) => (
      <div style={{ display: 'grid', gap: 24 }}>
        <div style={{ width: 1200 }} data-testid="wide">
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: 'Messages per day' });
    const card = chart.closest('figure');
    if (!card) throw new Error('the chart is not in its figure');
    const padding =
      parseFloat(getComputedStyle(card).paddingInlineStart) + parseFloat(getComputedStyle(card).paddingInlineEnd);
    const inner = card.clientWidth - padding;
    await waitFor(() => expect(chart.getBoundingClientRect().width).toBeGreaterThanOrEqual(inner - 1));
    // Drawn at its own width: one unit of the drawing is one CSS pixel.
    await waitFor(() =>
      expect(Number(chart.getAttribute('viewBox')?.split(' ')[2])).toBeCloseTo(chart.getBoundingClientRect().width, 0),
    );
    // Narrow (a phone's card): still full width and drawn at that width.
    const frame = canvas.getByTestId('wide');
    frame.style.width = '320px';
    await waitFor(() =>
      expect(Number(chart.getAttribute('viewBox')?.split(' ')[2])).toBeCloseTo(chart.getBoundingClientRect().width, 0),
    );
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
