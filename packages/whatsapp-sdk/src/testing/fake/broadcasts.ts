import { broadcastGroupPhones, broadcastWindows, normalizePhone, splitRecipientNumbers } from '../../rules';
import type { WhatsAppApi } from '../../whatsapp';
import type { FakeCore } from './core';

/** Broadcasts: a group's contacts by tag or the numbers given, each sent, or failed outside its 24-hour window. */
export function createFakeBroadcasts(core: FakeCore): WhatsAppApi['broadcasts'] {
  const { db, run, newId, now } = core;
  return {
    create: (payload) =>
      run('broadcasts.create', [payload], () => {
        const scheduled = Boolean(payload.scheduleDate);
        // As the mock API: a group's contacts by tag, or the numbers given; a custom message fails (Meta's
        // 131047) for a recipient outside the 24-hour window.
        const named = typeof payload.recipients === 'string' ? payload.recipients : '';
        const phones =
          broadcastGroupPhones(named, db.contacts) ??
          [
            ...new Set(
              (Array.isArray(payload.recipients) ? payload.recipients : splitRecipientNumbers(named)).map((p) =>
                normalizePhone(p),
              ),
            ),
          ].filter(Boolean);
        const windows = broadcastWindows(phones, db.conversations, now());
        const results = scheduled
          ? []
          : phones.map((to) =>
              payload.messageType === 'custom' && windows.closed.includes(to)
                ? { to, status: 'failed' as const, error: { code: '131047', title: 'Re-engagement message' } }
                : { to, status: 'sent' as const },
            );
        const failed = results.filter((r) => r.status === 'failed').length;
        return {
          id: newId('bc'),
          name: payload.name,
          status: scheduled ? ('scheduled' as const) : ('sent' as const),
          recipientCount: phones.length,
          scheduledAt: scheduled ? `${payload.scheduleDate}T${payload.scheduleTime ?? '00:00'}:00.000Z` : null,
          sent: results.length - failed,
          failed,
          results,
        };
      }),
  };
}
