import { EventEmitter } from 'node:events';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWacrmClient } from '../testing/fakeClient';
import { DEMO_CLIENT_ID } from '../testing/fixtures';
import { createInboxStore } from '../store/inbox';
import { createRealtimeClient, type WacrmSocket } from './realtime';

/** A socket double: the client's handlers are registered on it and the test plays the server. */
function socketDouble() {
  const server = new EventEmitter();
  const socket = Object.assign(server, {
    connected: false,
    connect() {
      socket.connected = true;
      server.emit('connect');
      return socket;
    },
    disconnect() {
      socket.connected = false;
      return socket;
    },
    timeout() {
      return { emit: () => undefined, emitWithAck: async () => ({ success: true }) };
    },
  });
  return socket;
}

describe('bad input from the socket never crashes anything', () => {
  it('arbitrary payloads for every server event leave the realtime client and the inbox working', async () => {
    const socket = socketDouble();
    const client = createFakeWacrmClient();
    const rt = createRealtimeClient({
      url: 'http://test',
      clientId: DEMO_CLIENT_ID,
      getToken: () => 't',
      sendViaHttp: (m) => client.whatsapp(DEMO_CLIENT_ID).messages.send(m),
      createSocket: () => socket as unknown as WacrmSocket,
    });
    const inbox = createInboxStore({ whatsapp: client.whatsapp(DEMO_CLIENT_ID), realtime: rt });
    await inbox.load();
    rt.connect();
    expect(rt.state.getSnapshot().connected).toBe(true);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const events = ['whatsapp_message', 'message_status_update', 'conversation_update', 'typing_start', 'typing_stop'];
    fc.assert(
      fc.property(
        fc.constantFrom(...events),
        fc.anything({ withNullPrototype: true, withMap: true, withSet: true, withBigInt: true, withDate: true }),
        (event, payload) => {
          socket.emit(event, payload);
          const snap = inbox.getSnapshot();
          expect(Array.isArray(snap.conversations)).toBe(true);
          expect(snap.conversations.every((c) => typeof c.id === 'string')).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // still works afterwards
    socket.emit('whatsapp_message', {
      id: 'ok-1',
      content: 'after the junk',
      direction: 'incoming',
      contact_phone: '+14155550123',
      created_at: Date.now(),
    });
    expect(inbox.getSnapshot().conversations[0]).toMatchObject({
      contactPhone: '+14155550123',
      lastMessage: 'after the junk',
    });
    inbox.destroy();
  });
});
