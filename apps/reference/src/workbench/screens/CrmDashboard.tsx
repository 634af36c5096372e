import { Button } from '@wacrm/ui';
import { useAppFormats, useAppText } from '../../i18n/AppLocale';
import type { PlainTextKey } from '../../i18n/appText';
import { useWorkbenchText } from '../names';
import { dashboardText } from './dashboardText';
import { describeChange, money, type SampleChange } from './sampleFigures';
import { SampleDataNote } from './SampleDataNote';
import type { SectionScreenProps } from './types';
import { Activities, Heading, Panel, Panels, Pipeline, QuickActions, Screen, Stats } from './screens.styles';

type Key = PlainTextKey<typeof dashboardText>;

/** Hard-coded sample figures (the CRM dashboard shows sample data, not real data). */
export const CRM_STATS: readonly {
  label: Key;
  value: number;
  kind: 'count' | 'money' | 'ratio';
  change: SampleChange;
}[] = [
  { label: 'dashTotalContacts', value: 2847, kind: 'count', change: { ratio: 0.12, per: 'month' } },
  { label: 'dashRevenue', value: 45_231, kind: 'money', change: { ratio: 0.082, per: 'month' } },
  { label: 'dashActiveDeals', value: 127, kind: 'count', change: { count: 5, per: 'week' } },
  { label: 'dashConversionRate', value: 0.245, kind: 'ratio', change: { points: 2.1 } },
];

export const PIPELINE_STAGES: readonly { stage: Key; deals: number; value: number }[] = [
  { stage: 'dashProspecting', deals: 45, value: 125_000 },
  { stage: 'dashQualification', deals: 32, value: 98_000 },
  { stage: 'dashProposal', deals: 18, value: 76_000 },
  { stage: 'dashNegotiation', deals: 12, value: 54_000 },
  { stage: 'dashClosedWon', deals: 8, value: 42_000 },
];

/**
 * The CRM app's dashboard: sample figures (marked 'Sample data': the spec's placeholders are not the account's),
 * pipeline, recent activities and quick actions, in the active language (its numbers, amounts and times by Intl).
 */
export function CrmDashboard({ app, section, onNavigateSection }: SectionScreenProps) {
  const text = useAppText(dashboardText);
  const format = useAppFormats();
  const { names } = useWorkbenchText();
  const figure = (value: number, kind: 'count' | 'money' | 'ratio') =>
    kind === 'money' ? money(format, value) : kind === 'ratio' ? format.percent(value) : format.number(value);
  const ago = (value: number, unit: Intl.RelativeTimeFormatUnit) => {
    const when = format.relative(-value, unit);
    return when.charAt(0).toLocaleUpperCase(format.locale) + when.slice(1);
  };
  const activities = [
    [format.text(text.dashContactAdded, { name: 'Sarah Johnson' }), ago(5, 'minute')],
    [format.text(text.dashDealMoved, { stage: text.dashProposal, name: 'Acme Corp' }), ago(1, 'hour')],
    [format.plural(text.dashEmailSent, 45), ago(3, 'hour')],
    [format.text(text.dashMeetingScheduled, { name: 'Tech Solutions' }), ago(1, 'day')],
  ] as const;
  return (
    <Screen>
      <Heading>
        <p>{names.app(app)}</p>
        <h1>{names.section(section)}</h1>
        <SampleDataNote />
      </Heading>
      <Stats aria-label={text.dashKeyFigures}>
        {CRM_STATS.map((s) => (
          <li key={s.label}>
            <span>{text[s.label]}</span>
            <strong>{figure(s.value, s.kind)}</strong>
            <small>{describeChange(s.change, format, text)}</small>
          </li>
        ))}
      </Stats>
      <Panels>
        <Panel aria-labelledby="crm-pipeline-title">
          <h2 id="crm-pipeline-title">{text.dashPipeline}</h2>
          <Pipeline>
            {PIPELINE_STAGES.map((p) => (
              <li key={p.stage}>
                <span>{text[p.stage]}</span>
                <strong>{format.plural(text.dashDeals, p.deals)}</strong>
                <span>{money(format, p.value)}</span>
              </li>
            ))}
          </Pipeline>
        </Panel>
        <Panel aria-labelledby="crm-actions-title">
          <h2 id="crm-actions-title">{text.dashQuickActions}</h2>
          <QuickActions>
            <Button variant="secondary" onClick={() => onNavigateSection('contacts')}>
              {text.dashAddContact}
            </Button>
            <Button variant="secondary" onClick={() => onNavigateSection('leads')}>
              {text.dashCreateDeal}
            </Button>
            <Button variant="secondary" onClick={() => onNavigateSection('contacts')}>
              {text.dashSendEmail}
            </Button>
            <Button variant="secondary" onClick={() => onNavigateSection('analytics')}>
              {text.dashViewReports}
            </Button>
          </QuickActions>
        </Panel>
      </Panels>
      <Panel aria-labelledby="crm-activities-title">
        <h2 id="crm-activities-title">{text.dashRecentActivities}</h2>
        <Activities>
          {activities.map(([what, when]) => (
            <li key={what}>
              <span>{what}</span>
              <span>{when}</span>
            </li>
          ))}
        </Activities>
      </Panel>
    </Screen>
  );
}
