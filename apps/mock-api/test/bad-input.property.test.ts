import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockApi } from '../src/server';
import { DEMO_ID, OTHER_EMAIL, signIn, startTestApi, type Session } from './helpers';

/** One generated request that the server must reject (4xx) without touching the data file. */
interface BadRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  token?: 'demo' | 'other' | 'garbage' | 'none';
  expected: number[];
}

const WA = '/api/v1/whatsapp';
const STACK = /\n\s+at\s|node_modules|\.ts:\d+|\.js:\d+|TypeError|ReferenceError|SyntaxError/;

/** Values that are never a valid non-empty string. */
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  fc.constantFrom('', '   '),
);
const junk = fc.oneof(notAString, fc.string({ maxLength: 20 }));
const extraFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'clientId', 'status', 'id'),
    fc.string({ maxLength: 8 }),
  ),
  junk,
  { maxKeys: 3 },
);
const id = fc.oneof(fc.uuid(), fc.stringMatching(/^[a-z_0-9]{1,20}$/), fc.constantFrom('tpl_nope', 'ct_nope', '0'));
const WRITE_ROUTES = [
  ['POST', `/contacts/${DEMO_ID}`],
  ['POST', `/template/${DEMO_ID}`],
  ['POST', `/campaigns/${DEMO_ID}`],
  ['POST', `/messages/${DEMO_ID}/send`],
  ['POST', `/messages/${DEMO_ID}/bulk`],
  ['POST', `/broadcasts/${DEMO_ID}`],
  ['POST', `/connect/${DEMO_ID}`],
  ['POST', `/conversations/${DEMO_ID}`],
  ['PUT', `/contacts/${DEMO_ID}/ct_demo_01`],
  ['PUT', `/templates/${DEMO_ID}/tpl_welcome_offer`],
  ['PUT', `/campaigns/${DEMO_ID}/cmp_festive_teaser`],
] as const;
const ALL_ROUTES = [
  ...WRITE_ROUTES,
  ['GET', `/template/${DEMO_ID}`],
  ['GET', `/campaigns/${DEMO_ID}`],
  ['GET', `/contacts/${DEMO_ID}`],
  ['GET', `/conversations/${DEMO_ID}`],
  ['GET', `/analytics/${DEMO_ID}`],
  ['GET', `/messages/${DEMO_ID}`],
  ['DELETE', `/contacts/${DEMO_ID}/ct_demo_02`],
  ['DELETE', `/templates/${DEMO_ID}/tpl_festive_sale`],
  ['DELETE', `/campaigns/${DEMO_ID}/cmp_vip_preview`],
  ['POST', `/campaigns/${DEMO_ID}/cmp_festive_teaser/start`],
] as const;

const json = (value: unknown) => JSON.stringify(value);

const arbitraries: fc.Arbitrary<BadRequest>[] = [
  // No token, a garbage token, or another client's token: 401 / 403 on every route.
  fc
    .tuple(
      fc.constantFrom(...ALL_ROUTES),
      fc.constantFrom('none', 'garbage', 'other') as fc.Arbitrary<'none' | 'garbage' | 'other'>,
      extraFields,
    )
    .map(([[method, path], token, extra]) => ({
      kind: 'auth',
      method,
      path: `${WA}${path}`,
      headers: (method === 'GET' ? {} : { 'content-type': 'application/json' }) as Record<string, string>,
      ...(method === 'GET' ? {} : { body: json(extra) }),
      token,
      expected: token === 'other' ? [403] : [401],
    })),
  // A body that is not JSON (by content type): 415.
  fc
    .tuple(
      fc.constantFrom(...WRITE_ROUTES),
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'text/json',
      ),
      fc.string({ minLength: 1, maxLength: 50 }),
    )
    .map(([[method, path], type, body]) => ({
      kind: '415',
      method,
      path: `${WA}${path}`,
      headers: { 'content-type': type },
      body,
      token: 'demo',
      expected: [415],
    })),
  // Broken JSON or JSON that is not an object: 400.
  fc
    .tuple(
      fc.constantFrom(...WRITE_ROUTES),
      fc.oneof(
        fc.constantFrom('{', '{"name":', '[1,2', 'nul', "{'a':1}", '{"a":1,}'),
        fc
          .jsonValue()
          .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
          .map(json),
      ),
    )
    .map(([[method, path], body]) => ({
      kind: 'json',
      method,
      path: `${WA}${path}`,
      headers: { 'content-type': 'application/json' },
      body,
      token: 'demo',
      expected: [400],
    })),
  // Schema violations per route (always invalid): 400.
  fc.tuple(notAString, extraFields).chain(([bad, extra]) =>
    fc
      .constantFrom<[string, string, unknown]>(
        ['POST', `${WA}/contacts/${DEMO_ID}`, { ...extra, name: bad, phone: '+919800000001' }],
        ['POST', `${WA}/contacts/${DEMO_ID}`, { ...extra, name: 'Valid Name', phone: bad }],
        ['PUT', `${WA}/contacts/${DEMO_ID}/ct_demo_01`, { ...extra, status: bad === '' ? 'vip' : bad }],
        ['POST', `${WA}/template/${DEMO_ID}`, { ...extra, name: bad, components: [{ type: 'BODY', text: 'Hi' }] }],
        ['POST', `${WA}/template/${DEMO_ID}`, { ...extra, name: 'valid_name_x', components: bad }],
        [
          'POST',
          `${WA}/template/${DEMO_ID}`,
          { ...extra, name: 'valid_name_y', components: [{ type: 'BODY', text: bad }] },
        ],
        ['PUT', `${WA}/templates/${DEMO_ID}/tpl_welcome_offer`, { ...extra, name: bad === '' ? 'Not Valid!' : bad }],
        ['POST', `${WA}/campaigns/${DEMO_ID}`, { ...extra, name: bad, templateName: 'welcome_offer' }],
        ['POST', `${WA}/campaigns/${DEMO_ID}`, { ...extra, name: 'Valid', templateName: bad }],
        [
          'POST',
          `${WA}/campaigns/${DEMO_ID}`,
          { ...extra, name: 'Valid', templateName: 'welcome_offer', audience: [{ phone: bad }] },
        ],
        ['PUT', `${WA}/campaigns/${DEMO_ID}/cmp_festive_teaser`, { ...extra, name: bad === '' ? '' : bad }],
        ['POST', `${WA}/messages/${DEMO_ID}/send`, { ...extra, to: bad, type: 'text', text: 'hi' }],
        ['POST', `${WA}/messages/${DEMO_ID}/send`, { ...extra, to: '+919800000001', type: 'text', text: bad }],
        ['POST', `${WA}/messages/${DEMO_ID}/send`, { ...extra, to: '+919800000001', type: 'template', template: bad }],
        ['POST', `${WA}/messages/${DEMO_ID}/bulk`, { ...extra, recipients: bad, templateName: 'welcome_offer' }],
        ['POST', `${WA}/broadcasts/${DEMO_ID}`, { ...extra, name: bad, recipients: ['+919800000001'], message: 'x' }],
        ['POST', `${WA}/broadcasts/${DEMO_ID}`, { ...extra, name: 'B', recipients: bad, message: 'x' }],
        ['POST', `${WA}/connect/${DEMO_ID}`, { ...extra, accessToken: bad, phoneNumberId: '123' }],
        ['POST', `${WA}/conversations/${DEMO_ID}`, { ...extra, contactPhone: bad }],
        ['POST', '/api/v1/auth/check-user', { ...extra, email: bad, mode: 'login' }],
        ['POST', '/api/v1/auth/send-email-otp', { ...extra, email: bad }],
        ['POST', '/api/v1/auth/verify-email-otp', { ...extra, email: 'demo@acme.test', otp: bad }],
        [
          'POST',
          '/api/v1/auth/register',
          { ...extra, firstName: bad, lastName: 'User', email: 'a@b.test', phone: '9000000001' },
        ],
        ['POST', '/api/v1/auth/refresh-token', { ...extra, refreshToken: bad }],
        ['POST', '/__dev/simulate/inbound', { ...extra, clientId: DEMO_ID, from: bad, text: 'x' }],
        ['POST', '/__dev/templates/tpl_festive_sale/status', { ...extra, status: bad }],
      )
      .map(([method, path, body]) => ({
        kind: 'schema',
        method,
        path,
        headers: { 'content-type': 'application/json' },
        body: json(body),
        token: 'demo' as const,
        expected: [400, 401, 404, 422],
      })),
  ),
  // Unknown ids: 404.
  fc
    .tuple(
      id,
      fc.constantFrom(
        'PUT contacts',
        'DELETE contacts',
        'PUT templates',
        'DELETE templates',
        'PUT campaigns',
        'DELETE campaigns',
        'POST start',
        'POST pause',
      ),
    )
    .map(([unknown, what]) => {
      const [method, resource] = what.split(' ') as [string, string];
      const target = `nope_${unknown}`;
      const path =
        resource === 'start' || resource === 'pause'
          ? `${WA}/campaigns/${DEMO_ID}/${encodeURIComponent(target)}/${resource}`
          : `${WA}/${resource}/${DEMO_ID}/${encodeURIComponent(target)}`;
      return {
        kind: '404',
        method,
        path,
        headers: { 'content-type': 'application/json' },
        body: json({ name: 'Valid Name' }),
        token: 'demo',
        expected: [404],
      };
    }),
  // Duplicates: 409.
  fc
    .constantFrom(
      { path: `${WA}/contacts/${DEMO_ID}`, body: { name: 'Dup', phone: '+919820000000' } },
      {
        path: `${WA}/template/${DEMO_ID}`,
        body: {
          name: 'welcome_offer',
          category: 'MARKETING',
          language: 'en_US',
          components: [{ type: 'BODY', text: 'Hello there' }],
        },
      },
      {
        path: '/api/v1/auth/register',
        body: { firstName: 'Demo', lastName: 'User', email: 'demo@acme.test', phone: '9876543210' },
      },
    )
    .map(({ path, body }) => ({
      kind: '409',
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: json(body),
      token: 'demo',
      expected: [409],
    })),
  // Unknown routes, raw json-server resources, malformed escapes: 400 / 404.
  fc
    .tuple(
      fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
      fc.oneof(
        fc.constantFrom(
          '/db',
          '/users',
          '/api/v1/users',
          '/api/v1/db',
          '/messages/1',
          '/api/v1/whatsapp',
          '/__dev/nope',
          `${WA}/contacts/${DEMO_ID}/%E0%A4%A`,
          `${WA}/conversations/${DEMO_ID}/%zz/messages`,
        ),
        fc.webPath().map((p) => `/api/v1/x${p}`),
      ),
    )
    .map(([method, path]) => ({ kind: 'route', method, path, headers: {}, token: 'demo', expected: [400, 404] })),
  // Query junk: 400.
  fc
    .tuple(
      fc.constantFrom(
        `${WA}/contacts/${DEMO_ID}?limit=`,
        `${WA}/contacts/${DEMO_ID}?page=`,
        `${WA}/analytics/${DEMO_ID}?from=`,
        `${WA}/messages/${DEMO_ID}?limit=`,
      ),
      fc.oneof(
        fc.constantFrom('-1', 'abc', '1e9', '0', '99999999'),
        fc.string({ minLength: 1, maxLength: 5 }).filter((s) => !/^\d+$/.test(s)),
      ),
    )
    .map(([path, value]) => ({
      kind: 'query',
      method: 'GET',
      path: `${path}${encodeURIComponent(value)}`,
      headers: {},
      token: 'demo',
      expected: [400],
    })),
];

describe('bad input (property-based)', () => {
  let api: RunningMockApi;
  let dir: string;
  let demo: Session;
  let other: Session;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wacrm-mock-prop-'));
    api = await startTestApi({ db: join(dir, 'db.json') });
    demo = await signIn(api);
    other = await signIn(api, OTHER_EMAIL);
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function send(request: BadRequest) {
    const headers: Record<string, string> = { ...request.headers };
    if (request.token === 'demo') headers.authorization = `Bearer ${demo.accessToken}`;
    if (request.token === 'other') headers.authorization = `Bearer ${other.accessToken}`;
    if (request.token === 'garbage') headers.authorization = 'Bearer not.a.token';
    const res = await fetch(`${api.url}${request.path}`, { method: request.method, headers, body: request.body });
    return { status: res.status, text: await res.text() };
  }

  it('rejects 1,000+ generated bad requests with a 4xx, no stack trace, and the data file untouched', async () => {
    await api.store.flush();
    const file = api.dbFile!;
    const before = readFileSync(file);
    const seen = new Map<string, number>();
    let firstChange = '';
    await fc.assert(
      fc.asyncProperty(fc.oneof(...arbitraries), async (request) => {
        const { status, text } = await send(request);
        seen.set(request.kind, (seen.get(request.kind) ?? 0) + 1);
        expect(status, `${request.method} ${request.path} ${request.body ?? ''}`).toBeLessThan(500);
        expect(request.expected, `${request.method} ${request.path} -> ${status} ${text}`).toContain(status);
        expect(text).not.toMatch(STACK);
        const body = JSON.parse(text) as { success: boolean; code: string; message: string };
        expect(body.success).toBe(false);
        expect(typeof body.message).toBe('string');
        if (!readFileSync(file).equals(before) && !firstChange) {
          firstChange = `${request.method} ${request.path} ${request.body ?? ''} -> ${status} ${text}`;
        }
        expect(firstChange).toBe('');
      }),
      { numRuns: 1000 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect([...seen.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1000);
    expect(seen.size).toBe(arbitraries.length);
  }, 120_000);

  it('answers 413 for a body over 1 MB and keeps serving', async () => {
    const big = json({ name: 'x'.repeat(1024 * 1024 + 10), phone: '+919800000001' });
    const res = await send({
      kind: '413',
      method: 'POST',
      path: `${WA}/contacts/${DEMO_ID}`,
      headers: { 'content-type': 'application/json' },
      body: big,
      token: 'demo',
      expected: [413],
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect((await fetch(`${api.url}/api/v1/health`)).status).toBe(200);
  });

  it('drops unknown fields and prototype keys from accepted bodies (no mass assignment)', async () => {
    const res = await fetch(`${api.url}${WA}/contacts/${DEMO_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.accessToken}` },
      body: '{"name":"Proto Test","phone":"+919811122233","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"clientId":"usr_globex","id":"forced","isAdmin":true}',
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data.id).not.toBe('forced');
    expect(Object.keys(data).sort()).toEqual(
      [
        'created_at',
        'email',
        'id',
        'lastInteraction',
        'name',
        'notes',
        'phone',
        'source',
        'status',
        'tags',
        'updated_at',
      ].sort(),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(api.store.data.contacts.find((c) => c.phone === '+919811122233')?.clientId).toBe(DEMO_ID);
  });
});
