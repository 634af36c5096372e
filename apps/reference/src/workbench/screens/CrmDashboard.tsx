import { Button } from '@wacrm/ui';
import { SampleDataNote } from './SampleDataNote';
import type { SectionScreenProps } from './types';
import { Activities, Heading, Panel, Panels, Pipeline, QuickActions, Screen, Stats } from './screens.styles';

/** Hard-coded sample figures (spec section 2: the CRM dashboard shows sample data, not real data). */
export const CRM_STATS = [
  { label: 'Total Contacts', value: '2,847', change: '+12% this month' },
  { label: 'Revenue', value: '$45,231', change: '+8.2% this month' },
  { label: 'Active Deals', value: '127', change: '+5 this week' },
  { label: 'Conversion Rate', value: '24.5%', change: '+2.1 points' },
] as const;

export const PIPELINE_STAGES = [
  { stage: 'Prospecting', deals: 45, value: '$125,000' },
  { stage: 'Qualification', deals: 32, value: '$98,000' },
  { stage: 'Proposal', deals: 18, value: '$76,000' },
  { stage: 'Negotiation', deals: 12, value: '$54,000' },
  { stage: 'Closed Won', deals: 8, value: '$42,000' },
] as const;

const ACTIVITIES = [
  ['New contact added: Sarah Johnson', '5 min ago'],
  ['Deal moved to Proposal: Acme Corp', '1 h ago'],
  ['Email sent to 45 leads', '3 h ago'],
  ['Meeting scheduled with Tech Solutions', 'Yesterday'],
] as const;

/**
 * The CRM app's dashboard: sample figures (marked 'Sample data': the spec's placeholders are not the account's),
 * pipeline, recent activities and quick actions.
 */
export function CrmDashboard({ onNavigateSection }: SectionScreenProps) {
  return (
    <Screen>
      <Heading>
        <p>CRM</p>
        <h1>Dashboard</h1>
        <SampleDataNote />
      </Heading>
      <Stats aria-label="Key figures (sample data)">
        {CRM_STATS.map((s) => (
          <li key={s.label}>
            <span>{s.label}</span>
            <strong>{s.value}</strong>
            <small>{s.change}</small>
          </li>
        ))}
      </Stats>
      <Panels>
        <Panel aria-labelledby="crm-pipeline-title">
          <h2 id="crm-pipeline-title">Sales pipeline</h2>
          <Pipeline>
            {PIPELINE_STAGES.map((p) => (
              <li key={p.stage}>
                <span>{p.stage}</span>
                <strong>{p.deals} deals</strong>
                <span>{p.value}</span>
              </li>
            ))}
          </Pipeline>
        </Panel>
        <Panel aria-labelledby="crm-actions-title">
          <h2 id="crm-actions-title">Quick actions</h2>
          <QuickActions>
            <Button variant="secondary" onClick={() => onNavigateSection('contacts')}>
              Add Contact
            </Button>
            <Button variant="secondary" onClick={() => onNavigateSection('leads')}>
              Create Deal
            </Button>
            <Button variant="secondary" onClick={() => onNavigateSection('contacts')}>
              Send Email
            </Button>
            <Button variant="secondary" onClick={() => onNavigateSection('analytics')}>
              View Reports
            </Button>
          </QuickActions>
        </Panel>
      </Panels>
      <Panel aria-labelledby="crm-activities-title">
        <h2 id="crm-activities-title">Recent activities</h2>
        <Activities>
          {ACTIVITIES.map(([text, when]) => (
            <li key={text}>
              <span>{text}</span>
              <span>{when}</span>
            </li>
          ))}
        </Activities>
      </Panel>
    </Screen>
  );
}
