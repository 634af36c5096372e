import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, SegmentedControl } from './SegmentedControl';

const options = [
  { value: 'custom', label: 'Custom Message' },
  { value: 'template', label: 'Templates' },
  { value: 'media', label: 'Media', disabled: true },
];

describe('SegmentedControl', () => {
  it('is a named radiogroup with one tab stop on the selected option', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SegmentedControl options={options} label="Message type" defaultValue="template" />
        <button type="button">After</button>
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Message type' })).toBeInTheDocument();
    const template = screen.getByRole('radio', { name: 'Templates' });
    expect(template).toHaveAttribute('aria-checked', 'true');
    await user.tab();
    expect(template).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('arrow keys move and select (wrapping, skipping disabled), Home/End jump', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SegmentedControl options={options} label="Message type" onValueChange={onValueChange} />);
    await user.tab();
    const custom = screen.getByRole('radio', { name: 'Custom Message' });
    const template = screen.getByRole('radio', { name: 'Templates' });
    expect(custom).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(template).toHaveFocus();
    expect(template).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(custom).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(template).toHaveFocus();
    await user.keyboard('{Home}');
    expect(custom).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{End}');
    expect(template).toHaveAttribute('aria-checked', 'true');
    expect(onValueChange.mock.calls.map((c) => c[0])).toEqual(['template', 'custom', 'template', 'custom', 'template']);
  });

  it('selects on click and follows a controlled value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <SegmentedControl options={options} label="Type" value="custom" onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Templates' }));
    expect(onValueChange).toHaveBeenCalledWith('template');
    expect(screen.getByRole('radio', { name: 'Custom Message' })).toHaveAttribute('aria-checked', 'true');
    rerender(<SegmentedControl options={options} label="Type" value="template" onValueChange={onValueChange} />);
    expect(screen.getByRole('radio', { name: 'Templates' })).toHaveAttribute('aria-checked', 'true');
  });

  it('RadioGroup has the same behaviour with the radio appearance', async () => {
    const user = userEvent.setup();
    render(<RadioGroup options={options} label="Status" />);
    const group = screen.getByRole('radiogroup', { name: 'Status' });
    expect(group).toHaveAttribute('data-appearance', 'radio');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Templates' })).toHaveAttribute('aria-checked', 'true');
  });
});
