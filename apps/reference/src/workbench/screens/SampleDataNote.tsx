import { Badge } from '@wacrm/ui';
import { SampleNote } from './screens.styles';

/**
 * 'Sample data' under a dashboard's title whose figures are the spec's placeholders, so that no one takes them for
 * their own account's (issue 34).
 */
export function SampleDataNote() {
  return (
    <SampleNote>
      <Badge tone="warning">Sample data</Badge>
      <span>These figures are examples, not your account&apos;s.</span>
    </SampleNote>
  );
}
