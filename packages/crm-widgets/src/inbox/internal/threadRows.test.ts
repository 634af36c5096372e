import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '@wacrm/whatsapp-sdk';
import { createThreadRowBuilder, type ThreadRow } from './threadRows';
import { dayKey } from './time';
import { localeFormats } from '../../i18n/formats';

const LABELS = { today: 'Today', yesterday: 'Yesterday' };
const NOW = new Date(2026, 10, 21, 15, 0).getTime();
const EN = localeFormats('en');

function message(key: string, at: Date | string, extra: Partial<InboxMessage> = {}): InboxMessage {
  return {
    key,
    id: key,
    type: 'text',
    text: key,
    direction: 'inbound',
    contactPhone: '+15550000000',
    contactName: 'Ann',
    to: '',
    templateName: '',
    status: 'read',
    createdAt: typeof at === 'string' ? at : at.toISOString(),
    ...extra,
  };
}

function shape(rows: readonly ThreadRow[]): string[] {
  return rows.map((r) => (r.kind === 'day' ? `[${r.label}]` : r.key));
}

const day = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m);

describe('thread rows', () => {
  it('puts a separator before each local day, Today and Yesterday by name', () => {
    const build = createThreadRowBuilder();
    const rows = build(
      [message('a', day(20, 9)), message('b', day(20, 23, 59)), message('c', day(21, 0, 0)), message('d', day(21, 8))],
      LABELS,
      NOW,
      EN,
    );
    expect(shape(rows)).toEqual(['[Yesterday]', 'a', 'b', '[Today]', 'c', 'd']);
    expect(rows[0]?.key).toBe(`day:${dayKey(day(20, 9).toISOString())}`);
  });

  it('gives the same rows as a fresh build after appends, in-place changes and older pages', () => {
    const build = createThreadRowBuilder();
    let messages = [message('a', day(19, 10)), message('b', day(20, 10))];
    build(messages, LABELS, NOW, EN);
    // Appended (a new day starts), then a status change in place, then an older page in front.
    messages = [...messages, message('c', day(20, 11)), message('d', day(21, 9))];
    expect(shape(build(messages, LABELS, NOW, EN))).toEqual(shape(createThreadRowBuilder()(messages, LABELS, NOW, EN)));
    const sent = message('b', day(20, 10), { status: 'delivered', direction: 'outbound' });
    messages = messages.map((m) => (m.key === 'b' ? sent : m));
    const afterTick = build(messages, LABELS, NOW, EN);
    expect(afterTick.find((r) => r.key === 'b')).toEqual({ kind: 'message', key: 'b', message: sent });
    messages = [message('z', day(10, 10)), ...messages];
    expect(shape(build(messages, LABELS, NOW, EN))).toEqual(shape(createThreadRowBuilder()(messages, LABELS, NOW, EN)));
  });

  it('returns new arrays on change and the same array when nothing changed', () => {
    const build = createThreadRowBuilder();
    const messages = [message('a', day(21, 9))];
    const first = build(messages, LABELS, NOW, EN);
    expect(build(messages, LABELS, NOW, EN)).toBe(first);
    const grown = build([...messages, message('b', day(21, 10))], LABELS, NOW, EN);
    expect(grown).not.toBe(first);
    expect(shape(first)).toEqual(['[Today]', 'a']);
    expect(shape(grown)).toEqual(['[Today]', 'a', 'b']);
  });

  it('accepts times that are not in toISOString form and bad times (no separator for those)', () => {
    const rows = createThreadRowBuilder()(
      [message('a', '2026-11-21T09:00:00Z'), message('b', 'not a date'), message('c', day(21, 10))],
      LABELS,
      NOW,
      EN,
    );
    expect(shape(rows)).toEqual(['[Today]', 'a', 'b', '[Today]', 'c']);
  });
});
