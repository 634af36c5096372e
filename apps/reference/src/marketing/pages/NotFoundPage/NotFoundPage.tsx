import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ButtonLink } from '../../../components/ButtonLink';
import { componentText } from '../../../components/componentText';
import { useAppText } from '../../../i18n/AppLocale';
import { notFoundText } from './notFoundText';

/** Unknown routes: say so and offer a way home. */
export function NotFoundPage() {
  const text = useAppText(notFoundText);
  const common = useAppText(componentText);
  useDocumentTitle(text.notFoundTitle);
  return (
    <section className="section" aria-labelledby="not-found-title">
      <div className="narrow">
        <h1 className="title" id="not-found-title">
          {text.notFoundTitle}
        </h1>
        <p className="lead">{text.notFoundLead}</p>
        <div className="actions">
          <ButtonLink to="/">{common.commonGoHome}</ButtonLink>
          <ButtonLink to="/help" variant="secondary">
            {text.notFoundVisitHelp}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
