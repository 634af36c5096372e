/**
 * Counts events per key in a sliding window (e.g. wrong codes per identifier per hour, code sends per client address
 * per hour). Memory stays bounded: expired hits are dropped as keys are touched, every key is swept now and then,
 * and past `maxKeys` the oldest key is forgotten.
 */
export class WindowCounter {
  private readonly hits = new Map<string, number[]>();
  private touches = 0;

  constructor(
    private readonly limit: () => number,
    private readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
    private readonly maxKeys = 50_000,
  ) {}

  private live(key: string, now: number): number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const from = now - this.windowMs;
    const kept = list.filter((t) => t > from);
    if (kept.length === 0) this.hits.delete(key);
    else if (kept.length !== list.length) this.hits.set(key, kept);
    return kept;
  }

  /** Milliseconds until `key` is under its limit again; 0 when it is under the limit now. */
  blockedFor(key: string): number {
    const now = this.now();
    const list = this.live(key, now);
    const limit = this.limit();
    if (list.length < limit) return 0;
    // The window frees up when the oldest hit that keeps the count at the limit leaves it.
    const oldest = list[list.length - limit]!;
    return Math.max(1, oldest + this.windowMs - now);
  }

  record(key: string): void {
    const now = this.now();
    const list = this.live(key, now);
    list.push(now);
    this.hits.delete(key); // re-insert: the map's order is the order keys were last used
    this.hits.set(key, list);
    if (this.hits.size > this.maxKeys) {
      const first = this.hits.keys().next();
      if (!first.done) this.hits.delete(first.value);
    }
    this.touches += 1;
    if (this.touches % 1000 === 0) this.sweep(now);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  reset(): void {
    this.hits.clear();
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) this.live(key, now);
  }
}

/** "1 minute", "45 minutes": a wait in whole minutes, rounded up. */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
