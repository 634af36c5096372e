import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'Every action that is not navigation: submit a form, open a dialog, send. Use a link for navigation and `IconButton` for an icon-only action.',
  states:
    'Variants `primary` (one per view), `secondary`, `ghost`, `danger`; sizes `sm`, `md`, `lg`; disabled; loading (spinner, `aria-busy`, clicks blocked); full width; start and end icons.',
  accessibility:
    'A native `<button>` (`type="button"` unless you say `submit`): Enter and Space activate it, the theme\'s focus ring shows on keyboard focus. State is also in `data-*` attributes.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`children`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Send OTP', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send OTP' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip Tour' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Send OTP' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Connecting' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Connecting' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Connect' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Connect' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { children: 'Verify & Create Account and continue to your WhatsApp Business dashboard' },
};

/**
 * A disabled button does not look like an enabled one: the disabled Send, a bright green at 55% opacity,
 * still read as a button to press. Every variant turns to the same neutral look when disabled; a loading button
 * keeps its colour (it is busy, not unavailable).
 */
export const DisabledLooksDisabled: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8 }}>
          <Button variant={variant}>{`${variant} enabled`}</Button>
          <Button variant={variant} disabled>
            {`${variant} disabled`}
          </Button>
        </div>
      ))}
      <Button loading>primary loading</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const style = (name: string) => getComputedStyle(canvas.getByRole('button', { name }));
    const disabledLooks = new Set<string>();
    for (const variant of ['primary', 'secondary', 'ghost', 'danger']) {
      const enabled = style(`${variant} enabled`);
      const disabled = style(`${variant} disabled`);
      await expect(disabled.backgroundColor).not.toBe(enabled.backgroundColor);
      await expect(disabled.color).not.toBe(enabled.color);
      disabledLooks.add(`${disabled.backgroundColor} ${disabled.color} ${disabled.opacity}`);
    }
    // One disabled look whatever the variant, so 'unavailable' reads the same everywhere.
    await expect(disabledLooks.size).toBe(1);
    await expect(style('primary loading').backgroundColor).toBe(style('primary enabled').backgroundColor);
  },
};
