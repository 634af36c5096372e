import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningMockApi } from '../src/server';
import { samplePdf, samplePng } from '../src/media/samples';
import { call, DEMO_ID, eventually, OTHER_EMAIL, OTHER_ID, signIn, startTestApi, type Session } from './helpers';
import { upload } from './mediaHelpers';

const CUSTOMER = '+14155550178';
const WA = '/api/v1/whatsapp';

describe('broadcasts with an attachment (media: { id, type }, the message as its caption)', () => {
  let api: RunningMockApi;
  let demo: Session;
  let imageId: string;
  const broadcast = (body: Record<string, unknown>, token = demo.accessToken) =>
    call<{ id: string; status: string; sent: number; results: { messageId: string }[] }>(
      api,
      'POST',
      `${WA}/broadcasts/${DEMO_ID}`,
      { token, body: { name: 'Photo news', recipients: [CUSTOMER], messageType: 'custom', ...body } },
    );
  const counts = () => ({ broadcasts: api.store.data.broadcasts.length, messages: api.store.data.messages.length });

  beforeAll(async () => {
    api = await startTestApi({ timings: { campaignTickMs: 20 } });
    demo = await signIn(api);
    // The contact writes first: the 24-hour window is open for a custom (and media) message.
    await call(api, 'POST', '/__dev/simulate/inbound', { body: { clientId: DEMO_ID, from: CUSTOMER, text: 'Hi' } });
    imageId = String((await upload(api, demo.accessToken, samplePng(), 'parcel.png', 'image')).body.data.id);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => api.close());

  it("sends each recipient a message of the attachment's type, the stored file's media_data and the caption", async () => {
    const res = await broadcast({ message: 'New stock *today*', media: { id: imageId, type: 'image' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'sent', sent: 1 });
    const message = api.store.data.messages.find((m) => m.id === res.body.data.results[0]!.messageId);
    expect(message).toMatchObject({
      type: 'image',
      content: { text: 'New stock *today*' },
      media_data: {
        id: imageId,
        mimeType: 'image/png',
        fileName: 'parcel.png',
        caption: 'New stock *today*',
      },
    });
    expect((message?.media_data as { size: number }).size).toBe(samplePng().length);
  });

  it('sends an attachment without a caption, and a caption up to 1,024 characters', async () => {
    const bare = await broadcast({ media: { id: imageId, type: 'image' } });
    expect(bare.status).toBe(201);
    const message = api.store.data.messages.find((m) => m.id === bare.body.data.results[0]!.messageId);
    expect(message).toMatchObject({ type: 'image', content: { text: '' } });
    expect(message?.media_data).not.toHaveProperty('caption');
    const long = await broadcast({ message: 'x'.repeat(1024), media: { id: imageId, type: 'image' } });
    expect(long.status).toBe(201);
  });

  it('keeps the attachment of a scheduled broadcast and sends it when due', async () => {
    const pdf = await upload(api, demo.accessToken, samplePdf(), 'catalogue.pdf', 'document');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await broadcast({
      message: 'Our catalogue',
      media: { id: pdf.body.data.id, type: 'document' },
      scheduleDate: tomorrow,
      scheduleTime: '09:00',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('scheduled');
    expect(api.store.data.messages.some((m) => m.broadcast_id === res.body.data.id)).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 86_400_000);
    await eventually(() => api.store.data.broadcasts.find((b) => b.id === res.body.data.id)?.status === 'sent');
    const sent = api.store.data.messages.find((m) => m.broadcast_id === res.body.data.id);
    expect(sent).toMatchObject({
      type: 'document',
      content: { text: 'Our catalogue' },
      media_data: { id: pdf.body.data.id, mimeType: 'application/pdf', fileName: 'catalogue.pdf' },
    });
  });

  describe('refusals change nothing', () => {
    it("answers 404 'Media not found' for another client's media id", async () => {
      const other = await signIn(api, OTHER_EMAIL);
      const theirs = await upload(api, other.accessToken, samplePng(), 'theirs.png', 'image', OTHER_ID);
      expect(theirs.status).toBe(201);
      const before = counts();
      const res = await broadcast({ message: 'Hi', media: { id: theirs.body.data.id, type: 'image' } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Media not found');
      expect(counts()).toEqual(before);
    });

    it('refuses a kind that is not the stored file', async () => {
      const before = counts();
      const res = await broadcast({ message: 'Hi', media: { id: imageId, type: 'document' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('media.id is an image file, not a document');
      expect(counts()).toEqual(before);
    });

    it('refuses a caption over 1,024 characters', async () => {
      const before = counts();
      const res = await broadcast({ message: 'x'.repeat(1025), media: { id: imageId, type: 'image' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Caption must be 1024 characters or less');
      expect(counts()).toEqual(before);
    });

    it('refuses an attachment on a template broadcast, and a malformed one', async () => {
      const before = counts();
      const template = await broadcast({
        messageType: 'template',
        templateName: 'welcome_offer',
        parameters: { param1: 'friend', param2: '15%' },
        media: { id: imageId, type: 'image' },
      });
      expect(template.status).toBe(400);
      expect(template.body.message).toBe('A template broadcast cannot have an attachment');
      const audio = await broadcast({ message: 'Hi', media: { id: imageId, type: 'audio' } });
      expect(audio.status).toBe(400);
      expect(audio.body.message).toBe('media must be { id, type } with type image, video or document');
      expect(counts()).toEqual(before);
    });

    it('keeps the spec rules without an attachment', async () => {
      const res = await broadcast({ message: 'x'.repeat(1001) });
      expect(res.status).toBe(400);
    });
  });
});

describe('a broadcast with an attachment on a backend without media (MOCK_MEDIA=off)', () => {
  it('is refused with a clear 400 and nothing stored', async () => {
    const api = await startTestApi({ env: { MOCK_MEDIA: 'off' } });
    try {
      const demo = await signIn(api);
      const before = { broadcasts: api.store.data.broadcasts.length, messages: api.store.data.messages.length };
      const res = await call(api, 'POST', `${WA}/broadcasts/${DEMO_ID}`, {
        token: demo.accessToken,
        body: {
          name: 'Photo',
          recipients: [CUSTOMER],
          messageType: 'custom',
          message: 'Hi',
          media: { id: 'med_00000000000000000000000000000000', type: 'image' },
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This server does not accept media attachments');
      expect({ broadcasts: api.store.data.broadcasts.length, messages: api.store.data.messages.length }).toEqual(
        before,
      );
    } finally {
      await api.close();
    }
  });
});
