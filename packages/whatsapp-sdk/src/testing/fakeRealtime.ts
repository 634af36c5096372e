import { ApiError } from '../client/errors';
import type { ConversationUpdate, Message, MessageStatusUpdate, SendMessagePayload } from '../model';
import type { RealtimeClient, RealtimeEventMap, RealtimeEventName, RealtimeHandler, RealtimeState } from '../realtime';
import { MESSAGES } from '../rules';
import { createStore } from '../store/createStore';
import { makeMessage } from './fixtures';

/** Handles to drive a fake realtime client from a test or a story. */
export interface FakeRealtimeControls {
  /** Delivers an incoming message (defaults: inbound text from the demo contact, now). Returns the full message. */
  emitMessage(message?: Partial<Message>): Message;
  emitStatus(update: MessageStatusUpdate): void;
  emitConversationUpdate(update: ConversationUpdate): void;
  /** The contact starts (or stops) typing. */
  emitTyping(contactPhone: string, typing?: boolean): void;
  /** The server goes away: disconnected, no automatic reconnect. */
  drop(reason?: string): void;
  /** The server is back: connects again (a `connect` event with `recovered: true`). */
  restore(): void;
  /** Connection attempts fail with 'Connection failed' until `restore()`; with `final` the max-attempts error shows. */
  failConnection(options?: { final?: boolean }): void;
  /** Payloads that went out through the socket. */
  readonly sent: SendMessagePayload[];
  /** Message ids marked read. */
  readonly read: string[];
  /** typing_start / typing_stop the user emitted. */
  readonly typing: Array<{ event: 'typing_start' | 'typing_stop'; contactPhone: string }>;
  /** How many times the client joined its room. */
  readonly joins: number;
}

export interface FakeRealtime extends RealtimeClient {
  readonly controls: FakeRealtimeControls;
}

export interface FakeRealtimeOptions {
  clientId: string;
  /** Stores a message sent through the socket and returns the server copy (status 'sent'). */
  accept?: (payload: SendMessagePayload) => Message;
  /** Stores an incoming message emitted by `emitMessage`. */
  onIncoming?: (message: Message) => void;
  /** HTTP fallback when disconnected. */
  sendViaHttp?: (payload: SendMessagePayload) => Promise<Message>;
  /** Whether a socket send is echoed as a `whatsapp_message` (as the real server does). Default true. */
  echo?: boolean;
  /** Clock for emitted messages (default Date.now). */
  now?: () => number;
}

function defaultAccept(payload: SendMessagePayload, now: number): Message {
  const message = makeMessage({
    direction: 'outbound',
    contactPhone: payload.to,
    contactName: '',
    to: payload.to,
    type: payload.type,
    text: payload.type === 'text' ? (payload.text ?? '') : (payload.template?.name ?? ''),
    templateName: payload.template?.name ?? '',
    status: 'sent',
    createdAt: new Date(now).toISOString(),
  });
  if (payload.clientMessageId) message.clientMessageId = payload.clientMessageId;
  return message;
}

/** An in-memory RealtimeClient: no network, every server event driven through `controls`. */
export function createFakeRealtime(options: FakeRealtimeOptions): FakeRealtime {
  const now = options.now ?? Date.now;
  const state = createStore<RealtimeState>({ connected: false, error: null, attempts: 0 });
  const handlers = new Map<RealtimeEventName, Set<(payload: never) => void>>();
  const sent: SendMessagePayload[] = [];
  const read: string[] = [];
  const typing: Array<{ event: 'typing_start' | 'typing_stop'; contactPhone: string }> = [];
  let joins = 0;
  let wanted = false;
  let serverUp = true;
  let failing: { final: boolean } | null = null;
  let everConnected = false;

  function emit<K extends RealtimeEventName>(event: K, payload: RealtimeEventMap[K]) {
    for (const handler of [...(handlers.get(event) ?? [])]) {
      try {
        (handler as RealtimeHandler<K>)(payload);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function tryConnect() {
    if (!wanted || state.getSnapshot().connected) return;
    if (failing || !serverUp) {
      const final = failing?.final ?? false;
      state.setState({
        connected: false,
        error: final ? MESSAGES.socket.maxReconnect : MESSAGES.socket.connectionFailed,
        attempts: final ? 5 : state.getSnapshot().attempts,
      });
      emit('connect_error', { message: 'Connection failed' });
      return;
    }
    const recovered = everConnected;
    everConnected = true;
    joins += 1;
    state.setState({ connected: true, error: null, attempts: 0 });
    emit('connect', { recovered });
  }

  const controls: FakeRealtimeControls = {
    emitMessage(partial = {}) {
      const message = makeMessage({ createdAt: new Date(now()).toISOString(), ...partial });
      options.onIncoming?.(message);
      emit('whatsapp_message', message);
      return message;
    },
    emitStatus: (update) => emit('message_status_update', update),
    emitConversationUpdate: (update) => emit('conversation_update', update),
    emitTyping: (contactPhone, on = true) => emit(on ? 'typing_start' : 'typing_stop', { contactPhone }),
    drop(reason = 'transport close') {
      serverUp = false;
      if (!state.getSnapshot().connected) return;
      state.setState({ connected: false, error: null, attempts: 0 });
      emit('disconnect', { reason });
    },
    restore() {
      serverUp = true;
      failing = null;
      tryConnect();
    },
    failConnection(opts = {}) {
      failing = { final: opts.final ?? false };
      if (state.getSnapshot().connected) {
        state.setState({ connected: false, error: null, attempts: 0 });
        emit('disconnect', { reason: 'transport close' });
      }
      tryConnect();
    },
    sent,
    read,
    typing,
    get joins() {
      return joins;
    },
  };

  const rt: FakeRealtime = {
    clientId: options.clientId,
    state,
    controls,
    connect() {
      wanted = true;
      tryConnect();
    },
    disconnect() {
      wanted = false;
      if (!state.getSnapshot().connected) return;
      state.setState({ connected: false, error: null, attempts: 0 });
      emit('disconnect', { reason: 'io client disconnect' });
    },
    reconnect() {
      rt.disconnect();
      state.setState({ connected: false, error: null, attempts: 0 });
      wanted = true;
      tryConnect();
    },
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      set.add(handler as (payload: never) => void);
      return () => {
        set.delete(handler as (payload: never) => void);
      };
    },
    async sendMessage(payload) {
      if (state.getSnapshot().connected) {
        sent.push(payload);
        const message = options.accept ? options.accept(payload) : defaultAccept(payload, now());
        if (options.echo !== false) queueMicrotask(() => emit('whatsapp_message', message));
        return { message, via: 'socket', notice: null };
      }
      if (!options.sendViaHttp) {
        throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: MESSAGES.auth.networkError });
      }
      const message = await options.sendViaHttp(payload);
      return { message, via: 'http', notice: MESSAGES.socket.notConnected };
    },
    startTyping(contactPhone) {
      if (state.getSnapshot().connected) typing.push({ event: 'typing_start', contactPhone });
    },
    stopTyping(contactPhone) {
      if (state.getSnapshot().connected) typing.push({ event: 'typing_stop', contactPhone });
    },
    markRead(messageId) {
      if (!state.getSnapshot().connected || !messageId) return false;
      read.push(messageId);
      return true;
    },
  };
  return rt;
}
