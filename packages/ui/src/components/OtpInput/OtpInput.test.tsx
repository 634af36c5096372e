import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

const digitLabel = (n: number, total: number) => `Digit ${n} of ${total}`;
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () => screen.getAllByRole('textbox').map((el) => (el as HTMLInputElement).value);

function paste(target: HTMLElement, text: string) {
  const event = createEvent.paste(target, { clipboardData: { getData: () => text } });
  fireEvent(target, event);
}

describe('OtpInput', () => {
  it('renders six labelled boxes in a named group', () => {
    render(<OtpInput getDigitLabel={digitLabel} label="Verification code" />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
  });

  it('accepts digits only and advances focus as you type; onComplete fires with the code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onComplete = vi.fn();
    render(<OtpInput getDigitLabel={digitLabel} onChange={onChange} onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
    await user.keyboard('3456');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });

  it('Backspace clears the current box, then goes back and clears the previous one', async () => {
    const user = userEvent.setup();
    render(<OtpInput getDigitLabel={digitLabel} defaultValue="123" />);
    await user.click(box(4));
    // Box 4 is empty: Backspace goes back to box 3 and clears it.
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(box(1)).toHaveFocus();
  });

  it('fills every box from a pasted code, ignoring non-digits', () => {
    const onComplete = vi.fn();
    render(<OtpInput getDigitLabel={digitLabel} onComplete={onComplete} />);
    box(1).focus();
    paste(box(1), ' 654-321 ');
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('654321');
    expect(box(6)).toHaveFocus();
  });

  it('a whole code pasted into any box fills from the first; a partial paste fills from the current box', () => {
    render(<OtpInput getDigitLabel={digitLabel} defaultValue="12" />);
    paste(box(3), '9');
    expect(values()).toEqual(['1', '2', '9', '', '', '']);
    paste(box(4), '123456789');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('moves focus to the first empty box when a later one is clicked; arrows, Home and End move', async () => {
    const user = userEvent.setup();
    render(<OtpInput getDigitLabel={digitLabel} defaultValue="12" />);
    await user.click(box(5));
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(box(3)).toHaveFocus();
  });

  it('typing over a filled box replaces its digit', async () => {
    const user = userEvent.setup();
    render(<OtpInput getDigitLabel={digitLabel} defaultValue="123456" />);
    await user.click(box(2));
    await user.keyboard('9');
    expect(values()).toEqual(['1', '9', '3', '4', '5', '6']);
    expect(box(3)).toHaveFocus();
  });

  it('supports a controlled value, other lengths, invalid and disabled states', () => {
    const { rerender } = render(<OtpInput getDigitLabel={digitLabel} value="12" length={4} invalid />);
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveAttribute('aria-invalid', 'true');
    rerender(<OtpInput getDigitLabel={digitLabel} value="12x34" length={4} disabled />);
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeDisabled();
  });
});
