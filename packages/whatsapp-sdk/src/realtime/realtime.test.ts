import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSocketServer, waitFor } from '../../test/helpers/socket-server';
import type { Message, SendMessagePayload } from '../model';
import { normalizeMessage } from '../model';
import {
  createRealtimeClient,
  loadSocketIo,
  reconnectDelayFor,
  type RealtimeOptions,
  type SocketFactory,
  type Timers,
} from './realtime';
import type { RealtimeClient } from './types';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function server(options: Parameters<typeof startSocketServer>[0] = {}) {
  const s = await startSocketServer(options);
  cleanups.push(() => s.close());
  return s;
}

function realtime(url: string, extra: Partial<RealtimeOptions> = {}) {
  const sendViaHttp = vi.fn(async (m: SendMessagePayload): Promise<Message> =>
    normalizeMessage({ id: 'http-1', ...m, status: 'sent' }),
  );
  let token = 'tok-1';
  const rt = createRealtimeClient({
    url,
    clientId: 'u1',
    getToken: () => token,
    sendViaHttp,
    reconnect: { initialDelayMs: 20 },
    ...extra,
  });
  cleanups.push(() => rt.disconnect());
  return { rt, sendViaHttp, setToken: (t: string) => (token = t) };
}

const connected = (rt: RealtimeClient) => rt.state.getSnapshot().connected;

describe('realtime client against a real socket.io server', () => {
  it('sends the token in the handshake and joins the client room on connect', async () => {
    const s = await server();
    const { rt } = realtime(s.url);
    const onConnect = vi.fn();
    rt.on('connect', onConnect);
    rt.connect();
    await waitFor(() => s.events.some((e) => e.event === 'join_client_room'), 5000, 'join');
    expect(s.handshakeTokens).toEqual(['tok-1']);
    expect(s.events[0]).toMatchObject({ event: 'join_client_room', payload: { clientId: 'u1' } });
    expect(rt.state.getSnapshot()).toEqual({ connected: true, error: null, attempts: 0 });
    expect(onConnect).toHaveBeenCalledWith({ recovered: false });
  });

  it('rejoins after the server restarts, with the current token', async () => {
    const s1 = await server();
    const { rt, setToken } = realtime(s1.url);
    const onConnect = vi.fn();
    rt.on('connect', onConnect);
    rt.connect();
    await waitFor(() => connected(rt));
    const port = s1.port;
    await s1.close();
    await waitFor(() => !connected(rt), 5000, 'disconnect');
    setToken('tok-2');
    const s2 = await server({ port });
    await waitFor(() => s2.events.some((e) => e.event === 'join_client_room'), 8000, 'rejoin');
    expect(s2.events[0]).toMatchObject({ event: 'join_client_room', payload: { clientId: 'u1' }, token: 'tok-2' });
    expect(onConnect).toHaveBeenLastCalledWith({ recovered: true });
    expect(rt.state.getSnapshot()).toMatchObject({ connected: true, error: null, attempts: 0 });
  });

  it('delivers typed, normalised server events and unsubscribes', async () => {
    const s = await server();
    const { rt } = realtime(s.url);
    const typing = vi.fn();
    const stopped = vi.fn();
    const messages = vi.fn();
    const statuses = vi.fn();
    const updates = vi.fn();
    const off = rt.on('typing_start', typing);
    rt.on('typing_stop', stopped);
    rt.on('whatsapp_message', messages);
    rt.on('message_status_update', statuses);
    rt.on('conversation_update', updates);
    rt.connect();
    await waitFor(() => s.sockets().length === 1);
    s.emit('typing_start', { contact_phone: '+1555' });
    s.emit('typing_stop', { contact_phone: '+1555' });
    s.emit('whatsapp_message', { id: 'm1', content: { text: 'hi' }, direction: 'incoming', contact_phone: '+1555' });
    s.emit('message_status_update', { messageId: 'm2', status: 'delivered' });
    s.emit('conversation_update', { contact_phone: '+1555', unread_count: 2, contact_name: 'Ann' });
    await waitFor(() => updates.mock.calls.length === 1);
    expect(typing).toHaveBeenCalledWith({ contactPhone: '+1555' });
    expect(stopped).toHaveBeenCalledWith({ contactPhone: '+1555' });
    expect(messages.mock.calls[0]?.[0]).toMatchObject({
      id: 'm1',
      text: 'hi',
      direction: 'inbound',
      contactPhone: '+1555',
    });
    expect(statuses).toHaveBeenCalledWith({ messageId: 'm2', status: 'delivered' });
    expect(updates.mock.calls[0]?.[0]).toMatchObject({ contactPhone: '+1555', unreadCount: 2, contactName: 'Ann' });
    off();
    s.emit('typing_start', { contact_phone: '+1555' });
    s.emit('typing_stop', { contact_phone: '+1555' });
    await waitFor(() => stopped.mock.calls.length === 2);
    expect(typing).toHaveBeenCalledTimes(1);
  });

  it('emits typing_start / typing_stop and mark_message_read with the clientId', async () => {
    const s = await server();
    const { rt } = realtime(s.url);
    rt.connect();
    await waitFor(() => connected(rt));
    rt.startTyping('+1555');
    rt.stopTyping('+1555');
    expect(rt.markRead('m7')).toBe(true);
    await waitFor(() => s.events.length >= 4);
    expect(s.events.slice(1).map((e) => [e.event, e.payload])).toEqual([
      ['typing_start', { clientId: 'u1', contact_phone: '+1555' }],
      ['typing_stop', { clientId: 'u1', contact_phone: '+1555' }],
      ['mark_message_read', { clientId: 'u1', messageId: 'm7' }],
    ]);
  });

  it('sends messages through the socket with an ack', async () => {
    const s = await server();
    const { rt, sendViaHttp } = realtime(s.url);
    rt.connect();
    await waitFor(() => connected(rt));
    const result = await rt.sendMessage({ to: '+1555', type: 'text', text: 'Hello', clientMessageId: 'c1' });
    expect(result.via).toBe('socket');
    expect(result.notice).toBeNull();
    expect(result.message).toMatchObject({ id: 'srv-1', clientMessageId: 'c1', status: 'sent' });
    expect(s.events.at(-1)).toMatchObject({
      event: 'send_message',
      payload: { clientId: 'u1', to: '+1555', type: 'text', text: 'Hello', clientMessageId: 'c1' },
    });
    expect(sendViaHttp).not.toHaveBeenCalled();
    s.onSend = () => ({
      success: false,
      code: 'OUTSIDE_CUSTOMER_SERVICE_WINDOW',
      message: 'Outside the 24 hour window',
    });
    await expect(rt.sendMessage({ to: '+1555', type: 'text', text: 'x' })).rejects.toMatchObject({
      status: 422,
      code: 'OUTSIDE_CUSTOMER_SERVICE_WINDOW',
      message: 'Outside the 24 hour window',
    });
    s.onSend = () => ({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many events from this connection. Please slow down.',
      retryAfterMs: 100,
    });
    await expect(rt.sendMessage({ to: '+1555', type: 'text', text: 'x' })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many events from this connection. Please slow down.',
    });
    s.onSend = () => ({ success: false });
    await expect(rt.sendMessage({ to: '+1555', type: 'text', text: 'x' })).rejects.toMatchObject({
      message: 'Failed to send message',
    });
  });

  it('falls back to HTTP, with the notice, when a connected socket does not answer a send in time', async () => {
    const s = await server();
    const { rt, sendViaHttp } = realtime(s.url, { ackTimeoutMs: 200 });
    rt.connect();
    await waitFor(() => connected(rt));
    // The network dropped: the server no longer answers, while the client still counts itself connected.
    for (const socket of s.sockets()) socket.offAny();
    const message: SendMessagePayload = { to: '+1555', type: 'text', text: 'Hi', clientMessageId: 'c10' };
    const result = await rt.sendMessage(message);
    expect(sendViaHttp).toHaveBeenCalledWith(message);
    expect(result).toMatchObject({ via: 'http', notice: 'Socket not connected. Message will be sent via HTTP.' });
    // Without a client id a second send could store a copy: it fails instead.
    await expect(rt.sendMessage({ to: '+1555', type: 'text', text: 'Hi' })).rejects.toMatchObject({
      code: 'SOCKET_TIMEOUT',
    });
    expect(sendViaHttp).toHaveBeenCalledTimes(1);
  });

  it("falls back to HTTP when disconnected and reports 'Socket not connected. Message will be sent via HTTP.'", async () => {
    const { rt, sendViaHttp } = realtime('http://127.0.0.1:9');
    const message: SendMessagePayload = { to: '+1555', type: 'text', text: 'Hi', clientMessageId: 'c9' };
    const result = await rt.sendMessage(message);
    expect(sendViaHttp).toHaveBeenCalledWith(message);
    expect(result).toMatchObject({ via: 'http', notice: 'Socket not connected. Message will be sent via HTTP.' });
    expect(result.message).toMatchObject({ id: 'http-1', clientMessageId: 'c9' });
    expect(rt.markRead('m1')).toBe(false);
  });

  it('refreshes the token once when the server answers Unauthorized, then reconnects with the new one', async () => {
    const s = await server({ valid: new Set(['fresh']) });
    let token = 'stale';
    const refreshToken = vi.fn(async () => {
      token = 'fresh';
    });
    const { rt } = realtime(s.url, { getToken: () => token, refreshToken });
    rt.connect();
    await waitFor(() => connected(rt), 5000, 'connect after refresh');
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(s.handshakeTokens).toEqual(['stale', 'fresh']);
  });
});

describe('reconnection schedule', () => {
  it('doubles from 1000 ms up to 30000 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => reconnectDelayFor(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it("makes at most 5 attempts (1000, 2000, 4000, 8000, 16000 ms), then 'Max reconnection attempts reached. Please refresh the page.'", async () => {
    const delays: number[] = [];
    // Injected timers: record the requested delay, run soon.
    const timers: Timers = {
      setTimeout: (fn, ms) => {
        delays.push(ms);
        return setTimeout(fn, 1);
      },
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    };
    const { rt } = realtime('http://127.0.0.1:9', { timers, reconnect: {} });
    const errors: Array<string | null> = [];
    rt.state.subscribe(() => errors.push(rt.state.getSnapshot().error));
    rt.connect();
    await waitFor(
      () => rt.state.getSnapshot().error === 'Max reconnection attempts reached. Please refresh the page.',
      10000,
      'max',
    );
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(rt.state.getSnapshot()).toEqual({
      connected: false,
      error: 'Max reconnection attempts reached. Please refresh the page.',
      attempts: 5,
    });
    expect(errors).toContain('Connection failed');

    // reconnect() starts over
    rt.reconnect();
    expect(rt.state.getSnapshot()).toMatchObject({ attempts: 0, error: null });
    await waitFor(() => delays.length >= 6, 5000, 'first attempt again');
    expect(delays[5]).toBe(1000);
  });

  it('disconnect() stops reconnecting', async () => {
    const delays: number[] = [];
    const timers: Timers = {
      setTimeout: (fn, ms) => {
        delays.push(ms);
        return setTimeout(fn, 5);
      },
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    };
    const { rt } = realtime('http://127.0.0.1:9', { timers });
    rt.connect();
    await waitFor(() => delays.length >= 1);
    rt.disconnect();
    const count = delays.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(delays).toHaveLength(count);
    expect(rt.state.getSnapshot().connected).toBe(false);
  });
});

describe('connect() after giving up', () => {
  it('tries again (without resetting the attempt count); reconnect() is what starts over', async () => {
    const delays: number[] = [];
    const timers: Timers = {
      setTimeout: (fn, ms) => {
        delays.push(ms);
        return setTimeout(fn, 1);
      },
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    };
    const { rt } = realtime('http://127.0.0.1:9', { timers, reconnect: {} });
    rt.connect();
    const max = 'Max reconnection attempts reached. Please refresh the page.';
    await waitFor(() => rt.state.getSnapshot().error === max, 10000, 'max');
    const errors: Array<string | null> = [];
    rt.state.subscribe(() => errors.push(rt.state.getSnapshot().error));
    rt.connect();
    await waitFor(() => errors.includes(max), 5000, 'max again');
    expect(errors).toContain('Connection failed');
    expect(delays).toHaveLength(5);
  });
});

describe('socket.io-client loaded on first open', () => {
  /** A loader the test resolves or rejects by hand, counting its calls. */
  function manualLoader() {
    const calls: Array<{ resolve: (f: SocketFactory) => void; reject: (e: Error) => void }> = [];
    const load = vi.fn(
      () =>
        new Promise<SocketFactory>((resolve, reject) => {
          calls.push({ resolve, reject });
        }),
    );
    return { load, calls };
  }
  const realIo: Promise<SocketFactory> = loadSocketIo();

  it('keeps handlers given before the load, sends through HTTP meanwhile, loads once, then connects', async () => {
    const s = await server();
    const { load, calls } = manualLoader();
    const { rt, sendViaHttp } = realtime(s.url, { loadSocketFactory: load });
    const messages = vi.fn();
    rt.on('whatsapp_message', messages);
    rt.connect();
    rt.connect();
    expect(load).toHaveBeenCalledTimes(1);
    const during = await rt.sendMessage({ to: '+1555', type: 'text', text: 'early', clientMessageId: 'c-early' });
    expect(during).toMatchObject({ via: 'http', notice: 'Socket not connected. Message will be sent via HTTP.' });
    expect(sendViaHttp).toHaveBeenCalledTimes(1);
    expect(rt.markRead('m1')).toBe(false);
    calls[0]?.resolve(await realIo);
    await waitFor(() => connected(rt), 5000, 'connect after the load');
    s.emit('whatsapp_message', { id: 'm5', content: 'hi', direction: 'incoming', contact_phone: '+1555' });
    await waitFor(() => messages.mock.calls.length === 1);
    expect(messages.mock.calls[0]?.[0]).toMatchObject({ id: 'm5', text: 'hi' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes no socket when disconnect() comes before socket.io-client arrives', async () => {
    const s = await server();
    const { load, calls } = manualLoader();
    const factory = vi.fn(await realIo);
    const { rt } = realtime(s.url, { loadSocketFactory: load });
    rt.connect();
    rt.disconnect();
    calls[0]?.resolve(factory);
    await new Promise((r) => setTimeout(r, 100));
    expect(factory).not.toHaveBeenCalled();
    expect(s.sockets()).toHaveLength(0);
    expect(rt.state.getSnapshot()).toEqual({ connected: false, error: null, attempts: 0 });
    // connect() again loads it again and this time connects.
    rt.connect();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.resolve(factory);
    await waitFor(() => connected(rt), 5000, 'connect');
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load as a connection error and tries again on the reconnection schedule', async () => {
    const s = await server();
    const { load, calls } = manualLoader();
    const { rt } = realtime(s.url, { loadSocketFactory: load });
    const errors = vi.fn();
    rt.on('connect_error', errors);
    rt.connect();
    calls[0]?.reject(new Error('Failed to fetch dynamically imported module'));
    await waitFor(() => errors.mock.calls.length === 1);
    expect(errors).toHaveBeenCalledWith({ message: 'Failed to fetch dynamically imported module' });
    expect(rt.state.getSnapshot()).toEqual({ connected: false, error: 'Connection failed', attempts: 1 });
    await waitFor(() => load.mock.calls.length === 2, 5000, 'second load');
    calls[1]?.resolve(await realIo);
    await waitFor(() => connected(rt), 5000, 'connect after the retry');
    expect(rt.state.getSnapshot()).toEqual({ connected: true, error: null, attempts: 0 });
  });

  it('gives up after the attempts when socket.io-client never loads', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { rt } = realtime('http://127.0.0.1:9', {
      loadSocketFactory: load,
      reconnect: { attempts: 2, initialDelayMs: 5 },
    });
    rt.connect();
    const max = 'Max reconnection attempts reached. Please refresh the page.';
    await waitFor(() => rt.state.getSnapshot().error === max, 5000, 'max');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
