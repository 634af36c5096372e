import { Badge } from '@wacrm/ui';
import { useAppText } from '../../i18n/AppLocale';
import { dashboardText } from './dashboardText';
import { SampleNote } from './screens.styles';

/**
 * 'Sample data' under a dashboard's title whose figures are the spec's placeholders, so that no one takes them for
 * their own account's.
 */
export function SampleDataNote() {
  const text = useAppText(dashboardText);
  return (
    <SampleNote>
      <Badge tone="warning">{text.dashSampleData}</Badge>
      <span>{text.dashSampleDataNote}</span>
    </SampleNote>
  );
}
