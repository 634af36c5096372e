import type { BroadcastResult } from '@wacrm/whatsapp-sdk';
import { fmt } from '../../internal/fmt';
import type { BroadcastLabels } from '../labels';

/** The notice after a broadcast call: what happened, never a success for messages that failed. */
export interface BroadcastOutcome {
  tone: 'success' | 'error';
  message: string;
}

/**
 * 'Broadcast scheduled successfully' for a scheduled broadcast (spec section 8); for one sent now, how many went
 * out and how many failed with Meta's reasons ('Broadcast sent to 2 of 5 recipients; 3 failed: Re-engagement
 * message'), an error notice when any failed.
 */
export function broadcastOutcome(result: BroadcastResult, labels: BroadcastLabels): BroadcastOutcome {
  if (result.status === 'scheduled') return { tone: 'success', message: labels.broadcastScheduled };
  const total = Math.max(result.recipientCount, result.sent + result.failed);
  if (result.failed === 0) return { tone: 'success', message: fmt(labels.broadcastSent, { sent: result.sent, total }) };
  const reasons = [
    ...new Set(result.results.map((r) => (r.status === 'failed' ? r.error?.title : undefined)).filter(Boolean)),
  ].join(', ');
  const values = { sent: result.sent, failed: result.failed, total, reasons: reasons || labels.unknownReason };
  return {
    tone: 'error',
    message: fmt(result.sent === 0 ? labels.broadcastAllFailed : labels.broadcastPartlyFailed, values),
  };
}
