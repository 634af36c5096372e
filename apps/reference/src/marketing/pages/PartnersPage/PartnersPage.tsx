import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Icon, extraShapes, shapes } from '../../../components/Icon';
import { BookDemoLink } from '../../../components/ButtonLink';

const programs = [
  {
    icon: extraShapes.Handshake,
    title: 'Referral partners',
    text: 'Recommend Wacrm to your clients and earn a recurring share of every subscription you refer.',
  },
  {
    icon: extraShapes.Puzzle,
    title: 'Solution partners',
    text: 'Agencies and consultants who set up WhatsApp, templates and campaigns for their clients, with a partner dashboard and priority support.',
  },
  {
    icon: extraShapes.CodeXml,
    title: 'Technology partners',
    text: 'Software companies that embed the Wacrm inbox, campaign manager and contacts in their own product.',
  },
] as const;

const benefits = [
  'Recurring revenue share for the lifetime of each customer',
  'A sandbox workspace and a mock API for development',
  'Co-marketing: listing in our partner directory and joint case studies',
  'A dedicated partner manager and 24/7 priority support',
];

const caseStudies = [
  {
    title: 'Online fashion store',
    text: 'Moved order updates and back-in-stock alerts to WhatsApp templates and answered questions in the shared inbox.',
  },
  {
    title: 'Regional clinic group',
    text: 'Sent appointment reminders as utility templates and let patients reschedule in chat instead of calling.',
  },
  {
    title: 'Real-estate agency',
    text: 'Captured leads from listings straight into contacts, tagged them and followed up with scheduled broadcasts.',
  },
] as const;

/** Partners: programmes, benefits, embedding the packages and example case studies. */
export function PartnersPage() {
  useDocumentTitle('Partners');
  return (
    <>
      <section className="section" aria-labelledby="partners-title">
        <div className="container">
          <p className="eyebrow">Partners</p>
          <h1 className="title" id="partners-title">
            Grow with Wacrm
          </h1>
          <p className="lead">
            Whether you refer clients, run WhatsApp for them or build it into your software, our partner programmes give
            you the tools and support to succeed.
          </p>
          <div className="actions">
            <BookDemoLink variant="primary" size="lg">
              Become a partner
            </BookDemoLink>
          </div>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="programmes-title">
        <div className="container">
          <h2 className="section-title" id="programmes-title">
            Partner programmes
          </h2>
          <ul className="card-grid">
            {programs.map(({ icon, title, text }) => (
              <li className="card" key={title}>
                <Icon node={icon} size={28} />
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <div className="split">
            <div>
              <h2 className="section-title" id="benefits-title">
                What partners get
              </h2>
              <ul className="check-list">
                {benefits.map((line) => (
                  <li key={line}>
                    <Icon node={shapes.Check} size={18} />
                    {line}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="section-title">Embed it in your product</h2>
              <p className="muted">
                The Wacrm packages are ordinary npm packages: a typed client for the API and realtime events, themeable
                UI primitives, and ready-made widgets such as the conversations inbox and the Campaign Manager. Your app
                owns the client; the widgets follow your brand colours.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="case-studies">
        <div className="container">
          <h2 className="section-title" id="case-studies">
            Case studies
          </h2>
          <p className="muted">Examples of how partners put Wacrm to work for their clients.</p>
          <ul className="card-grid">
            {caseStudies.map(({ title, text }) => (
              <li className="card" key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
