import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OtpInput } from './OtpInput';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'Entering a one-time code sent by SMS or email (sign-in). Not for other numbers.',
  states: 'Empty, partly filled, complete, invalid, disabled; controlled or uncontrolled; any length (6 by default).',
  accessibility:
    'A `group` named by `label`; each box named by `getDigitLabel` ("Digit 2 of 6"). Digits only; typing advances, Backspace goes back, arrows/Home/End move; pasting or autofilling a code fills every box (the first box has `autocomplete=one-time-code`).',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`, `getDigitLabel`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/OtpInput',
  component: OtpInput,
  args: {
    label: 'Verification code',
    getDigitLabel: (n: number, total: number) => `Digit ${n} of ${total}`,
    onComplete: fn(),
    onChange: fn(),
  },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).getByRole('textbox', { name: `Digit ${n} of 6` });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(6);
  },
};

export const TypeAndAdvance: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 1));
    await userEvent.keyboard('12x3456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(box(canvasElement, 6)).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(box(canvasElement, 5)).toHaveFocus();
    await expect(box(canvasElement, 5)).toHaveValue('');
  },
};

export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 1));
    await userEvent.paste('987654');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
    await expect(box(canvasElement, 6)).toHaveValue('4');
  },
};

export const Filled: Story = { args: { defaultValue: '123456' } };

export const Invalid: Story = { args: { defaultValue: '123456', invalid: true } };

export const Disabled: Story = { args: { defaultValue: '12', disabled: true } };

export const FourDigits: Story = {
  args: { length: 4, getDigitLabel: (n: number, total: number) => `Digit ${n} of ${total}` },
};

export const Light: Story = { ...Invalid, globals: { theme: 'light' } };

export const Brand: Story = { ...Filled, globals: { theme: 'brand' } };
