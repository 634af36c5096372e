import { describe, expect, it } from 'vitest';
import { makeConversation } from '../testing/fixtures';
import { canOpenConversation, filterConversations } from './selectors';

const list = [
  makeConversation({
    id: 'a',
    contactName: 'Ann Lee',
    contactPhone: '+919812345678',
    lastMessage: 'Order shipped?',
    unreadCount: 2,
  }),
  makeConversation({
    id: 'b',
    contactName: 'Ben Ortiz',
    contactPhone: '+14155550123',
    lastMessage: 'Thanks',
    unreadCount: 0,
  }),
];

describe('filterConversations', () => {
  it('matches name, phone or last message text, case-insensitive', () => {
    expect(filterConversations(list, { search: 'ann' }).map((c) => c.id)).toEqual(['a']);
    expect(filterConversations(list, { search: '415 555' }).map((c) => c.id)).toEqual(['b']);
    expect(filterConversations(list, { search: 'SHIPPED' }).map((c) => c.id)).toEqual(['a']);
    expect(filterConversations(list, { search: 'zzz' })).toEqual([]);
  });

  it('the Unread tab keeps conversations with unread messages; no filter returns the same list', () => {
    expect(filterConversations(list, { unreadOnly: true }).map((c) => c.id)).toEqual(['a']);
    expect(filterConversations(list)).toBe(list);
    expect(filterConversations(list, { search: '  ' })).toBe(list);
  });
});

describe('canOpenConversation', () => {
  it('needs id, contact name and contact phone', () => {
    expect(canOpenConversation(list[0]!)).toBe(true);
    expect(canOpenConversation({ id: '', contactName: 'x', contactPhone: '+1' })).toBe(false);
    expect(canOpenConversation({ id: 'x', contactName: '', contactPhone: '+1' })).toBe(false);
    expect(canOpenConversation({ id: 'x', contactName: 'x', contactPhone: '' })).toBe(false);
  });
});
