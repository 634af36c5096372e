import { APP_NAMES, sectionName } from '../apps';
import type { SectionScreenProps } from './types';
import { Heading, PlaceholderBox, Screen } from './screens.styles';

/** Sections without a real screen yet (spec section 2: a placeholder saying content will go here). */
export function SectionPlaceholder({ app, section }: SectionScreenProps) {
  return (
    <Screen>
      <Heading>
        <p>{APP_NAMES[app]}</p>
        <h1>{sectionName(section)}</h1>
      </Heading>
      <PlaceholderBox>
        <p>
          {APP_NAMES[app]} {sectionName(section)} content will go here.
        </p>
      </PlaceholderBox>
    </Screen>
  );
}
