import type { InternalAxiosRequestConfig } from 'axios';
import { startMockApi, type MockApiOptions, type RunningMockApi } from '../../../../apps/mock-api/src/server';
import { createWacrmClient, type WacrmClient, type WacrmClientOptions } from '../../src/client/create';
import { memoryTokenStore } from '../../src/client/tokens';
import { memoryStorage } from '../../src/session';

export const DEMO_EMAIL = 'demo@acme.test';
export const DEMO_PHONE = '+919876543210';
export const DEMO_ID = 'usr_demo';

/** The real mock API, in-process, in memory, on an ephemeral port, with fast simulators. */
export function startApi(options: MockApiOptions = {}): Promise<RunningMockApi> {
  return startMockApi({
    port: 0,
    db: 'memory',
    log: () => undefined,
    allowedOrigins: ['http://localhost:5173'],
    ...options,
    timings: { deliveryStepMs: 20, autoApproveMs: 0, campaignTickMs: 0, ...options.timings },
  });
}

export interface RecordedCall {
  method: string;
  url: string;
  params?: unknown;
  data?: unknown;
}

/** A client on the mock API that records every request it sends (method, path, query, body). */
export function sdkClient(api: RunningMockApi, options: Partial<WacrmClientOptions> = {}) {
  const calls: RecordedCall[] = [];
  const client: WacrmClient = createWacrmClient({
    baseURL: `${api.url}/api/v1`,
    tokenStore: memoryTokenStore(),
    sessionStorage: memoryStorage(),
    reconnect: { initialDelayMs: 50 },
    ...options,
  });
  client.http.axios.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    calls.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      ...(config.params ? { params: config.params as unknown } : {}),
      ...(config.data !== undefined
        ? { data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data }
        : {}),
    });
    return config;
  });
  return { client, calls };
}

/** The latest code sent to an email or phone (the mock API's dev outbox). */
export async function latestCode(api: RunningMockApi, to: string): Promise<string> {
  const res = await fetch(`${api.url}/__dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { data: Array<{ code: string }> };
  const entry = body.data[0];
  if (!entry) throw new Error(`no code sent to ${to}`);
  return entry.code;
}

/** Signs in through the SDK: send the email code, read it from the outbox, verify, login. */
export async function signIn(api: RunningMockApi, client: WacrmClient, email = DEMO_EMAIL): Promise<string> {
  await client.auth.sendEmailOtp({ email });
  await client.auth.verifyEmailOtp({ email, otp: await latestCode(api, email) });
  const { user } = await client.auth.login({ email });
  return user.userId;
}

/** POSTs to a /__dev endpoint. */
export async function dev<T = unknown>(api: RunningMockApi, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message ?? ''}`);
  return json.data;
}

export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 5000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
