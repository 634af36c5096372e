import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { darkTheme, lightTheme, WacrmThemeProvider } from '../../theme';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Modal } from './Modal';

function Harness({ onClose = () => {}, initialFocus = false }: { onClose?: () => void; initialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const secondRef = useRef<HTMLInputElement>(null);
  return (
    <WacrmThemeProvider theme={lightTheme}>
      <Button onClick={() => setOpen(true)}>Connect WhatsApp</Button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Connect WhatsApp"
        description="Enter your WhatsApp Business credentials"
        closeLabel="Close"
        initialFocusRef={initialFocus ? secondRef : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Connect</Button>
          </>
        }
      >
        <TextField label="Access Token" />
        <TextField label="Phone Number ID" ref={secondRef} />
      </Modal>
    </WacrmThemeProvider>
  );
}

describe('Modal', () => {
  it('opens as a labelled, described modal dialog in a themed portal and focuses the first field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Connect WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect WhatsApp' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Enter your WhatsApp Business credentials');
    const root = dialog.closest('[data-wacrm-root]') as HTMLElement;
    expect(root.parentElement).toBe(document.body);
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.style.getPropertyValue('--wacrm-color-primary')).toBe(lightTheme.tokens.color.primary);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Access Token' })).toHaveFocus());
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Connect WhatsApp' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Access Token' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Phone Number ID' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveFocus();
  });

  it('closes on Escape, returns focus to the opener and unlocks scrolling', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Connect WhatsApp' });
    await user.click(opener);
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button (Enter) and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Connect WhatsApp' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('honours initialFocusRef and closes on a backdrop click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness initialFocus onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Connect WhatsApp' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone Number ID' })).toHaveFocus());
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(overlay);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed and focuses the dialog itself when it has nothing focusable', async () => {
    const { rerender } = render(
      <WacrmThemeProvider theme={darkTheme}>
        <Modal open={false} onClose={() => {}} title="Info">
          Plain text
        </Modal>
      </WacrmThemeProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <WacrmThemeProvider theme={darkTheme}>
        <Modal open onClose={() => {}} title="Info">
          Plain text
        </Modal>
      </WacrmThemeProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Info' });
    await waitFor(() => expect(dialog).toHaveFocus());
    const user = userEvent.setup();
    await user.tab();
    expect(dialog).toHaveFocus();
  });
});

describe('Modal nested in a Modal', () => {
  function Nested() {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(false);
    return (
      <>
        <Modal open={outer} onClose={() => setOuter(false)} title="Edit template" closeLabel="Close editor">
          <Button onClick={() => setInner(true)}>Delete</Button>
          <Modal open={inner} onClose={() => setInner(false)} title="Confirm" closeLabel="Close confirm">
            <Button onClick={() => setInner(false)}>Keep</Button>
          </Modal>
        </Modal>
      </>
    );
  }

  it('lets the inner dialog hold focus; Escape closes only the inner one and focus returns to its opener', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    const del = await screen.findByRole('button', { name: 'Delete' });
    await waitFor(() => expect(del).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close confirm' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit template' })).toBeInTheDocument();
    expect(del).toHaveFocus();
  });
});
