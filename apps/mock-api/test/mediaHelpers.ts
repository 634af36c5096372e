import type { RunningMockApi } from '../src/server';
import { DEMO_ID } from './helpers';

/** A multipart upload to the media route (`type` first when given, then `file`), as a browser's FormData sends it. */
export async function upload(
  api: RunningMockApi,
  token: string,
  file: Buffer,
  fileName: string,
  type?: string,
  clientId = DEMO_ID,
) {
  const form = new FormData();
  if (type) form.append('type', type);
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  const res = await fetch(`${api.url}/api/v1/whatsapp/media/${clientId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: Record<string, unknown>; message: string; code?: string },
  };
}
