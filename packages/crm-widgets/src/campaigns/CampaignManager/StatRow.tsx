import type { ReactNode } from 'react';
import { StatCard } from '@wacrm/ui';
import { Stats } from './CampaignManager.styles';

export interface StatRowItem {
  title: string;
  value: ReactNode;
  caption: string;
}

/** A panel's row of stat cards, each showing loading until its list first arrives. */
export function StatRow({ items, loading }: { items: readonly StatRowItem[]; loading: boolean }) {
  return (
    <Stats>
      {items.map((item) => (
        <StatCard key={item.title} title={item.title} value={item.value} caption={item.caption} loading={loading} />
      ))}
    </Stats>
  );
}
