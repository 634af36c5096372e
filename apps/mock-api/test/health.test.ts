import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockApi } from '../src/server';
import { startTestApi } from './helpers';

describe('mock API health', () => {
  let api: RunningMockApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers GET /api/v1/health with the success envelope', async () => {
    const res = await fetch(`${api.url}/api/v1/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { status: string } };
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
  });

  it('answers unknown /api/v1 routes with a JSON 404 and no stack trace', async () => {
    const res = await fetch(`${api.url}/api/v1/nope`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { success: boolean; code: string; message: string };
    expect(body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Route not found' });
  });

  it('does not expose json-server resource routes or GET /db', async () => {
    for (const path of ['/db', '/api/v1/db', '/users', '/api/v1/users', '/messages', '/__rules']) {
      const res = await fetch(`${api.url}${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it('allows CORS only for configured origins, never a wildcard', async () => {
    const allowed = await fetch(`${api.url}/api/v1/health`, { headers: { origin: 'http://localhost:5173' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await fetch(`${api.url}/api/v1/health`, { headers: { origin: 'https://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${api.url}/api/v1/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});
