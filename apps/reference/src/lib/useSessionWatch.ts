import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from './auth';
import { readClientSession } from './clientSession';

/** Longest delay setTimeout takes (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps checking the session while the signed-in area is open: on every navigation, when the tab gets focus or
 * becomes visible, and at the moment the 2-hour record expires. An expired record, or tokens gone without a word
 * (another tab of a browser without BroadcastChannel), end the session as 'expired'. Lives in the workbench's chunk: signed-out pages never load it.
 */
export function useSessionWatch(): void {
  const { status, endSession, hasSession } = useAuth();
  const { key } = useLocation();
  const signedIn = status === 'signed-in';
  const check = useCallback(() => {
    if (signedIn && (readClientSession().state === 'expired' || !hasSession())) endSession('expired');
  }, [signedIn, endSession, hasSession]);

  useEffect(check, [key, check]);

  useEffect(() => {
    if (!signedIn) return undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    const record = readClientSession();
    const timer =
      record.state === 'active'
        ? setTimeout(check, Math.min(MAX_TIMER_MS, Math.max(0, record.expiresAt - Date.now()) + 50))
        : undefined;
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [signedIn, check]);
}
