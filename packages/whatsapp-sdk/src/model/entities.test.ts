import { describe, expect, it } from 'vitest';
import { normalizeAnalytics } from './analytics';
import { INITIAL_AUTH_STATE, normalizeUser } from './auth';
import { normalizeCampaign } from './campaign';
import { normalizeConnectionStatus } from './connection';
import { CONTACT_SOURCES, CONTACT_TAGS, newContactDefaults, normalizeContact, toContactStatus } from './contact';
import { normalizeConversation, normalizeConversationUpdate } from './conversation';
import { buildTemplateMessage } from './outbound';
import { TEMPLATE_LANGUAGES, normalizeTemplate, templateBody } from './template';

const JUNK: unknown[] = [
  undefined,
  null,
  1,
  'x',
  true,
  [],
  [{}],
  { a: { b: [] } },
  JSON.parse('{"__proto__":{"x":1}}'),
];
const normalisers = [
  normalizeConversation,
  normalizeConversationUpdate,
  normalizeContact,
  normalizeCampaign,
  normalizeTemplate,
  normalizeAnalytics,
  normalizeConnectionStatus,
  normalizeUser,
];

describe('every normaliser', () => {
  it.each(normalisers.map((f) => [f.name, f] as const))('%s never throws on junk', (_name, normalise) => {
    for (const junk of JUNK) expect(() => normalise(junk)).not.toThrow();
  });
});

describe('normalizeConversation', () => {
  it('reads the flat wire shape', () => {
    expect(
      normalizeConversation({
        id: 'c1',
        contact_phone: '+91',
        contact_name: 'Ann',
        contact: { name: 'Ann', phone: '+91', status: 'Active', lastInteraction: '2026-01-01' },
        last_message: 'hi',
        last_message_at: '2026-01-02T00:00:00.000Z',
        last_inbound_at: '2026-01-01T00:00:00.000Z',
        unread_count: 2,
        is_pinned: true,
        tags: ['VIP'],
      }),
    ).toEqual({
      id: 'c1',
      contactPhone: '+91',
      contactName: 'Ann',
      contactStatus: 'active',
      contactLastInteraction: '2026-01-01',
      lastMessage: 'hi',
      lastMessageAt: '2026-01-02T00:00:00.000Z',
      lastInboundAt: '2026-01-01T00:00:00.000Z',
      unreadCount: 2,
      isPinned: true,
      tags: ['VIP'],
    });
  });

  it('reads contact{...}, unreadCount, contact_tags and a message object as last message', () => {
    const c = normalizeConversation({
      id: 7,
      contact: { name: 'Bo', phone: '+1', status: 'pending' },
      unreadCount: '3',
      contact_tags: ['Lead', 5, null],
      last_message: { type: 'image', created_at: '2026-02-02T00:00:00.000Z' },
      isNew: true,
    });
    expect(c).toMatchObject({
      id: '7',
      contactName: 'Bo',
      contactPhone: '+1',
      contactStatus: 'potential',
      unreadCount: 3,
      tags: ['Lead', '5'],
      lastMessage: 'Media message',
      lastMessageAt: '2026-02-02T00:00:00.000Z',
      isNew: true,
    });
  });

  it('defaults missing fields', () => {
    expect(normalizeConversation({})).toEqual({
      id: '',
      contactPhone: '',
      contactName: '',
      contactStatus: 'unknown',
      contactLastInteraction: '',
      lastMessage: '',
      lastMessageAt: '1970-01-01T00:00:00.000Z',
      lastInboundAt: null,
      unreadCount: 0,
      isPinned: false,
      tags: [],
    });
    expect(normalizeConversation({ unread_count: -4 }).unreadCount).toBe(0);
  });

  it('normalizeConversationUpdate sets only the fields present', () => {
    expect(normalizeConversationUpdate({ contact_phone: '+1', unread_count: 0 })).toEqual({
      contactPhone: '+1',
      unreadCount: 0,
    });
    expect(
      normalizeConversationUpdate({ contactPhone: '+1', contactName: 'A', last_message: 'x', last_message_at: 0 }),
    ).toEqual({ contactPhone: '+1', contactName: 'A', lastMessage: 'x', lastMessageAt: '1970-01-01T00:00:00.000Z' });
  });

  it("the last message's status: the outbound one's, from the field or a last_message object", () => {
    expect(normalizeConversation({ last_message: 'Hi', last_message_status: 'FAILED' }).lastMessageStatus).toBe(
      'failed',
    );
    const lastOf = (direction: string) => ({ text: 'Hi', direction, status: 'read' });
    expect(normalizeConversation({ last_message: lastOf('outgoing') }).lastMessageStatus).toBe('read');
    expect(normalizeConversation({ last_message: lastOf('inbound') })).not.toHaveProperty('lastMessageStatus');
    expect(normalizeConversation({ last_message: 'Hi', last_message_status: null })).not.toHaveProperty(
      'lastMessageStatus',
    );
    expect(normalizeConversationUpdate({ contact_phone: '+1', last_message_status: 'failed' })).toEqual({
      contactPhone: '+1',
      lastMessageStatus: 'failed',
    });
    // null says the last message is the contact's: a mark shown before is cleared.
    expect(normalizeConversationUpdate({ contact_phone: '+1', last_message_status: null }).lastMessageStatus).toBe(
      null,
    );
  });

  it('a name cannot display reversed: bidirectional controls are dropped from names', () => {
    // 'Bank\u202Eknab' would display as 'Bankbank'; 'Ann\u2067Lee' would reorder what follows it.
    expect(normalizeConversation({ contactName: 'Bank\u202Eknab' }).contactName).toBe('Bankknab');
    expect(normalizeConversation({ contact: { name: 'Ann\u2067 Lee\u2069' } }).contactName).toBe('Ann Lee');
    expect(normalizeConversationUpdate({ contactPhone: '+1', contact_name: '\u202DEve' }).contactName).toBe('Eve');
    expect(normalizeContact({ name: 'Mallory\u202E' }).name).toBe('Mallory');
  });
});

describe('normalizeContact', () => {
  it.each([
    ['Active', 'active'],
    ['ACTIVE', 'active'],
    ['Potential', 'potential'],
    ['pending', 'potential'],
    ['Inactive', 'inactive'],
    ['', 'active'],
    ['bogus', 'active'],
  ] as const)('status %j -> %s', (raw, expected) => {
    expect(normalizeContact({ status: raw }).status).toBe(expected);
  });

  it('reads every field and ignores others', () => {
    expect(
      normalizeContact({
        id: 'k1',
        name: 'Ann',
        phone: '+91',
        email: 'a@b.co',
        tags: ['VIP'],
        source: 'Website',
        status: 'Inactive',
        lastInteraction: '2026-01-01',
        notes: 'n',
        created_at: '2026-01-01T00:00:00.000Z',
        password: 'x',
      }),
    ).toEqual({
      id: 'k1',
      name: 'Ann',
      phone: '+91',
      email: 'a@b.co',
      tags: ['VIP'],
      source: 'Website',
      status: 'inactive',
      lastInteraction: '2026-01-01',
      notes: 'n',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('offers the spec defaults, tags and sources', () => {
    expect(newContactDefaults(new Date(2026, 4, 9))).toEqual({
      name: '',
      phone: '',
      email: '',
      tags: [],
      source: 'Manual',
      status: 'active',
      lastInteraction: '2026-05-09',
      notes: '',
    });
    expect(CONTACT_TAGS).toEqual(['VIP', 'Customer', 'Lead', 'Support', 'Partner', 'Hot Lead', 'Cold Lead']);
    expect(CONTACT_SOURCES).toEqual(['Website', 'Social Media', 'Referral', 'Advertisement', 'Walk-in', 'Other']);
    expect(toContactStatus('nope', 'unknown')).toBe('unknown');
  });
});

describe('normalizeCampaign', () => {
  it("keeps each recipient's own values (text only)", () => {
    expect(
      normalizeCampaign({
        audience: [
          { phone: '+1', parameters: { param1: 'Ann', param2: 7, bad: {} } },
          { phone: '+2', parameters: {} },
        ],
      }).audience,
    ).toEqual([{ phone: '+1', parameters: { param1: 'Ann', param2: '7' } }, { phone: '+2' }]);
  });

  it('maps template_name and scheduled_at', () => {
    expect(
      normalizeCampaign({
        id: 'k',
        name: 'Spring',
        template_name: 'promo',
        audience: [{ phone: '+1' }, '+2', { nope: 1 }, null],
        scheduled_at: '2026-03-01T10:00:00.000Z',
        parameters: { param1: 'Ann', param2: 10, bad: {} },
        status: 'Active',
        sent: 10,
        delivered: '8',
        read: 4,
        failed: 1,
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    ).toEqual({
      id: 'k',
      name: 'Spring',
      templateName: 'promo',
      audience: [{ phone: '+1' }, { phone: '+2' }],
      scheduledAt: '2026-03-01T10:00:00.000Z',
      parameters: { param1: 'Ann', param2: '10' },
      status: 'active',
      sent: 10,
      delivered: 8,
      read: 4,
      failed: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('accepts the camelCase variant and defaults', () => {
    expect(normalizeCampaign({ templateName: 't', scheduledAt: null })).toMatchObject({
      templateName: 't',
      scheduledAt: null,
      status: 'draft',
      audience: [],
      parameters: {},
      sent: 0,
    });
  });
});

describe('normalizeTemplate', () => {
  it('normalises casing, components, buttons and TTL', () => {
    const t = normalizeTemplate({
      id: 1,
      name: 'order_update',
      category: 'utility',
      language: 'en_GB',
      status: 'approved',
      message_send_ttl_seconds: '600',
      rejection_reason: 'none',
      components: [
        { type: 'header', format: 'text', text: 'Hi {{1}}', example: { header_text: ['Ann'] } },
        { type: 'BODY', text: 'Body {{1}}', example: { body_text: [['x']] }, parameters: [{ default: 'd' }] },
        { type: 'FOOTER', text: 'Bye' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'quick_reply', text: 'Stop' },
            { type: 'URL', text: 'Open', url: 'https://x.test/{{1}}', example: ['a'] },
            { type: 'PHONE_NUMBER', text: 'Call', phone_number: '+1' },
            { type: 'LASER', text: 'no' },
          ],
        },
        { type: 'CAROUSEL' },
      ],
    });
    expect(t).toMatchObject({
      id: '1',
      displayName: 'order_update',
      category: 'UTILITY',
      language: 'en_GB',
      status: 'APPROVED',
      message_send_ttl_seconds: 600,
      rejectionReason: 'none',
    });
    expect(t.components).toEqual([
      { type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}', example: { header_text: ['Ann'] } },
      {
        type: 'BODY',
        text: 'Body {{1}}',
        example: { body_text: [['x']] },
        parameters: [{ type: 'text', default: 'd' }],
      },
      { type: 'FOOTER', text: 'Bye' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Stop' },
          { type: 'URL', text: 'Open', url: 'https://x.test/{{1}}', example: ['a'] },
          { type: 'PHONE_NUMBER', text: 'Call', phone_number: '+1' },
        ],
      },
    ]);
    expect(templateBody(t)?.text).toBe('Body {{1}}');
  });

  it('defaults category MARKETING, language en_US, status PENDING and keeps unknown statuses', () => {
    const t = normalizeTemplate({ components: [{ text: 'x' }] });
    expect(t).toMatchObject({ category: 'MARKETING', language: 'en_US', status: 'PENDING' });
    expect(t.components).toEqual([{ type: 'BODY', text: 'x' }]);
    expect(t.message_send_ttl_seconds).toBeUndefined();
    expect(normalizeTemplate({ status: 'in_appeal' }).status).toBe('IN_APPEAL');
    expect(normalizeTemplate({ message_send_ttl_seconds: '' }).message_send_ttl_seconds).toBeUndefined();
  });

  it('offers the 21 languages of the spec', () => {
    expect(TEMPLATE_LANGUAGES).toHaveLength(21);
    expect(TEMPLATE_LANGUAGES[0]).toBe('en_US');
    expect(TEMPLATE_LANGUAGES).toContain('fi_FI');
  });
});

describe('other entities', () => {
  it('connection is connected exactly when status is connected', () => {
    expect(normalizeConnectionStatus({ status: 'connected', connected: false, phoneNumberId: 'p' })).toEqual({
      connected: true,
      status: 'connected',
      phoneNumberId: 'p',
    });
    expect(normalizeConnectionStatus({ status: 'disconnected', connected: true }).connected).toBe(false);
    expect(normalizeConnectionStatus({ connected: true }).connected).toBe(true);
    expect(normalizeConnectionStatus(null)).toEqual({ connected: false, status: 'disconnected' });
  });

  it('analytics defaults to zeros', () => {
    expect(normalizeAnalytics({})).toEqual({
      timeline: [],
      stats: { sent: 0, delivered: 0, read: 0, failed: 0 },
      rates: { delivery: 0, read: 0 },
    });
    expect(normalizeAnalytics({ timeline: [{ date: '2026-01-01', sent: 3 }, 'junk'] }).timeline).toEqual([
      { date: '2026-01-01', sent: 3, delivered: 0, read: 0, failed: 0 },
    ]);
  });

  it('user keeps tokens only when both are there', () => {
    const u = normalizeUser({ userId: 'u', email: 'a@b.co', tokens: { accessToken: 'a', refreshToken: 'r' } });
    expect(u.tokens).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(normalizeUser({ tokens: { accessToken: 'a' } }).tokens).toBeUndefined();
    expect(INITIAL_AUTH_STATE.isAuthenticated).toBe(false);
  });

  it('builds the template part of a message', () => {
    expect(buildTemplateMessage('promo', ['Ann'])).toEqual({
      name: 'promo',
      language: { code: 'en_US' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ann' }] }],
    });
    expect(buildTemplateMessage('hello').components).toEqual([]);
    // A media header's chosen file: Meta's header parameter of its kind, before the body's.
    expect(
      buildTemplateMessage('catalogue', ['Ann'], 'en_US', [], { kind: 'document', id: 'med_1' }).components,
    ).toEqual([
      { type: 'header', parameters: [{ type: 'document', document: { id: 'med_1' } }] },
      { type: 'body', parameters: [{ type: 'text', text: 'Ann' }] },
    ]);
    // A text header's variable: the header's parameter comes first, as Meta's Cloud API lists the components.
    expect(buildTemplateMessage('order_update', ['Ann', '#1042'], 'en_GB', ['#1042']).components).toEqual([
      { type: 'header', parameters: [{ type: 'text', text: '#1042' }] },
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Ann' },
          { type: 'text', text: '#1042' },
        ],
      },
    ]);
    expect(buildTemplateMessage('sale', [], 'en_US', ['Friday']).components).toEqual([
      { type: 'header', parameters: [{ type: 'text', text: 'Friday' }] },
    ]);
  });
});
