import { isApiError } from '@wacrm/whatsapp-sdk';
import { fmt } from './fmt';

/**
 * A failure notice: `plain` (e.g. the spec's 'Failed to save contact'), or `withReason` filled with the server's
 * reason when it gave one of its own (not one of the SDK's `defaults`, which only say the call failed).
 */
export function failureNotice(error: unknown, plain: string, withReason: string, defaults: readonly string[]): string {
  const reason = isApiError(error) || error instanceof Error ? error.message.trim() : '';
  return reason && !defaults.includes(reason) && reason !== plain ? fmt(withReason, { reason }) : plain;
}
