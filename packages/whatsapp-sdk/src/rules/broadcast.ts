// Broadcast checks shared by the dialog and the API: a schedule in the future, valid custom numbers, and the
// parameters of a template with variables (Meta refuses a template message without them: 131008).
import { VALIDATION_MESSAGES } from './messages';
import { CUSTOMER_SERVICE_WINDOW_MS } from './constants';
import { normalizePhone } from './phone';

/** Characters a typed phone number may contain: digits, +, spaces, hyphens, dots and parentheses. */
const PHONE_CHARACTERS = /^[+\d\s\-().]+$/;
/** A messaging recipient once normalised: + and 8 to 15 digits (E.164), as the API checks it. */
const MESSAGING_PHONE = /^\+\d{8,15}$/;
/** Longest text the API reads as one phone number. */
const PHONE_TEXT_MAX = 32;

/** Why a typed number cannot receive a message. */
export type PhoneProblem = 'not-a-number' | 'digits';

/** The problem of a typed recipient number (the API's rule), or null when it is valid. Blank is 'digits'. */
export function messagingPhoneProblem(value: unknown): PhoneProblem | null {
  if (typeof value !== 'string') return 'not-a-number';
  const text = value.trim();
  if (text.length > PHONE_TEXT_MAX || (text !== '' && !PHONE_CHARACTERS.test(text))) return 'not-a-number';
  return MESSAGING_PHONE.test(normalizePhone(text)) ? null : 'digits';
}

/** True when a typed number can receive a message (8 to 15 digits with the country code). */
export function isMessagingPhone(value: unknown): boolean {
  return messagingPhoneProblem(value) === null;
}

/** Why each problem makes a number invalid, as the broadcast form names it. */
export const PHONE_PROBLEM_REASONS: Readonly<Record<PhoneProblem, string>> = {
  'not-a-number': 'not a phone number',
  digits: 'needs 8 to 15 digits with the country code',
};

/** A custom broadcast number that cannot receive the broadcast, and why. */
export interface InvalidPhone {
  value: string;
  problem: PhoneProblem;
}

/** The numbers of a custom recipient list (commas, semicolons or new lines between them), blanks dropped. */
export function splitRecipientNumbers(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The invalid numbers of a list, in order, each once. */
export function invalidPhones(numbers: readonly string[]): InvalidPhone[] {
  const seen = new Set<string>();
  const out: InvalidPhone[] = [];
  for (const value of numbers) {
    const problem = messagingPhoneProblem(value);
    if (problem && !seen.has(value)) {
      seen.add(value);
      out.push({ value, problem });
    }
  }
  return out;
}

/**
 * 'Invalid phone numbers: 12345 (needs 8 to 15 digits with the country code), abc (not a phone number)': the
 * numbers the broadcast cannot be sent to, with the reason of each (at most `limit` named, then 'and n more').
 */
export function invalidPhonesMessage(invalid: readonly InvalidPhone[], limit = 5): string {
  const named = invalid.slice(0, limit).map((i) => `${i.value} (${PHONE_PROBLEM_REASONS[i.problem]})`);
  const more = invalid.length > limit ? ` and ${invalid.length - limit} more` : '';
  return `Invalid phone numbers: ${named.join(', ')}${more}`;
}

/** The time of a schedule date (YYYY-MM-DD) and time (HH:mm, default 00:00) in local time; NaN when malformed. */
export function scheduleTime(date: unknown, time?: unknown): number {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return Number.NaN;
  const t = typeof time === 'string' && time !== '' ? time : '00:00';
  if (!/^\d{2}:\d{2}(:\d{2})?$/.test(t)) return Number.NaN;
  return Date.parse(`${date}T${t}`);
}

/**
 * True when a schedule (date, optional time, to the minute) has passed at `now`: the chosen minute is over. The
 * current minute is not past (it goes out at once).
 */
export function isPastSchedule(date: unknown, time: unknown, now: number = Date.now()): boolean {
  const when = scheduleTime(date, time);
  return Number.isFinite(when) && when + 60_000 <= now;
}

/** 'The scheduled time has passed. Please choose a time in the future' for a past schedule, else undefined. */
export function scheduleProblem(date: unknown, time: unknown, now: number = Date.now()): string | undefined {
  return isPastSchedule(date, time, now) ? VALIDATION_MESSAGES.broadcastSchedulePast : undefined;
}

/** The contact tag each recipient group of the broadcast dialog selects ('' = every contact). */
export const BROADCAST_GROUP_TAGS: Readonly<Record<'all' | 'vip' | 'customers' | 'leads', string>> = {
  all: '',
  vip: 'VIP',
  customers: 'Customer',
  leads: 'Lead',
};

/**
 * The phones (normalised, each once) of the contacts a recipient group selects, by tag (any casing); undefined
 * for a name that is no group. The dialog counts its groups with it and the API sends to the same contacts.
 */
export function broadcastGroupPhones(
  group: string,
  contacts: readonly { phone: string; tags: readonly string[] }[],
): string[] | undefined {
  const name = group.trim().toLowerCase();
  if (!Object.prototype.hasOwnProperty.call(BROADCAST_GROUP_TAGS, name)) return undefined;
  const tag = BROADCAST_GROUP_TAGS[name as keyof typeof BROADCAST_GROUP_TAGS].toLowerCase();
  const phones = contacts
    .filter((c) => tag === '' || c.tags.some((t) => t.trim().toLowerCase() === tag))
    .map((c) => normalizePhone(c.phone))
    .filter(Boolean);
  return [...new Set(phones)];
}

/** Recipients who can receive a custom (free-form) message, and those who can only receive a template. */
export interface BroadcastWindows {
  open: string[];
  closed: string[];
}

/**
 * Splits recipients by Meta's 24-hour customer service window at `at` (epoch ms; a scheduled broadcast's time):
 * open when their conversation's last inbound message is less than 24 hours before it; closed when older, or
 * when they never wrote (no conversation, or no inbound message). Phones are matched normalised.
 */
export function broadcastWindows(
  phones: readonly string[],
  conversations: readonly { contactPhone: string; lastInboundAt: string | null }[],
  at: number,
): BroadcastWindows {
  const lastInbound = new Map<string, number>();
  for (const c of conversations) {
    const t = c.lastInboundAt ? Date.parse(c.lastInboundAt) : NaN;
    if (Number.isFinite(t)) lastInbound.set(normalizePhone(c.contactPhone), t);
  }
  const out: BroadcastWindows = { open: [], closed: [] };
  for (const phone of phones) {
    const last = lastInbound.get(normalizePhone(phone));
    (last !== undefined && at - last < CUSTOMER_SERVICE_WINDOW_MS ? out.open : out.closed).push(phone);
  }
  return out;
}
