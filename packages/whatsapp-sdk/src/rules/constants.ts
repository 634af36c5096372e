// Business constants and limits (Meta's limits from shared/design/whatsapp-rules.md).
import type { TemplateCategory } from '../model/template';

/** Length of every one-time code. */
export const OTP_LENGTH = 6;
/** Seconds before 'resend' shows again. */
export const RESEND_COUNTDOWN_SECONDS = 60;
/** First/last name length after trimming. */
export const NAME_MIN = 2;
export const NAME_MAX = 50;
/** The client session record expires after 2 hours. */
export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** Notices auto-clear after 5 s. */
export const NOTICE_MS = 5000;
/** The typing indicator stops after 3 s without typing. */
export const TYPING_IDLE_MS = 3000;
/** Broadcast message length. */
export const BROADCAST_MAX = 1000;
/** A WhatsApp text message body (Meta). */
export const TEXT_MESSAGE_MAX = 4096;
/** Free-form messages only within 24 h of the contact's last inbound message (Meta). */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Socket reconnection: at most 5 attempts, delay doubling from 1000 ms up to 30000 ms. */
export const RECONNECT = { attempts: 5, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;
/** Identity token sync is skipped when the token is older than this. */
export const TOKEN_SYNC_MAX_AGE_S = 300;
/** Error redirects (account not found / already exists) happen after 2 s. */
export const REDIRECT_DELAY_MS = 2000;

/** Template limits (the product's business constants and Meta). */
export const TEMPLATE_LIMITS = {
  nameMax: 512,
  headerMax: 60,
  headerVariablesMax: 1,
  bodyMax: 1024,
  footerMax: 60,
  buttonsMax: 10,
  quickReplyMax: 10,
  urlButtonsMax: 2,
  urlMax: 2000,
  phoneButtonsMax: 1,
  phoneNumberMax: 20,
  copyCodeButtonsMax: 1,
  copyCodeMax: 15,
  buttonLabelMax: 25,
  /** Hint only. */
  quickReplyLabelHint: 20,
  /** From this many buttons on, WhatsApp desktop cannot show the template. */
  desktopButtonsLimit: 4,
} as const;

/** message_send_ttl_seconds bounds per category, inclusive. */
export const TTL_BOUNDS: Readonly<Record<TemplateCategory, { min: number; max: number }>> = {
  AUTHENTICATION: { min: 30, max: 900 },
  UTILITY: { min: 30, max: 43_200 },
  MARKETING: { min: 43_200, max: 2_592_000 },
};

/** Delay before reconnection attempt `attempt` (1-based): 1000, 2000, 4000, ... capped at 30000 ms. */
export function reconnectDelay(attempt: number): number {
  const n = Number.isFinite(attempt) ? Math.max(1, Math.floor(attempt)) : 1;
  return Math.min(RECONNECT.maxDelayMs, RECONNECT.baseDelayMs * 2 ** Math.min(n - 1, 30));
}
