export {
  createRealtimeClient,
  reconnectDelayFor,
  type ReconnectOptions,
  type RealtimeOptions,
  type Timers,
  type WacrmSocket,
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
