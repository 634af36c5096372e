import { CUSTOMER_SERVICE_WINDOW_MS, type Conversation } from '@wacrm/whatsapp-sdk';
import type { LocaleFormats } from '../../i18n/formats';

function validDate(iso: string): Date | null {
  const t = Date.parse(iso);
  return Number.isFinite(t) && t > 0 ? new Date(t) : null;
}

/** Times already written, per locale's formats (a list of 10,000 rows formats each time once). */
const timeCaches = new WeakMap<LocaleFormats, Map<string, string>>();

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/** '14:05' in the locale (empty for unknown times); cached per time. */
export function formatTime(iso: string, formats: LocaleFormats): string {
  let cache = timeCaches.get(formats);
  if (!cache) {
    cache = new Map();
    timeCaches.set(formats, cache);
  }
  let text = cache.get(iso);
  if (text !== undefined) return text;
  const d = validDate(iso);
  if (!d) return '';
  text = formats.dateWith(d, TIME);
  if (cache.size > 20_000) cache.clear();
  cache.set(iso, text);
  return text;
}

/** Creates the list and message time formats of a locale now (loading its date data), e.g. while idle. */
export function warmTimeFormats(formats: LocaleFormats): void {
  formats.dateWith(0, TIME);
  formats.dateWith(0, SHORT_DATE);
}

/** A key per local calendar day ('2026-11-21'). */
export function dayKey(iso: string): string {
  const d = validDate(iso);
  if (!d) return 'unknown';
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** Whole calendar days from `d` to `now` (0 today, 1 yesterday). */
function daysAgo(d: Date, now: number): number {
  const today = new Date(now);
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  const startOfDay = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((startOfToday - startOfDay) / 86_400_000);
}

/** 'Today', 'Yesterday' or a date, for the separators between days. */
export function dayLabel(
  iso: string,
  now: number,
  labels: { today: string; yesterday: string },
  formats: LocaleFormats,
): string {
  const d = validDate(iso);
  if (!d) return '';
  const days = daysAgo(d, now);
  if (days === 0) return labels.today;
  if (days === 1) return labels.yesterday;
  const weekday = days < 7 && days > 0;
  const year = d.getFullYear() !== new Date(now).getFullYear();
  return formats.dateWith(d, {
    weekday: weekday ? 'long' : undefined,
    day: 'numeric',
    month: 'short',
    year: year ? 'numeric' : undefined,
  });
}

/** Short list time: the time today, else the date. */
export function formatListTime(iso: string, now: number, formats: LocaleFormats): string {
  const d = validDate(iso);
  if (!d) return '';
  if (daysAgo(d, now) === 0) return formatTime(iso, formats);
  return formats.dateWith(d, SHORT_DATE);
}

/** A date for 'Last seen' (a plain date string from the contact record, or an ISO time). */
export function formatLastSeen(value: string, formats: LocaleFormats): string {
  if (!value) return '';
  const d = validDate(value.length === 10 ? `${value}T00:00:00` : value);
  if (!d) return value;
  return value.length === 10
    ? formats.dateWith(d, { day: 'numeric', month: 'short', year: 'numeric' })
    : formats.dateWith(d, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** The 24-hour customer service window of a conversation (Meta): open, and for how long. */
export interface ServiceWindow {
  open: boolean;
  /** Milliseconds left while open. */
  remainingMs: number;
}

export function serviceWindow(conversation: Pick<Conversation, 'lastInboundAt'> | null, now: number): ServiceWindow {
  const last = conversation?.lastInboundAt ? Date.parse(conversation.lastInboundAt) : NaN;
  if (!Number.isFinite(last)) return { open: false, remainingMs: 0 };
  const remainingMs = last + CUSTOMER_SERVICE_WINDOW_MS - now;
  return remainingMs > 0 ? { open: true, remainingMs } : { open: false, remainingMs: 0 };
}
