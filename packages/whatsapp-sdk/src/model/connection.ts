import { bool, lower, optStr, rec } from './internal/read';

/** WhatsApp connection status (docs/api-contract.md). */
export interface ConnectionStatus {
  /** True exactly when `status` is 'connected'. */
  connected: boolean;
  status: 'connected' | 'disconnected';
  phoneNumberId?: string;
  businessAccountId?: string;
  /** The access token is never returned, only a masked form. */
  accessTokenMasked?: string;
}

/** Body of POST /whatsapp/connect/{clientId}. */
export interface ConnectPayload {
  accessToken: string;
  phoneNumberId: string;
  /** Not required. */
  businessAccountId?: string;
}

/** Connection as sent on the wire. Extra fields ignored. */
export interface RawConnectionStatus {
  connected?: boolean;
  status?: string;
  phoneNumberId?: string;
  businessAccountId?: string;
  accessTokenMasked?: string;
}

/**
 * Normalises a connection record. Connected when `status` equals 'connected' (any casing); a record with no
 * status at all falls back to its `connected` flag. Never throws.
 */
export function normalizeConnectionStatus(raw: unknown): ConnectionStatus {
  const r = rec(raw);
  const status = lower(r, ['status']);
  const connected = status ? status === 'connected' : bool(r, ['connected']);
  const out: ConnectionStatus = { connected, status: connected ? 'connected' : 'disconnected' };
  const phoneNumberId = optStr(r, ['phoneNumberId', 'phone_number_id']);
  if (phoneNumberId) out.phoneNumberId = phoneNumberId;
  const businessAccountId = optStr(r, ['businessAccountId', 'business_account_id']);
  if (businessAccountId) out.businessAccountId = businessAccountId;
  const masked = optStr(r, ['accessTokenMasked']);
  if (masked) out.accessTokenMasked = masked;
  return out;
}
