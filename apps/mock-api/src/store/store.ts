import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { COLLECTIONS, type DbData, type MessageRecord } from './types';

/**
 * Where the data lives: `memory` (nothing touches the disk; tests) or a JSON file written atomically
 * (write-file-atomic: temp file, fsync, rename) before a mutating request is answered.
 */
export type DbLocation = 'memory' | { file: string };

function conversationKey(clientId: string, phone: string): string {
  return `${clientId}\u0000${phone}`;
}

/** Serialises saves: every caller resolves once a write that started after its mutation is on disk. */
class AtomicFileWriter {
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly file: string,
    private readonly snapshot: () => string,
  ) {}

  save(): Promise<void> {
    if (this.queued) return this.queued;
    const previous = this.inFlight;
    const run = async (): Promise<void> => {
      // Always yield first, so `this.queued = job` below has happened before the job clears it.
      await (previous ? previous.catch(() => undefined) : Promise.resolve());
      if (this.queued === job) this.queued = null;
      // Snapshot synchronously when this write starts: it holds every mutation made before it.
      const text = this.snapshot();
      const write = writeFileAtomic(this.file, text, { fsync: true, encoding: 'utf8' });
      this.inFlight = write;
      try {
        await write;
      } finally {
        if (this.inFlight === write) this.inFlight = null;
      }
    };
    const job = run();
    this.queued = job;
    return job;
  }

  async idle(): Promise<void> {
    while (this.queued || this.inFlight) {
      await (this.queued ?? this.inFlight)?.catch(() => undefined);
    }
  }
}

function isDbData(value: unknown): value is DbData {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return record.version === 1 && COLLECTIONS.every((name) => Array.isArray(record[name]));
}

export interface LoadResult {
  data: DbData;
  /** true when the file did not exist (or was unreadable) and the seed was used. */
  seeded: boolean;
}

/** Reads the data file, falling back to (and writing) the seed when it is missing or invalid. */
export function loadDbFile(file: string, seed: () => DbData, warn: (msg: string) => void): LoadResult {
  removeStaleTempFiles(file);
  let text: string | null = null;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = null;
  }
  if (text !== null) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isDbData(parsed)) return { data: parsed, seeded: false };
      warn(`${file} does not hold a Wacrm mock database; starting from the seed`);
    } catch {
      warn(`${file} is not valid JSON; starting from the seed`);
    }
    try {
      renameSync(file, `${file}.invalid-${Date.now()}`);
    } catch {
      // best effort: keep going from the seed
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  return { data: seed(), seeded: true };
}

/** A process killed mid-write leaves write-file-atomic's temp file (`db.json.<number>`) behind: remove it. */
function removeStaleTempFiles(file: string): void {
  const name = basename(file);
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.\\d+$`);
  try {
    for (const entry of readdirSync(dirname(file))) {
      if (pattern.test(entry)) rmSync(join(dirname(file), entry), { force: true });
    }
  } catch {
    // the directory does not exist yet
  }
}

/** In-memory state plus an index of messages per conversation, persisted on commit(). */
export class Store {
  data: DbData;
  private messagesByConversation = new Map<string, MessageRecord[]>();
  private readonly writer: AtomicFileWriter | null;
  /** The data file, or null in memory mode. */
  readonly file: string | null;

  constructor(data: DbData, location: DbLocation) {
    this.data = data;
    this.file = location === 'memory' ? null : location.file;
    this.rebuildIndex();
    this.writer = location === 'memory' ? null : new AtomicFileWriter(location.file, () => JSON.stringify(this.data));
  }

  /** Persists the current state; resolves once it is on disk (immediately in memory mode). */
  commit(): Promise<void> {
    return this.writer ? this.writer.save() : Promise.resolve();
  }

  /** Waits for every pending write (used on close). */
  async flush(): Promise<void> {
    await this.writer?.idle();
  }

  replace(data: DbData): void {
    this.data = data;
    this.rebuildIndex();
  }

  private rebuildIndex(): void {
    this.messagesByConversation.clear();
    const sorted = [...this.data.messages].sort((a, b) => a.created_at.localeCompare(b.created_at));
    for (const message of sorted) this.indexMessage(message);
  }

  private indexMessage(message: MessageRecord): void {
    const key = conversationKey(message.clientId, message.contact_phone);
    const list = this.messagesByConversation.get(key);
    if (list) list.push(message);
    else this.messagesByConversation.set(key, [message]);
  }

  addMessage(message: MessageRecord): void {
    this.data.messages.push(message);
    this.indexMessage(message);
  }

  /** Messages of one conversation, oldest first (the returned array must not be mutated). */
  conversationMessages(clientId: string, phone: string): readonly MessageRecord[] {
    return this.messagesByConversation.get(conversationKey(clientId, phone)) ?? [];
  }

  removeWhere<K extends (typeof COLLECTIONS)[number]>(
    collection: K,
    predicate: (item: DbData[K][number]) => boolean,
  ): number {
    const list = this.data[collection] as DbData[K][number][];
    const kept = list.filter((item) => !predicate(item));
    const removed = list.length - kept.length;
    if (removed > 0) {
      (this.data[collection] as DbData[K][number][]) = kept;
      if (collection === 'messages') this.rebuildIndex();
    }
    return removed;
  }
}
