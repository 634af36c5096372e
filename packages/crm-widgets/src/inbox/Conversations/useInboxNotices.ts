import { useEffect, useMemo, useState, type RefObject } from 'react';
import type { InboxStore, Message, RealtimeClient } from '@wacrm/whatsapp-sdk';
import { useStoreSelector, type WidgetNotifier } from '../../provider';
import type { LocaleFormats } from '../../i18n/formats';
import { frameBatched } from '../internal/frameStore';
import { createNoticeBatcher } from '../internal/notices';
import { createLatestThrottle } from '../internal/throttle';
import type { InboxLabels } from '../labels';
import { socketText } from './ConnectionStatus';
import { findConversation, phoneKey } from './conversationKeys';

/** What the notices are worded and shown with, as of the last render. */
export interface NoticeContext {
  labels: InboxLabels;
  formats: LocaleFormats;
  notify: WidgetNotifier;
}

/**
 * What the inbox tells the user beside its views: the store's notices (e.g. 'Socket not connected. Message will be
 * sent via HTTP.') and incoming messages, a notice for other conversations (batched) and, for the open one, a polite
 * announcement (at most one a second). Returns the announcement, for the widget's live region.
 */
export function useInboxNotices(
  store: InboxStore,
  realtime: RealtimeClient,
  activeIdRef: RefObject<string | null>,
  latestRef: RefObject<NoticeContext>,
): string {
  const notice = useStoreSelector(
    useMemo(() => frameBatched(store), [store]),
    (s) => s.notice,
  );
  useEffect(() => {
    if (!notice) return;
    latestRef.current.notify.error(socketText(notice, latestRef.current.labels));
    store.dismissNotice();
  }, [notice, store, latestRef]);

  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const batcher = createNoticeBatcher((n) => {
      // Resolved when shown (a few times per window), not per incoming message: one snapshot read here.
      const conversation = findConversation(store.getSnapshot().conversations, n.key, n.key);
      const name = conversation?.contactName || n.name;
      const unread = conversation?.unreadCount ?? n.unread;
      const { labels: l, formats: f, notify } = latestRef.current;
      notify.success(unread > 1 ? f.plural(l.newMessagesIn, unread, { name }) : f.text(l.newMessageFrom, { name }));
    });
    const announcer = createLatestThrottle(setAnnouncement, { intervalMs: 1000 });
    const off = realtime.on('whatsapp_message', (m: Message) => {
      if (m.direction !== 'inbound') return;
      // No store snapshot per message (it copies every list): the open conversation is known by id.
      const key = phoneKey(m.contactPhone);
      let active = activeIdRef.current ? store.getConversation(activeIdRef.current) : undefined;
      if (!active && activeIdRef.current) {
        // Its id changed (a draft reloaded from the server): read it once from the store.
        active = store.getSnapshot().activeConversation ?? undefined;
        activeIdRef.current = active?.id ?? null;
      }
      if (active && phoneKey(active.contactPhone) === key) {
        const name = active.contactName || m.contactName || m.contactPhone;
        const { labels: l, formats: f } = latestRef.current;
        announcer.push(f.text(l.announceIncoming, { name, text: m.text }));
      } else {
        batcher.push({ key, name: m.contactName || m.contactPhone, unread: 1 });
      }
    });
    return () => {
      off();
      batcher.dispose();
      announcer.dispose();
    };
  }, [realtime, store, activeIdRef, latestRef]);
  return announcement;
}
