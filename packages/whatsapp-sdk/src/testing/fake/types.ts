import type { AuthApi } from '../../auth';
import type { WacrmClient } from '../../client/create';
import type { WhatsAppApi } from '../../whatsapp';
import type { FakeMediaControls } from '../fakeMedia';
import type { FakeRealtime } from '../fakeRealtime';
import type { FakeFixtures } from '../fixtures';

/** Operation names used by `calls`, `failNext` and `setFailure` (e.g. 'templates.create', 'auth.login'). */
export type FakeOperation =
  | `auth.${Exclude<keyof AuthApi, 'logout' | 'hasSession'>}`
  | 'connect'
  | 'getConnectionStatus'
  | `templates.${keyof WhatsAppApi['templates']}`
  | `campaigns.${keyof WhatsAppApi['campaigns']}`
  | `messages.${keyof WhatsAppApi['messages']}`
  | `contacts.${keyof WhatsAppApi['contacts']}`
  | 'broadcasts.create'
  | 'analytics.get'
  | `conversations.${keyof WhatsAppApi['conversations']}`;

export interface FakeFailure {
  status?: number;
  code?: string;
  /** Defaults to the operation's default message (WHATSAPP_DEFAULT_ERRORS, AUTH_DEFAULT_ERRORS). */
  message?: string;
}

export interface FakeCall {
  op: FakeOperation;
  args: unknown[];
}

export interface FakeClientOptions {
  /** Data to serve; `createFixtures()` by default (pass `createFixtures({ templates: [] })` for empty states). */
  fixtures?: FakeFixtures;
  /** Start signed in as `fixtures.user` (default true). */
  signedIn?: boolean;
  /** Delay of every call in ms (default 0; stories may use e.g. 300 to show loading states). */
  latencyMs?: number;
  /** The code every OTP check accepts (default '123456'). */
  otp?: string;
  /** Connect realtime clients as soon as `connect()` is called (default true); false keeps them failing. */
  realtimeAvailable?: boolean;
  /** Echo socket sends as `whatsapp_message` (default true). */
  echo?: boolean;
  /** Clock (default Date.now). */
  now?: () => number;
  /**
   * Simulated delivery: every sent message moves sent -> delivered -> read, one step every this many ms, pushed
   * as `message_status_update` (default 0 = off; stories may use e.g. 800 like the mock API).
   */
  deliveryStepMs?: number;
}

/** Handles for tests and stories. */
export interface FakeControls {
  /** The live data; mutate it freely between calls. */
  readonly db: FakeFixtures;
  /** Every call in order, with its arguments. */
  readonly calls: FakeCall[];
  /** Calls made to one operation. */
  callsTo(op: FakeOperation): unknown[][];
  /** The next call of `op` rejects with an ApiError. */
  failNext(op: FakeOperation, failure?: FakeFailure): void;
  /** Every call of `op` rejects (until `setFailure(op, null)`). */
  setFailure(op: FakeOperation, failure: FakeFailure | null): void;
  /** The realtime fake of a client id (created on first use). */
  realtime(clientId?: string): FakeRealtime;
  /** Sets the latency of every call. */
  setLatency(ms: number): void;
  /** The media calls' uploads and knobs (testing/fakeMedia.ts). */
  readonly media: FakeMediaControls;
}

/** The fake: the same interface as `createWacrmClient`, plus `controls`. No network. */
export interface FakeWacrmClient extends WacrmClient {
  readonly controls: FakeControls;
  /** The fake realtime client (with its `controls`). */
  realtime(clientId: string): FakeRealtime;
}
