import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ButtonLink } from '../../../components/ButtonLink';

/** Unknown routes: say so and offer a way home. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="section" aria-labelledby="not-found-title">
      <div className="narrow">
        <h1 className="title" id="not-found-title">
          Page not found
        </h1>
        <p className="lead">The page you are looking for does not exist or has moved.</p>
        <div className="actions">
          <ButtonLink to="/">Go to the home page</ButtonLink>
          <ButtonLink to="/help" variant="secondary">
            Visit the Help Center
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
