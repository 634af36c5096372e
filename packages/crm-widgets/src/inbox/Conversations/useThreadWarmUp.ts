import { startTransition, useCallback, useEffect, useState } from 'react';
import type { InboxStore } from '@wacrm/whatsapp-sdk';
import { whenIdle } from '../../internal/idle';
import { isThreadWarm, markConversationsWarm } from '../internal/warmState';
import { loadOpenThread } from './ThreadArea';

/** Starts the open-conversation view's download (once; ThreadArea.tsx) on a sign that a conversation may open. */
export const preloadThread = () => void loadOpenThread().catch(() => {});

/**
 * The inbox's warm-up of what it shows next. As it mounts, the inbox's code has run and its styles are compiled: a
 * later `warmConversations()` has nothing left to do. The open-conversation view has not run yet: once the list is
 * complete and the browser idle, `warmingThread` turns true and the inbox renders that view's states off-screen once
 * (`ThreadWarmUp`, in a transition: time-sliced, no long task; a click meanwhile comes first), so the first
 * conversation the user opens is not also the first run of that code and of its styles. `endThreadWarmUp` ends it.
 */
export function useThreadWarmUp(store: InboxStore): { warmingThread: boolean; endThreadWarmUp: () => void } {
  useEffect(markConversationsWarm, []);
  const [warmingThread, setWarmingThread] = useState(false);
  const endThreadWarmUp = useCallback(() => setWarmingThread(false), []);
  useEffect(() => {
    if (isThreadWarm()) return;
    let cancelled = false;
    let cancelIdle = () => {};
    void store.whenListLoaded().then(() => {
      if (cancelled || isThreadWarm()) return;
      // The open-conversation view's code downloads now (the warm-up below runs it when the browser is idle).
      preloadThread();
      cancelIdle = whenIdle(() => {
        if (!isThreadWarm()) startTransition(() => setWarmingThread(true));
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [store]);
  return { warmingThread, endThreadWarmUp };
}
