import type { LocaleFormats } from '@wacrm/crm-widgets/i18n';
import { useAppFormats, useAppText } from '../../i18n/AppLocale';
import type { PlainTextKey } from '../../i18n/appText';
import type { AppId } from '../apps';
import { useWorkbenchText } from '../names';
import { dashboardText } from './dashboardText';
import { money } from './sampleFigures';
import { SampleDataNote } from './SampleDataNote';
import type { SectionScreenProps } from './types';
import { Heading, Panel, Screen, Stats } from './screens.styles';

/** A sample figure: its label and its value written in the active language. */
type SampleFigure = readonly [PlainTextKey<typeof dashboardText>, (format: LocaleFormats) => string];

const SAMPLE: Partial<Record<AppId, readonly SampleFigure[]>> = {
  support: [
    ['dashOpenTickets', (f) => f.number(38)],
    ['dashFirstResponse', (f) => f.number(12, { style: 'unit', unit: 'minute', unitDisplay: 'short' })],
    ['dashResolvedToday', (f) => f.number(54)],
    ['dashSatisfaction', (f) => `${f.number(4.7)}/${f.number(5)}`],
  ],
  analytics: [
    ['dashSessions', (f) => f.number(18_240)],
    ['dashActiveUsers', (f) => f.number(3912)],
    ['dashMessagesSent', (f) => f.number(42_118)],
    ['dashReadRate', (f) => f.percent(0.78)],
  ],
  finance: [
    ['dashRevenueThisMonth', (f) => money(f, 84_300)],
    ['dashOutstandingInvoices', (f) => f.number(17)],
    ['dashExpenses', (f) => money(f, 21_950)],
    ['dashNetMargin', (f) => f.percent(0.31)],
  ],
};

/** Dashboard of the non-messaging apps other than CRM: sample figures and a pointer to the sections. */
export function GenericDashboard({ app, section }: SectionScreenProps) {
  const text = useAppText(dashboardText);
  const format = useAppFormats();
  const { names } = useWorkbenchText();
  const stats = SAMPLE[app] ?? [];
  const appName = names.app(app);
  return (
    <Screen>
      <Heading>
        <p>{appName}</p>
        <h1>{names.section(section)}</h1>
        {stats.length > 0 && <SampleDataNote />}
      </Heading>
      {stats.length > 0 && (
        <Stats aria-label={text.dashKeyFigures}>
          {stats.map(([label, value]) => (
            <li key={label}>
              <span>{text[label]}</span>
              <strong>{value(format)}</strong>
            </li>
          ))}
        </Stats>
      )}
      <Panel aria-labelledby="generic-dashboard-note">
        <h2 id="generic-dashboard-note">{format.text(text.dashOverview, { app: appName })}</h2>
        <p>{format.text(text.dashOverviewText, { app: appName })}</p>
      </Panel>
    </Screen>
  );
}
