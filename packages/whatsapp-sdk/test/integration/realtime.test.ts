import { afterEach, describe, expect, it } from 'vitest';
import type { RunningMockApi } from '../../../../apps/mock-api/src/server';
import { memoryTokenStore } from '../../src/client/tokens';
import type { Message } from '../../src/model';
import type { RealtimeClient, TypingEvent } from '../../src/realtime';
import { createInboxStore } from '../../src/store';
import { DEMO_ID, dev, eventually, sdkClient, signIn, startApi } from './setup';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const closing = new WeakMap<RunningMockApi, Promise<void>>();
/** Closes a mock API once, however often it is called. */
function closeOnce(running: RunningMockApi): Promise<void> {
  let done = closing.get(running);
  if (!done) {
    done = running.close();
    closing.set(running, done);
  }
  return done;
}

/** Starts a mock API that is closed after the test. */
async function startTracked(options: Parameters<typeof startApi>[0] = {}): Promise<RunningMockApi> {
  const running = await startApi(options);
  cleanups.push(() => closeOnce(running));
  return running;
}

async function signedIn(running: RunningMockApi) {
  const { client, calls } = sdkClient(running, { socketURL: running.url });
  await signIn(running, client);
  const rt = client.realtime(DEMO_ID);
  cleanups.push(() => rt.disconnect());
  return { client, calls, rt };
}

function collect<T>(rt: RealtimeClient, event: 'whatsapp_message' | 'typing_start' | 'typing_stop'): T[] {
  const list: T[] = [];
  rt.on(event, (payload) => list.push(payload as T));
  return list;
}

describe('realtime against the mock API', () => {
  it('joins the client room on connect: simulated inbound messages arrive', async () => {
    const running = await startTracked();
    const { rt } = await signedIn(running);
    const messages = collect<Message>(rt, 'whatsapp_message');
    rt.connect();
    await eventually(() => rt.state.getSnapshot().connected);
    await eventually(async () => {
      await dev(running, '/__dev/simulate/inbound', {
        clientId: DEMO_ID,
        from: '+919812300100',
        name: 'Ping',
        text: 'ping',
      });
      return messages.length > 0;
    });
    expect(messages[0]).toMatchObject({ direction: 'inbound', contactPhone: '+919812300100', text: 'ping' });
  });

  it('rejoins after the server restarts on the same port', async () => {
    const first = await startTracked();
    const port = Number(new URL(first.url).port);
    const { rt } = await signedIn(first);
    const connects: boolean[] = [];
    rt.on('connect', ({ recovered }) => connects.push(recovered));
    const messages = collect<Message>(rt, 'whatsapp_message');
    rt.connect();
    await eventually(() => rt.state.getSnapshot().connected);
    await closeOnce(first);
    await eventually(() => !rt.state.getSnapshot().connected);
    const second = await startTracked({ port });
    await eventually(() => rt.state.getSnapshot().connected, 8000);
    expect(connects).toEqual([false, true]);
    await eventually(async () => {
      await dev(second, '/__dev/simulate/inbound', { clientId: DEMO_ID, from: '+919812300101', text: 'after restart' });
      return messages.some((m) => m.text === 'after restart');
    });
  });

  it('typing: the contact typing arrives; the user typing is relayed to the other sockets of the client', async () => {
    const running = await startTracked();
    const a = await signedIn(running);
    // A second tab of the same user: its own client and socket, the same token.
    const { client: other } = sdkClient(running, {
      socketURL: running.url,
      tokenStore: memoryTokenStore({ accessToken: a.client.tokens.getAccessToken() ?? '' }),
    });
    const b = other.realtime(DEMO_ID);
    cleanups.push(() => b.disconnect());
    const startsA = collect<TypingEvent>(a.rt, 'typing_start');
    const startsB = collect<TypingEvent>(b, 'typing_start');
    const stopsB = collect<TypingEvent>(b, 'typing_stop');
    a.rt.connect();
    b.connect();
    await eventually(() => a.rt.state.getSnapshot().connected && b.state.getSnapshot().connected);
    await eventually(async () => {
      await dev(running, '/__dev/simulate/typing', { clientId: DEMO_ID, from: '+919812300102', typing: true });
      return startsA.length > 0;
    });
    expect(startsA[0]).toEqual({ contactPhone: '+919812300102' });
    await eventually(() => {
      a.rt.startTyping('+919812300102');
      return startsB.some((e) => e.contactPhone === '+919812300102');
    });
    a.rt.stopTyping('+919812300102');
    await eventually(() => stopsB.length > 0);
  });

  it('mark-read persists, and sending while disconnected goes through HTTP', async () => {
    const running = await startTracked();
    const { client, rt, calls } = await signedIn(running);
    const phone = '+919812300103';
    const inbound = await dev<{ id: string }>(running, '/__dev/simulate/inbound', {
      clientId: DEMO_ID,
      from: phone,
      text: 'read me',
    });
    rt.connect();
    await eventually(() => rt.state.getSnapshot().connected);
    expect(rt.markRead(inbound.id)).toBe(true);
    const wa = client.whatsapp(DEMO_ID);
    await eventually(
      async () => (await wa.conversations.messages(phone)).find((m) => m.id === inbound.id)?.status === 'read',
    );

    const viaSocket = await rt.sendMessage({
      to: phone,
      type: 'text',
      text: 'over the socket',
      clientMessageId: 'sock-1',
    });
    expect(viaSocket).toMatchObject({
      via: 'socket',
      notice: null,
      message: { clientMessageId: 'sock-1', text: 'over the socket' },
    });
    expect(calls.some((c) => c.url.endsWith('/send'))).toBe(false);

    rt.disconnect();
    const viaHttp = await rt.sendMessage({ to: phone, type: 'text', text: 'over HTTP', clientMessageId: 'http-1' });
    expect(viaHttp).toMatchObject({
      via: 'http',
      notice: 'Socket not connected. Message will be sent via HTTP.',
      message: { clientMessageId: 'http-1', text: 'over HTTP', status: 'sent' },
    });
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: `/whatsapp/messages/${DEMO_ID}/send` });
  });

  it("a bad token is refused ('Connection failed') and the refresh runs before the next attempt", async () => {
    const running = await startTracked();
    const { client, rt } = await signedIn(running);
    client.tokens.setTokens({ accessToken: 'garbage' }); // keeps the valid refresh token
    const errors: string[] = [];
    rt.on('connect_error', (e) => errors.push(e.message));
    rt.connect();
    await eventually(() => rt.state.getSnapshot().connected, 8000);
    expect(errors[0]).toBe('Unauthorized');
    expect(client.tokens.getAccessToken()).not.toBe('garbage');
  });
});

describe('InboxStore against the mock API', () => {
  it('load, open (unread reset, mark read persisted), incoming, optimistic send with forward-only statuses, no duplicates', async () => {
    const running = await startTracked();
    const { client, rt } = await signedIn(running);
    const wa = client.whatsapp(DEMO_ID);
    const phone = '+919812300104';
    await dev(running, '/__dev/simulate/inbound', {
      clientId: DEMO_ID,
      from: phone,
      name: 'Inbox Person',
      text: 'first',
    });
    await dev(running, '/__dev/simulate/inbound', {
      clientId: DEMO_ID,
      from: phone,
      name: 'Inbox Person',
      text: 'second',
    });
    const inbox = createInboxStore({ whatsapp: wa, realtime: rt });
    cleanups.push(() => inbox.destroy());
    rt.connect();
    await eventually(() => rt.state.getSnapshot().connected);
    await inbox.load();
    const conv = inbox.getSnapshot().conversations[0];
    expect(conv).toMatchObject({ contactPhone: phone, unreadCount: 2, lastMessage: 'second' });

    expect(await inbox.open(conv?.id ?? '')).toBe(true);
    expect(inbox.getSnapshot().activeConversation?.unreadCount).toBe(0);
    expect(inbox.getSnapshot().messages.map((m) => m.text)).toEqual(['first', 'second']);
    await eventually(async () => (await wa.conversations.messages(phone)).every((m) => m.status === 'read'));

    // an incoming message in the open conversation
    await dev(running, '/__dev/simulate/inbound', { clientId: DEMO_ID, from: phone, text: 'third' });
    await eventually(() => inbox.getSnapshot().messages.some((m) => m.text === 'third'));
    expect(inbox.getSnapshot().activeConversation?.unreadCount).toBe(0);

    // optimistic send: pending at once, then sent -> delivered -> read from the simulator, never backwards
    const seen: string[] = [];
    inbox.subscribe(() => {
      const mine = inbox.getSnapshot().messages.find((m) => m.text === 'reply');
      if (mine && seen.at(-1) !== mine.status) seen.push(mine.status);
    });
    const sending = inbox.send({ contactPhone: phone, text: 'reply' });
    expect(inbox.getSnapshot().messages.at(-1)).toMatchObject({ text: 'reply', status: 'pending' });
    await sending;
    await eventually(() => inbox.getSnapshot().messages.find((m) => m.text === 'reply')?.status === 'read', 5000);
    expect(seen).toEqual(['pending', 'sent', 'delivered', 'read']);
    const texts = inbox.getSnapshot().messages.map((m) => m.text);
    expect(texts).toEqual(['first', 'second', 'third', 'reply']);

    // The server's socket repeats an event and sends a stale status: nothing is duplicated or moved backwards.
    const reply = inbox.getSnapshot().messages.find((m) => m.text === 'reply');
    const third = (await wa.conversations.messages(phone)).find((m) => m.text === 'third');
    const room = `client:${DEMO_ID}`;
    running.io.to(room).emit('whatsapp_message', {
      id: third?.id,
      type: 'text',
      content: { text: 'third' },
      direction: 'inbound',
      contact_phone: phone,
      created_at: third?.createdAt,
    });
    running.io.to(room).emit('message_status_update', { messageId: reply?.id, status: 'delivered' });
    running.io.to(room).emit('message_status_update', { messageId: reply?.id, status: 'sent' });
    running.io
      .to(room)
      .emit('conversation_update', { contact_phone: phone, contact_name: 'Inbox Person', unread_count: 0 });
    await eventually(() => inbox.getSnapshot().activeConversation?.contactName === 'Inbox Person');
    await new Promise((r) => setTimeout(r, 50));
    expect(inbox.getSnapshot().messages.map((m) => m.text)).toEqual(['first', 'second', 'third', 'reply']);
    expect(inbox.getSnapshot().messages.find((m) => m.text === 'reply')?.status).toBe('read');

    // a reconnect re-fetches and merges without duplicates
    rt.reconnect();
    await eventually(() => rt.state.getSnapshot().connected);
    await inbox.resync();
    expect(inbox.getSnapshot().messages.map((m) => m.text)).toEqual(['first', 'second', 'third', 'reply']);
    expect(inbox.getSnapshot().conversations.filter((c) => c.contactPhone === phone)).toHaveLength(1);
  });
});
