import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { openRate, type AnalyticsPoint, type DeliveryCounts } from '@wacrm/whatsapp-sdk';
import { StatCard, Table, vars, type TableColumn } from '@wacrm/ui';
import { useWacrmLabels } from '../../provider';
import { ResourceView, useAccountStores, useNotifyOnError, useResourceState } from '../../internal/resources';
import { useLocaleAttributes, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import type { LocaleFormats } from '../../i18n/formats';
import { campaignLabels } from '../labels';
import {
  ChartCaption,
  ChartFigure,
  Heading,
  Legend,
  LegendItem,
  Root,
  Svg,
  Swatch,
  Tiles,
} from './DeliveryAnalytics.styles';

export interface DeliveryAnalyticsProps {
  /** Level of the 'Delivery analytics' heading (default 3: inside the Campaign Manager's h2). */
  headingLevel?: 2 | 3 | 4;
  /** First day (YYYY-MM-DD or ISO); the server's default period when absent. */
  from?: string;
  /** Last day (YYYY-MM-DD or ISO). */
  to?: string;
  /** Change it to load the figures again (e.g. after a campaign was launched). */
  refreshKey?: string | number;
}

type SeriesKey = keyof DeliveryCounts;

/** The four series, each with its own colour and line pattern (never colour alone). */
const SERIES: readonly { key: SeriesKey; color: string; dash: string }[] = [
  { key: 'sent', color: vars.color.info, dash: '' },
  { key: 'delivered', color: vars.color.primary, dash: '8 4' },
  { key: 'read', color: vars.color.warning, dash: '2 3' },
  { key: 'failed', color: vars.color.danger, dash: '10 3 2 3' },
];

/** The drawing's width before the chart is measured (server render, jsdom); then its own width in CSS pixels. */
const W = 600;
const H = 220;

/**
 * The chart's width in CSS pixels, followed as its card resizes, so it is drawn at its real width: the card's whole
 * width with labels at their own size (a fixed 600-unit drawing capped at 760 px used half a wide card).
 */
function useDrawingWidth(ref: { readonly current: SVGSVGElement | null }): number {
  const [width, setWidth] = useState(W);
  useEffect(() => {
    const svg = ref.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.round(svg.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

/** A round axis maximum above `max` (1, 2, 5 x 10^n), at least 4 so four grid steps stay whole numbers. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * power;
    if (candidate >= max && Number.isInteger(candidate / 4)) return candidate;
  }
  return Math.ceil(max / 4) * 4;
}

/** A day of the analytics ('2026-11-27') as the locale writes a short date ('Nov 27'); as it is when unreadable. */
function dayText(date: string, formats: LocaleFormats, month: 'short' | 'long' = 'short'): string {
  const t = /^\d{4}-\d{2}-\d{2}/.test(date) ? Date.parse(`${date.slice(0, 10)}T00:00:00`) : NaN;
  return Number.isFinite(t) ? formats.dateWith(t, { day: 'numeric', month }) : date;
}

interface ChartProps {
  points: readonly AnalyticsPoint[];
  titleId: string;
  descId: string;
}

/** A hand-drawn SVG line chart; named and described for assistive technology, which also gets the data table. */
function TimelineChart({ points, titleId, descId }: ChartProps) {
  const labels = useWacrmLabels(campaignLabels);
  const { formats } = useWacrmLocale();
  const svgRef = useRef<SVGSVGElement>(null);
  const W = useDrawingWidth(svgRef);
  const max = niceMax(Math.max(0, ...points.flatMap((p) => SERIES.map((s) => p[s.key]))));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, 1, 2, 3, 4].map((k) => (max / 4) * k);
  const xLabels = points.length <= 1 ? [0] : [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])];
  const first = points[0]?.date ?? '';
  const last = points[points.length - 1]?.date ?? '';
  return (
    <Svg
      ref={svgRef}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={titleId}>{labels.chartTitle}</title>
      <desc id={descId}>
        {formats.plural(labels.chartSummary, points.length, {
          from: dayText(first, formats, 'long'),
          to: dayText(last, formats, 'long'),
        })}
      </desc>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={vars.color.border} strokeWidth={1} />
          <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end">
            {t}
          </text>
        </g>
      ))}
      {xLabels.map((i) => (
        <text
          key={i}
          x={x(i)}
          y={H - 8}
          textAnchor={points.length <= 1 ? 'middle' : i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
        >
          {dayText(points[i]?.date ?? '', formats)}
        </text>
      ))}
      {SERIES.map((s) => (
        <g key={s.key} data-series={s.key}>
          {points.length > 1 ? (
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth={2.5}
              strokeDasharray={s.dash || undefined}
              strokeLinejoin="round"
              points={points.map((p, i) => `${x(i)},${y(p[s.key])}`).join(' ')}
            />
          ) : null}
          {points.map((p, i) => (
            <circle key={i} cx={x(i)} cy={y(p[s.key])} r={points.length > 1 ? 2.5 : 4} fill={s.color} />
          ))}
        </g>
      ))}
    </Svg>
  );
}

/**
 * Delivery analytics from `analytics.get`: totals (sent, delivered, read, failed), delivery, read and open
 * rates, and a timeline chart of the four figures per day with the same figures in a table.
 */
export function DeliveryAnalytics({ from, to, refreshKey, headingLevel = 3 }: DeliveryAnalyticsProps) {
  const labels = useWacrmLabels(campaignLabels);
  const localeAttributes = useLocaleAttributes();
  const { formats } = useWacrmLocale();
  const uid = useId().replace(/:/g, '');
  const stores = useAccountStores();
  const report = useMemo(
    () => stores.analytics({ ...(from ? { from } : {}), ...(to ? { to } : {}) }),
    [stores, from, to],
  );
  const state = useResourceState(report);
  const { data, error, loading } = state;
  // A new refreshKey asks for the figures again (the mount already loads them).
  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey === firstKey.current) return;
    firstKey.current = refreshKey;
    void report.load({ refresh: true });
  }, [refreshKey, report]);
  // A load failure is a notice too, besides the inline error.
  useNotifyOnError(error);

  const seriesLabel: Record<SeriesKey, string> = {
    sent: labels.sent,
    delivered: labels.delivered,
    read: labels.read,
    failed: labels.failed,
  };

  if (error && !data) {
    return (
      <Root aria-label={labels.analyticsHeading} {...localeAttributes}>
        <ResourceView
          state={state}
          errorTitle={labels.analyticsLoadFailed}
          retryLabel={labels.retry}
          loadingLabel={labels.loading}
          errorContainer="none"
        >
          {() => null}
        </ResourceView>
      </Root>
    );
  }

  const stats = data?.stats ?? { sent: 0, delivered: 0, read: 0, failed: 0 };
  const rates = data?.rates ?? { delivery: 0, read: 0 };
  const timeline = data?.timeline ?? [];
  const busy = loading && !data;

  const columns: TableColumn<AnalyticsPoint>[] = [
    { key: 'date', header: labels.dateColumn, render: (p) => dayText(p.date, formats, 'long'), rowHeader: true },
    ...SERIES.map((s) => ({
      key: s.key,
      header: seriesLabel[s.key],
      align: 'end' as const,
      render: (p: AnalyticsPoint) => formats.number(p[s.key]),
    })),
  ];

  return (
    <Root aria-labelledby={`${uid}-heading`} aria-busy={busy || undefined} {...localeAttributes}>
      <Heading id={`${uid}-heading`} as={`h${headingLevel}`}>
        {labels.analyticsHeading}
      </Heading>
      <Tiles>
        <StatCard title={labels.sent} value={formats.number(stats.sent)} loading={busy} />
        <StatCard title={labels.delivered} value={formats.number(stats.delivered)} loading={busy} />
        <StatCard title={labels.read} value={formats.number(stats.read)} loading={busy} />
        <StatCard title={labels.failed} value={formats.number(stats.failed)} loading={busy} />
        <StatCard
          title={labels.deliveryRate}
          value={formats.percent(Math.round(rates.delivery) / 100)}
          loading={busy}
        />
        <StatCard title={labels.readRate} value={formats.percent(Math.round(rates.read) / 100)} loading={busy} />
        <StatCard
          title={labels.openRate}
          value={formats.percent(openRate(stats.read, stats.sent) / 100)}
          loading={busy}
        />
      </Tiles>
      {busy ? null : (
        <ChartFigure>
          <ChartCaption>
            <strong>{labels.chartTitle}</strong>
            {timeline.length === 0 ? <span>{labels.chartEmpty}</span> : null}
          </ChartCaption>
          {timeline.length > 0 ? (
            <>
              <TimelineChart points={timeline} titleId={`${uid}-title`} descId={`${uid}-desc`} />
              <Legend aria-hidden="true">
                {SERIES.map((s) => (
                  <LegendItem key={s.key}>
                    <Swatch $color={s.color} $dash={s.dash} />
                    {seriesLabel[s.key]}
                  </LegendItem>
                ))}
              </Legend>
              <Table
                caption={labels.tableCaption}
                columns={columns}
                rows={timeline}
                getRowKey={(p, i) => `${p.date}-${i}`}
              />
            </>
          ) : null}
        </ChartFigure>
      )}
    </Root>
  );
}
