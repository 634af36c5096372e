import { createWacrmClient, memoryStorage, memoryTokenStore, type WacrmClient } from '@wacrm/whatsapp-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf, samplePng } from '../src/media/samples';
import type { RunningMockApi } from '../src/server';
import { DEMO_ID, signIn, startTestApi } from './helpers';

const MB = 1024 * 1024;

async function clientFor(api: RunningMockApi): Promise<{ client: WacrmClient; requests: string[] }> {
  const session = await signIn(api);
  const tokenStore = memoryTokenStore();
  const client = createWacrmClient({
    baseURL: `${api.url}/api/v1`,
    tokenStore,
    sessionStorage: memoryStorage(),
    tabSync: false,
  });
  client.tokens.setTokens(session);
  const requests: string[] = [];
  client.http.axios.interceptors.request.use((config) => {
    requests.push(`${config.method?.toUpperCase()} ${config.url}`);
    return config;
  });
  return { client, requests };
}

/** The SDK's media calls against the mock API (both sides of the media part of docs/api-contract.md). */
describe('contract: uploadMedia, fetchMedia and the probe against the mock API', () => {
  let api: RunningMockApi;
  let client: WacrmClient;
  let requests: string[];
  beforeAll(async () => {
    api = await startTestApi();
    ({ client, requests } = await clientFor(api));
  });
  afterAll(() => api.close());

  it('uploads with progress up to 100 % and reads the file back through an object URL', async () => {
    const wa = client.whatsapp(DEMO_ID);
    expect(await wa.mediaSupported()).toBe(true);
    const pdf = samplePdf();
    const progress: number[] = [];
    const ref = await wa.uploadMedia(new File([new Uint8Array(pdf)], 'invoice.pdf'), {
      onProgress: (p) => progress.push(p.percent),
    });
    expect(ref).toMatchObject({
      kind: 'document',
      mimeType: 'application/pdf',
      size: pdf.length,
      fileName: 'invoice.pdf',
    });
    expect(progress.at(-1)).toBe(100);
    const url = await wa.fetchMedia(ref.id);
    expect(url).toMatch(/^blob:/);
    const blob = await wa.fetchMediaBlob(ref.id);
    expect(blob.type).toBe('application/pdf');
    expect(Buffer.from(await blob.arrayBuffer()).equals(pdf)).toBe(true);
    URL.revokeObjectURL(url);
  });

  it('checks a file before sending any byte: an oversize image never reaches the network', async () => {
    const wa = client.whatsapp(DEMO_ID);
    requests.length = 0;
    const big = new File([new Uint8Array(samplePng()), new Uint8Array(6 * MB)], 'huge.png');
    await expect(wa.uploadMedia(big)).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Images must be 5 MB or smaller',
    });
    const page = new File(['<html><script>alert(1)</script></html>'], 'cat.png');
    await expect(wa.uploadMedia(page)).rejects.toMatchObject({
      message: 'This type of file cannot be sent on WhatsApp',
    });
    expect(requests).toEqual([]);
  });

  it('cancels an upload through its AbortSignal', async () => {
    const wa = client.whatsapp(DEMO_ID);
    const controller = new AbortController();
    const file = new File([new Uint8Array(samplePdf()), new Uint8Array(12 * MB)], 'large.pdf');
    // Cancelled at the first progress event, whatever its percent: the body is being sent and no answer can have
    // come yet. (Waiting for a percent strictly between 0 and 100 let a fast machine finish the 12 MB first.)
    let progressEvents = 0;
    const upload = wa.uploadMedia(file, {
      signal: controller.signal,
      onProgress: () => {
        progressEvents += 1;
        controller.abort();
      },
    });
    await expect(upload).rejects.toMatchObject({ code: 'ABORTED' });
    expect(progressEvents).toBeGreaterThan(0);
  });

  it('a media id of nobody answers 404 through fetchMedia', async () => {
    await expect(client.whatsapp(DEMO_ID).fetchMedia('med_00000000000000000000000000000000')).rejects.toMatchObject({
      status: 404,
      message: 'Media not found',
    });
  });
});

describe('mediaSupported() against a backend without media (MOCK_MEDIA=off)', () => {
  it('is false, with no error', async () => {
    const api = await startTestApi({ media: false });
    try {
      const { client } = await clientFor(api);
      expect(await client.whatsapp(DEMO_ID).mediaSupported()).toBe(false);
    } finally {
      await api.close();
    }
  });
});
