import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthStateProvider, type AuthContextValue } from './auth';
import { CLIENT_SESSION_KEY } from './clientSession';
import { useSessionWatch } from './useSessionWatch';

const EXPIRED = 'expired';
const hour = 60 * 60 * 1000;
const record = (ageMs: number) =>
  sessionStorage.setItem(CLIENT_SESSION_KEY, JSON.stringify({ timestamp: Date.now() - ageMs, isAuthenticated: true }));

function Watched() {
  useSessionWatch();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/dashboard?tab=inbox')}>
      next screen
    </button>
  );
}

function renderWatch(extra: Partial<AuthContextValue> = {}) {
  const value: AuthContextValue = {
    status: 'signed-in',
    user: { userId: 'u-1', firstName: 'Ada', lastName: 'Lovelace', email: '', phoneNumber: '' },
    sessionEnd: null,
    error: null,
    logout: vi.fn(async () => {}),
    reload: vi.fn(),
    endSession: vi.fn(),
    hasSession: () => true,
    ...extra,
  };
  render(
    <AuthStateProvider value={value}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Watched />
      </MemoryRouter>
    </AuthStateProvider>,
  );
  return value;
}

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('useSessionWatch', () => {
  it('leaves a session younger than 2 hours alone', () => {
    record(hour);
    const auth = renderWatch();
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(auth.endSession).not.toHaveBeenCalled();
  });

  it('ends a session whose record turned 2 hours old, at the next navigation', () => {
    record(hour);
    const auth = renderWatch();
    record(2 * hour);
    act(() => screen.getByRole('button', { name: 'next screen' }).click());
    expect(auth.endSession).toHaveBeenCalledWith(EXPIRED);
  });

  it('ends it when the tab gets focus', () => {
    record(hour);
    const auth = renderWatch();
    record(3 * hour);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(auth.endSession).toHaveBeenCalledWith(EXPIRED);
  });

  it('ends it at the moment the record expires, without any event', () => {
    vi.useFakeTimers();
    record(2 * hour - 1000);
    const auth = renderWatch();
    expect(auth.endSession).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1100));
    expect(auth.endSession).toHaveBeenCalledWith(EXPIRED);
  });

  it('ends it when the tokens are gone (another tab of a browser without BroadcastChannel logged out)', () => {
    record(hour);
    let tokens = true;
    const auth = renderWatch({ hasSession: () => tokens });
    tokens = false;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(auth.endSession).toHaveBeenCalledWith(EXPIRED);
  });

  it('does nothing while not signed in', () => {
    record(3 * hour);
    const auth = renderWatch({ status: 'loading' });
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(auth.endSession).not.toHaveBeenCalled();
  });
});
