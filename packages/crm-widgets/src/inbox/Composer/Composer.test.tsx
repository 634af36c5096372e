import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Composer, EMPTY_DRAFT, type ComposerDraft, type ComposerSend } from './Composer';

function Harness({ onSend, text = '' }: { onSend: (m: ComposerSend) => void; text?: string }) {
  const [draft, setDraft] = useState<ComposerDraft>({ ...EMPTY_DRAFT, text });
  return <Composer draft={draft} onDraftChange={setDraft} onSend={onSend} windowOpen templates={[]} />;
}

describe('Composer: Meta text limit (4096 characters)', () => {
  it('shows no counter well below the limit, and one described to the textbox near it', async () => {
    const user = userEvent.setup();
    render(<Harness onSend={vi.fn()} text={'x'.repeat(3000)} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.queryByText(/characters$/)).toBeNull();
    await user.click(box);
    await user.paste('y'.repeat(700));
    // Numbers written for the widgets' language (English by default).
    const counter = screen.getByText('3,700 / 4,096 characters');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('3,700 / 4,096 characters'));
    expect(counter).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('refuses a text over 4096 characters before sending and keeps it, with the reason', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness onSend={onSend} text={'x'.repeat(4096)} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await user.click(box);
    await user.paste('!');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Message must be 4096 characters or less'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('4,097 / 4,096 characters')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue(`${'x'.repeat(4096)}!`);
    // Back under the limit: it sends.
    await user.keyboard('{Backspace}');
    expect(screen.queryByText('Message must be 4096 characters or less')).toBeNull();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith({ text: 'x'.repeat(4096) });
  });
});
