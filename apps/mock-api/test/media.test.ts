import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockApi } from '../src/server';
import { mediaSample, samplePdf, samplePng } from '../src/media/samples';
import { sniffMediaType } from '@wacrm/whatsapp-sdk/media';
import { call, DEMO_ID, signIn, startTestApi, type Session } from './helpers';
import { exif, frame, jpeg, segment } from './jpeg';
import { upload } from './mediaHelpers';

const CUSTOMER = '+14155550177';

describe('media routes (the optional media part of the contract)', () => {
  let api: RunningMockApi;
  let demo: Session;
  beforeAll(async () => {
    api = await startTestApi();
    demo = await signIn(api);
    // The contact writes first: the 24-hour window is open for free-form (and media) messages.
    await call(api, 'POST', '/__dev/simulate/inbound', { body: { clientId: DEMO_ID, from: CUSTOMER, text: 'Hi' } });
  });
  afterAll(() => api.close());

  it('answers the capability probe with the limits', async () => {
    const res = await call<{ limits: Record<string, { maxBytes: number }>; captionMax: number }>(
      api,
      'GET',
      `/api/v1/whatsapp/media/${DEMO_ID}`,
      { token: demo.accessToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.limits.image!.maxBytes).toBe(5 * 1024 * 1024);
    expect(res.body.data.captionMax).toBe(1024);
  });

  it('stores an upload with its sniffed type and sha256 and streams it back to its owner', async () => {
    const png = samplePng();
    const up = await upload(api, demo.accessToken, png, 'parcel.jpg', 'image');
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({
      mimeType: 'image/png',
      size: png.length,
      fileName: 'parcel.jpg',
      kind: 'image',
    });
    expect(up.body.data.sha256).toMatch(/^[0-9a-f]{64}$/);
    const res = await fetch(`${api.url}/api/v1/whatsapp/media/${DEMO_ID}/${String(up.body.data.id)}`, {
      headers: { authorization: `Bearer ${demo.accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('serves documents as attachments', async () => {
    const up = await upload(api, demo.accessToken, samplePdf(), 'invoice.pdf');
    const res = await fetch(`${api.url}/api/v1/whatsapp/media/${DEMO_ID}/${String(up.body.data.id)}`, {
      headers: { authorization: `Bearer ${demo.accessToken}` },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`,
    );
  });

  it('refuses without a token (401), a type the bytes are not (400) and a missing file (400)', async () => {
    const anonymous = await fetch(`${api.url}/api/v1/whatsapp/media/${DEMO_ID}`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(anonymous.status).toBe(401);
    const mismatch = await upload(api, demo.accessToken, samplePdf(), 'scan.pdf', 'image');
    expect(mismatch).toMatchObject({
      status: 400,
      body: { message: 'The file does not match the chosen type of attachment' },
    });
    const form = new FormData();
    form.append('type', 'image');
    const none = await fetch(`${api.url}/api/v1/whatsapp/media/${DEMO_ID}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo.accessToken}` },
      body: form,
    });
    expect(none.status).toBe(400);
  });

  it('sends a media message with a caption: stored with the file as the API knows it', async () => {
    const up = await upload(api, demo.accessToken, samplePng(), 'parcel.png');
    const sent = await call<Record<string, unknown>>(api, 'POST', `/api/v1/whatsapp/messages/${DEMO_ID}/send`, {
      token: demo.accessToken,
      body: {
        to: CUSTOMER,
        type: 'image',
        media_data: { id: up.body.data.id, caption: 'Your parcel', mimeType: 'text/html', size: 1 },
        clientMessageId: 'c-media-1',
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      type: 'image',
      content: { text: 'Your parcel' },
      media_data: {
        id: up.body.data.id,
        mimeType: 'image/png',
        size: up.body.data.size,
        caption: 'Your parcel',
        width: 48,
        height: 48,
      },
    });
  });

  it("keeps a JPEG's size as shown (its EXIF orientation), read while it streams, for a send that gives none", async () => {
    // A phone photo taken upright: stored 4032 x 3024, turned by its orientation, its frame header behind 120 KB.
    const blocks = [0xe1, 0xe2].map((marker) => segment(marker, Buffer.alloc(60 * 1024, 7)));
    const photo = jpeg(exif(6), ...blocks, frame(4032, 3024), Buffer.alloc(300 * 1024, 0x55));
    const up = await upload(api, demo.accessToken, photo, 'IMG_0042.jpg', 'image');
    expect(up.status).toBe(201);
    const sent = await call<Record<string, unknown>>(api, 'POST', `/api/v1/whatsapp/messages/${DEMO_ID}/send`, {
      token: demo.accessToken,
      body: { to: CUSTOMER, type: 'image', media_data: { id: up.body.data.id }, clientMessageId: 'c-jpeg-1' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      media_data: { mimeType: 'image/jpeg', size: photo.length, width: 3024, height: 4032 },
    });
  });

  it.each([
    [{ type: 'image' }, 'media_data is required for a media message'],
    [{ type: 'image', media_data: { id: 'med_00000000000000000000000000000000' } }, 'Media not found'],
    [{ type: 'image', media_data: { id: '../../db.json' } }, 'Media not found'],
    [
      { type: 'audio', media_data: { id: 'PNG', caption: 'hi' } },
      'Voice messages, audio and stickers cannot have a caption',
    ],
    [
      { type: 'image', media_data: { id: 'PNG', caption: 'x'.repeat(1025) } },
      'Caption must be 1024 characters or less',
    ],
    [{ type: 'document', media_data: { id: 'PNG' } }, 'media_data.id is an image file, not a document'],
    [{ type: 'image', media_data: { id: 'PNG', width: -1 } }, 'media_data.width must be a positive number'],
  ])('refuses a bad media message with a clear 4xx: %j', async (payload, message) => {
    const up = await upload(api, demo.accessToken, samplePng(), 'a.png');
    const body = JSON.parse(
      JSON.stringify({ to: CUSTOMER, ...payload }).replace('"PNG"', JSON.stringify(up.body.data.id)),
    );
    const before = api.store.data.messages.length;
    const res = await call(api, 'POST', `/api/v1/whatsapp/messages/${DEMO_ID}/send`, { token: demo.accessToken, body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toBe(message);
    expect(api.store.data.messages.length).toBe(before);
  });

  it('simulates inbound media of each type with a stored, readable sample', async () => {
    for (const type of ['image', 'audio', 'document', 'sticker', 'video'] as const) {
      const res = await call<{ media_data: { id: string; mimeType: string } }>(api, 'POST', '/__dev/simulate/inbound', {
        body: { clientId: DEMO_ID, from: CUSTOMER, type },
      });
      expect(res.status).toBe(201);
      const file = await fetch(`${api.url}/api/v1/whatsapp/media/${DEMO_ID}/${res.body.data.media_data.id}`, {
        headers: { authorization: `Bearer ${demo.accessToken}` },
      });
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect(sniffMediaType(bytes)).toMatchObject({ kind: type, mimeType: mediaSample(type).mimeType });
      expect(file.headers.get('content-type')).toBe(mediaSample(type).mimeType);
    }
  });

  it('simulates a video that plays: an MP4 with an H.264 and an AAC track, its size and length given', async () => {
    const res = await call<{ media_data: { id: string; width: number; height: number; durationSeconds: number } }>(
      api,
      'POST',
      '/__dev/simulate/inbound',
      { body: { clientId: DEMO_ID, from: CUSTOMER, type: 'video' } },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.media_data).toMatchObject({ width: 64, height: 64, durationSeconds: 1 });
    const file = await fetch(`${api.url}/api/v1/whatsapp/media/${DEMO_ID}/${res.body.data.media_data.id}`, {
      headers: { authorization: `Bearer ${demo.accessToken}` },
    });
    const text = Buffer.from(await file.arrayBuffer()).toString('latin1');
    // The boxes of real tracks: the movie header, the H.264 decoder configuration, the AAC sample entry, and media.
    for (const box of ['moov', 'avcC', 'mp4a', 'mdat']) expect(text).toContain(box);
  });
});

describe('MOCK_MEDIA=off: a backend without media', () => {
  it('answers 404 on the media routes, refuses media messages and simulates media with a file name only', async () => {
    const api = await startTestApi({ env: { MOCK_MEDIA: 'off' } });
    try {
      const demo = await signIn(api);
      const probe = await call(api, 'GET', `/api/v1/whatsapp/media/${DEMO_ID}`, { token: demo.accessToken });
      expect(probe.status).toBe(404);
      expect((await upload(api, demo.accessToken, samplePng(), 'a.png')).status).toBe(404);
      const inbound = await call<{ media_data: unknown }>(api, 'POST', '/__dev/simulate/inbound', {
        body: { clientId: DEMO_ID, from: CUSTOMER, type: 'image' },
      });
      expect(inbound.body.data.media_data).toEqual({ file_name: 'photo.jpg', mime_type: 'image/jpeg' });
      const send = await call(api, 'POST', `/api/v1/whatsapp/messages/${DEMO_ID}/send`, {
        token: demo.accessToken,
        body: { to: CUSTOMER, type: 'image', media_data: { id: 'med_00000000000000000000000000000000' } },
      });
      expect(send.status).toBe(400);
    } finally {
      await api.close();
    }
  });
});
