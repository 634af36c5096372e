import type { SecurityLimits } from './config';

/**
 * A token bucket: holds up to `burst` tokens, refilled at `perSecond`; each event takes one. Hand-written (a dozen
 * lines, synchronous, no timers) because the npm limiters are promise-based or timer-driven, which would cost more
 * per event than the check itself during a flood.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes a token; false when the bucket is empty (the event is over the limit). */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Milliseconds until the next token. */
  waitMs(): number {
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.perSecond) * 1000);
  }
}

/** One token bucket per key (client address), forgetting them all past `maxKeys` so memory stays bounded. */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly maxKeys = 10_000,
  ) {}

  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.buckets.clear();
      bucket = new TokenBucket(this.burst, this.perSecond);
      this.buckets.set(key, bucket);
    }
    return bucket.take();
  }
}

export type EventKind = 'typing' | 'action';

export const TYPING_EVENTS: ReadonlySet<string> = new Set(['typing_start', 'typing_stop']);

/** The two buckets of one socket: typing indicators, and everything else a client sends. */
export class SocketBuckets {
  private readonly typing: TokenBucket;
  private readonly action: TokenBucket;

  constructor(limits: SecurityLimits) {
    this.typing = new TokenBucket(limits.typingBurst, limits.typingPerSecond);
    this.action = new TokenBucket(limits.actionBurst, limits.actionPerSecond);
  }

  bucket(event: string): { kind: EventKind; bucket: TokenBucket } {
    return TYPING_EVENTS.has(event) ? { kind: 'typing', bucket: this.typing } : { kind: 'action', bucket: this.action };
  }
}

/** The sockets of each user, oldest first, to cap how many one user holds open. */
export class UserSockets<S extends { id: string }> {
  private readonly byUser = new Map<string, S[]>();

  /** Adds a socket; returns the sockets over the cap (the oldest), which the caller disconnects. */
  add(userId: string, socket: S, cap: number): S[] {
    const list = this.byUser.get(userId) ?? [];
    list.push(socket);
    this.byUser.set(userId, list);
    return list.length > cap ? list.splice(0, list.length - cap) : [];
  }

  remove(userId: string, socket: S): void {
    const list = this.byUser.get(userId);
    if (!list) return;
    const index = list.indexOf(socket);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.byUser.delete(userId);
  }

  count(userId: string): number {
    return this.byUser.get(userId)?.length ?? 0;
  }
}
