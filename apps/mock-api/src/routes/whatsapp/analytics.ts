import type { Application as Express } from 'express';
import { requireClient } from '../../auth/guard';
import type { Ctx } from '../../context';
import { badRequest, route, sendOk } from '../../http/errors';
import { queryString } from '../../http/validate';

/** Delivery analytics: daily buckets and rates over a date range. */
export function registerAnalyticsRoutes(app: Express, ctx: Ctx, base: string): void {
  const { store } = ctx;
  app.get(
    `${base}/analytics/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const day = 24 * 60 * 60 * 1000;
      const parseDay = (field: string) => {
        const value = queryString(req.query, field, 40);
        if (value === undefined) return undefined;
        const time = Date.parse(value);
        if (Number.isNaN(time)) throw badRequest(field, `${field} must be a date (YYYY-MM-DD)`);
        return Math.floor(time / day) * day;
      };
      const to = parseDay('to') ?? Math.floor(Date.now() / day) * day;
      const from = parseDay('from') ?? to - 29 * day;
      if (from > to) throw badRequest('from', 'from must not be after to');
      if ((to - from) / day > 366) throw badRequest('from', 'the range can be at most 366 days');
      const buckets = new Map<
        string,
        { date: string; sent: number; delivered: number; read: number; failed: number }
      >();
      for (let t = from; t <= to; t += day) {
        const date = new Date(t).toISOString().slice(0, 10);
        buckets.set(date, { date, sent: 0, delivered: 0, read: 0, failed: 0 });
      }
      const stats = { sent: 0, delivered: 0, read: 0, failed: 0 };
      for (const m of store.data.messages) {
        if (m.clientId !== clientId || m.direction !== 'outbound') continue;
        const bucket = buckets.get(m.created_at.slice(0, 10));
        if (!bucket) continue;
        const keys: (keyof typeof stats)[] =
          m.status === 'failed'
            ? ['failed']
            : m.status === 'read'
              ? ['sent', 'delivered', 'read']
              : m.status === 'delivered'
                ? ['sent', 'delivered']
                : m.status === 'sent'
                  ? ['sent']
                  : [];
        for (const key of keys) {
          bucket[key] += 1;
          stats[key] += 1;
        }
      }
      const rate = (n: number) => (stats.sent === 0 ? 0 : Math.round((n / stats.sent) * 100));
      sendOk(
        res,
        { timeline: [...buckets.values()], stats, rates: { delivery: rate(stats.delivered), read: rate(stats.read) } },
        'Analytics fetched',
      );
    }),
  );
}
