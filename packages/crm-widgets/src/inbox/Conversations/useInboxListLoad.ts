import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { InboxStore } from '@wacrm/whatsapp-sdk';
import type { WidgetNotifier } from '../../provider';

export interface InboxListLoad {
  /** Moves when a loaded list must render at once (ListPane reads the store again). */
  listVersion: number;
  /** Loads the list again (its Retry). */
  loadList: () => Promise<void>;
  /** The first page of the list as last requested: a conversation asked for by id is looked up once it is in. */
  firstPage: RefObject<Promise<void>>;
}

/**
 * Loads the conversation list as the inbox mounts (a layout effect: the request starts in the commit, not after the
 * browser has painted the empty shell); a failure is a notice, and so is one while a long list goes on loading after
 * its first page (the rows shown stay).
 */
export function useInboxListLoad(
  store: InboxStore,
  contentShownRef: RefObject<boolean>,
  latestRef: RefObject<{ notify: WidgetNotifier }>,
): InboxListLoad {
  const [listVersion, setListVersion] = useState(0);
  const mountedRef = useRef(false);
  const firstPage = useRef<Promise<void>>(Promise.resolve());
  const loadList = useCallback(async () => {
    firstPage.current = store.load();
    await firstPage.current;
    // Once the content is shown, the list that arrived renders at once, in this task: right after mounting, the
    // list's store subscriptions are not attached yet (React attaches them after the first paint), so it would
    // otherwise wait for that paint and the next task. Before, the content's render reads the store as it renders
    // the list (and React renders it again when it attaches the subscriptions if the list arrived meanwhile).
    if (contentShownRef.current) flushSync(() => setListVersion((v) => v + 1));
    const error = store.getSnapshot().error;
    if (error) {
      latestRef.current.notify.error(error);
      return;
    }
    // A long list goes on loading after its first page; a failure there keeps the rows shown and is a notice.
    await store.whenListLoaded();
    const later = store.getSnapshot().error;
    if (later && mountedRef.current) latestRef.current.notify.error(later);
  }, [store, contentShownRef, latestRef]);

  useLayoutEffect(() => {
    mountedRef.current = true;
    void loadList();
    return () => {
      mountedRef.current = false;
    };
  }, [loadList]);
  return { listVersion, loadList, firstPage };
}
