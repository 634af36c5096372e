import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { useEffect } from 'react';
import { NotificationsProvider, useNotify, type NotifyApi } from './Notifications';

function Trigger() {
  const notify = useNotify();
  return (
    <>
      <Button onClick={() => notify.success('Template created successfully')}>Succeed</Button>
      <Button onClick={() => notify.error('Failed to create template')}>Fail</Button>
      <Button onClick={() => notify.success('Stays', { duration: Infinity })}>Sticky</Button>
    </>
  );
}

function renderWithProvider(duration?: number) {
  return render(
    <NotificationsProvider dismissLabel="Dismiss notification" duration={duration}>
      <Trigger />
    </NotificationsProvider>,
  );
}

describe('NotificationsProvider and useNotify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces errors through an assertive alert region and successes through a polite status region', () => {
    renderWithProvider();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Succeed' }));
      fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(alert).toHaveTextContent('Failed to create template');
    expect(alert).not.toHaveTextContent('Template created successfully');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Template created successfully');
    // The regions live in a themed portal at the top of the body.
    expect(alert.closest('[data-wacrm-root]')?.parentElement).toBe(document.body);
  });

  it('clears each notice after 5 s', () => {
    renderWithProvider();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Succeed' }));
    });
    act(() => {
      vi.advanceTimersByTime(2000);
      fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('Template created successfully')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Template created successfully')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to create template')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Failed to create template')).not.toBeInTheDocument();
  });

  it('honours a configured duration, a per-notice Infinity, and pauses while hovered', () => {
    renderWithProvider(1000);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Succeed' }));
      fireEvent.click(screen.getByRole('button', { name: 'Sticky' }));
    });
    const notice = screen.getByText('Template created successfully').parentElement as HTMLElement;
    act(() => {
      fireEvent.mouseEnter(notice);
    });
    expect(notice).toHaveAttribute('data-paused');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('Template created successfully')).toBeInTheDocument();
    act(() => {
      fireEvent.mouseLeave(notice);
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Template created successfully')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Stays')).toBeInTheDocument();
  });

  it('is dismissible with its labelled close button from the keyboard', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderWithProvider();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const alert = screen.getByRole('alert');
    const close = within(alert).getByRole('button', { name: 'Dismiss notification' });
    close.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Failed to create template')).not.toBeInTheDocument();
  });

  it('dismiss(id) removes one notice', () => {
    const holder: { api?: NotifyApi } = {};
    function Grab() {
      const notify = useNotify();
      useEffect(() => {
        holder.api = notify;
      });
      return null;
    }
    render(
      <NotificationsProvider dismissLabel="Dismiss">
        <Grab />
      </NotificationsProvider>,
    );
    let id = '';
    act(() => {
      id = holder.api!.error('One');
      holder.api!.error('Two');
    });
    act(() => holder.api!.dismiss(id));
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
  });

  it('throws a clear error outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow(/NotificationsProvider/);
    spy.mockRestore();
  });
});
