import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { MESSAGES as SDK_MESSAGES } from '@wacrm/whatsapp-sdk';
import type { SecurityLimits } from '../config';
import { HttpError, tooMany } from '../http/errors';
import { minutesText, WindowCounter } from './budgets';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_AFTER_MS = 60 * 1000;
export const MAX_TRIES = 5;
export const VERIFIED_TTL_MS = 10 * 60 * 1000;
/** The window of the failure and send budgets. */
export const BUDGET_WINDOW_MS = 60 * 60 * 1000;

export type Channel = 'email' | 'sms';

export interface OutboxEntry {
  to: string;
  channel: Channel;
  code: string;
  sentAt: string;
}

interface PendingCode {
  hash: Buffer;
  salt: Buffer;
  expiresAt: number;
  sentAt: number;
  tries: number;
  verificationId: string;
}

/** Messages differ slightly between the email and SMS flows, as the spec's catalogue says. */
const MESSAGES = {
  email: { invalid: SDK_MESSAGES.emailCode.invalid, expired: SDK_MESSAGES.phoneCode.expired },
  sms: { invalid: SDK_MESSAGES.phoneCode.invalidCode, expired: SDK_MESSAGES.phoneCode.expired },
} as const;
const LOCKED = SDK_MESSAGES.phoneCode.tooManyAttempts;
const NOUN: Record<Channel, string> = { email: 'email address', sms: 'phone number' };

/** 429 OTP_ATTEMPTS_EXCEEDED: the identifier's failure budget is spent (any code, even a new one). */
export const attemptsExceeded = (channel: Channel, waitMs: number) =>
  tooMany(
    'OTP_ATTEMPTS_EXCEEDED',
    `Too many incorrect codes for this ${NOUN[channel]}. Please try again in ${minutesText(waitMs)}.`,
    waitMs,
  );

/** 429 OTP_SEND_LIMIT: the client address has requested too many codes this hour. */
export const sendLimit = (waitMs: number) =>
  tooMany(
    'OTP_SEND_LIMIT',
    `Too many codes were requested from your network. Please try again in ${minutesText(waitMs)}.`,
    waitMs,
  );

/**
 * One-time codes: 6 random digits, stored as an HMAC (never in clear), compared in constant time, valid 10 minutes,
 * single use, dead after 5 wrong tries, resend refused for 60 s, the previous code invalid after a resend. Passing a
 * check marks the identifier verified for 10 minutes (login/register consume it). Kept in memory only.
 *
 * Budgets across codes (OWASP ASVS 2.2.1, NIST SP 800-63B 5.2.2): wrong codes per identifier per hour
 * (`verifyFailuresPerHour`; a new code never resets it, a right code does) and codes sent per client address per
 * hour (`codeSendsPerAddressPerHour`, across identifiers). Both answer 429 with Retry-After.
 */
export class CodeService {
  private readonly pending = new Map<string, PendingCode>();
  private readonly verified = new Map<string, number>();
  private outbox: OutboxEntry[] = [];
  private readonly pepper = randomBytes(32);
  private readonly failures: WindowCounter;
  private readonly sends: WindowCounter;

  constructor(
    private readonly onSend: (entry: OutboxEntry) => void,
    private readonly now: () => number = () => Date.now(),
    limits: Pick<SecurityLimits, 'verifyFailuresPerHour' | 'codeSendsPerAddressPerHour'> = {
      verifyFailuresPerHour: 10,
      codeSendsPerAddressPerHour: 100,
    },
  ) {
    // The limits object is read on every check, so a test (or /__dev) can change it on a running server.
    this.failures = new WindowCounter(() => limits.verifyFailuresPerHour, BUDGET_WINDOW_MS, now);
    this.sends = new WindowCounter(() => limits.codeSendsPerAddressPerHour, BUDGET_WINDOW_MS, now);
  }

  private key(channel: Channel, to: string) {
    return `${channel}:${to}`;
  }

  private digest(code: string, salt: Buffer): Buffer {
    return createHmac('sha256', this.pepper).update(salt).update(code).digest();
  }

  /**
   * Sends a new code (into the outbox) for a request from `address`; throws 429 OTP_SEND_LIMIT when the address has
   * used its hourly budget, 429 OTP_THROTTLED within 60 s of the previous send to the same identifier.
   */
  send(
    channel: Channel,
    to: string,
    address: string,
  ): { verificationId: string; expiresInSeconds: number; resendInSeconds: number } {
    const now = this.now();
    const key = this.key(channel, to);
    const addressWait = this.sends.blockedFor(address);
    if (addressWait > 0) throw sendLimit(addressWait);
    const previous = this.pending.get(key);
    if (previous && now - previous.sentAt < RESEND_AFTER_MS) {
      const waitMs = RESEND_AFTER_MS - (now - previous.sentAt);
      throw tooMany(
        'OTP_THROTTLED',
        `Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting a new code`,
        waitMs,
      );
    }
    this.sends.record(address);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16);
    const verificationId = randomUUID();
    this.pending.set(key, {
      hash: this.digest(code, salt),
      salt,
      expiresAt: now + CODE_TTL_MS,
      sentAt: now,
      tries: 0,
      verificationId,
    });
    const entry: OutboxEntry = { to, channel, code, sentAt: new Date(now).toISOString() };
    this.outbox.unshift(entry);
    if (this.outbox.length > 500) this.outbox.length = 500;
    this.onSend(entry);
    return {
      verificationId,
      expiresInSeconds: CODE_TTL_MS / 1000,
      resendInSeconds: RESEND_AFTER_MS / 1000,
    };
  }

  /** The identifier a phone verificationId was issued for, if any. */
  phoneForVerification(verificationId: string): string | undefined {
    for (const [key, value] of this.pending) {
      if (key.startsWith('sms:') && value.verificationId === verificationId) return key.slice(4);
    }
    return undefined;
  }

  /**
   * Checks a code; on success the code is spent and the identifier is verified for 10 minutes. A wrong guess at a
   * live code counts against the identifier's hourly budget; once it is spent every check answers 429
   * OTP_ATTEMPTS_EXCEEDED (even the right code of a new code) until the window frees up.
   */
  verify(channel: Channel, to: string, code: string, field = 'otp'): void {
    const messages = MESSAGES[channel];
    const key = this.key(channel, to);
    const budgetWait = this.failures.blockedFor(key);
    if (budgetWait > 0) throw attemptsExceeded(channel, budgetWait);
    const entry = this.pending.get(key);
    const now = this.now();
    if (!entry) throw new HttpError(400, 'INVALID_OTP', messages.invalid, field);
    if (entry.tries >= MAX_TRIES) {
      throw new HttpError(429, 'OTP_LOCKED', LOCKED);
    }
    if (now > entry.expiresAt) throw new HttpError(410, 'OTP_EXPIRED', messages.expired);
    const candidate = /^\d{6}$/.test(code) ? code : '';
    const matches = timingSafeEqual(this.digest(candidate, entry.salt), entry.hash) && candidate !== '';
    if (!matches) {
      entry.tries += 1;
      this.failures.record(key);
      const wait = this.failures.blockedFor(key);
      if (wait > 0) throw attemptsExceeded(channel, wait);
      if (entry.tries >= MAX_TRIES) {
        throw new HttpError(429, 'OTP_LOCKED', LOCKED);
      }
      throw new HttpError(400, 'INVALID_OTP', messages.invalid, field);
    }
    this.pending.delete(key);
    this.failures.clear(key);
    this.markVerified(channel, to);
  }

  markVerified(channel: Channel, to: string): void {
    this.verified.set(this.key(channel, to), this.now() + VERIFIED_TTL_MS);
  }

  isVerified(channel: Channel, to: string): boolean {
    const until = this.verified.get(this.key(channel, to));
    return until !== undefined && until > this.now();
  }

  /** Spends a verification (login/register use it once). */
  consume(channel: Channel, to: string): void {
    this.verified.delete(this.key(channel, to));
  }

  latest(to: string): OutboxEntry[] {
    return this.outbox.filter((e) => e.to === to);
  }

  reset(): void {
    this.pending.clear();
    this.verified.clear();
    this.failures.reset();
    this.sends.reset();
    this.outbox = [];
  }
}
