import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Icon, extraShapes } from '../../../components/Icon';
import { useState } from 'react';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';

const segments = {
  Sales: 'Qualify leads in chat, share quotes with one tap and see every deal move through your pipeline.',
  Marketing: 'Send approved templates to the right segment and measure delivery, reads and conversions.',
  Support: 'Share one inbox, answer in real time and keep the full customer history next to every chat.',
} as const;
type Segment = keyof typeof segments;

const activity = [
  ['Priya S. replied to the spring offer', '2 min ago'],
  ['New lead from the website: Daniel K.', '8 min ago'],
  ['Campaign "Spring Sale" delivered to 1,240 contacts', '1 h ago'],
  ['Order question resolved by Maria', '3 h ago'],
] as const;

/** Second landing variant for teams (spec section 1): trust claims, segments, a sample dashboard. */
export function TeamsLandingPage() {
  useDocumentTitle('For teams');
  const [segment, setSegment] = useState<Segment>('Sales');
  return (
    <>
      <section className="hero" aria-labelledby="teams-title">
        <div className="container">
          <div className="split">
            <div>
              <ul className="trust" aria-label="Why businesses trust Wacrm">
                <li>
                  <Icon node={extraShapes.Building} size={18} />
                  <span>
                    Trusted by <strong>8,000+ businesses</strong>
                  </span>
                </li>
                <li>
                  <Icon node={extraShapes.Star} size={18} fill="currentColor" />
                  <span>
                    <strong>4.8/5</strong> average rating
                  </span>
                </li>
              </ul>
              <h1 className="title" id="teams-title">
                The WhatsApp CRM your whole team shares
              </h1>
              <div className="segments" role="group" aria-label="Choose your team">
                {(Object.keys(segments) as Segment[]).map((name) => (
                  <button
                    className="segment-button"
                    key={name}
                    type="button"
                    aria-pressed={segment === name}
                    onClick={() => setSegment(name)}
                  >
                    {name}
                  </button>
                ))}
              </div>
              <p className="segment-text" aria-live="polite">
                {segments[segment]}
              </p>
              <div className="actions">
                <ButtonLink to="/auth/login" size="lg">
                  Try for Free
                </ButtonLink>
                <BookDemoLink size="lg" />
              </div>
            </div>
            <figure className="mock-dashboard">
              <figcaption>Sample dashboard</figcaption>
              <dl className="kpis">
                <div>
                  <dt>Active leads</dt>
                  <dd>240</dd>
                </div>
                <div>
                  <dt>Conversion rate</dt>
                  <dd>89%</dd>
                </div>
              </dl>
              <ul className="activity" aria-label="Recent activity">
                {activity.map(([text, when]) => (
                  <li key={text}>
                    <span>{text}</span>
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
          <p className="eyebrow">Built for every team</p>
          <h2 className="section-title" id="teams-features-title">
            From the first message to the repeat order
          </h2>
          <ul className="card-grid">
            <li className="card">
              <h3>Sales</h3>
              <p>Leads, deals and a pipeline from Prospecting to Closed Won, with chats attached.</p>
            </li>
            <li className="card">
              <h3>Marketing</h3>
              <p>Templates, campaigns and broadcasts with delivery and read analytics.</p>
            </li>
            <li className="card">
              <h3>Support</h3>
              <p>A shared live inbox with unread counts, quick replies and customer history.</p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="teams-cta-title">
        <div className="container">
          <h2 className="section-title" id="teams-cta-title">
            See it with your own customers
          </h2>
          <p className="lead">Start free, connect your WhatsApp number and invite your team in minutes.</p>
          <div className="actions">
            <ButtonLink to="/auth/register" size="lg">
              Start Free Trial
            </ButtonLink>
            <ButtonLink to="/auth/register" size="lg" variant="secondary">
              See AI in Action
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
