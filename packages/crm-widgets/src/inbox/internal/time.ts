import { CUSTOMER_SERVICE_WINDOW_MS, type Conversation } from '@wacrm/whatsapp-sdk';
import { fmt } from '../labels';

function validDate(iso: string): Date | null {
  const t = Date.parse(iso);
  return Number.isFinite(t) && t > 0 ? new Date(t) : null;
}

let timeFormat: Intl.DateTimeFormat | null = null;
let dateFormat: Intl.DateTimeFormat | null = null;
const timeCache = new Map<string, string>();

/** '14:05' in the user's locale (empty for unknown times); one shared formatter, cached per time. */
export function formatTime(iso: string): string {
  let text = timeCache.get(iso);
  if (text !== undefined) return text;
  const d = validDate(iso);
  if (!d) return '';
  timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
  text = timeFormat.format(d);
  if (timeCache.size > 20_000) timeCache.clear();
  timeCache.set(iso, text);
  return text;
}

/** Creates the shared list and message time formats now (loading the locale's date data), e.g. while idle. */
export function warmTimeFormats(): void {
  timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
  dateFormat ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
}

function shortDate(d: Date): string {
  dateFormat ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
  return dateFormat.format(d);
}

/** A key per local calendar day ('2026-11-21'). */
export function dayKey(iso: string): string {
  const d = validDate(iso);
  if (!d) return 'unknown';
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** 'Today', 'Yesterday' or a date, for the separators between days. */
export function dayLabel(iso: string, now: number, labels: { today: string; yesterday: string }): string {
  const d = validDate(iso);
  if (!d) return '';
  const today = new Date(now);
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  const startOfDay = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfToday - startOfDay) / 86_400_000);
  if (days === 0) return labels.today;
  if (days === 1) return labels.yesterday;
  return separatorFormat(days < 7 && days > 0, d.getFullYear() !== today.getFullYear()).format(d);
}

/** The separator formats (weekday or not, year or not): built once each, not per call of toLocaleDateString. */
const separatorFormats = new Map<string, Intl.DateTimeFormat>();
function separatorFormat(weekday: boolean, year: boolean): Intl.DateTimeFormat {
  const key = `${weekday}|${year}`;
  let format = separatorFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, {
      weekday: weekday ? 'long' : undefined,
      day: 'numeric',
      month: 'short',
      year: year ? 'numeric' : undefined,
    });
    separatorFormats.set(key, format);
  }
  return format;
}

/** Short list time: the time today, else the date. */
export function formatListTime(iso: string, now: number): string {
  const d = validDate(iso);
  if (!d) return '';
  const n = new Date(now);
  if (d.getFullYear() === n.getFullYear() && d.getMonth() === n.getMonth() && d.getDate() === n.getDate()) {
    return formatTime(iso);
  }
  return shortDate(d);
}

/** The words of 'Last seen': a moment ago, minutes ago, today or yesterday at a time, or a date. */
export interface LastSeenLabels {
  lastSeenJustNow: string;
  lastSeenRelative: string;
  lastSeenToday: string;
  lastSeenYesterday: string;
  lastSeenDate: string;
}

let relativeFormat: Intl.RelativeTimeFormat | null = null;

/**
 * 'Last seen' from the contact's last inbound message (the only time WhatsApp tells us they were there), relative
 * when recent: 'Last seen just now' (under a minute), 'Last seen 5 minutes ago' (under an hour, Intl's words),
 * 'Last seen today at 04:55', 'Last seen yesterday at 22:10', else 'Last seen Nov 20' (with the year when it is not
 * this one). Empty when the contact never wrote or the time is unknown: nothing is made up.
 */
export function formatLastSeen(lastInboundAt: string | null, now: number, labels: LastSeenLabels): string {
  const d = lastInboundAt ? validDate(lastInboundAt) : null;
  if (!d || !lastInboundAt) return '';
  const ago = Math.max(0, now - d.getTime());
  if (ago < 60_000) return labels.lastSeenJustNow;
  if (ago < 3_600_000) {
    relativeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    return fmt(labels.lastSeenRelative, { time: relativeFormat.format(-Math.floor(ago / 60_000), 'minute') });
  }
  const days = calendarDaysBetween(d, new Date(now));
  if (days === 0) return fmt(labels.lastSeenToday, { time: formatTime(lastInboundAt) });
  if (days === 1) return fmt(labels.lastSeenYesterday, { time: formatTime(lastInboundAt) });
  return fmt(labels.lastSeenDate, {
    date: separatorFormat(false, d.getFullYear() !== new Date(now).getFullYear()).format(d),
  });
}

/** Whole local calendar days from `a` to `b`. */
function calendarDaysBetween(a: Date, b: Date): number {
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((start(b) - start(a)) / 86_400_000);
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

/** '23h 5m' / '12m' with the default labels (a whole minute at least). */
export function formatDuration(ms: number, labels: { durationHoursMinutes: string; durationMinutes: string }): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? fmt(labels.durationHoursMinutes, { h, m }) : fmt(labels.durationMinutes, { m });
}
