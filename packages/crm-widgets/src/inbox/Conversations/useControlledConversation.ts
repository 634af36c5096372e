import { useEffect, useRef, type RefObject } from 'react';
import type { InboxStore } from '@wacrm/whatsapp-sdk';
import type { ConversationChangeReason } from './Conversations.types';

/** What following the host's `conversationId` acts with, as of the last render. */
export interface FollowActions {
  narrow: boolean;
  /** Back to the list (the narrow inbox's list view). */
  back: () => void;
  /** Shows the open conversation's view. */
  showThread: () => void;
  openConversation: (id: string) => Promise<void>;
  onConversationChange: ((conversationId: string | null, reason: ConversationChangeReason) => void) | undefined;
}

/**
 * Controlled (`conversationId` given): the inbox follows it, opened once the list's first page is in; a draft's
 * 'new-' id that is not in the list starts that draft again (e.g. after a reload); an unknown id is reported
 * 'not-found'. Only a new id from the host acts: what else it uses is read through `latestRef`. Controlled or not,
 * when the open conversation gets another id (a draft now known to the server: its old id is gone from the list),
 * it is reported 'replaced' so the host can follow.
 */
export function useControlledConversation(
  conversationId: string | null | undefined,
  activeId: string | null,
  store: InboxStore,
  firstPage: RefObject<Promise<void>>,
  latestRef: RefObject<FollowActions>,
): void {
  const shownId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (conversationId === undefined) return;
    const previous = shownId.current;
    shownId.current = conversationId;
    const f = latestRef.current;
    if (conversationId === null) {
      if (previous && f.narrow) f.back();
      else if (previous) store.close();
      return;
    }
    if (conversationId === store.getSnapshot().activeConversationId) {
      f.showThread();
      return;
    }
    let cancelled = false;
    void (async () => {
      await firstPage.current;
      if (cancelled) return;
      let id = conversationId;
      if (!store.getConversation(id)) {
        if (id.startsWith('new-')) id = store.startConversation({ phone: id.slice(4) });
        else await store.whenListLoaded();
      }
      if (cancelled) return;
      if (!store.getConversation(id)) {
        latestRef.current.onConversationChange?.(null, 'not-found');
        return;
      }
      void latestRef.current.openConversation(id);
      // A draft's id for a contact who has a conversation: that one opens, under its own id.
      if (id !== conversationId) {
        shownId.current = id;
        latestRef.current.onConversationChange?.(id, 'replaced');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [conversationId, store, firstPage, latestRef]);

  const reportedActive = useRef(activeId);
  useEffect(() => {
    const previous = reportedActive.current;
    reportedActive.current = activeId;
    if (activeId === null || previous === null || previous === activeId || store.getConversation(previous)) return;
    if (shownId.current === previous) shownId.current = activeId;
    latestRef.current.onConversationChange?.(activeId, 'replaced');
  }, [activeId, store, latestRef]);
}
