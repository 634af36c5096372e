import { describe, expect, it, vi } from 'vitest';
import type { WacrmClient } from '../client/create';
import { ApiError } from '../client/errors';
import { createInboxStore } from '../store/inbox';
import { createFakeWacrmClient } from './fakeClient';
import { DEMO_CLIENT_ID, FIXTURE_NOW, createFixtures } from './fixtures';

describe('createFakeWacrmClient', () => {
  it('implements the WacrmClient interface and serves the demo fixtures', async () => {
    const client: WacrmClient = createFakeWacrmClient();
    const wa = client.whatsapp(DEMO_CLIENT_ID);
    await expect(wa.getConnectionStatus()).resolves.toMatchObject({ connected: true, status: 'connected' });
    expect((await wa.templates.list()).map((t) => t.status)).toEqual(['APPROVED', 'APPROVED', 'PENDING', 'REJECTED']);
    expect(await wa.templates.list({ status: 'APPROVED' })).toHaveLength(2);
    expect((await wa.conversations.list()).map((c) => c.id)).toEqual([
      'conv_ann',
      'conv_ben',
      'conv_chen',
      'conv_dara',
    ]);
    expect(await wa.conversations.list({ unread: true })).toHaveLength(2);
    // Pages of the same list, with the totals of the filtered list (as the API answers them).
    const second = await wa.conversations.page({ page: 2, limit: 3 });
    expect(second).toMatchObject({ total: 4, unread: 2, page: 2, limit: 3 });
    expect(second.items.map((c) => c.id)).toEqual(['conv_dara']);
    expect(await wa.conversations.page({ unread: true, limit: 1 })).toMatchObject({ total: 2, unread: 2 });
    await expect(wa.conversations.page({ limit: 0 })).rejects.toMatchObject({ status: 400, field: 'limit' });
    await expect(wa.conversations.page({ page: 0 })).rejects.toMatchObject({ status: 400, field: 'page' });
    expect(await wa.contacts.list({ search: 'ORTIZ' })).toHaveLength(1);
    expect(await client.auth.getProfile()).toMatchObject({ userId: DEMO_CLIENT_ID });
  });

  it('answers a broadcast with per-recipient results: a group by tag, a custom message outside the window fails', async () => {
    const wa = createFakeWacrmClient({ now: () => FIXTURE_NOW }).whatsapp(DEMO_CLIENT_ID);
    const all = await wa.broadcasts.create({ name: 'B', recipients: 'all', messageType: 'custom', message: 'Hi' });
    expect(all).toMatchObject({ status: 'sent', recipientCount: 5, sent: 2, failed: 3 });
    expect(all.results.filter((r) => r.status === 'failed').map((r) => [r.to, r.error?.title])).toEqual([
      ['+14155550123', 'Re-engagement message'],
      ['+447700900123', 'Re-engagement message'],
      ['+420601234567', 'Re-engagement message'],
    ]);
    const vip = { name: 'B', recipients: 'vip', messageType: 'template' as const, templateName: 'welcome' };
    await expect(wa.broadcasts.create(vip)).resolves.toMatchObject({ recipientCount: 1, sent: 1, failed: 0 });
    const later = { ...vip, recipients: ['+1 415 555 0123', '+14155550123'], scheduleDate: '2099-01-01' };
    await expect(wa.broadcasts.create(later)).resolves.toMatchObject({
      status: 'scheduled',
      recipientCount: 1,
      sent: 0,
      results: [],
    });
  });

  it("takes a broadcast's attachment as the mock API does: an uploaded file of its kind, on a custom broadcast only", async () => {
    const wa = createFakeWacrmClient({ now: () => FIXTURE_NOW }).whatsapp(DEMO_CLIENT_ID);
    const pdf = new File([new TextEncoder().encode('%PDF-1.7\n')], 'catalogue.pdf');
    const { id } = await wa.uploadMedia(pdf, { kind: 'document' });
    const custom = { name: 'B', recipients: 'vip', messageType: 'custom' as const, message: 'Our catalogue' };
    await expect(wa.broadcasts.create({ ...custom, media: { id, type: 'document' } })).resolves.toMatchObject({
      recipientCount: 1,
    });
    await expect(wa.broadcasts.create({ ...custom, media: { id, type: 'image' } })).rejects.toMatchObject({
      status: 400,
      field: 'media',
    });
    await expect(
      wa.broadcasts.create({ ...custom, media: { id: 'media_nope', type: 'document' } }),
    ).rejects.toMatchObject({ status: 404, message: 'Media not found' });
    const template = { name: 'B', recipients: 'vip', messageType: 'template' as const, templateName: 'welcome' };
    await expect(wa.broadcasts.create({ ...template, media: { id, type: 'document' } })).rejects.toMatchObject({
      status: 400,
      message: 'A template broadcast cannot have an attachment',
    });
  });

  it('seeds empty states and returns copies the caller cannot mutate', async () => {
    const client = createFakeWacrmClient({ fixtures: createFixtures({ templates: [], campaigns: [] }) });
    const wa = client.whatsapp(DEMO_CLIENT_ID);
    await expect(wa.templates.list()).resolves.toEqual([]);
    const [contact] = await wa.contacts.list();
    if (contact) contact.name = 'changed';
    expect(client.controls.db.contacts[0]?.name).toBe('Ann Lee');
  });

  it('follows the contract: templates PENDING, campaigns need an approved template, start/pause', async () => {
    const client = createFakeWacrmClient();
    const wa = client.whatsapp(DEMO_CLIENT_ID);
    const created = await wa.templates.create({
      name: 'new_one',
      category: 'UTILITY',
      language: 'en_US',
      components: [{ type: 'BODY', text: 'x' }],
    });
    expect(created.status).toBe('PENDING');
    // Like the mock API (Meta's rule): a template in review cannot be edited; a rejected one can.
    await expect(wa.templates.update('tpl_promo', { displayName: 'x' })).rejects.toMatchObject({
      status: 409,
      message: 'Only approved, rejected or paused templates can be edited',
    });
    const edited = await wa.templates.update('tpl_rejected', { displayName: 'Flash sale 2' });
    expect(edited).toMatchObject({ displayName: 'Flash sale 2', status: 'PENDING' });
    expect(edited).not.toHaveProperty('rejectionReason');
    await expect(wa.campaigns.create({ name: 'c', templateName: 'new_one', audience: [] })).rejects.toMatchObject({
      code: 'TEMPLATE_NOT_APPROVED',
    });
    // welcome_message: 'Hi {{1}}, ...': {{1}} takes param1, which the API requires (Meta rejects a blank one).
    await expect(
      wa.campaigns.create({ name: 'c', templateName: 'welcome_message', audience: [{ phone: '+1' }] }),
    ).rejects.toMatchObject({ status: 400, field: 'parameters.param1', message: 'Parameter 1 is required' });
    const campaign = await wa.campaigns.create({
      name: 'c',
      templateName: 'welcome_message',
      audience: [{ phone: '+1' }],
      parameters: { param1: 'Ann' },
    });
    expect(campaign.status).toBe('draft');
    await expect(wa.campaigns.update(campaign.id, { parameters: { param1: ' ' } })).rejects.toMatchObject({
      status: 400,
      field: 'parameters.param1',
    });
    expect((await wa.campaigns.update(campaign.id, { name: 'c2' })).parameters).toEqual({ param1: 'Ann' });
    // A campaign stored without the parameter (the API refuses to save one) cannot start: 422.
    const stored = client.controls.db.campaigns.find((c) => c.id === campaign.id);
    if (stored) stored.parameters = {};
    await expect(wa.campaigns.start(campaign.id)).rejects.toMatchObject({
      status: 422,
      code: 'TEMPLATE_PARAMETERS_MISSING',
      field: 'parameters.param1',
      message: 'Parameter 1 is required',
    });
    if (stored) stored.parameters = { param1: 'Ann' };
    expect((await wa.campaigns.start(campaign.id)).status).toBe('active');
    expect((await wa.campaigns.pause(campaign.id)).status).toBe('paused');
    await expect(wa.campaigns.remove('nope')).rejects.toBeInstanceOf(ApiError);
  });

  it('records calls and fails on demand with the default message of its operation', async () => {
    const client = createFakeWacrmClient();
    const wa = client.whatsapp(DEMO_CLIENT_ID);
    client.controls.failNext('templates.create');
    await expect(
      wa.templates.create({ name: 'x', category: 'MARKETING', language: 'en_US', components: [] }),
    ).rejects.toMatchObject({ status: 500, message: 'Failed to create template' });
    client.controls.setFailure('contacts.list', { status: 503, code: 'DOWN', message: 'Down' });
    await expect(wa.contacts.list()).rejects.toMatchObject({ code: 'DOWN', message: 'Down' });
    await expect(wa.contacts.list()).rejects.toMatchObject({ code: 'DOWN' });
    client.controls.setFailure('contacts.list', null);
    await expect(wa.contacts.list()).resolves.toHaveLength(5);
    expect(client.controls.callsTo('contacts.list')).toHaveLength(3);
  });

  it('sign-in flow: check-user codes, OTP, login, logout', async () => {
    const client = createFakeWacrmClient({ signedIn: false });
    expect(client.auth.hasSession()).toBe(false);
    await expect(client.auth.getProfile()).rejects.toMatchObject({ status: 401 });
    await expect(client.auth.checkUser({ email: 'nobody@acme.io', mode: 'login' })).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'Account not found. Please register first.',
    });
    await expect(client.auth.checkUser({ email: 'asha@acme.io' })).rejects.toMatchObject({
      code: 'USER_ALREADY_EXISTS',
    });
    await expect(client.auth.verifyEmailOtp({ email: 'asha@acme.io', otp: '000000' })).rejects.toMatchObject({
      message: 'Invalid OTP',
    });
    await client.auth.verifyEmailOtp({ email: 'asha@acme.io', otp: '123456' });
    const { user } = await client.auth.login({ email: 'asha@acme.io' });
    expect(user.userId).toBe(DEMO_CLIENT_ID);
    expect(client.session.isValid()).toBe(true);
    client.auth.logout();
    expect(client.auth.hasSession()).toBe(false);
  });

  it('fake realtime: connect, incoming messages, typing, drop and restore, HTTP fallback', async () => {
    const client = createFakeWacrmClient();
    const rt = client.realtime(DEMO_CLIENT_ID);
    expect(client.realtime(DEMO_CLIENT_ID)).toBe(rt);
    const onMessage = vi.fn();
    const onConnect = vi.fn();
    rt.on('whatsapp_message', onMessage);
    rt.on('connect', onConnect);
    rt.connect();
    expect(rt.state.getSnapshot()).toEqual({ connected: true, error: null, attempts: 0 });
    const m = rt.controls.emitMessage({ text: 'Ping', contactPhone: '+919812345678' });
    expect(onMessage).toHaveBeenCalledWith(m);
    // stored, so a re-fetch sees it
    const page = await client.whatsapp(DEMO_CLIENT_ID).conversations.messages('+919812345678');
    expect(page.at(-1)?.text).toBe('Ping');
    rt.controls.drop();
    expect(rt.state.getSnapshot().connected).toBe(false);
    const result = await rt.sendMessage({ to: '+919812345678', type: 'text', text: 'via http' });
    expect(result).toMatchObject({ via: 'http', notice: 'Socket not connected. Message will be sent via HTTP.' });
    rt.controls.restore();
    expect(onConnect).toHaveBeenLastCalledWith({ recovered: true });
    expect(rt.controls.joins).toBe(2);
    rt.controls.failConnection({ final: true });
    expect(rt.state.getSnapshot().error).toBe('Max reconnection attempts reached. Please refresh the page.');
  });

  it('drives an InboxStore end to end', async () => {
    const client = createFakeWacrmClient();
    const rt = client.realtime(DEMO_CLIENT_ID);
    rt.connect();
    const inbox = createInboxStore({ whatsapp: client.whatsapp(DEMO_CLIENT_ID), realtime: rt });
    await inbox.load();
    expect(inbox.getSnapshot().conversations.map((c) => c.id)).toEqual([
      'conv_ann',
      'conv_ben',
      'conv_chen',
      'conv_dara',
    ]);
    await inbox.open('conv_ann');
    expect(inbox.getSnapshot().messages.map((m) => m.id)).toEqual(['msg_a1', 'msg_a2', 'msg_a3', 'msg_a4']);
    expect(rt.controls.read).toEqual(['msg_a3', 'msg_a4']);
    const sent = await inbox.send({ contactPhone: '+919812345678', text: 'On it!' });
    expect(sent.status).toBe('sent');
    await Promise.resolve();
    expect(inbox.getSnapshot().messages.filter((m) => m.text === 'On it!')).toHaveLength(1);
  });
});

describe('simulated delivery', () => {
  it('moves a sent message to delivered then read when deliveryStepMs is set', async () => {
    vi.useFakeTimers();
    try {
      const client = createFakeWacrmClient({ deliveryStepMs: 800 });
      const rt = client.realtime(DEMO_CLIENT_ID);
      rt.connect();
      const statuses: string[] = [];
      rt.on('message_status_update', (u) => statuses.push(u.status));
      const { message } = await rt.sendMessage({ to: '+14155550123', type: 'text', text: 'hi' });
      await vi.advanceTimersByTimeAsync(800);
      expect(statuses).toEqual(['delivered']);
      await vi.advanceTimersByTimeAsync(800);
      expect(statuses).toEqual(['delivered', 'read']);
      const stored = client.controls.db.messages['+14155550123']?.find((m) => m.id === message.id);
      expect(stored?.status).toBe('read');
    } finally {
      vi.useRealTimers();
    }
  });
});
