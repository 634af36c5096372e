import { ButtonLink } from '../../../components/ButtonLink';
import { Actions, Lead, Narrow, Section, Title } from '../page.styles';

/** Unknown routes: say so and offer a way home. */
export function NotFoundPage() {
  return (
    <Section aria-labelledby="not-found-title">
      <Narrow>
        <Title id="not-found-title">Page not found</Title>
        <Lead>The page you are looking for does not exist or has moved.</Lead>
        <Actions>
          <ButtonLink to="/">Go to the home page</ButtonLink>
          <ButtonLink to="/help" variant="secondary">
            Visit the Help Center
          </ButtonLink>
        </Actions>
      </Narrow>
    </Section>
  );
}
