import { APP_NAMES, sectionName, type AppId } from '../apps';
import { SampleDataNote } from './SampleDataNote';
import type { SectionScreenProps } from './types';
import { Heading, Panel, Screen, Stats } from './screens.styles';

const SAMPLE: Partial<Record<AppId, readonly (readonly [string, string])[]>> = {
  support: [
    ['Open Tickets', '38'],
    ['Avg. First Response', '12 min'],
    ['Resolved Today', '54'],
    ['Satisfaction', '4.7/5'],
  ],
  analytics: [
    ['Sessions', '18,240'],
    ['Active Users', '3,912'],
    ['Messages Sent', '42,118'],
    ['Read Rate', '78%'],
  ],
  finance: [
    ['Revenue This Month', '$84,300'],
    ['Outstanding Invoices', '17'],
    ['Expenses', '$21,950'],
    ['Net Margin', '31%'],
  ],
};

/** Dashboard of the non-messaging apps other than CRM: sample figures and a pointer to the sections. */
export function GenericDashboard({ app, section }: SectionScreenProps) {
  const stats = SAMPLE[app] ?? [];
  return (
    <Screen>
      <Heading>
        <p>{APP_NAMES[app]}</p>
        <h1>{sectionName(section)}</h1>
        {stats.length > 0 && <SampleDataNote />}
      </Heading>
      {stats.length > 0 && (
        <Stats aria-label="Key figures (sample data)">
          {stats.map(([label, value]) => (
            <li key={label}>
              <span>{label}</span>
              <strong>{value}</strong>
            </li>
          ))}
        </Stats>
      )}
      <Panel aria-labelledby="generic-dashboard-note">
        <h2 id="generic-dashboard-note">{APP_NAMES[app]} overview</h2>
        <p>Sample figures. Use the sections on the left to explore the {APP_NAMES[app]} app.</p>
      </Panel>
    </Screen>
  );
}
