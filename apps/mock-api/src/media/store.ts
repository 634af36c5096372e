import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { MediaKind } from '@wacrm/whatsapp-sdk/media';
import writeFileAtomic from 'write-file-atomic';

/** What the API knows of an uploaded file (kept beside it as `<id>.json`). */
export interface MediaMeta {
  id: string;
  /** The owner: only this client reads it. */
  clientId: string;
  kind: MediaKind;
  /** Sniffed from the bytes, never taken from the upload's headers or name. */
  mimeType: string;
  size: number;
  sha256: string;
  /** Cleaned (no folders, no control characters): shown, never used as a path. */
  fileName: string;
  createdAt: string;
  width?: number;
  height?: number;
  durationSeconds?: number;
}

/** An upload being written: bytes go in as they arrive, nothing is visible until `commit`. */
export interface MediaWriter {
  write(chunk: Buffer): Promise<void>;
  /** Makes the file durable (fsync, rename, then its metadata) and visible; resolves once on disk. */
  commit(meta: Omit<MediaMeta, 'id'>): Promise<MediaMeta>;
  /** Drops what was written. */
  discard(): Promise<void>;
}

export interface MediaStore {
  /** Starts an upload under a new id. */
  begin(): Promise<MediaWriter>;
  /** The metadata of a media id, or null (unknown, malformed). */
  meta(id: string): Promise<MediaMeta | null>;
  /** The bytes of a stored media id. */
  open(meta: MediaMeta): Readable;
  /** Removes every stored file (`/__dev/reset`: the data back to the seed, which has none). */
  clear(): Promise<void>;
  /** The directory of the files, or null in memory mode. */
  readonly dir: string | null;
}

/** Media ids are `med_` + 32 hex digits: anything else is refused before the file system is touched. */
const ID = /^med_[0-9a-f]{32}$/;
export const isMediaId = (id: string): boolean => ID.test(id);
const newMediaId = () => `med_${randomBytes(16).toString('hex')}`;

/** Files in memory (`MOCK_DB=memory`, tests). */
export function memoryMediaStore(): MediaStore {
  const files = new Map<string, { meta: MediaMeta; data: Buffer }>();
  return {
    dir: null,
    async begin() {
      const id = newMediaId();
      const chunks: Buffer[] = [];
      return {
        write: async (chunk) => void chunks.push(chunk),
        async commit(meta) {
          const stored = { ...meta, id };
          files.set(id, { meta: stored, data: Buffer.concat(chunks) });
          return stored;
        },
        discard: async () => void (chunks.length = 0),
      };
    },
    meta: async (id) => (isMediaId(id) ? (files.get(id)?.meta ?? null) : null),
    open: (meta) => Readable.from([files.get(meta.id)?.data ?? Buffer.alloc(0)]),
    clear: async () => files.clear(),
  };
}

async function syncDir(dir: string): Promise<void> {
  let handle: FileHandle | null = null;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Some file systems cannot fsync a directory; the rename is still atomic.
  } finally {
    await handle?.close();
  }
}

/**
 * Files on disk in `dir` (beside the data file): `<id>.bin` and `<id>.json`. An upload streams to `<id>.upload`,
 * fsynced and renamed when complete, then its metadata is written atomically (write-file-atomic, fsync) and the
 * directory fsynced, before the API answers: an upload acknowledged is on disk, a killed server leaves at most a
 * `.upload` file that the next start removes.
 */
export function diskMediaStore(dir: string): MediaStore {
  // Nothing is written until a file is uploaded; a start only removes what a killed server left half written.
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir)) {
      if (entry.endsWith('.upload') || /\.json\.\d+$/.test(entry)) rmSync(join(dir, entry), { force: true });
    }
  }
  const path = (id: string, ext: string) => join(dir, `${id}.${ext}`);
  return {
    dir,
    async begin() {
      await mkdir(dir, { recursive: true });
      const id = newMediaId();
      const temp = path(id, 'upload');
      const handle = await open(temp, 'wx');
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      return {
        async write(chunk) {
          await handle.write(chunk);
        },
        async commit(meta) {
          await handle.sync();
          await close();
          await rename(temp, path(id, 'bin'));
          const stored: MediaMeta = { ...meta, id };
          await writeFileAtomic(path(id, 'json'), JSON.stringify(stored), { fsync: true, encoding: 'utf8' });
          await syncDir(dir);
          return stored;
        },
        async discard() {
          await close();
          await rm(temp, { force: true });
        },
      };
    },
    async meta(id) {
      if (!isMediaId(id)) return null;
      try {
        const meta = JSON.parse(await readFile(path(id, 'json'), 'utf8')) as MediaMeta;
        return meta.id === id ? meta : null;
      } catch {
        return null;
      }
    },
    open: (meta) => createReadStream(path(meta.id, 'bin')),
    async clear() {
      if (!existsSync(dir)) return;
      // Only the store's own files (`med_<hex>.bin`/`.json`): nothing else that sits in the folder.
      const own = readdirSync(dir).filter((entry) => /^med_[0-9a-f]{32}\.(bin|json)$/.test(entry));
      await Promise.all(own.map((entry) => rm(join(dir, entry), { force: true })));
      await syncDir(dir);
    },
  };
}
