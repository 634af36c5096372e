import type { ConversationUpdate, Message, MessageStatusUpdate, SendMessagePayload } from '../model';
import type { ReadableStore } from '../store/createStore';

/** The contact typing (payload of `typing_start` / `typing_stop`). */
export interface TypingEvent {
  contactPhone: string;
}

/** Events a RealtimeClient hands to `on()`, payloads already normalised. */
export interface RealtimeEventMap {
  whatsapp_message: Message;
  message_status_update: MessageStatusUpdate;
  conversation_update: ConversationUpdate;
  typing_start: TypingEvent;
  typing_stop: TypingEvent;
  /** The socket connected and joined the client room; `recovered` is true for every connect after the first. */
  connect: { recovered: boolean };
  disconnect: { reason: string };
  connect_error: { message: string };
}

export type RealtimeEventName = keyof RealtimeEventMap;
export type RealtimeHandler<K extends RealtimeEventName> = (payload: RealtimeEventMap[K]) => void;

/** `rt.state`. */
export interface RealtimeState {
  connected: boolean;
  /** 'Connection failed', 'Failed to establish connection', 'Max reconnection attempts reached. Please refresh the page.' */
  error: string | null;
  /** Reconnection attempts made since the last successful connect. */
  attempts: number;
}

/** Answer of `rt.sendMessage`. */
export interface SendMessageResult {
  message: Message;
  /** How it went out: the socket, or HTTP when the socket was not connected. */
  via: 'socket' | 'http';
  /** 'Socket not connected. Message will be sent via HTTP.' when it went through HTTP, else null. */
  notice: string | null;
}

/** `client.realtime(clientId)`: one shared socket per client and clientId. */
export interface RealtimeClient {
  readonly clientId: string;
  readonly state: ReadableStore<RealtimeState>;
  /** Opens the socket (no-op when already open or opening). */
  connect(): void;
  /** Closes the socket and stops reconnecting. */
  disconnect(): void;
  /** Starts over: attempts back to 0, error cleared, a fresh connection. */
  reconnect(): void;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends RealtimeEventName>(event: K, handler: RealtimeHandler<K>): () => void;
  /** Sends through the socket, or through HTTP `messages.send` when the socket is not connected. */
  sendMessage(message: SendMessagePayload): Promise<SendMessageResult>;
  startTyping(contactPhone: string): void;
  stopTyping(contactPhone: string): void;
  /** Emits `mark_message_read`; returns false when the socket is not connected (nothing sent). */
  markRead(messageId: string): boolean;
}

/** Wire payloads (docs/api-contract.md). */
export interface SocketAck {
  success?: boolean;
  data?: unknown;
  message?: string;
  code?: string;
}

export interface ServerToClientEvents {
  whatsapp_message: (message: unknown) => void;
  message_status_update: (update: unknown) => void;
  conversation_update: (update: unknown) => void;
  typing_start: (payload: unknown) => void;
  typing_stop: (payload: unknown) => void;
}

export interface ClientToServerEvents {
  join_client_room: (payload: { clientId: string }, ack: (answer: SocketAck) => void) => void;
  send_message: (payload: { clientId: string } & SendMessagePayload, ack: (answer: SocketAck) => void) => void;
  typing_start: (payload: { clientId: string; contact_phone: string }) => void;
  typing_stop: (payload: { clientId: string; contact_phone: string }) => void;
  mark_message_read: (payload: { clientId: string; messageId: string }) => void;
}
