import { ApiError } from '../../client/errors';
import type { MediaRef } from '../../media/types';
import {
  BROADCAST_MEDIA_REFUSALS,
  broadcastGroupPhones,
  broadcastWindows,
  normalizePhone,
  splitRecipientNumbers,
} from '../../rules';
import type { BroadcastPayload } from '../../model';
import type { WhatsAppApi } from '../../whatsapp';
import { notFound, type FakeCore } from './core';

const refused = (message: string) => new ApiError({ status: 400, code: 'VALIDATION_ERROR', message, field: 'media' });

/** As the mock API: an attachment on a custom broadcast only, an uploaded file of the kind it is sent as. */
function checkMedia(payload: BroadcastPayload, uploaded: (id: string) => MediaRef | undefined): void {
  if (!payload.media) return;
  if (payload.messageType === 'template') throw refused(BROADCAST_MEDIA_REFUSALS.templateMedia);
  const ref = uploaded(payload.media.id);
  if (!ref) throw notFound('Media');
  if (ref.kind !== payload.media.type) throw refused(`media.id is not a ${payload.media.type} file`);
}

/**
 * Broadcasts: a group's contacts by tag or the numbers given, each sent, or failed outside its 24-hour window.
 * `uploaded` finds a file uploaded through the fake media (for an attachment).
 */
export function createFakeBroadcasts(
  core: FakeCore,
  uploaded: (id: string) => MediaRef | undefined = () => undefined,
): WhatsAppApi['broadcasts'] {
  const { db, run, newId, now } = core;
  return {
    create: (payload) =>
      run('broadcasts.create', [payload], () => {
        checkMedia(payload, uploaded);
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
