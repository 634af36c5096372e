import type { BroadcastResult } from '@wacrm/whatsapp-sdk';
import type { LocaleFormats } from '../../i18n/formats';
import type { BroadcastLabels } from '../labels';

/** The notice after a broadcast call: what happened, never a success for messages that failed. */
export interface BroadcastOutcome {
  tone: 'success' | 'error';
  message: string;
}

/**
 * 'Broadcast scheduled successfully' for a scheduled broadcast; for one sent now, how many went
 * out and how many failed with Meta's reasons ('Broadcast sent to 2 of 5 recipients; 3 failed: Re-engagement
 * message'), an error notice when any failed.
 */
export function broadcastOutcome(
  result: BroadcastResult,
  labels: BroadcastLabels,
  formats: LocaleFormats,
): BroadcastOutcome {
  if (result.status === 'scheduled') return { tone: 'success', message: labels.broadcastScheduled };
  const total = Math.max(result.recipientCount, result.sent + result.failed);
  if (result.failed === 0) {
    return { tone: 'success', message: formats.plural(labels.broadcastSent, total, { sent: result.sent }) };
  }
  const reasons = [
    ...new Set(
      result.results.map((r) => (r.status === 'failed' ? r.error?.title : undefined)).filter((t): t is string => !!t),
    ),
  ];
  const reasonText = reasons.length ? formats.list(reasons) : labels.unknownReason;
  const message =
    result.sent === 0
      ? formats.plural(labels.broadcastAllFailed, result.failed, { reasons: reasonText })
      : formats.plural(labels.broadcastPartlyFailed, total, {
          sent: result.sent,
          failed: result.failed,
          reasons: reasonText,
        });
  return { tone: 'error', message };
}
