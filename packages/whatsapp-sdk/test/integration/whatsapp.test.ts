import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockApi } from '../../../../apps/mock-api/src/server';
import type { WacrmClient } from '../../src/client/create';
import type { WhatsAppApi } from '../../src/whatsapp';
import { DEMO_ID, dev, sdkClient, signIn, startApi, type RecordedCall } from './setup';

let api: RunningMockApi;
let client: WacrmClient;
let calls: RecordedCall[];
let wa: WhatsAppApi;

beforeAll(async () => {
  api = await startApi();
  ({ client, calls } = sdkClient(api));
  await signIn(api, client);
  wa = client.whatsapp(DEMO_ID);
});
afterAll(async () => {
  await api.close();
});

/** The last request the SDK sent. */
function last(): RecordedCall {
  const call = calls.at(-1);
  if (!call) throw new Error('no call');
  return call;
}

const C = DEMO_ID;

describe('every WhatsApp endpoint of the API contract (docs/api-contract.md) against the mock API', () => {
  it('connect and connection status', async () => {
    const connected = await wa.connect({
      accessToken: 'EAAG-demo-token-123456',
      phoneNumberId: '109876543210',
      businessAccountId: '2233',
    });
    expect(last()).toEqual({
      method: 'POST',
      url: `/whatsapp/connect/${C}`,
      data: { accessToken: 'EAAG-demo-token-123456', phoneNumberId: '109876543210', businessAccountId: '2233' },
    });
    expect(connected).toMatchObject({ connected: true, status: 'connected', phoneNumberId: '109876543210' });
    expect(JSON.stringify(connected)).not.toContain('EAAG-demo-token-123456');
    await expect(wa.getConnectionStatus()).resolves.toMatchObject({ connected: true, status: 'connected' });
    expect(last()).toMatchObject({ method: 'GET', url: `/whatsapp/connection/${C}` });
  });

  it('templates: create (PENDING), list with filters, update, delete', async () => {
    const input = {
      name: 'sdk_integration_welcome',
      category: 'UTILITY' as const,
      language: 'en_US',
      message_send_ttl_seconds: '' as const,
      components: [
        { type: 'BODY' as const, text: 'Hello {{1}}, your code is ready.', example: { body_text: [['Ann']] } },
      ],
    };
    const created = await wa.templates.create(input);
    expect(last()).toMatchObject({ method: 'POST', url: `/whatsapp/template/${C}` });
    expect(last().data).not.toHaveProperty('message_send_ttl_seconds');
    expect(created).toMatchObject({ name: 'sdk_integration_welcome', status: 'PENDING', category: 'UTILITY' });
    await expect(wa.templates.create({ ...input, message_send_ttl_seconds: undefined })).rejects.toMatchObject({
      status: 409,
    });

    const pending = await wa.templates.list({ status: 'PENDING', search: 'sdk_integration' });
    expect(last()).toEqual({
      method: 'GET',
      url: `/whatsapp/template/${C}`,
      params: { status: 'PENDING', search: 'sdk_integration' },
    });
    expect(pending.map((t) => t.id)).toContain(created.id);

    // In review, a template cannot be edited (Meta's rule): 409 with the rule's message, nothing changed.
    await expect(wa.templates.update(created.id, input)).rejects.toMatchObject({
      status: 409,
      message: 'Only approved, rejected or paused templates can be edited',
    });
    await dev(api, `/__dev/templates/${created.id}/status`, { status: 'APPROVED' });

    const updated = await wa.templates.update(created.id, {
      ...input,
      message_send_ttl_seconds: 600,
      components: [{ type: 'BODY', text: 'Hi {{1}}, your code is ready.', example: { body_text: [['Ann']] } }],
    });
    expect(last()).toMatchObject({ method: 'PUT', url: `/whatsapp/templates/${C}/${created.id}` });
    expect(updated.message_send_ttl_seconds).toBe(600);

    await expect(wa.templates.remove(created.id)).resolves.toEqual({ id: created.id });
    expect(last()).toEqual({ method: 'DELETE', url: `/whatsapp/templates/${C}/${created.id}` });
    await expect(wa.templates.remove(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('campaigns: create needs an APPROVED template, then list, update, start, pause, delete', async () => {
    const template = await wa.templates.create({
      name: 'sdk_campaign_offer',
      category: 'MARKETING',
      language: 'en_US',
      components: [
        { type: 'BODY', text: 'Hi {{1}}, {{2}} off today only.', example: { body_text: [['Ann', '20%']] } },
        { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }] },
      ],
    });
    const body = {
      name: 'SDK launch',
      templateName: 'sdk_campaign_offer',
      audience: [{ phone: '+919812300001' }, { phone: '+919812300002' }],
      scheduledAt: '2030-01-01T10:00:00.000Z',
      parameters: { param1: 'Ann', param2: '20%' },
    };
    await expect(wa.campaigns.create(body)).rejects.toMatchObject({ status: 422, code: 'TEMPLATE_NOT_APPROVED' });
    await dev(api, `/__dev/templates/${template.id}/status`, { status: 'APPROVED' });
    const campaign = await wa.campaigns.create(body);
    expect(last()).toEqual({ method: 'POST', url: `/whatsapp/campaigns/${C}`, data: body });
    expect(campaign).toMatchObject({
      name: 'SDK launch',
      templateName: 'sdk_campaign_offer',
      status: 'draft',
      scheduledAt: body.scheduledAt,
    });
    expect(campaign.audience).toEqual(body.audience);

    const drafts = await wa.campaigns.list({ status: 'draft' });
    expect(last()).toEqual({ method: 'GET', url: `/whatsapp/campaigns/${C}`, params: { status: 'draft' } });
    expect(drafts.map((c) => c.id)).toContain(campaign.id);

    const renamed = await wa.campaigns.update(campaign.id, { ...body, name: 'SDK launch 2' });
    expect(last()).toMatchObject({ method: 'PUT', url: `/whatsapp/campaigns/${C}/${campaign.id}` });
    expect(renamed.name).toBe('SDK launch 2');
    await expect(wa.campaigns.start(campaign.id)).resolves.toMatchObject({ status: 'active' });
    expect(last()).toMatchObject({ method: 'POST', url: `/whatsapp/campaigns/${C}/${campaign.id}/start` });
    await expect(wa.campaigns.pause(campaign.id)).resolves.toMatchObject({ status: 'paused' });
    expect(last()).toMatchObject({ method: 'POST', url: `/whatsapp/campaigns/${C}/${campaign.id}/pause` });
    await expect(wa.campaigns.remove(campaign.id)).resolves.toEqual({ id: campaign.id });
    expect(last()).toEqual({ method: 'DELETE', url: `/whatsapp/campaigns/${C}/${campaign.id}` });
  });

  it('messages: send (inside and outside the 24 h window), bulk, list', async () => {
    const phone = '+919812399999';
    await expect(wa.messages.send({ to: phone, type: 'text', text: 'Hello?' })).rejects.toMatchObject({
      status: 422,
      code: 'OUTSIDE_CUSTOMER_SERVICE_WINDOW',
    });
    await dev(api, '/__dev/simulate/inbound', { clientId: C, from: phone, name: 'Window Test', text: 'Hi there' });
    const sent = await wa.messages.send({ to: phone, type: 'text', text: 'Hello!', clientMessageId: 'sdk-cm-1' });
    expect(last()).toEqual({
      method: 'POST',
      url: `/whatsapp/messages/${C}/send`,
      data: { to: phone, type: 'text', text: 'Hello!', clientMessageId: 'sdk-cm-1' },
    });
    expect(sent).toMatchObject({
      direction: 'outbound',
      text: 'Hello!',
      clientMessageId: 'sdk-cm-1',
      status: 'sent',
      contactPhone: phone,
    });

    const bulk = await wa.messages.sendBulk({
      recipients: ['+919812300011', '+919812300012'],
      templateName: 'sdk_campaign_offer',
      parameters: { '1': 'Ann', '2': '5%' },
    });
    expect(last()).toEqual({
      method: 'POST',
      url: `/whatsapp/messages/${C}/bulk`,
      data: {
        recipients: ['+919812300011', '+919812300012'],
        templateName: 'sdk_campaign_offer',
        parameters: { '1': 'Ann', '2': '5%' },
      },
    });
    expect(bulk.queued).toBe(2);

    const listed = await wa.messages.list({ contactPhone: phone, limit: 10 });
    expect(last()).toEqual({
      method: 'GET',
      url: `/whatsapp/messages/${C}`,
      params: { contactPhone: phone, limit: 10 },
    });
    expect(listed.map((m) => m.text)).toEqual(expect.arrayContaining(['Hi there', 'Hello!']));
  });

  it('contacts: create, list with filters and paging, update, delete', async () => {
    const created = await wa.contacts.create({
      name: 'Integration Person',
      phone: '+919812377777',
      email: 'ip@example.test',
      tags: ['VIP'],
      status: 'potential',
      source: 'Referral',
    });
    expect(last()).toMatchObject({ method: 'POST', url: `/whatsapp/contacts/${C}` });
    expect(created).toMatchObject({ name: 'Integration Person', status: 'potential', tags: ['VIP'] });
    await expect(wa.contacts.create({ name: 'Dup', phone: '+919812377777' })).rejects.toMatchObject({ status: 409 });

    const found = await wa.contacts.list({ search: 'integration person', status: 'potential', tag: 'VIP' });
    expect(last()).toEqual({
      method: 'GET',
      url: `/whatsapp/contacts/${C}`,
      params: { search: 'integration person', status: 'potential', tag: 'VIP' },
    });
    expect(found.map((c) => c.id)).toEqual([created.id]);
    const page = await wa.contacts.page({ page: 1, limit: 5 });
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);

    const updated = await wa.contacts.update(created.id, {
      name: 'Integration Person',
      phone: '+919812377777',
      notes: 'Called twice',
    });
    expect(last()).toMatchObject({ method: 'PUT', url: `/whatsapp/contacts/${C}/${created.id}` });
    expect(updated.notes).toBe('Called twice');
    await expect(wa.contacts.remove(created.id)).resolves.toEqual({ id: created.id });
    expect(last()).toEqual({ method: 'DELETE', url: `/whatsapp/contacts/${C}/${created.id}` });
  });

  it('broadcasts and analytics', async () => {
    const scheduled = await wa.broadcasts.create({
      name: 'Weekend note',
      recipients: ['+919812300021'],
      messageType: 'custom',
      message: 'See you Monday',
      scheduleDate: '2030-01-01',
      scheduleTime: '10:00',
    });
    expect(last()).toMatchObject({ method: 'POST', url: `/whatsapp/broadcasts/${C}` });
    expect(scheduled).toMatchObject({ name: 'Weekend note', status: 'scheduled', recipientCount: 1 });

    const analytics = await wa.analytics.get({ from: '2026-01-01', to: '2026-12-31' });
    expect(last()).toEqual({
      method: 'GET',
      url: `/whatsapp/analytics/${C}`,
      params: { from: '2026-01-01', to: '2026-12-31' },
    });
    expect(analytics.stats.sent).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(analytics.timeline)).toBe(true);
  });

  it('conversations: list (filters), messages of one (oldest first, paging), create', async () => {
    const all = await wa.conversations.list();
    expect(last()).toEqual({ method: 'GET', url: `/whatsapp/conversations/${C}`, params: {} });
    expect(all.length).toBeGreaterThan(0);
    const times = all.map((c) => c.lastMessageAt);
    expect([...times].sort().reverse()).toEqual(times);
    await wa.conversations.list({ search: 'Window', unread: true });
    expect(last().params).toEqual({ search: 'Window', unread: true });

    const phone = '+919812399999';
    const page = await wa.conversations.messagesPage(phone, { limit: 1 });
    expect(last()).toEqual({
      method: 'GET',
      url: `/whatsapp/conversations/${C}/${encodeURIComponent(phone)}/messages`,
      params: { limit: 1 },
    });
    expect(page.items).toHaveLength(1);
    expect(page.hasMore).toBe(true);
    const older = await wa.conversations.messages(phone, { before: page.items[0]?.id });
    expect(older.length).toBeGreaterThan(0);
    const all2 = await wa.conversations.messages(phone);
    expect(all2.map((m) => m.createdAt)).toEqual([...all2.map((m) => m.createdAt)].sort());

    const conv = await wa.conversations.create({ contactPhone: '+919812355555' });
    expect(last()).toEqual({
      method: 'POST',
      url: `/whatsapp/conversations/${C}`,
      data: { contactPhone: '+919812355555' },
    });
    expect(conv.contactPhone).toBe('+919812355555');
    const again = await wa.conversations.create({ contactPhone: '+919812355555' });
    expect(again.id).toBe(conv.id);
  });

  it('another client id is forbidden; no token is unauthorised', async () => {
    await expect(client.whatsapp('usr_globex').getConnectionStatus()).rejects.toMatchObject({ status: 403 });
    const { client: anon } = sdkClient(api);
    await expect(anon.whatsapp(DEMO_ID).getConnectionStatus()).rejects.toMatchObject({ status: 401 });
  });
});
