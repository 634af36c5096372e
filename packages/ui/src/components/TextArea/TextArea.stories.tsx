import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'Free text over several lines (a message, a template body).',
  states:
    'Auto-height between `minHeight` and `maxHeight`; with character counter (and `countMax`); hint; error; disabled.',
  accessibility:
    'Labelled `<textarea>`; hint, counter and error linked by `aria-describedby`; an error sets `aria-invalid`.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`, `hint`, `error`, `formatCount`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Message', placeholder: 'Type your own message' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chat composer: one line at 44 px, growing to 120 px, then scrolling. */
export const Composer: Story = {
  args: { hideLabel: true, minHeight: 44, maxHeight: 120, rows: 1 },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea.getBoundingClientRect().height).toBeCloseTo(44, 0);
    await userEvent.type(textarea, 'line 1{Shift>}{Enter}{/Shift}line 2{Shift>}{Enter}{/Shift}line 3');
    const grown = textarea.getBoundingClientRect().height;
    await expect(grown).toBeGreaterThan(44);
    await expect(grown).toBeLessThanOrEqual(120);
    await userEvent.type(textarea, '{Shift>}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{/Shift}end');
    await expect(textarea.getBoundingClientRect().height).toBeCloseTo(120, 0);
    await expect(textarea).toHaveAttribute('data-at-max-height');
  },
};

/** The broadcast message: counter 'n/1000'. */
export const WithCounter: Story = {
  args: { label: 'Broadcast message', showCount: true, maxLength: 1000, minHeight: 96, maxHeight: 240 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Broadcast message' }), 'Hello *world*');
    await expect(canvas.getByText('13/1,000')).toBeInTheDocument();
  },
};

export const OverLimit: Story = {
  args: { label: 'Broadcast message', showCount: true, countMax: 10, defaultValue: 'This is longer than ten' },
};

export const ErrorState: Story = { args: { required: true, error: 'Message is required' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only draft' } };

export const LongText: Story = {
  args: {
    maxHeight: 160,
    defaultValue:
      'A long message that spans several lines. '.repeat(12) +
      'It should grow until the maximum height and then scroll inside the field.',
  },
};

export const Light: Story = { ...WithCounter, globals: { theme: 'light' } };
