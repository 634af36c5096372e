import type { InboxMessage } from '@wacrm/whatsapp-sdk';
import type { LocaleFormats } from '../../i18n/formats';
import { dayKey, dayLabel } from './time';

/** A row of the message thread: a date separator or a message. */
export type ThreadRow =
  { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: InboxMessage };

interface DayLabels {
  today: string;
  yesterday: string;
}

/** `toISOString()` form ('2026-11-21T10:00:00.000Z'): such strings compare by time as plain strings. */
function isCanonicalIso(iso: string): boolean {
  return iso.length === 24 && iso.charCodeAt(10) === 84 /* T */ && iso.charCodeAt(23) === 90; /* Z */
}

/**
 * The local day of each message, for a thread sorted by time: the bounds of the current day are kept as ISO
 * strings, so most messages cost one string comparison instead of a Date parse (10,000 messages per build).
 */
class DayCursor {
  private start = '';
  private end = '';
  key = '';

  /** The day key of `iso`. */
  dayOf(iso: string): string {
    if (this.key && isCanonicalIso(iso) && iso >= this.start && iso < this.end) return this.key;
    const t = Date.parse(iso);
    if (!Number.isFinite(t) || t <= 0) {
      this.key = '';
      return 'unknown';
    }
    const d = new Date(t);
    const from = new Date(d.getFullYear(), d.getMonth(), d.getDate());
    const to = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
    this.start = from.toISOString();
    this.end = to.toISOString();
    this.key = dayKey(iso);
    return this.key;
  }
}

interface Built {
  messages: readonly InboxMessage[];
  rows: ThreadRow[];
  /** Row index of each message. */
  rowOf: number[];
  lastDay: string;
  cursor: DayCursor;
  labels: DayLabels;
  formats: LocaleFormats;
  today: string;
}

/**
 * Builds the thread's rows (a date separator before each new local day) and keeps the last build: a thread that
 * grew at the end, or whose messages changed in place (a status tick), is updated from the last rows instead of
 * rebuilt, so a burst of incoming messages costs the new messages, not the 10,000 before them.
 */
export function createThreadRowBuilder(): (
  messages: readonly InboxMessage[],
  labels: DayLabels,
  now: number,
  formats: LocaleFormats,
) => ThreadRow[] {
  let last: Built | null = null;
  const labelCache = new Map<string, string>();

  const label = (day: string, iso: string, now: number, labels: DayLabels, formats: LocaleFormats) => {
    let text = labelCache.get(day);
    if (text === undefined) {
      text = dayLabel(iso, now, labels, formats);
      labelCache.set(day, text);
    }
    return text;
  };

  function append(b: Built, from: number, now: number) {
    const { messages, rows, rowOf, cursor, labels, formats } = b;
    for (let i = from; i < messages.length; i++) {
      const message = messages[i] as InboxMessage;
      const day = cursor.dayOf(message.createdAt);
      if (day !== b.lastDay) {
        b.lastDay = day;
        const text = label(day, message.createdAt, now, labels, formats);
        if (text) rows.push({ kind: 'day', key: `day:${day}`, label: text });
      }
      rowOf[i] = rows.length;
      rows.push({ kind: 'message', key: message.key, message });
    }
  }

  /** The last build updated to `messages`, or null when only a rebuild will do. */
  function update(prev: Built, messages: readonly InboxMessage[], now: number): Built | null {
    const before = prev.messages;
    if (messages.length < before.length) return null;
    let rows: ThreadRow[] | null = null;
    for (let i = 0; i < before.length; i++) {
      const a = before[i] as InboxMessage;
      const b = messages[i] as InboxMessage;
      if (a === b) continue;
      // Changed in place (status, ids): same place in the thread, same row.
      if (a.key !== b.key || a.createdAt !== b.createdAt) return null;
      rows ??= prev.rows.slice();
      const at = prev.rowOf[i] as number;
      rows[at] = { kind: 'message', key: b.key, message: b };
    }
    const next: Built = {
      ...prev,
      messages,
      rows: rows ?? prev.rows.slice(),
      rowOf: prev.rowOf.slice(),
    };
    append(next, before.length, now);
    return next;
  }

  return (messages, labels, now, formats) => {
    const today = dayKey(new Date(now).toISOString());
    const same = last !== null && last.labels === labels && last.formats === formats && last.today === today;
    if (same && last?.messages === messages) return last.rows;
    if (!same) labelCache.clear();
    let built = same && last ? update(last, messages, now) : null;
    if (!built) {
      built = { messages, rows: [], rowOf: [], lastDay: '', cursor: new DayCursor(), labels, formats, today };
      append(built, 0, now);
    }
    last = built;
    return built.rows;
  };
}
