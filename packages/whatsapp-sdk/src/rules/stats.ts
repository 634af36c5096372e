// Derived figures and badge tones.

/** Open rate = read / sent x 100, rounded; 0 when nothing was sent; kept within 0..100 for junk counts. */
export function openRate(read: number, sent: number): number {
  if (!Number.isFinite(read) || !Number.isFinite(sent) || sent <= 0 || read <= 0) return 0;
  return Math.min(100, Math.round((read / sent) * 100));
}

export type StatusTone = 'success' | 'warning' | 'default' | 'primary' | 'error' | 'neutral';

/**
 * Badge tone of a template or campaign status, any casing: active and approved success; draft
 * and pending warning; paused default; completed primary; rejected error; anything else neutral.
 */
export function statusTone(status: unknown): StatusTone {
  switch (typeof status === 'string' ? status.trim().toLowerCase() : '') {
    case 'active':
    case 'approved':
      return 'success';
    case 'draft':
    case 'pending':
      return 'warning';
    case 'paused':
      return 'default';
    case 'completed':
      return 'primary';
    case 'rejected':
      return 'error';
    default:
      return 'neutral';
  }
}

/**
 * Counts items per status, keyed by the lower-cased status (templates' 'APPROVED' counts as `approved`). The
 * statuses listed in `known` are present with 0 when no item has them; items without a string status are skipped.
 */
export function countByStatus<K extends string = never>(
  items: ReadonlyArray<{ status?: unknown } | null | undefined> | null | undefined,
  known: readonly K[] = [],
): Record<Lowercase<K>, number> & Partial<Record<string, number>> {
  // A Map, then own data properties: a status such as '__proto__' cannot touch the prototype.
  const counts = new Map<string, number>();
  for (const k of known) counts.set(k.toLowerCase(), 0);
  for (const item of items ?? []) {
    const s = item?.status;
    if (typeof s !== 'string' || !s.trim()) continue;
    const key = s.trim().toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(counts) as Record<Lowercase<K>, number> & Partial<Record<string, number>>;
}

/** How many conversations' last customer message got a reply, of how many the customer wrote in; rate in %. */
export interface ResponseRate {
  answered: number;
  asked: number;
  /** answered / asked x 100, rounded; null when no customer has written yet (no figure to make up). */
  rate: number | null;
}

/**
 * The account's response rate from its conversations: of those where the customer wrote (a last inbound message),
 * the share where the business wrote after it (the last activity is later than the last inbound message: a later
 * message can only be the business's).
 */
export function responseRate(
  conversations: ReadonlyArray<{ lastInboundAt: string | null; lastMessageAt: string }>,
): ResponseRate {
  let asked = 0;
  let answered = 0;
  for (const c of conversations) {
    const inbound = c.lastInboundAt ? Date.parse(c.lastInboundAt) : NaN;
    if (!Number.isFinite(inbound)) continue;
    asked += 1;
    if (Date.parse(c.lastMessageAt) > inbound) answered += 1;
  }
  return { answered, asked, rate: asked > 0 ? Math.round((answered / asked) * 100) : null };
}
