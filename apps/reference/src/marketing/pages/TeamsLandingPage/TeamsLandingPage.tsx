import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Icon, extraShapes } from '../../../components/Icon';
import { useState } from 'react';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';
import { useAppFormats, useAppText } from '../../../i18n/AppLocale';
import { slotted } from '../../../i18n/slots';
import { siteText } from '../../siteText';
import { teamsText } from './teamsText';

type TeamsTextKey = keyof typeof teamsText;

const segments = {
  sales: ['teamsSales', 'teamsSalesText'],
  marketing: ['teamsMarketing', 'teamsMarketingText'],
  support: ['teamsSupport', 'teamsSupportText'],
} as const satisfies Record<string, readonly [TeamsTextKey, TeamsTextKey]>;
type Segment = keyof typeof segments;

/** Second landing variant for teams: trust claims, segments, a sample dashboard. */
export function TeamsLandingPage() {
  const site = useAppText(siteText);
  const text = useAppText(teamsText);
  const format = useAppFormats();
  useDocumentTitle(text.teamsDocumentTitle);
  const [segment, setSegment] = useState<Segment>('sales');
  // The sample activity: what happened and how long ago (counts in the language's plural forms).
  const activity: readonly (readonly [string, string])[] = [
    [text.teamsActivityReply, format.plural(text.teamsMinutesAgo, 2)],
    [text.teamsActivityLead, format.plural(text.teamsMinutesAgo, 8)],
    [
      format.plural(text.teamsActivityCampaign, 1240, { name: text.teamsSpringSale }),
      format.plural(text.teamsHoursAgo, 1),
    ],
    [text.teamsActivityResolved, format.plural(text.teamsHoursAgo, 3)],
  ];
  return (
    <>
      <section className="hero" aria-labelledby="teams-title">
        <div className="container">
          <div className="split">
            <div>
              <ul className="trust" aria-label={text.teamsTrust}>
                <li>
                  <Icon node={extraShapes.Building} size={18} />
                  <span>
                    {slotted(text.teamsTrustedBy, {
                      businesses: <strong>{format.plural(text.teamsBusinesses, 8000)}</strong>,
                    })}
                  </span>
                </li>
                <li>
                  <Icon node={extraShapes.Star} size={18} fill="currentColor" />
                  <span>
                    {slotted(text.teamsAverageRating, {
                      rating: <strong>{`${format.number(4.8)}/${format.number(5)}`}</strong>,
                    })}
                  </span>
                </li>
              </ul>
              <h1 className="title" id="teams-title">
                {text.teamsTitle}
              </h1>
              <div className="segments" role="group" aria-label={text.teamsChooseTeam}>
                {(Object.keys(segments) as Segment[]).map((name) => (
                  <button
                    className="segment-button"
                    key={name}
                    type="button"
                    aria-pressed={segment === name}
                    onClick={() => setSegment(name)}
                  >
                    {text[segments[name][0]]}
                  </button>
                ))}
              </div>
              <p className="segment-text" aria-live="polite">
                {text[segments[segment][1]]}
              </p>
              <div className="actions">
                <ButtonLink to="/auth/login" size="lg">
                  {site.siteTryForFree}
                </ButtonLink>
                <BookDemoLink size="lg" />
              </div>
            </div>
            <figure className="mock-dashboard">
              <figcaption>{text.teamsSampleDashboard}</figcaption>
              <dl className="kpis">
                <div>
                  <dt>{text.teamsActiveLeads}</dt>
                  <dd>{format.number(240)}</dd>
                </div>
                <div>
                  <dt>{text.teamsConversionRate}</dt>
                  <dd>{format.percent(0.89)}</dd>
                </div>
              </dl>
              <ul className="activity" aria-label={text.teamsRecentActivity}>
                {activity.map(([line, when]) => (
                  <li key={line}>
                    <span>{line}</span>
                    <span>{when}</span>
                  </li>
                ))}
              </ul>
            </figure>
          </div>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="teams-features-title">
        <div className="container">
          <p className="eyebrow">{text.teamsBuiltForEveryTeam}</p>
          <h2 className="section-title" id="teams-features-title">
            {text.teamsFeaturesTitle}
          </h2>
          <ul className="card-grid">
            <li className="card">
              <h3>{text.teamsSales}</h3>
              <p>{text.teamsSalesCard}</p>
            </li>
            <li className="card">
              <h3>{text.teamsMarketing}</h3>
              <p>{text.teamsMarketingCard}</p>
            </li>
            <li className="card">
              <h3>{text.teamsSupport}</h3>
              <p>{text.teamsSupportCard}</p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="teams-cta-title">
        <div className="container">
          <h2 className="section-title" id="teams-cta-title">
            {text.teamsCtaTitle}
          </h2>
          <p className="lead">{text.teamsCtaLead}</p>
          <div className="actions">
            <ButtonLink to="/auth/register" size="lg">
              {site.siteStartFreeTrial}
            </ButtonLink>
            <ButtonLink to="/auth/register" size="lg" variant="secondary">
              {site.siteSeeAiInAction}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
