import { arr, count, isRecord, own, rec, str } from './internal/read';

export interface DeliveryCounts {
  sent: number;
  delivered: number;
  read: number;
  failed: number;
}

export interface AnalyticsPoint extends DeliveryCounts {
  /** YYYY-MM-DD. */
  date: string;
}

/** GET /whatsapp/analytics answer. Rates are percentages. */
export interface Analytics {
  timeline: AnalyticsPoint[];
  stats: DeliveryCounts;
  rates: { delivery: number; read: number };
}

/** Query options of GET /whatsapp/analytics. */
export interface AnalyticsOptions {
  /** YYYY-MM-DD or ISO. */
  from?: string;
  to?: string;
}

function counts(value: unknown): DeliveryCounts {
  const r = rec(value);
  return {
    sent: count(r, ['sent']),
    delivered: count(r, ['delivered']),
    read: count(r, ['read']),
    failed: count(r, ['failed']),
  };
}

/** Normalises an analytics answer; missing parts become zeros and an empty timeline. Never throws. */
export function normalizeAnalytics(raw: unknown): Analytics {
  const r = rec(raw);
  const rates = rec(own(r, 'rates'));
  return {
    timeline: arr(r, ['timeline'])
      .filter(isRecord)
      .map((p) => ({ date: str(p, ['date']), ...counts(p) })),
    stats: counts(own(r, 'stats')),
    rates: { delivery: count(rates, ['delivery']), read: count(rates, ['read']) },
  };
}
