import { io, type Socket } from 'socket.io-client';
import { startMockApi, type MockApiOptions, type RunningMockApi } from '../src/server';

export const DEMO_EMAIL = 'demo@acme.test';
export const DEMO_PHONE = '+919876543210';
export const DEMO_ID = 'usr_demo';
export const OTHER_EMAIL = 'owner@globex.test';
export const OTHER_ID = 'usr_globex';

/** A silent in-memory API with fast simulators (tests override what they need). */
export function startTestApi(options: MockApiOptions = {}): Promise<RunningMockApi> {
  return startMockApi({
    port: 0,
    db: 'memory',
    log: () => undefined,
    allowedOrigins: ['http://localhost:5173'],
    ...options,
    timings: { deliveryStepMs: 20, autoApproveMs: 0, campaignTickMs: 0, ...options.timings },
  });
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: { success: boolean; message: string; code?: string; field?: string; data: T; meta?: unknown; status?: string };
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: string;
}

export async function call<T = unknown>(
  api: RunningMockApi,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${api.url}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: ApiResponse<T>['body'];
  try {
    parsed = JSON.parse(text) as ApiResponse<T>['body'];
  } catch {
    parsed = { success: false, message: text } as ApiResponse<T>['body'];
  }
  return { status: res.status, body: parsed, text };
}

export async function latestCode(api: RunningMockApi, to: string): Promise<string> {
  const res = await call<{ code: string }[]>(api, 'GET', `/__dev/outbox?to=${encodeURIComponent(to)}`);
  const entry = res.body.data[0];
  if (!entry) throw new Error(`no code sent to ${to}`);
  return entry.code;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
}

/** Signs in by email code (send, read the outbox, verify, login). */
export async function signIn(api: RunningMockApi, email = DEMO_EMAIL): Promise<Session> {
  const sent = await call(api, 'POST', '/api/v1/auth/send-email-otp', { body: { email } });
  if (sent.status !== 200) throw new Error(`send-email-otp: ${sent.text}`);
  const otp = await latestCode(api, email);
  const verified = await call(api, 'POST', '/api/v1/auth/verify-email-otp', { body: { email, otp } });
  if (verified.status !== 200) throw new Error(`verify-email-otp: ${verified.text}`);
  const login = await call<Session>(api, 'POST', '/api/v1/auth/login', { body: { email } });
  if (login.status !== 200) throw new Error(`login: ${login.text}`);
  return login.body.data;
}

export function connectSocket(api: RunningMockApi, token: string | undefined): Socket {
  return io(api.url, {
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
}

export function once<T = unknown>(socket: Socket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${event}`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

export function emitAck<T = Record<string, unknown>>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(3000).emitWithAck(event, payload) as Promise<T>;
}

/** Waits until `check` returns a value (polling), for simulator assertions. */
export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 4000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
