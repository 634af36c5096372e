import { API_MESSAGES, isApiError, NETWORK_ERROR_CODE } from '@wacrm/whatsapp-sdk';
import type { LocaleFormats } from '../i18n/formats';
import type { Label } from '../i18n/plural';
import { apiLabelKey, serverLabels } from './serverLabels';
import type { ActiveLabels } from './validationText';
import { rewordValidation } from './validationReword';

// Pure text, no React: a failed call's message in the active labels' words (see serverLabels.ts).

type ServerKey = keyof typeof serverLabels;

/** The server's error codes whose meaning has a label (the message the server gives with them is English). */
const BY_CODE: Readonly<Record<string, ServerKey>> = {
  OUTSIDE_CUSTOMER_SERVICE_WINDOW: 'serverOutsideWindow',
  TEMPLATE_PARAMETERS_MISSING: 'serverTemplateParameterMissing',
  TEMPLATE_PARAMETER_MISSING: 'serverTemplateParameterMissing',
  TEMPLATE_NOT_APPROVED: 'serverTemplateNotApproved',
  FORBIDDEN: 'serverForbidden',
  RATE_LIMITED: 'serverRateLimited',
  PAYLOAD_TOO_LARGE: 'serverTooLarge',
  INTERNAL_ERROR: 'serverError',
  [NETWORK_ERROR_CODE]: 'serverUnreachable',
};

/** The SDK's default message of each operation -> its label. */
let byTextTable: Map<string, ServerKey> | undefined;
function byText(): Map<string, ServerKey> {
  if (byTextTable) return byTextTable;
  byTextTable = new Map();
  for (const [operation, text] of Object.entries(API_MESSAGES)) {
    byTextTable.set(text, apiLabelKey(operation as keyof typeof API_MESSAGES));
  }
  byTextTable.set(serverLabels.serverUnreachable, 'serverUnreachable');
  return byTextTable;
}

function labelText(key: ServerKey, labels: ActiveLabels): string {
  const label: Label | undefined = labels[key];
  if (typeof label === 'string') return label;
  return label?.other ?? serverLabels[key];
}

/**
 * What a failure says to the user: by the error's code when the contract knows it, else its message when it is one
 * of the SDK's defaults (in the labels' words), else for a server error (5xx) that it went wrong on the server, else
 * a validation message in the labels' words (once they have arrived: validationReword.ts) or the server's own message,
 * else `fallback`. Accepts an error or a message.
 */
export function serverText(failure: unknown, labels: ActiveLabels, formats?: LocaleFormats, fallback?: string): string {
  const code = isApiError(failure) ? failure.code : undefined;
  const byCode = code ? BY_CODE[code] : undefined;
  if (byCode) return labelText(byCode, labels);
  const message =
    typeof failure === 'string' ? failure : failure instanceof Error || isApiError(failure) ? failure.message : '';
  if (!message) return fallback ?? labelText('serverError', labels);
  const known = byText().get(message);
  if (known) return labelText(known, labels);
  // A server failure in the server's own (English, technical) words: what it means for the user.
  if (isApiError(failure) && failure.status >= 500) return labelText('serverError', labels);
  return rewordValidation(message, labels, formats);
}
