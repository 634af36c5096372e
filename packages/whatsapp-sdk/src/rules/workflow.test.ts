import { describe, expect, it } from 'vitest';
import {
  campaignCardAction,
  campaignToggleAction,
  canEditCampaign,
  canEditTemplate,
  canOpenConversation,
  deliveryTicks,
  isSelectableTemplate,
  matchesContact,
  matchesConversation,
  serviceWindow,
} from './workflow';

const H = 60 * 60 * 1000;

describe('serviceWindow (24 h after the last inbound message)', () => {
  const last = '2026-01-01T00:00:00.000Z';
  const t0 = Date.parse(last);
  it('is open before 24 h and closed at 24 h', () => {
    expect(serviceWindow(last, t0 + 23 * H)).toEqual({
      open: true,
      remainingMs: H,
      closesAt: '2026-01-02T00:00:00.000Z',
    });
    expect(serviceWindow(last, t0 + 24 * H).open).toBe(false);
    expect(serviceWindow(last, t0 + 25 * H).remainingMs).toBe(0);
  });

  it('is closed when the contact never wrote', () => {
    expect(serviceWindow(null, t0)).toEqual({ open: false, remainingMs: 0, closesAt: null });
    expect(serviceWindow('junk', t0).open).toBe(false);
  });
});

describe('conversations', () => {
  it('open only with id, contact name and phone', () => {
    expect(canOpenConversation({ id: 'c', contactName: 'Ann', contactPhone: '+91' })).toBe(true);
    expect(canOpenConversation({ id: '', contactName: 'Ann', contactPhone: '+91' })).toBe(false);
    expect(canOpenConversation({ id: 'c', contactName: ' ', contactPhone: '+91' })).toBe(false);
    expect(canOpenConversation({ id: 'c', contactName: 'Ann' })).toBe(false);
  });

  it('search matches name, phone or last message, case-insensitive', () => {
    const c = { contactName: 'Ann Lee', contactPhone: '+919876543210', lastMessage: 'Where is my ORDER?' };
    expect(matchesConversation(c, 'ann')).toBe(true);
    expect(matchesConversation(c, '98765')).toBe(true);
    expect(matchesConversation(c, 'order')).toBe(true);
    expect(matchesConversation(c, 'bob')).toBe(false);
    expect(matchesConversation(c, '  ')).toBe(true);
  });
});

describe('matchesContact (search and filters combine with AND)', () => {
  const ann = { name: 'Ann', phone: '+91987', email: 'ann@acme.io', status: 'active', tags: ['VIP', 'Lead'] } as const;
  it.each([
    [{}, true],
    [{ search: 'ANN' }, true],
    [{ search: '987' }, true],
    [{ search: 'acme.io' }, true],
    [{ search: 'bob' }, false],
    [{ status: 'Active' }, true],
    [{ status: 'all' }, true],
    [{ status: 'inactive' }, false],
    [{ tag: 'vip' }, true],
    [{ tag: 'Support' }, false],
    [{ search: 'ann', status: 'active', tag: 'Lead' }, true],
    [{ search: 'ann', status: 'active', tag: 'Support' }, false],
  ])('%j -> %s', (filter, expected) => {
    expect(matchesContact({ ...ann, tags: [...ann.tags] }, filter)).toBe(expected);
  });
});

describe('campaigns and templates', () => {
  it.each([
    ['draft', 'start', 'start'],
    ['Active', 'pause', 'pause'],
    ['paused', 'resume', 'start'],
    ['completed', null, 'start'],
    [undefined, null, 'start'],
  ])('%s: card %s, toggle %s', (status, card, toggle) => {
    expect(campaignCardAction(status)).toBe(card);
    expect(campaignToggleAction(status)).toBe(toggle);
  });

  it('a completed campaign is view only; any other can be edited', () => {
    expect(['draft', 'active', 'Paused', 'COMPLETED', undefined].map(canEditCampaign)).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
  });

  it('only APPROVED templates are selectable; APPROVED, REJECTED, PAUSED are editable', () => {
    expect(isSelectableTemplate({ status: 'APPROVED' })).toBe(true);
    expect(isSelectableTemplate({ status: 'PENDING' })).toBe(false);
    expect(isSelectableTemplate(null)).toBe(false);
    expect(['APPROVED', 'REJECTED', 'PAUSED', 'PENDING', 'DISABLED'].map(canEditTemplate)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('deliveryTicks', () => {
  it('pending none, sent one, delivered two, read two blue, failed flagged', () => {
    expect(deliveryTicks('pending')).toEqual({ ticks: 0, read: false, failed: false });
    expect(deliveryTicks('sent')).toEqual({ ticks: 1, read: false, failed: false });
    expect(deliveryTicks('delivered')).toEqual({ ticks: 2, read: false, failed: false });
    expect(deliveryTicks('read')).toEqual({ ticks: 2, read: true, failed: false });
    expect(deliveryTicks('failed')).toEqual({ ticks: 0, read: false, failed: true });
  });
});
