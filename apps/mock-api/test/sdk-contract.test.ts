import { createWacrmClient, memoryStorage, memoryTokenStore, type WacrmClient } from '@wacrm/whatsapp-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockApi } from '../src/server';
import { call, DEMO_EMAIL, DEMO_ID, eventually, latestCode, OTHER_ID, startTestApi } from './helpers';

/** The SDK's own client against the mock API: both sides of docs/api-contract.md agree. */
describe('contract: the SDK client against the mock API', () => {
  let api: RunningMockApi;
  let client: WacrmClient;
  beforeAll(async () => {
    api = await startTestApi();
    client = createWacrmClient({
      baseURL: `${api.url}/api/v1`,
      tokenStore: memoryTokenStore(),
      sessionStorage: memoryStorage(),
      reconnect: { attempts: 0 },
    });
  });
  afterAll(async () => {
    client.realtime(DEMO_ID).disconnect();
    await api.close();
  });

  it('signs in by email code and reads the profile', async () => {
    await expect(client.auth.checkUser({ email: 'ghost@acme.test', mode: 'login' })).rejects.toMatchObject({
      status: 404,
      code: 'USER_NOT_FOUND',
      message: 'Account not found. Please register first.',
    });
    const sent = await client.auth.sendEmailOtp({ email: DEMO_EMAIL });
    expect(sent.resendInSeconds).toBe(60);
    await client.auth.verifyEmailOtp({ email: DEMO_EMAIL, otp: await latestCode(api, DEMO_EMAIL) });
    const login = await client.auth.login({ email: DEMO_EMAIL });
    expect(login.user.userId).toBe(DEMO_ID);
    expect((await client.auth.getProfile()).email).toBe(DEMO_EMAIL);
  });

  it('reads and writes WhatsApp resources, and maps 403 to an ApiError', async () => {
    const wa = client.whatsapp(DEMO_ID);
    expect((await wa.getConnectionStatus()).connected).toBe(true);
    const everyConversation = await wa.conversations.list();
    expect(everyConversation).toHaveLength(25);
    const third = await wa.conversations.page({ page: 3, limit: 10 });
    expect(third).toMatchObject({
      total: 25,
      unread: everyConversation.filter((c) => c.unreadCount > 0).length,
      page: 3,
      limit: 10,
    });
    expect(third.items).toEqual(everyConversation.slice(20));
    await expect(wa.conversations.page({ limit: 5000 })).rejects.toMatchObject({ status: 400, field: 'limit' });
    const page = await wa.contacts.page({ limit: 10 });
    expect(page.total).toBe(40);
    const templates = await wa.templates.list({ status: 'APPROVED' });
    expect(templates.length).toBeGreaterThan(0);
    const stats = await wa.analytics.get();
    expect(stats.stats.sent).toBeGreaterThan(0);
    await expect(client.whatsapp(OTHER_ID).contacts.list()).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('receives realtime events and sends over the socket', async () => {
    const rt = client.realtime(DEMO_ID);
    const received: unknown[] = [];
    rt.on('whatsapp_message', (m) => received.push(m));
    rt.connect();
    await eventually(() => rt.state.getSnapshot().connected, 3000).catch(() => {
      throw new Error(`socket not connected: ${JSON.stringify(rt.state.getSnapshot())}`);
    });
    const conversations = await client.whatsapp(DEMO_ID).conversations.list();
    const phone = conversations[0]!.contactPhone;
    // The room is joined on connect; give the join a moment, then simulate a customer writing in.
    await new Promise((r) => setTimeout(r, 100));
    await call(api, 'POST', '/__dev/simulate/inbound', { body: { clientId: DEMO_ID, from: phone, text: 'Ping' } });
    await eventually(() => received.length > 0);
    const sent = await rt.sendMessage({ to: phone, type: 'text', text: 'Pong' });
    expect(sent.via).toBe('socket');
    expect(sent.message.status).toBe('sent');
  });
});
