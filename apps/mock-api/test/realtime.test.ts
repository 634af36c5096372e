import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningMockApi } from '../src/server';
import {
  call,
  connectSocket,
  DEMO_ID,
  emitAck,
  eventually,
  once,
  OTHER_EMAIL,
  OTHER_ID,
  signIn,
  startTestApi,
  type Session,
} from './helpers';

interface Message {
  id: string;
  status: string;
  direction: string;
  contact_phone: string;
  client_message_id?: string;
  content: { text: string };
}

const OPEN_PHONE_SEARCH = '/api/v1/whatsapp/conversations/usr_demo';

describe('socket.io realtime', () => {
  let api: RunningMockApi;
  let demo: Session;
  let other: Session;
  const sockets: Socket[] = [];
  const open = async (token: string | undefined) => {
    const socket = connectSocket(api, token);
    sockets.push(socket);
    return socket;
  };
  const joined = async (token: string) => {
    const socket = await open(token);
    await once(socket, 'connect');
    const ack = await emitAck(socket, 'join_client_room', { clientId: DEMO_ID });
    expect(ack).toMatchObject({ success: true });
    return socket;
  };
  let openPhone: string;

  beforeAll(async () => {
    api = await startTestApi();
    demo = await signIn(api);
    other = await signIn(api, OTHER_EMAIL);
    const list = await call<{ contact_phone: string; last_inbound_at: string | null }[]>(
      api,
      'GET',
      OPEN_PHONE_SEARCH,
      {
        token: demo.accessToken,
      },
    );
    openPhone = list.body.data.find(
      (c) => c.last_inbound_at && Date.now() - Date.parse(c.last_inbound_at) < 3_600_000,
    )!.contact_phone;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => api.close());

  it('refuses a handshake without a valid token', async () => {
    for (const token of [undefined, 'nonsense', `${demo.accessToken}x`]) {
      const socket = await open(token);
      const err = await once<Error>(socket, 'connect_error');
      expect(err.message).toBe('Unauthorized');
    }
  });

  it('refuses a browser origin that is not allowed', async () => {
    const { io } = await import('socket.io-client');
    const foreign = io(api.url, {
      transports: ['websocket'],
      auth: { token: demo.accessToken },
      extraHeaders: { origin: 'https://evil.test' },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(foreign);
    await once(foreign, 'connect_error');
    expect(foreign.connected).toBe(false);
    const allowed = io(api.url, {
      transports: ['websocket'],
      auth: { token: demo.accessToken },
      extraHeaders: { origin: 'http://localhost:5173' },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(allowed);
    await once(allowed, 'connect');
  });

  it("joins only the token's own client room", async () => {
    const socket = await open(other.accessToken);
    await once(socket, 'connect');
    const denied = await emitAck(socket, 'join_client_room', { clientId: DEMO_ID });
    expect(denied).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await emitAck(socket, 'join_client_room', { clientId: OTHER_ID })).toMatchObject({ success: true });
    // Events of the demo client never reach the other client's socket.
    const leaked: unknown[] = [];
    socket.on('whatsapp_message', (m) => leaked.push(m));
    await call(api, 'POST', '/__dev/simulate/inbound', {
      body: { clientId: DEMO_ID, from: openPhone, text: 'private' },
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toEqual([]);
    const sendOther = await emitAck(socket, 'send_message', { clientId: DEMO_ID, to: openPhone, text: 'x' });
    expect(sendOther).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('stores and echoes send_message, then pushes sent -> delivered -> read', async () => {
    const socket = await joined(demo.accessToken);
    const echoed = once<Message>(socket, 'whatsapp_message');
    const statuses: string[] = [];
    socket.on('message_status_update', (u: { status: string; clientMessageId?: string }) => {
      if (u.clientMessageId === 'sock-1') statuses.push(u.status);
    });
    const ack = await emitAck<{ success: boolean; data: Message }>(socket, 'send_message', {
      clientId: DEMO_ID,
      to: openPhone,
      type: 'text',
      text: 'Hello over the socket',
      clientMessageId: 'sock-1',
    });
    expect(ack.success).toBe(true);
    expect(ack.data).toMatchObject({ status: 'sent', direction: 'outbound', client_message_id: 'sock-1' });
    expect((await echoed).id).toBe(ack.data.id);
    await eventually(() => statuses.length === 2);
    expect(statuses).toEqual(['delivered', 'read']);
    expect(api.store.data.messages.find((m) => m.id === ack.data.id)?.status).toBe('read');
    const invalid = await emitAck(socket, 'send_message', { clientId: DEMO_ID, to: openPhone, type: 'text', text: '' });
    expect(invalid).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'text' });
  });

  it('pushes simulated inbound messages and persists mark_message_read', async () => {
    const socket = await joined(demo.accessToken);
    const incoming = once<Message>(socket, 'whatsapp_message');
    const update = once<{ unread_count: number; contact_phone: string }>(socket, 'conversation_update');
    const before = api.store.data.conversations.find((c) => c.contact_phone === openPhone)!.unread_count;
    const res = await call<Message>(api, 'POST', '/__dev/simulate/inbound', {
      body: { clientId: DEMO_ID, from: openPhone, name: 'Someone', text: 'Is it in stock?' },
    });
    expect(res.status).toBe(201);
    const message = await incoming;
    expect(message).toMatchObject({ direction: 'inbound', content: { text: 'Is it in stock?' } });
    expect(await update).toMatchObject({ contact_phone: openPhone, unread_count: before + 1 });
    const read = await emitAck(socket, 'mark_message_read', { clientId: DEMO_ID, messageId: message.id });
    expect(read).toMatchObject({ success: true });
    expect(api.store.data.messages.find((m) => m.id === message.id)?.status).toBe('read');
    const missing = await emitAck(socket, 'mark_message_read', { clientId: DEMO_ID, messageId: 'msg_nope' });
    expect(missing).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('relays typing to the other sockets of the same client', async () => {
    const a = await joined(demo.accessToken);
    const b = await joined(demo.accessToken);
    const typing = once<{ contact_phone: string }>(b, 'typing_start');
    expect(await emitAck(a, 'typing_start', { clientId: DEMO_ID, contact_phone: openPhone })).toMatchObject({
      success: true,
    });
    expect(await typing).toEqual({ contact_phone: openPhone });
    const contactTyping = once<{ contact_phone: string }>(a, 'typing_stop');
    await call(api, 'POST', '/__dev/simulate/typing', { body: { clientId: DEMO_ID, from: openPhone, typing: false } });
    expect(await contactTyping).toEqual({ contact_phone: openPhone });
  });
});

describe('simulators', () => {
  let api: RunningMockApi;
  let demo: Session;
  beforeAll(async () => {
    api = await startTestApi({ timings: { campaignTickMs: 20, deliveryStepMs: 10 } });
    demo = await signIn(api);
  });
  afterAll(() => api.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('progresses an active campaign: sent, delivered and read counts grow, then it completes', async () => {
    const socket = connectSocket(api, demo.accessToken);
    await once(socket, 'connect');
    await emitAck(socket, 'join_client_room', { clientId: DEMO_ID });
    const updates: string[] = [];
    socket.on('message_status_update', (u: { status: string }) => updates.push(u.status));
    const audience = Array.from({ length: 12 }, (_, i) => ({ phone: `+91960001${1000 + i}` }));
    audience.push({ phone: '+919600000000' }); // "not on WhatsApp": fails
    const created = await call<{ id: string }>(api, 'POST', `/api/v1/whatsapp/campaigns/${DEMO_ID}`, {
      token: demo.accessToken,
      body: { name: 'Sim', templateName: 'welcome_offer', audience, parameters: { param1: 'Friend', param2: '5%' } },
    });
    const id = created.body.data.id;
    await call(api, 'POST', `/api/v1/whatsapp/campaigns/${DEMO_ID}/${id}/start`, { token: demo.accessToken });
    const done = await eventually(async () => {
      const list = await call<
        { id: string; status: string; sent: number; delivered: number; read: number; failed: number }[]
      >(api, 'GET', `/api/v1/whatsapp/campaigns/${DEMO_ID}`, { token: demo.accessToken });
      const c = list.body.data.find((x) => x.id === id)!;
      return c.status === 'completed' && c.delivered === 12 && c.read > 0 ? c : undefined;
    }, 8000);
    expect(done).toMatchObject({ sent: 12, failed: 1, delivered: 12 });
    expect(done.read).toBeLessThanOrEqual(12);
    expect(updates).toContain('delivered');
    expect(updates).toContain('failed');
    socket.disconnect();
  });

  it("fills the template's {{n}} with param{n}, and fails each recipient when one is missing (Meta 131008)", async () => {
    const create = async (name: string, parameters: Record<string, string>) => {
      const created = await call<{ id: string }>(api, 'POST', `/api/v1/whatsapp/campaigns/${DEMO_ID}`, {
        token: demo.accessToken,
        body: { name, templateName: 'welcome_offer', audience: [{ phone: '+919600011111' }], parameters },
      });
      return created.body.data.id;
    };
    // Keys in another order, and one that names no parameter: {{1}} still takes param1 and {{2}} param2.
    const ordered = await create('Ordered', { audience: 'VIP', param2: '15%', param1: 'Asha' });
    // Stored with a parameter missing (a campaign kept from before the API checked them), then run by the ticks.
    const missing = await create('Missing', { param1: 'Asha', param2: '15%' });
    const record = api.store.data.campaigns.find((c) => c.id === missing)!;
    record.parameters = { param2: '15%' };
    record.status = 'active';
    await call(api, 'POST', `/api/v1/whatsapp/campaigns/${DEMO_ID}/${ordered}/start`, { token: demo.accessToken });
    const sentBy = (id: string) => api.store.data.messages.filter((m) => m.campaign_id === id);
    await eventually(async () => (sentBy(ordered).length > 0 && sentBy(missing).length > 0 ? true : undefined), 4000);
    expect(sentBy(ordered)[0]!.content.text).toBe(
      'Welcome to Acme, Asha! Enjoy *15% off* your first purchase with code WELCOME.',
    );
    expect(sentBy(ordered)[0]!.status).not.toBe('failed');
    expect(sentBy(missing)[0]).toMatchObject({
      status: 'failed',
      error: { code: 131008, title: 'Required parameter is missing' },
    });
  });

  it('sends each recipient their own values (their name in {{1}}), and keeps the header as sent with the message', async () => {
    const audience = [
      { phone: '+919600022221', parameters: { param1: 'Asha', header1: 'Dr. Rao' } },
      { phone: '+919600022222', parameters: { param1: 'Ravi' } },
    ];
    const body = { name: 'Per recipient', templateName: 'appointment_reminder', audience };
    // The second recipient has no header value and the campaign none for everyone: refused, nothing stored.
    const refused = await call(api, 'POST', `/api/v1/whatsapp/campaigns/${DEMO_ID}`, {
      token: demo.accessToken,
      body: { ...body, parameters: { param2: '10:30 AM' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'parameters.header1', message: 'Header parameter is required' });
    const created = await call<{ id: string; audience: unknown }>(
      api,
      'POST',
      `/api/v1/whatsapp/campaigns/${DEMO_ID}`,
      {
        token: demo.accessToken,
        body: { ...body, parameters: { header1: 'Dr. Sen', param2: '10:30 AM' } },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.data.audience).toEqual(audience);
    const id = created.body.data.id;
    await call(api, 'POST', `/api/v1/whatsapp/campaigns/${DEMO_ID}/${id}/start`, { token: demo.accessToken });
    const sent = () => api.store.data.messages.filter((m) => m.campaign_id === id);
    await eventually(async () => (sent().length === 2 ? true : undefined), 4000);
    expect(sent().map((m) => [m.content.text, m.template_header])).toEqual([
      ['Reminder: your appointment is on Asha at 10:30 AM. Reply YES to confirm.', 'Appointment with Dr. Rao'],
      ['Reminder: your appointment is on Ravi at 10:30 AM. Reply YES to confirm.', 'Appointment with Dr. Sen'],
    ]);
    expect(sent()[0]).toMatchObject({ template_buttons: ['Reschedule'] });
    const bad = await call(api, 'POST', `/api/v1/whatsapp/campaigns/${DEMO_ID}`, {
      token: demo.accessToken,
      body: { ...body, audience: [{ phone: '+919600022223', parameters: { nickname: 'A' } }] },
    });
    expect(bad.status).toBe(400);
  });

  it("sends a header's parameter from header{n}, and fails each recipient when it is missing", async () => {
    // appointment_reminder: header 'Appointment with {{1}}', body '... on {{1}} at {{2}}. ...'.
    const parameters = { header1: 'Dr. Rao', param1: 'Saturday', param2: '10:30 AM' };
    const created = await call<{ id: string }>(api, 'POST', `/api/v1/whatsapp/campaigns/${DEMO_ID}`, {
      token: demo.accessToken,
      body: {
        name: 'Header',
        templateName: 'appointment_reminder',
        audience: [{ phone: '+919600022222' }],
        parameters,
      },
    });
    const withHeader = created.body.data.id;
    const without = await call<{ id: string }>(api, 'POST', `/api/v1/whatsapp/campaigns/${DEMO_ID}`, {
      token: demo.accessToken,
      body: {
        name: 'No header',
        templateName: 'appointment_reminder',
        audience: [{ phone: '+919600033333' }],
        parameters,
      },
    });
    // Stored without it (from before the API checked headers), then run by the ticks.
    const record = api.store.data.campaigns.find((c) => c.id === without.body.data.id)!;
    record.parameters = { param1: 'Saturday', param2: '10:30 AM' };
    record.status = 'active';
    await call(api, 'POST', `/api/v1/whatsapp/campaigns/${DEMO_ID}/${withHeader}/start`, { token: demo.accessToken });
    const sentBy = (id: string) => api.store.data.messages.filter((m) => m.campaign_id === id);
    await eventually(
      async () => (sentBy(withHeader).length > 0 && sentBy(record.id).length > 0 ? true : undefined),
      4000,
    );
    expect(sentBy(withHeader)[0]!.status).not.toBe('failed');
    expect(sentBy(withHeader)[0]!.content.text).toBe(
      'Reminder: your appointment is on Saturday at 10:30 AM. Reply YES to confirm.',
    );
    expect(sentBy(record.id)[0]).toMatchObject({ status: 'failed', error: { code: 131008 } });
  });

  it('leaves a paused campaign alone', async () => {
    const before = api.store.data.campaigns.find((c) => c.id === 'cmp_vip_preview')!;
    const sent = before.sent;
    await new Promise((r) => setTimeout(r, 100));
    expect(api.store.data.campaigns.find((c) => c.id === 'cmp_vip_preview')!.sent).toBe(sent);
  });

  it('approves new templates automatically when the knob is set', async () => {
    const knob = await call(api, 'POST', '/__dev/config', { body: { autoApproveMs: 30 } });
    expect(knob.body.data).toMatchObject({ autoApproveMs: 30 });
    const res = await call<{ id: string; status: string }>(api, 'POST', `/api/v1/whatsapp/template/${DEMO_ID}`, {
      token: demo.accessToken,
      body: {
        name: 'auto_ok',
        category: 'UTILITY',
        components: [{ type: 'BODY', text: 'Your parcel is out for delivery.' }],
      },
    });
    expect(res.body.data.status).toBe('PENDING');
    await eventually(() => api.store.data.templates.find((t) => t.id === res.body.data.id)?.status === 'APPROVED');
    await call(api, 'POST', '/__dev/config', { body: { autoApproveMs: 0 } });
  });

  it('sends a scheduled broadcast when it is due', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await call<{ id: string; status: string }>(api, 'POST', `/api/v1/whatsapp/broadcasts/${DEMO_ID}`, {
      token: demo.accessToken,
      body: {
        name: 'Due',
        recipients: ['+919600000001'],
        messageType: 'template',
        templateName: 'welcome_offer',
        parameters: { param1: 'Kabir', param2: '15%' },
        scheduleDate: tomorrow,
        scheduleTime: '09:00',
      },
    });
    expect(res.body.data.status).toBe('scheduled');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 86_400_000);
    await eventually(() => api.store.data.broadcasts.find((b) => b.id === res.body.data.id)?.status === 'sent');
    expect(api.store.data.messages.some((m) => m.broadcast_id === res.body.data.id)).toBe(true);
  });

  it('resets to the seed', async () => {
    await call(api, 'POST', '/__dev/reset', { body: {} });
    expect(api.store.data.templates.some((t) => t.name === 'auto_ok')).toBe(false);
    expect(api.store.data.contacts.filter((c) => c.clientId === DEMO_ID)).toHaveLength(40);
  });
});
