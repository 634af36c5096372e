import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

/** jsdom does no layout: make scrollHeight follow the number of lines (20 px per line + 20 px padding). */
function mockScrollHeight() {
  return vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLTextAreaElement,
  ) {
    return this.value.split('\n').length * 20 + 20;
  });
}

describe('TextArea', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('grows with its content between minHeight and maxHeight, then scrolls', () => {
    mockScrollHeight();
    render(<TextArea label="Message" minHeight={44} maxHeight={120} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    // One line (40 px of content) stays at the 44 px minimum.
    expect(textarea.style.height).toBe('44px');
    fireEvent.change(textarea, { target: { value: 'a\nb\nc' } });
    expect(textarea.style.height).toBe('80px');
    expect(textarea.style.overflowY).toBe('hidden');
    fireEvent.change(textarea, { target: { value: 'a\nb\nc\nd\ne\nf\ng' } });
    expect(textarea.style.height).toBe('120px');
    expect(textarea.style.overflowY).toBe('auto');
    expect(textarea).toHaveAttribute('data-at-max-height');
    fireEvent.change(textarea, { target: { value: '' } });
    expect(textarea.style.height).toBe('44px');
  });

  it('follows a controlled value', () => {
    mockScrollHeight();
    const { rerender } = render(
      <TextArea label="Message" value="" onChange={() => {}} minHeight={44} maxHeight={120} />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    rerender(<TextArea label="Message" value={'1\n2\n3\n4'} onChange={() => {}} minHeight={44} maxHeight={120} />);
    expect(textarea.style.height).toBe('100px');
  });

  it('shows an n/max counter that describes the field and flags going over', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Broadcast message" showCount countMax={5} />);
    const textarea = screen.getByRole('textbox', { name: 'Broadcast message' });
    expect(screen.getByText('0/5')).toBeInTheDocument();
    await user.type(textarea, 'Hello');
    expect(screen.getByText('5/5')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('5/5');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    await user.type(textarea, '!');
    expect(screen.getByText('6/5')).toHaveAttribute('data-over-limit');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
  });

  it('enforces maxLength when given and counts against it', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Text" showCount maxLength={3} />);
    const textarea = screen.getByRole('textbox', { name: 'Text' });
    await user.type(textarea, 'abcdef');
    expect(textarea).toHaveValue('abc');
    expect(screen.getByText('3/3')).toBeInTheDocument();
  });

  it('keeps a visually hidden label as its name and passes Enter to the caller', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn();
    render(<TextArea label="Type your own message" hideLabel onKeyDown={onKeyDown} />);
    const textarea = screen.getByRole('textbox', { name: 'Type your own message' });
    await user.click(textarea);
    await user.keyboard('{Enter}');
    expect(onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'Enter' }));
  });
});
