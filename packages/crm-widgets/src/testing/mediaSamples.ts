// Small media files for stories and tests (not exported by the package): what a contact might send, made of real
// bytes the SDK's checks accept (a PNG photo each way round, a WebP sticker, a PDF, the start of an OGG-Opus note).
import type { InboxMessage, MessageMedia } from '@wacrm/whatsapp-sdk';
import type { FakeWacrmClient } from '@wacrm/whatsapp-sdk/testing';
import { DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** A 64 x 48 PNG (four coloured quarters). */
export const LANDSCAPE_PNG = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAWklEQVR42u3PMQ0AIRAAMDTgAQdoQgYK8IMQZka2X94BHkhua1IDTWW1UHn0UElAQEBAQEBAQEBAQEBAQEBA4ClQ5x/qOzuUgICAgICAgICAgICAgICAgMCTC/fcDTx4lYy2AAAAAElFTkSuQmCC',
);
/** A 48 x 64 PNG. */
export const PORTRAIT_PNG = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAABACAIAAADTQmMRAAAAW0lEQVR42u3OMRHAIAAEMDTgoQ6qCRkoqB+EdGZk61IHmPhjyl0EpHxrRtzjjyhCQkJCQkJCQkJCQkJCQkJCQkdD9ekR19sihISEhISEhISEhISEhISEhISOhjb7Qg08HKz1NgAAAABJRU5ErkJggg==',
);
/** A 1 x 1 lossless WebP (a sticker). */
export const STICKER_WEBP = bytes('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
export const SAMPLE_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** The first page of an OGG-Opus file (what the type check reads); not playable. */
export const SAMPLE_OGG = new Uint8Array([
  ...new TextEncoder().encode('OggS'),
  0,
  2,
  ...new Array<number>(22).fill(0),
  ...new TextEncoder().encode('OpusHead'),
]);

/** The first box of an MP4 file (what the type check reads); not playable. */
export const SAMPLE_MP4 = new Uint8Array([
  0,
  0,
  0,
  0x20,
  ...new TextEncoder().encode('ftypisom'),
  ...new Array<number>(20).fill(0),
]);

export const fileOf = (data: Uint8Array, name: string, type = '') => new File([data as BlobPart], name, { type });

const BEN = '+14155550123';

function message(key: string, fields: Partial<InboxMessage>): InboxMessage {
  return {
    key,
    id: key,
    type: 'text',
    text: '',
    direction: 'inbound',
    contactPhone: BEN,
    contactName: 'Ben Carter',
    to: '',
    templateName: '',
    status: 'delivered',
    createdAt: '2026-11-21T10:05:00.000Z',
    ...fields,
  };
}

/**
 * Stores the sample files in a fake client (as a contact's uploads) and returns a media message of each kind, with
 * the media ids the fake serves.
 */
export function sampleMediaMessages(
  client: FakeWacrmClient,
): Record<'photo' | 'portrait' | 'sticker' | 'video' | 'voice' | 'document', InboxMessage> {
  const add = (
    data: Uint8Array,
    fields: Omit<MessageMedia, 'id' | 'size'>,
    kind: 'image' | 'sticker' | 'audio' | 'document' | 'video',
  ) => {
    const blob = new Blob([data as BlobPart], { type: fields.mimeType });
    const id = client.controls.media.addFile(DEMO_CLIENT_ID, blob, {
      kind,
      mimeType: fields.mimeType,
      fileName: fields.fileName,
    });
    return { ...fields, id, size: data.byteLength };
  };
  const photo = add(
    LANDSCAPE_PNG,
    { mimeType: 'image/png', fileName: 'receipt.png', caption: 'The *receipt* from Friday', width: 640, height: 480 },
    'image',
  );
  const portrait = add(
    PORTRAIT_PNG,
    { mimeType: 'image/png', fileName: 'parcel.png', width: 480, height: 640 },
    'image',
  );
  const sticker = add(
    STICKER_WEBP,
    { mimeType: 'image/webp', fileName: 'sticker.webp', width: 512, height: 512 },
    'sticker',
  );
  const voice = add(SAMPLE_OGG, { mimeType: 'audio/ogg', fileName: 'voice.ogg', durationSeconds: 12 }, 'audio');
  const document = add(
    SAMPLE_PDF,
    { mimeType: 'application/pdf', fileName: 'invoice-2026-11.pdf', caption: 'Invoice for November' },
    'document',
  );
  const video: MessageMedia = {
    id: 'media_video_missing',
    mimeType: 'video/mp4',
    size: 1_800_000,
    fileName: 'unboxing.mp4',
    width: 1280,
    height: 720,
    durationSeconds: 75,
  };
  return {
    photo: message('m-photo', { type: 'image', media: photo, text: photo.caption ?? '' }),
    portrait: message('m-portrait', {
      type: 'image',
      media: portrait,
      text: portrait.fileName,
      direction: 'outbound',
      status: 'read',
    }),
    sticker: message('m-sticker', { type: 'sticker', media: sticker, text: sticker.fileName }),
    video: message('m-video', { type: 'video', media: video, text: video.fileName }),
    voice: message('m-voice', { type: 'audio', media: voice, text: voice.fileName }),
    document: message('m-document', {
      type: 'document',
      media: document,
      text: document.caption ?? '',
      direction: 'outbound',
      status: 'delivered',
    }),
  };
}

/** A message being sent with a file from here: its upload at `percent`, or failed. */
export function uploadingMessage(fields: Partial<InboxMessage> & { percent: number }): InboxMessage {
  const { percent, ...rest } = fields;
  return message('m-upload', {
    type: 'document',
    text: 'quote.pdf',
    direction: 'outbound',
    status: 'pending',
    mediaFileName: 'quote.pdf',
    upload: { percent, fileName: 'quote.pdf', size: 2_400_000, mimeType: 'application/pdf' },
    ...rest,
  });
}
