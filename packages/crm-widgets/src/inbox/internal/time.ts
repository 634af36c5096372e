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

/** The words of 'Last seen': a moment ago, minutes ago, today or yesterday at a time, or a date. */
export interface LastSeenLabels {
  lastSeenJustNow: string;
  lastSeenRelative: string;
  lastSeenToday: string;
  lastSeenYesterday: string;
  lastSeenDate: string;
}

/**
 * 'Last seen' from the contact's last inbound message (the only time WhatsApp tells us they were there), relative
 * when recent: 'Last seen just now' (under a minute), 'Last seen 5 minutes ago' (under an hour, Intl's words),
 * 'Last seen today at 04:55', 'Last seen yesterday at 22:10', else 'Last seen Nov 20' (with the year when it is not
 * this one), every time and date in the locale. Empty when the contact never wrote or the time is unknown: nothing is
 * made up.
 */
export function formatLastSeen(
  lastInboundAt: string | null,
  now: number,
  labels: LastSeenLabels,
  formats: LocaleFormats,
): string {
  const d = lastInboundAt ? validDate(lastInboundAt) : null;
  if (!d || !lastInboundAt) return '';
  const ago = Math.max(0, now - d.getTime());
  if (ago < 60_000) return labels.lastSeenJustNow;
  if (ago < 3_600_000) {
    return formats.text(labels.lastSeenRelative, { time: formats.relative(-Math.floor(ago / 60_000), 'minute') });
  }
  const days = daysAgo(d, now);
  if (days === 0) return formats.text(labels.lastSeenToday, { time: formatTime(lastInboundAt, formats) });
  if (days === 1) return formats.text(labels.lastSeenYesterday, { time: formatTime(lastInboundAt, formats) });
  const year = d.getFullYear() !== new Date(now).getFullYear();
  return formats.text(labels.lastSeenDate, {
    date: formats.dateWith(d, { day: 'numeric', month: 'short', year: year ? 'numeric' : undefined }),
  });
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
