import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockApi } from '../src/server';
import { startupLines } from '../src/startupLines';
import { startTestApi } from './helpers';

describe('what the mock API prints at start-up', () => {
  let api: RunningMockApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('prints dev URLs that answer: /__dev lists the dev endpoints, the outbox example works', async () => {
    const urls = startupLines(api.url, undefined, false)
      .join('\n')
      .match(/http:\/\/\S+?(?=[\s)]|$)/g)!
      .filter((url) => url.includes('/__dev'));
    expect(urls).toEqual([`${api.url}/__dev`, `${api.url}/__dev/outbox?to=demo@acme.test`]);
    for (const url of urls) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
    }
    const index = (await (await fetch(`${api.url}/__dev`)).json()) as { data: Record<string, string> };
    expect(Object.keys(index.data)).toContain('GET /__dev/outbox?to=<email or phone>');
    expect(Object.keys(index.data)).toContain('POST /__dev/simulate/inbound');
  });

  it('prints no dev endpoint in production, where there is none', async () => {
    expect(startupLines('http://127.0.0.1:1', undefined, true).join('\n')).not.toContain('__dev');
    const production = await startTestApi({ production: true });
    try {
      expect((await fetch(`${production.url}/__dev`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
