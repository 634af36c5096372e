import { fill } from '@wacrm/crm-widgets/i18n';
import { useAppText } from '../../i18n/AppLocale';
import { useWorkbenchText } from '../names';
import { dashboardText } from './dashboardText';
import type { SectionScreenProps } from './types';
import { Heading, PlaceholderBox, Screen } from './screens.styles';

/** Sections without a real screen yet (a placeholder saying content will go here). */
export function SectionPlaceholder({ app, section }: SectionScreenProps) {
  const text = useAppText(dashboardText);
  const { names } = useWorkbenchText();
  return (
    <Screen>
      <Heading>
        <p>{names.app(app)}</p>
        <h1>{names.section(section)}</h1>
      </Heading>
      <PlaceholderBox>
        <p>{fill(text.dashPlaceholder, { app: names.app(app), section: names.section(section) })}</p>
      </PlaceholderBox>
    </Screen>
  );
}
