import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApi, type RunningMockApi } from '../src/server';

describe('mock API health', () => {
  let api: RunningMockApi;
  beforeAll(async () => {
    api = await startMockApi({ port: 0 });
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
});
