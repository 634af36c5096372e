import type { CodeService } from './auth/otp';
import type { TokenService } from './auth/tokens';
import type { MockApiConfig, SimulatorTimings } from './config';
import type { MediaStore } from './media/store';
import type { Store } from './store/store';

/** Server -> client socket events (docs/api-contract.md, Realtime). */
export interface ServerEvents {
  whatsapp_message: unknown;
  message_status_update: {
    messageId: string;
    clientMessageId?: string;
    status: string;
    error?: { code: number; title: string };
  };
  conversation_update: unknown;
  typing_start: { contact_phone: string };
  typing_stop: { contact_phone: string };
}

export interface Emitter {
  /** Emits to every socket in the client's room. */
  emit<E extends keyof ServerEvents>(clientId: string, event: E, payload: ServerEvents[E]): void;
}

/** Timers of the simulators; all are cleared on close. */
export interface Scheduler {
  later(ms: number, task: () => void): void;
  clear(): void;
}

export interface Ctx {
  store: Store;
  config: MockApiConfig;
  timings: SimulatorTimings;
  tokens: TokenService;
  codes: CodeService;
  realtime: Emitter;
  scheduler: Scheduler;
  /** Uploaded files (the media routes); null with MOCK_MEDIA=off (a backend without media). */
  media: MediaStore | null;
  /** Persists, logging (not throwing) a failed background write. */
  persistInBackground(): Promise<void>;
}

export function createScheduler(): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  return {
    later(ms, task) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        task();
      }, ms);
      timer.unref();
      timers.add(timer);
    },
    clear() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
