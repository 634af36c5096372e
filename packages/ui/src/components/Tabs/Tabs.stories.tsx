import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { usage } from '../../../../../.storybook/docs/usage';

const items = [
  { value: 'all', label: 'All', count: 12, content: 'All templates' },
  { value: 'approved', label: 'Approved', count: 7, content: 'Approved templates' },
  { value: 'pending', label: 'Pending', count: 3, content: 'Pending templates' },
  { value: 'rejected', label: 'Rejected', count: 2, content: 'Rejected templates' },
];

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'Switching between views of the same place (Campaigns / Templates, All / Unread). Not for steps of a process.',
  states: 'Automatic or manual activation; counts; disabled tab; controlled or uncontrolled.',
  accessibility:
    'WAI-ARIA tabs: one tab stop (the selected tab); Left/Right move (wrapping), Home/End jump; the panel is `tabpanel` labelled by its tab and focusable.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`, `items[].label`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items, label: 'Template status', onValueChange: fn() },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Approved 7' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Approved templates');
    await expect(args.onValueChange).toHaveBeenCalledWith('approved');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All 12' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Approved 7' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Rejected 2' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'All 12' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Rejected 2' })).toHaveFocus();
  },
};

export const WithoutCounts: Story = {
  args: {
    label: 'Composer mode',
    items: [
      { value: 'custom', label: 'Custom Message', content: 'Type your own message' },
      { value: 'template', label: 'Templates', content: 'No templates available' },
    ],
  },
};

export const DisabledTab: Story = {
  args: { items: items.map((item) => (item.value === 'pending' ? { ...item, disabled: true } : item)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Pending 3' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    items: [
      { value: 'a', label: 'Conversations awaiting a reply from your team', count: 128, content: 'Panel' },
      { value: 'b', label: 'Conversations closed automatically after inactivity', count: 4096, content: 'Panel' },
      { value: 'c', label: 'Everything else', count: 0, content: 'Panel' },
    ],
  },
};

export const Light: Story = { ...WithCounts, globals: { theme: 'light' } };

export const Brand: Story = { ...WithCounts, globals: { theme: 'brand' } };

/**
 * The tab strip scrolls sideways only: the selected tab's underline sits on the strip's border, and that
 * 1 px made the strip scrollable up and down too, which showed a stray vertical scrollbar under every tab strip.
 */
export const NoVerticalScroll: Story = {
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('tablist');
    const canScrollVertically = () =>
      ['auto', 'scroll'].includes(getComputedStyle(strip).overflowY) && strip.scrollHeight > strip.clientHeight;
    await expect(canScrollVertically()).toBe(false);
    // Still scrolls sideways when the tabs do not fit.
    strip.style.width = '120px';
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    await expect(getComputedStyle(strip).overflowX).toBe('auto');
    await expect(canScrollVertically()).toBe(false);
  },
};
