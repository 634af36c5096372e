import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Icon, shapes } from '../../../components/Icon';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';

const solutions = [
  {
    id: 'whatsapp-business-api',
    icon: shapes.BadgeCheck,
    title: 'WhatsApp Business API',
    text: 'Connect your verified business number in minutes with your access token and phone number ID.',
  },
  {
    id: 'team-inbox',
    icon: shapes.Inbox,
    title: 'Team Inbox',
    text: 'Every customer chat in one live inbox with unread counts, search and real-time delivery ticks.',
  },
  {
    id: 'broadcast',
    icon: shapes.Megaphone,
    title: 'Broadcast',
    text: 'Send approved templates to your segments now or on a schedule, and watch delivery and reads.',
  },
  {
    id: 'chatbot',
    icon: shapes.Bot,
    title: 'Chatbot',
    text: 'Answer common questions instantly, day and night, and hand over to a person when it matters.',
  },
] as const;

const features = [
  ['Live conversations', 'Custom replies or templates with parameters, typing indicators and read receipts.'],
  ['Template editor', 'Headers, body variables, footers and buttons with a live WhatsApp preview.'],
  ['Campaign manager', 'Draft, launch and pause campaigns; track sent, delivered and read.'],
  ['Contacts CRM', 'Tags, status, source and notes; search and filter your whole audience.'],
  ['Delivery analytics', 'Delivery and read rates over time for every message you send.'],
  ['Quick messages', 'Reach one customer fast with a custom text or an approved template.'],
] as const;

const stats = [
  ['5M+', 'Contacts Managed'],
  ['99.9%', 'Uptime Guaranteed'],
  ['50+', 'Integrations'],
  ['24/7', 'Expert Support'],
] as const;

const integrations = ['Shopify', 'WooCommerce', 'HubSpot', 'Salesforce', 'Zapier', 'Google Sheets', 'Slack', 'Stripe'];

/** The main landing page (spec section 1). */
export function LandingPage() {
  useDocumentTitle('');
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <div className="split">
            <div>
              <p className="eyebrow">WhatsApp Business + CRM</p>
              <h1 className="title" id="hero-title">
                Turn WhatsApp conversations into revenue
              </h1>
              <p className="lead">
                Connect your WhatsApp Business account, chat with every customer in one live inbox and run campaigns
                that convert, all from one workspace your whole team shares.
              </p>
              <div className="actions">
                <ButtonLink to="/auth/register" size="lg">
                  Start Free Trial
                </ButtonLink>
                <BookDemoLink size="lg" />
              </div>
            </div>
            <div className="hero-visual">
              <p className="bubble">Hi! Is the spring collection back in stock?</p>
              <p className="bubble bubble--out">Yes! Here is 15% off your next order: SPRING15</p>
              <p className="bubble">Ordered, thank you!</p>
              <p className="roi-badge">
                <strong>+245%</strong>
                <span>ROI Increase</span>
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="solutions-title" id="solutions">
        <div className="container">
          <p className="eyebrow">Solutions</p>
          <h2 className="section-title" id="solutions-title">
            Everything you need to sell and support on WhatsApp
          </h2>
          <ul className="card-grid">
            {solutions.map(({ id, icon, title, text }) => (
              <li className="card" key={id} id={id}>
                <Icon node={icon} size={28} />
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="ai-title">
        <div className="container">
          <div className="split">
            <div>
              <p className="eyebrow">AI assistance</p>
              <h2 className="section-title" id="ai-title">
                AI that keeps every conversation moving
              </h2>
              <p className="lead">
                Suggested replies, automatic follow-ups and smart segments help your team answer faster and send the
                right template to the right customer.
              </p>
              <ul className="check-list">
                {[
                  'Reply suggestions drafted from the conversation',
                  'Segments built from tags, status and activity',
                  'Follow-ups timed inside the 24-hour service window',
                ].map((line) => (
                  <li key={line}>
                    <Icon node={shapes.Check} size={18} />
                    {line}
                  </li>
                ))}
              </ul>
              <ButtonLink to="/auth/register" size="lg">
                See AI in Action
              </ButtonLink>
            </div>
            <div className="hero-visual">
              <p className="bubble">Can I change my delivery address?</p>
              <p className="bubble bubble--out">
                Suggested reply: Of course! Send me the new address and I will update order #1042 right away.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-label="Wacrm in numbers">
        <div className="container">
          <ul className="stats-strip">
            {stats.map(([value, label]) => (
              <li key={label}>
                <strong>{value}</strong>
                <span>{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title" id="features">
        <div className="container">
          <p className="eyebrow">Features</p>
          <h2 className="section-title" id="features-title">
            One workbench for messaging, contacts and campaigns
          </h2>
          <ul className="card-grid card-grid--wide">
            {features.map(([title, text]) => (
              <li className="card" key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="integrations-title" id="integrations">
        <div className="container">
          <p className="eyebrow">Integrations</p>
          <h2 className="section-title" id="integrations-title">
            Works with the tools you already use
          </h2>
          <p className="lead">
            Sync contacts and orders from your store and CRM, or build your own with the REST API and realtime events.
          </p>
          <ul className="chips" aria-label="Popular integrations">
            {integrations.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="cta-title">
        <div className="container">
          <div className="cta-band">
            <h2 className="section-title" id="cta-title">
              Ready to grow on WhatsApp?
            </h2>
            <p className="lead">Start your free trial today. No credit card needed.</p>
            <div className="actions">
              <ButtonLink to="/auth/register" size="lg">
                Start Free Trial
              </ButtonLink>
              <BookDemoLink size="lg" />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
