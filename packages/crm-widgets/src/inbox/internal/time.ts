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

/** A date for 'Last seen' (a plain date string from the contact record, or an ISO time). */
const lastSeenCache = new Map<string, string>();
export function formatLastSeen(value: string): string {
  if (!value) return '';
  const cached = lastSeenCache.get(value);
  if (cached !== undefined) return cached;
  const d = validDate(value.length === 10 ? `${value}T00:00:00` : value);
  if (!d) return value;
  const text =
    value.length === 10
      ? d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })
      : d.toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  if (lastSeenCache.size > 1000) lastSeenCache.clear();
  lastSeenCache.set(value, text);
  return text;
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
