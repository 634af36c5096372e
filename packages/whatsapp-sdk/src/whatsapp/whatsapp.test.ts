import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, startTestServer, type TestServer } from '../../test/helpers/http-server';
import { createWacrmClient } from '../client/create';
import { memoryTokenStore } from '../client/tokens';
import type { TemplateInput } from '../model';
import { WHATSAPP_DEFAULT_ERRORS } from './defaults';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const CLIENT = 'user 1';
const C = encodeURIComponent(CLIENT);

function wa() {
  const client = createWacrmClient({
    baseURL: `${server.url}/api/v1`,
    tokenStore: memoryTokenStore({ accessToken: 'tok', refreshToken: 'ref' }),
  });
  return client.whatsapp(CLIENT);
}

const template: TemplateInput = {
  name: 'welcome',
  category: 'MARKETING',
  language: 'en_US',
  components: [{ type: 'BODY', text: 'Hi {{1}}', example: { body_text: [['Ann']] } }],
};

function last() {
  const r = server.requests.at(-1);
  if (!r) throw new Error('no request recorded');
  return { method: r.method, path: r.path, query: r.query, body: r.body, auth: r.headers.authorization };
}

describe('whatsapp resources: exact paths, methods and bodies', () => {
  const cases: Array<{
    name: string;
    call: (api: ReturnType<typeof wa>) => Promise<unknown>;
    method: string;
    path: string;
    body?: unknown;
    query?: Record<string, string>;
    reply?: unknown;
  }> = [
    {
      name: 'connect',
      call: (a) => a.connect({ accessToken: 'EAAB', phoneNumberId: '123', businessAccountId: '456' }),
      method: 'POST',
      path: `/api/v1/whatsapp/connect/${CLIENT}`,
      body: { accessToken: 'EAAB', phoneNumberId: '123', businessAccountId: '456' },
    },
    {
      name: 'getConnectionStatus',
      call: (a) => a.getConnectionStatus(),
      method: 'GET',
      path: `/api/v1/whatsapp/connection/${CLIENT}`,
    },
    {
      name: 'templates.create',
      call: (a) => a.templates.create({ ...template, message_send_ttl_seconds: '' }),
      method: 'POST',
      path: `/api/v1/whatsapp/template/${CLIENT}`,
      body: template,
    },
    {
      name: 'templates.list',
      call: (a) => a.templates.list({ status: 'APPROVED', category: 'MARKETING', search: 'wel' }),
      method: 'GET',
      path: `/api/v1/whatsapp/template/${CLIENT}`,
      query: { status: 'APPROVED', category: 'MARKETING', search: 'wel' },
      reply: [],
    },
    {
      name: 'templates.update',
      call: (a) => a.templates.update('t1', { ...template, message_send_ttl_seconds: 600 }),
      method: 'PUT',
      path: `/api/v1/whatsapp/templates/${CLIENT}/t1`,
      body: { ...template, message_send_ttl_seconds: 600 },
    },
    {
      name: 'templates.remove',
      call: (a) => a.templates.remove('t1'),
      method: 'DELETE',
      path: `/api/v1/whatsapp/templates/${CLIENT}/t1`,
    },
    {
      name: 'campaigns.create',
      call: (a) =>
        a.campaigns.create({
          name: 'Spring',
          templateName: 'welcome',
          audience: [{ phone: '+919876543210' }],
          scheduledAt: '2026-12-01T10:00:00.000Z',
          parameters: { param1: 'Ann' },
        }),
      method: 'POST',
      path: `/api/v1/whatsapp/campaigns/${CLIENT}`,
      body: {
        name: 'Spring',
        templateName: 'welcome',
        audience: [{ phone: '+919876543210' }],
        scheduledAt: '2026-12-01T10:00:00.000Z',
        parameters: { param1: 'Ann' },
      },
    },
    {
      name: 'campaigns.list',
      call: (a) => a.campaigns.list({ status: 'active' }),
      method: 'GET',
      path: `/api/v1/whatsapp/campaigns/${CLIENT}`,
      query: { status: 'active' },
      reply: [],
    },
    {
      name: 'campaigns.update',
      call: (a) => a.campaigns.update('c1', { name: 'Summer' }),
      method: 'PUT',
      path: `/api/v1/whatsapp/campaigns/${CLIENT}/c1`,
      body: { name: 'Summer' },
    },
    {
      name: 'campaigns.remove',
      call: (a) => a.campaigns.remove('c1'),
      method: 'DELETE',
      path: `/api/v1/whatsapp/campaigns/${CLIENT}/c1`,
    },
    {
      name: 'campaigns.start',
      call: (a) => a.campaigns.start('c1'),
      method: 'POST',
      path: `/api/v1/whatsapp/campaigns/${CLIENT}/c1/start`,
    },
    {
      name: 'campaigns.pause',
      call: (a) => a.campaigns.pause('c1'),
      method: 'POST',
      path: `/api/v1/whatsapp/campaigns/${CLIENT}/c1/pause`,
    },
    {
      name: 'messages.send',
      call: (a) => a.messages.send({ to: '+919876543210', type: 'text', text: 'Hello', clientMessageId: 'cm1' }),
      method: 'POST',
      path: `/api/v1/whatsapp/messages/${CLIENT}/send`,
      body: { to: '+919876543210', type: 'text', text: 'Hello', clientMessageId: 'cm1' },
    },
    {
      name: 'messages.sendBulk',
      call: (a) => a.messages.sendBulk({ recipients: ['+1', '+2'], templateName: 'welcome', parameters: { '1': 'x' } }),
      method: 'POST',
      path: `/api/v1/whatsapp/messages/${CLIENT}/bulk`,
      body: { recipients: ['+1', '+2'], templateName: 'welcome', parameters: { '1': 'x' } },
    },
    {
      name: 'messages.list',
      call: (a) => a.messages.list({ contactPhone: '+1555', status: 'read', limit: 20 }),
      method: 'GET',
      path: `/api/v1/whatsapp/messages/${CLIENT}`,
      query: { contactPhone: '+1555', status: 'read', limit: '20' },
      reply: [],
    },
    {
      name: 'contacts.list',
      call: (a) => a.contacts.list({ search: 'ann', status: 'active', tag: 'VIP', page: 2, limit: 10 }),
      method: 'GET',
      path: `/api/v1/whatsapp/contacts/${CLIENT}`,
      query: { search: 'ann', status: 'active', tag: 'VIP', page: '2', limit: '10' },
      reply: [],
    },
    {
      name: 'contacts.create',
      call: (a) => a.contacts.create({ name: 'Ann', phone: '+1555', tags: ['VIP'] }),
      method: 'POST',
      path: `/api/v1/whatsapp/contacts/${CLIENT}`,
      body: { name: 'Ann', phone: '+1555', tags: ['VIP'] },
    },
    {
      name: 'contacts.update',
      call: (a) => a.contacts.update('k1', { notes: 'n' }),
      method: 'PUT',
      path: `/api/v1/whatsapp/contacts/${CLIENT}/k1`,
      body: { notes: 'n' },
    },
    {
      name: 'contacts.remove',
      call: (a) => a.contacts.remove('k1'),
      method: 'DELETE',
      path: `/api/v1/whatsapp/contacts/${CLIENT}/k1`,
    },
    {
      name: 'broadcasts.create',
      call: (a) =>
        a.broadcasts.create({
          name: 'B',
          recipients: 'vip',
          messageType: 'custom',
          message: 'Hi',
          scheduleDate: '2026-12-01',
          scheduleTime: '10:00',
        }),
      method: 'POST',
      path: `/api/v1/whatsapp/broadcasts/${CLIENT}`,
      body: {
        name: 'B',
        recipients: 'vip',
        messageType: 'custom',
        message: 'Hi',
        scheduleDate: '2026-12-01',
        scheduleTime: '10:00',
      },
    },
    {
      name: 'analytics.get',
      call: (a) => a.analytics.get({ from: '2026-11-01', to: '2026-11-21' }),
      method: 'GET',
      path: `/api/v1/whatsapp/analytics/${CLIENT}`,
      query: { from: '2026-11-01', to: '2026-11-21' },
    },
    {
      name: 'conversations.list',
      call: (a) => a.conversations.list({ search: 'ann', unread: true }),
      method: 'GET',
      path: `/api/v1/whatsapp/conversations/${CLIENT}`,
      query: { search: 'ann', unread: 'true' },
      reply: [],
    },
    {
      name: 'conversations.page',
      call: (a) => a.conversations.page({ search: 'ann', page: 2 }),
      method: 'GET',
      path: `/api/v1/whatsapp/conversations/${CLIENT}`,
      query: { search: 'ann', page: '2', limit: '100' },
      reply: [],
    },
    {
      name: 'conversations.messages',
      call: (a) => a.conversations.messages('+91 98765', { limit: 50, before: 'm9' }),
      method: 'GET',
      path: `/api/v1/whatsapp/conversations/${CLIENT}/+91 98765/messages`,
      query: { limit: '50', before: 'm9' },
      reply: [],
    },
    {
      name: 'conversations.create',
      call: (a) => a.conversations.create({ contactPhone: '+1555' }),
      method: 'POST',
      path: `/api/v1/whatsapp/conversations/${CLIENT}`,
      body: { contactPhone: '+1555' },
    },
  ];

  for (const c of cases) {
    it(`${c.name}: ${c.method} ${c.path.replace(CLIENT, '{clientId}')}`, async () => {
      server.setHandler(() => ok(c.reply ?? {}));
      await c.call(wa());
      const r = last();
      expect(r.method).toBe(c.method);
      expect(r.path).toBe(c.path);
      expect(r.query).toEqual(c.query ?? {});
      if (c.body !== undefined) expect(r.body).toEqual(c.body);
      expect(r.auth).toBe('Bearer tok');
    });
  }

  it('encodes the clientId in the path', async () => {
    server.setHandler(() => ok({}));
    await wa().getConnectionStatus();
    expect(server.requests.at(-1)?.path).toBe(`/api/v1/whatsapp/connection/${CLIENT}`);
    expect(C).toBe('user%201');
  });
});

describe('whatsapp resources: answers are normalised', () => {
  it('connect reads the whole envelope (status field)', async () => {
    server.setHandler(() =>
      ok({ phoneNumberId: '123' }, { status: 'connected', message: 'WhatsApp connected successfully' }),
    );
    await expect(wa().connect({ accessToken: 'a', phoneNumberId: '123' })).resolves.toEqual({
      connected: true,
      status: 'connected',
      phoneNumberId: '123',
      message: 'WhatsApp connected successfully',
    });
  });

  it('campaigns map template_name and scheduled_at', async () => {
    server.setHandler(() =>
      ok([
        {
          id: 'c1',
          name: 'S',
          template_name: 'welcome',
          scheduled_at: null,
          status: 'DRAFT',
          audience: [{ phone: '+1' }],
        },
      ]),
    );
    const [campaign] = await wa().campaigns.list();
    expect(campaign).toMatchObject({
      id: 'c1',
      templateName: 'welcome',
      scheduledAt: null,
      status: 'draft',
      audience: [{ phone: '+1' }],
    });
  });

  it('conversation messages: content variants, directions and Media message; hasMore from meta', async () => {
    server.setHandler(() =>
      ok(
        [
          {
            id: 'm1',
            type: 'text',
            content: 'plain',
            direction: 'incoming',
            contact_phone: '+1',
            created_at: '2026-11-01T00:00:00Z',
          },
          {
            id: 'm2',
            type: 'text',
            content: { text: 'nested' },
            direction: 'outgoing',
            contact_phone: '+1',
            created_at: '2026-11-01T00:01:00Z',
          },
          { id: 'm3', type: 'image', direction: 'inbound', contact_phone: '+1', created_at: '2026-11-01T00:02:00Z' },
        ],
        { meta: { hasMore: true } },
      ),
    );
    const page = await wa().conversations.messagesPage('+1');
    expect(page.hasMore).toBe(true);
    expect(page.items.map((m) => [m.text, m.direction])).toEqual([
      ['plain', 'inbound'],
      ['nested', 'outbound'],
      ['Media message', 'inbound'],
    ]);
  });

  it('contacts.page returns the paging meta', async () => {
    server.setHandler(() =>
      ok([{ id: 'k1', name: 'Ann', phone: '+1', status: 'Active' }], { meta: { total: 41, page: 2, limit: 20 } }),
    );
    const page = await wa().contacts.page({ page: 2, limit: 20 });
    expect(page).toMatchObject({ total: 41, page: 2, limit: 20 });
    expect(page.items[0]?.status).toBe('active');
  });

  it('conversations.page returns the totals and the paging meta', async () => {
    server.setHandler(() =>
      ok([{ id: 'c1', contact_phone: '+1', contact_name: 'Ann', unread_count: 2 }], {
        meta: { total: 10_000, unread: 37, page: 3, limit: 1 },
      }),
    );
    const page = await wa().conversations.page({ page: 3, limit: 1 });
    expect(page).toMatchObject({ total: 10_000, unread: 37, page: 3, limit: 1 });
    expect(page.items.map((c) => [c.contactName, c.unreadCount])).toEqual([['Ann', 2]]);
    expect(page.hasMore).toBe(true);
    // An API without the meta: the page's own figures.
    server.setHandler(() => ok([{ id: 'c1', contact_phone: '+1', contact_name: 'Ann', unread_count: 2 }]));
    expect(await wa().conversations.page()).toMatchObject({
      total: 1,
      unread: 1,
      page: 1,
      limit: 100,
      hasMore: false,
    });
  });

  it('conversations.page says whether more may follow: meta.hasMore, else the total, else a full page', async () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `c${i}`, contact_phone: `+1${i}`, contact_name: `C${i}` }));
    server.setHandler(() => ok(rows(2), { meta: { total: 4, page: 2, limit: 2 } }));
    expect((await wa().conversations.page({ page: 2, limit: 2 })).hasMore).toBe(false);
    server.setHandler(() => ok(rows(2), { meta: { total: 5, page: 2, limit: 2 } }));
    expect((await wa().conversations.page({ page: 2, limit: 2 })).hasMore).toBe(true);
    server.setHandler(() => ok(rows(2), { meta: { total: 99, hasMore: false } }));
    expect((await wa().conversations.page({ limit: 2 })).hasMore).toBe(false);
    // Paged without totals: a full page may be followed by more; a short one, or everything at once, is the end.
    server.setHandler(() => ok(rows(2)));
    expect(await wa().conversations.page({ limit: 2 })).toMatchObject({ total: 2, hasMore: true });
    expect((await wa().conversations.page({ limit: 3 })).hasMore).toBe(false);
    expect((await wa().conversations.page({ limit: 1 })).hasMore).toBe(false);
  });

  it('broadcasts.create reads the per-recipient results and counts', async () => {
    server.setHandler(() =>
      ok({
        id: 'bc_1',
        name: 'Offers',
        status: 'sent',
        recipientCount: 2,
        scheduledAt: null,
        sent: 1,
        failed: 1,
        results: [
          { to: '+14155550101', status: 'sent', messageId: 'm1' },
          { to: '+14155550102', status: 'failed', messageId: 'm2', error: { code: 131047, title: 'Re-engagement' } },
        ],
      }),
    );
    const payload = { name: 'Offers', recipients: 'all', messageType: 'custom' as const, message: 'Hi' };
    await expect(wa().broadcasts.create(payload)).resolves.toEqual({
      id: 'bc_1',
      name: 'Offers',
      status: 'sent',
      recipientCount: 2,
      scheduledAt: null,
      sent: 1,
      failed: 1,
      results: [
        { to: '+14155550101', status: 'sent', messageId: 'm1' },
        { to: '+14155550102', status: 'failed', messageId: 'm2', error: { code: '131047', title: 'Re-engagement' } },
      ],
    });
    // Counts from the results when the API leaves them out; an API without results counts every recipient sent.
    server.setHandler(() => ok({ status: 'sent', recipientCount: 1, results: [{ to: '+1', status: 'failed' }] }));
    await expect(wa().broadcasts.create(payload)).resolves.toMatchObject({ sent: 0, failed: 1 });
    server.setHandler(() => ok({ id: 'b', status: 'sent', recipientCount: 3 }));
    await expect(wa().broadcasts.create(payload)).resolves.toMatchObject({ sent: 3, failed: 0, results: [] });
    server.setHandler(() => ok({ id: 'b', status: 'scheduled', recipientCount: 3, scheduledAt: '2026-12-01' }));
    await expect(wa().broadcasts.create(payload)).resolves.toMatchObject({ sent: 0, failed: 0, results: [] });
  });

  it('a list answer that is not an array gives an empty list', async () => {
    server.setHandler(() => ok({ weird: true }));
    await expect(wa().templates.list()).resolves.toEqual([]);
  });
});

describe("whatsapp resources: default error messages of the product's error catalogue", () => {
  const calls: Array<[string, (api: ReturnType<typeof wa>) => Promise<unknown>]> = [
    [WHATSAPP_DEFAULT_ERRORS.connect, (a) => a.connect({ accessToken: 'a', phoneNumberId: 'b' })],
    [WHATSAPP_DEFAULT_ERRORS.getConnectionStatus, (a) => a.getConnectionStatus()],
    [WHATSAPP_DEFAULT_ERRORS.createTemplate, (a) => a.templates.create(template)],
    [WHATSAPP_DEFAULT_ERRORS.getTemplates, (a) => a.templates.list()],
    [WHATSAPP_DEFAULT_ERRORS.updateTemplate, (a) => a.templates.update('t', template)],
    [WHATSAPP_DEFAULT_ERRORS.deleteTemplate, (a) => a.templates.remove('t')],
    [WHATSAPP_DEFAULT_ERRORS.createCampaign, (a) => a.campaigns.create({ name: 'n', templateName: 't', audience: [] })],
    [WHATSAPP_DEFAULT_ERRORS.getCampaigns, (a) => a.campaigns.list()],
    [WHATSAPP_DEFAULT_ERRORS.updateCampaign, (a) => a.campaigns.update('c', {})],
    [WHATSAPP_DEFAULT_ERRORS.startCampaign, (a) => a.campaigns.start('c')],
    [WHATSAPP_DEFAULT_ERRORS.pauseCampaign, (a) => a.campaigns.pause('c')],
    [WHATSAPP_DEFAULT_ERRORS.deleteCampaign, (a) => a.campaigns.remove('c')],
    [WHATSAPP_DEFAULT_ERRORS.sendMessage, (a) => a.messages.send({ to: '+1', type: 'text', text: 'x' })],
    [WHATSAPP_DEFAULT_ERRORS.sendBulk, (a) => a.messages.sendBulk({ recipients: [], templateName: 't' })],
    [WHATSAPP_DEFAULT_ERRORS.getMessages, (a) => a.messages.list()],
    [WHATSAPP_DEFAULT_ERRORS.getContacts, (a) => a.contacts.list()],
    [WHATSAPP_DEFAULT_ERRORS.createContact, (a) => a.contacts.create({ name: 'n', phone: '+1' })],
    [WHATSAPP_DEFAULT_ERRORS.updateContact, (a) => a.contacts.update('k', {})],
    [WHATSAPP_DEFAULT_ERRORS.deleteContact, (a) => a.contacts.remove('k')],
    [
      WHATSAPP_DEFAULT_ERRORS.sendBroadcast,
      (a) => a.broadcasts.create({ name: 'b', recipients: 'all', messageType: 'custom' }),
    ],
    [WHATSAPP_DEFAULT_ERRORS.getAnalytics, (a) => a.analytics.get()],
    [WHATSAPP_DEFAULT_ERRORS.getConversations, (a) => a.conversations.list()],
    [WHATSAPP_DEFAULT_ERRORS.getConversations, (a) => a.conversations.page()],
    [WHATSAPP_DEFAULT_ERRORS.getConversationMessages, (a) => a.conversations.messages('+1')],
  ];
  for (const [message, call] of calls) {
    it(`'${message}'`, async () => {
      server.setHandler(() => fail(500));
      await expect(call(wa())).rejects.toMatchObject({ status: 500, message });
    });
  }

  it('the exact strings', () => {
    expect(Object.values(WHATSAPP_DEFAULT_ERRORS)).toEqual(
      expect.arrayContaining([
        'Failed to connect WhatsApp',
        'Failed to create template',
        'Failed to get templates',
        'Failed to update template',
        'Failed to delete template',
        'Failed to create campaign',
        'Failed to get campaigns',
        'Failed to update campaign',
        'Failed to start campaign',
        'Failed to pause campaign',
        'Failed to delete campaign',
        'Failed to send message',
        'Failed to send bulk messages',
        'Failed to get messages',
        'Failed to get contacts',
        'Failed to create contact',
        'Failed to update contact',
        'Failed to delete contact',
        'Failed to send broadcast',
        'Failed to get analytics',
        'Failed to get conversations',
        'Failed to get conversation messages',
        'Failed to get connection status',
      ]),
    );
  });

  it("the server's message wins over the default", async () => {
    server.setHandler(() => fail(422, 'TEMPLATE_NOT_APPROVED', 'Template is not approved'));
    await expect(wa().campaigns.create({ name: 'n', templateName: 't', audience: [] })).rejects.toMatchObject({
      code: 'TEMPLATE_NOT_APPROVED',
      message: 'Template is not approved',
    });
  });
});
