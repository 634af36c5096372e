import { describe, expect, it } from 'vitest';
import { checkMediaFile } from '../media/check';
import type { MediaRef, UploadMediaOptions } from '../media/types';
import { MEDIA_VALIDATION_MESSAGES as M } from '../rules/mediaMessages';
import { createMediaUpload } from './mediaUpload';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');

interface PendingUpload {
  file: Blob;
  options: UploadMediaOptions;
  resolve(ref: MediaRef): void;
  reject(error: unknown): void;
}

/** An upload the test answers by hand, recording every call (to count uploads) and honouring the abort signal. */
function fakeUploads() {
  const calls: PendingUpload[] = [];
  const upload = (file: Blob, options: UploadMediaOptions = {}) =>
    new Promise<MediaRef>((resolve, reject) => {
      calls.push({ file, options, resolve, reject });
      options.signal?.addEventListener('abort', () => reject(new Error('aborted')));
    });
  return { calls, upload };
}

const refOf = (id: string, fileName = 'photo.png'): MediaRef => ({
  id,
  mimeType: 'image/png',
  size: 112,
  sha256: 'x',
  fileName,
  kind: 'image',
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MediaUpload: the one file a form sends by its media id', () => {
  it('checks the file, uploads it with its progress, then holds its media id', async () => {
    const { calls, upload } = fakeUploads();
    const u = createMediaUpload({ check: checkMediaFile, upload });
    u.choose(new File([PNG, new Uint8Array(100)], 'photo.png'), 'image');
    expect(u.getSnapshot().current).toMatchObject({ status: 'checking', fileName: 'photo.png', size: 112 });
    await flush();
    expect(u.getSnapshot().current).toMatchObject({ status: 'uploading', percent: 0 });
    expect(calls).toHaveLength(1);
    calls[0]!.options.onProgress?.({ loaded: 56, total: 112, percent: 50 });
    expect(u.getSnapshot().current?.percent).toBe(50);
    const settled = u.settled();
    calls[0]!.resolve(refOf('m1', 'photo.png'));
    await expect(settled).resolves.toEqual({ status: 'ready', ref: refOf('m1'), kind: 'image' });
    expect(u.getSnapshot().current).toMatchObject({ status: 'ready', percent: 100, ref: { id: 'm1' } });
  });

  it('refuses a file that is not of the chosen kind before any byte is sent, with the SDK message', async () => {
    const { calls, upload } = fakeUploads();
    const u = createMediaUpload({ check: checkMediaFile, upload });
    u.choose(new File(['<svg onload="alert(1)"></svg>'], 'fake.png'), 'image');
    await expect(u.settled()).resolves.toEqual({ status: 'unusable', error: M.mediaTypeUnsupported });
    expect(u.getSnapshot().current).toMatchObject({ status: 'refused', error: M.mediaTypeUnsupported });
    expect(calls).toHaveLength(0);
    u.choose(new File([PDF], 'invoice.pdf'), 'image');
    await u.settled();
    expect(u.getSnapshot().current?.status).toBe('refused');
    expect(calls).toHaveLength(0);
  });

  it('retries a failed upload with the same file, once, without checking it again', async () => {
    const { calls, upload } = fakeUploads();
    let checks = 0;
    const u = createMediaUpload({
      check: (file, options) => ((checks += 1), checkMediaFile(file, options)),
      upload,
    });
    const file = new File([PDF], 'invoice.pdf');
    u.choose(file, 'document');
    await flush();
    const first = u.settled();
    calls[0]!.reject(new Error('Failed to upload file'));
    await expect(first).resolves.toEqual({ status: 'unusable', error: 'Failed to upload file' });
    expect(u.getSnapshot().current).toMatchObject({ status: 'failed', error: 'Failed to upload file' });
    u.retry();
    u.retry();
    expect(u.getSnapshot().current).toMatchObject({ status: 'uploading', percent: 0 });
    expect(u.getSnapshot().current?.error).toBeUndefined();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.file).toBe(file);
    calls[1]!.resolve({ ...refOf('m2', 'invoice.pdf'), kind: 'document', mimeType: 'application/pdf' });
    await expect(u.settled()).resolves.toMatchObject({ status: 'ready', ref: { id: 'm2' } });
    expect(checks).toBe(1);
  });

  it('a new choice cancels the upload under way, whose late answer is ignored', async () => {
    const { calls, upload } = fakeUploads();
    const u = createMediaUpload({ check: checkMediaFile, upload });
    u.choose(new File([PNG], 'first.png'), 'image');
    await flush();
    u.choose(new File([PNG], 'second.png'), 'image');
    expect(calls[0]!.options.signal?.aborted).toBe(true);
    calls[0]!.resolve(refOf('late', 'first.png'));
    await flush();
    expect(u.getSnapshot().current).toMatchObject({ fileName: 'second.png', status: 'uploading' });
    calls[1]!.resolve(refOf('m2', 'second.png'));
    await expect(u.settled()).resolves.toMatchObject({ status: 'ready', ref: { id: 'm2' } });
  });

  it('remove cancels the upload and forgets the file; a send then goes without it', async () => {
    const { calls, upload } = fakeUploads();
    const u = createMediaUpload({ check: checkMediaFile, upload });
    u.choose(new File([PNG], 'photo.png'), 'image');
    await flush();
    const pending = u.settled();
    u.remove();
    expect(calls[0]!.options.signal?.aborted).toBe(true);
    expect(u.getSnapshot().current).toBeNull();
    await expect(pending).resolves.toEqual({ status: 'none' });
    await expect(u.settled()).resolves.toEqual({ status: 'none' });
  });

  it('restore shows a stored file as ready without uploading it', async () => {
    const { calls, upload } = fakeUploads();
    const u = createMediaUpload({ check: checkMediaFile, upload });
    u.restore(refOf('stored', 'banner.png'), 'image');
    expect(u.getSnapshot().current).toMatchObject({ status: 'ready', fileName: 'banner.png' });
    await expect(u.settled()).resolves.toMatchObject({ status: 'ready', ref: { id: 'stored' } });
    expect(calls).toHaveLength(0);
  });

  it('a check that throws refuses the file instead of leaving it checking', async () => {
    const { upload } = fakeUploads();
    const u = createMediaUpload({ check: () => Promise.reject(new Error('read failed')), upload });
    u.choose(new File([PNG], 'photo.png'), 'image');
    await expect(u.settled()).resolves.toEqual({ status: 'unusable', error: M.mediaTypeUnsupported });
  });
});
