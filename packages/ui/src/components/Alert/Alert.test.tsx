import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it("is announced as an alert with the default title 'Error' and the message", () => {
    render(<Alert message="Failed to connect WhatsApp" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to connect WhatsApp');
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes its own title, uses role status for success, and has a labelled close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Alert tone="success" title="Connected" onClose={onClose} closeLabel="Close alert">
        WhatsApp connected successfully
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Connected');
    expect(status).not.toHaveTextContent('Error');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close alert' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
