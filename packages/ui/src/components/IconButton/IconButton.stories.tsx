import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreVertical, Send, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'A compact action shown by an icon alone (close, attach, more). When the icon is not universally understood, use a `Button` with text.',
  states: 'Variants `ghost` (default), `secondary`, `primary`, `danger`; sizes `sm`, `md`, `lg`; disabled; loading.',
  accessibility:
    "`label` is required: it is the button's accessible name and its tooltip (`title`). The icon is hidden from assistive technology.",
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'More actions', children: <MoreVertical />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Focused: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'More actions' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} variant="ghost" label="More actions">
        <MoreVertical />
      </IconButton>
      <IconButton {...args} variant="secondary" label="More options">
        <MoreVertical />
      </IconButton>
      <IconButton {...args} variant="primary" label="Send message">
        <Send />
      </IconButton>
      <IconButton {...args} variant="danger" label="Delete contact">
        <Trash2 />
      </IconButton>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Small" />
      <IconButton {...args} size="md" label="Medium" />
      <IconButton {...args} size="lg" label="Large" />
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, variant: 'primary', label: 'Send message', children: <Send /> },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send message' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'primary', label: 'Send message', children: <Send /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send message' })).toBeDisabled();
  },
};

export const Light: Story = { ...Variants, globals: { theme: 'light' } };

export const Brand: Story = { ...Variants, globals: { theme: 'brand' } };

/**
 * The inbox's disabled Send: a primary icon button faded to 55% stayed green and looked ready to press.
 * Disabled, a filled icon button turns neutral: no longer the colour of an enabled one.
 */
export const DisabledLooksDisabled: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['primary', 'secondary'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8 }}>
          <IconButton variant={variant} label={`${variant} enabled`}>
            <Send />
          </IconButton>
          <IconButton variant={variant} label={`${variant} disabled`} disabled>
            <Send />
          </IconButton>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const style = (name: string) => getComputedStyle(canvas.getByRole('button', { name }));
    for (const variant of ['primary', 'secondary']) {
      await expect(style(`${variant} disabled`).backgroundColor).not.toBe(style(`${variant} enabled`).backgroundColor);
      await expect(style(`${variant} disabled`).color).not.toBe(style(`${variant} enabled`).color);
    }
    await expect(style('primary disabled').backgroundColor).toBe(style('secondary disabled').backgroundColor);
  },
};
