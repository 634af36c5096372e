import { forwardRef, type ReactNode } from 'react';
import { Card, type CardProps } from '../Card/Card';
import { StatCaption, StatHeader, StatIcon, StatTitle, StatValue } from './StatCard.styles';

export interface StatCardProps extends Omit<CardProps, 'title'> {
  /** What is counted, e.g. 'Active Campaigns'. */
  title: ReactNode;
  /** The figure, e.g. 12 or '87%'. */
  value: ReactNode;
  /** Small text under the figure, e.g. 'Currently running'. */
  caption?: ReactNode;
  /** Decorative icon next to the title. */
  icon?: ReactNode;
  /** Shows a placeholder instead of the value while it loads (aria-busy is set). */
  loading?: boolean;
  /** What replaces the value while loading; default '—'. */
  loadingValue?: ReactNode;
}

/** A figure with its title and caption (the dashboard and campaign cards). */
export const StatCard = forwardRef<HTMLDivElement, StatCardProps>(function StatCard(
  { title, value, caption, icon, loading = false, loadingValue = '—', ...rest },
  ref,
) {
  return (
    <Card ref={ref} aria-busy={loading || undefined} data-loading={loading ? '' : undefined} {...rest}>
      <StatHeader>
        <StatTitle>{title}</StatTitle>
        {icon ? <StatIcon aria-hidden="true">{icon}</StatIcon> : null}
      </StatHeader>
      <StatValue>{loading ? loadingValue : value}</StatValue>
      {caption ? <StatCaption>{caption}</StatCaption> : null}
    </Card>
  );
});
