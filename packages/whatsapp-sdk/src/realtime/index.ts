export {
  createRealtimeClient,
  loadSocketIo,
  reconnectDelayFor,
  type ReconnectOptions,
  type RealtimeOptions,
  type Timers,
  type SocketFactory,
  type WacrmSocket,
  type WacrmSocketOptions,
} from './realtime';
export type {
  ClientToServerEvents,
  RealtimeClient,
  RealtimeEventMap,
  RealtimeEventName,
  RealtimeHandler,
  RealtimeState,
  SendMessageResult,
  ServerToClientEvents,
  SocketAck,
  TypingEvent,
} from './types';
