import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * Socket floods of issue #22, performed against the mock API with small limits so the figures are exact: typing
 * over the bucket is dropped, other events over it are acked RATE_LIMITED, a user's sockets are capped.
 */
const LIMITS = { typingBurst: 5, typingPerSecond: 2, actionBurst: 4, actionPerSecond: 1, socketsPerUser: 3 };

describe('security: socket limits', () => {
  let api: RunningMockApi;
  let demo: Session;
  let other: Session;
  let openPhone: string;
  const sockets: Socket[] = [];

  const connected = async (token: string) => {
    const socket = connectSocket(api, token);
    sockets.push(socket);
    await once(socket, 'connect');
    return socket;
  };
  const joined = async (token: string, clientId = DEMO_ID) => {
    const socket = await connected(token);
    expect(await emitAck(socket, 'join_client_room', { clientId })).toMatchObject({ success: true });
    return socket;
  };

  beforeAll(async () => {
    api = await startTestApi({ limits: LIMITS });
    demo = await signIn(api);
    other = await signIn(api, OTHER_EMAIL);
    const list = await call<{ contact_phone: string; last_inbound_at: string | null }[]>(
      api,
      'GET',
      `/api/v1/whatsapp/conversations/${DEMO_ID}`,
      { token: demo.accessToken },
    );
    openPhone = list.body.data.find(
      (c) => c.last_inbound_at && Date.now() - Date.parse(c.last_inbound_at) < 3_600_000,
    )!.contact_phone;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => api.close());

  it('drops typing events over the bucket: another socket in the room receives at most the bucket', async () => {
    const flooder = await joined(demo.accessToken);
    const watcher = await joined(demo.accessToken);
    let received = 0;
    watcher.on('typing_start', () => {
      received += 1;
    });
    const started = Date.now();
    for (let i = 0; i < 50; i += 1) flooder.emit('typing_start', { clientId: DEMO_ID, contact_phone: openPhone });
    // A round trip on the same socket: every typing event before it has been handled by then.
    await emitAck(flooder, 'join_client_room', { clientId: DEMO_ID });
    await new Promise((r) => setTimeout(r, 100));
    const seconds = (Date.now() - started) / 1000;
    expect(received).toBeGreaterThanOrEqual(LIMITS.typingBurst);
    expect(received).toBeLessThanOrEqual(LIMITS.typingBurst + Math.ceil(seconds * LIMITS.typingPerSecond));
    // The bucket refills: after a pause typing is relayed again.
    await new Promise((r) => setTimeout(r, 600));
    const again = once(watcher, 'typing_start');
    flooder.emit('typing_start', { clientId: DEMO_ID, contact_phone: openPhone });
    await expect(again).resolves.toEqual({ contact_phone: openPhone });
  });

  it('acks sends over the bucket with RATE_LIMITED (the failed-ack shape) and stores none of them', async () => {
    const socket = await connected(demo.accessToken);
    const before = api.store.data.messages.length;
    const acks = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        emitAck<{ success: boolean; code?: string; message?: string; retryAfterMs?: number }>(socket, 'send_message', {
          clientId: DEMO_ID,
          to: openPhone,
          type: 'text',
          text: `flood ${i}`,
        }),
      ),
    );
    const ok = acks.filter((a) => a.success);
    const limited = acks.filter((a) => !a.success);
    expect(ok).toHaveLength(LIMITS.actionBurst);
    expect(limited.length).toBe(8 - LIMITS.actionBurst);
    for (const ack of limited) {
      expect(ack).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many events from this connection. Please slow down.',
      });
      expect(ack.retryAfterMs).toBeGreaterThan(0);
    }
    expect(api.store.data.messages.length).toBe(before + LIMITS.actionBurst);
  });

  it("limits each socket on its own: another user's socket is not slowed by a flood", async () => {
    const flooder = await connected(demo.accessToken);
    for (let i = 0; i < 40; i += 1) flooder.emit('mark_message_read', { clientId: DEMO_ID, messageId: 'msg_nope' });
    const bystander = await connected(other.accessToken);
    const ack = await emitAck(bystander, 'join_client_room', { clientId: OTHER_ID });
    expect(ack).toMatchObject({ success: true });
  });

  it("caps a user's sockets: a new one beyond the cap disconnects the oldest", async () => {
    const first = await connected(demo.accessToken);
    const dropped = once<string>(first, 'disconnect');
    const rest = [];
    for (let i = 0; i < LIMITS.socketsPerUser; i += 1) rest.push(await connected(demo.accessToken));
    expect(await dropped).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 50));
    expect(rest.every((s) => s.connected)).toBe(true);
    const bystander = await connected(other.accessToken);
    expect(bystander.connected).toBe(true);
    const sockets = await api.io.fetchSockets();
    expect(sockets.filter((s) => (s.data as { userId: string }).userId === DEMO_ID)).toHaveLength(
      LIMITS.socketsPerUser,
    );
  });

  it("disconnects a session's sockets when it logs out, and refuses its access token afterwards", async () => {
    const session = await signIn(api);
    const socket = await connected(session.accessToken);
    const gone = once<string>(socket, 'disconnect');
    await call(api, 'POST', '/api/v1/auth/logout', { body: { refreshToken: session.refreshToken } });
    expect(await gone).toBe('io server disconnect');
    const again = connectSocket(api, session.accessToken);
    sockets.push(again);
    expect((await once<Error>(again, 'connect_error')).message).toBe('Unauthorized');
    await eventually(() => !again.connected);
  });
});

describe('security: new connections per client address', () => {
  it('refuses handshakes over the per-address rate before the WebSocket upgrade, then lets them in again', async () => {
    const api = await startTestApi({ limits: { connectionBurst: 2, connectionsPerSecond: 2 } });
    const sockets: Socket[] = [];
    try {
      const session = await signIn(api);
      for (let i = 0; i < 2; i += 1) {
        const socket = connectSocket(api, session.accessToken);
        sockets.push(socket);
        await once(socket, 'connect');
      }
      const refused = connectSocket(api, session.accessToken);
      sockets.push(refused);
      await once(refused, 'connect_error');
      expect(refused.connected).toBe(false);
      expect(api.realtimeStats.connectionsRefused).toBe(1);
      // The bucket refills (2 per second): a little later a connection is accepted again.
      await new Promise((r) => setTimeout(r, 600));
      const later = connectSocket(api, session.accessToken);
      sockets.push(later);
      await once(later, 'connect');
    } finally {
      for (const s of sockets) s.disconnect();
      await api.close();
    }
  });
});
