import { useEffect } from 'react';
import { Icon, shapes, type IconNode } from '../../../components/Icon';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';
import { useAppFormats, useAppText } from '../../../i18n/AppLocale';
import { siteText, type SiteTextKey } from '../../siteText';
import { landingText } from './landingText';

type LandingTextKey = keyof typeof landingText;

const solutions: readonly { id: string; icon: IconNode; title: SiteTextKey; text: LandingTextKey }[] = [
  { id: 'whatsapp-business-api', icon: shapes.BadgeCheck, title: 'siteWhatsAppApi', text: 'landingApiText' },
  { id: 'team-inbox', icon: shapes.Inbox, title: 'siteTeamInbox', text: 'landingInboxText' },
  { id: 'broadcast', icon: shapes.Megaphone, title: 'siteBroadcast', text: 'landingBroadcastText' },
  { id: 'chatbot', icon: shapes.Bot, title: 'siteChatbot', text: 'landingChatbotText' },
];

const features: readonly (readonly [LandingTextKey, LandingTextKey])[] = [
  ['landingConversations', 'landingConversationsText'],
  ['landingTemplateEditor', 'landingTemplateEditorText'],
  ['landingCampaignManager', 'landingCampaignManagerText'],
  ['landingContactsCrm', 'landingContactsCrmText'],
  ['landingDeliveryAnalytics', 'landingDeliveryAnalyticsText'],
  ['landingQuickMessages', 'landingQuickMessagesText'],
];

const aiPoints: readonly LandingTextKey[] = ['landingAiReplies', 'landingAiSegments', 'landingAiFollowUps'];

/** Brand names: the same in every language. */
const integrations = ['Shopify', 'WooCommerce', 'HubSpot', 'Salesforce', 'Zapier', 'Google Sheets', 'Slack', 'Stripe'];

/** The main landing page. */
export function LandingPage() {
  const site = useAppText(siteText);
  const text = useAppText(landingText);
  const format = useAppFormats();
  // The site's own title: the landing page has no page name before ' – Wacrm'.
  useEffect(() => {
    document.title = site.siteTitle;
  }, [site.siteTitle]);
  // The spec's figures, written in the language: 5M+, 99.9%, 50+, 24/7 and +245%.
  const stats: readonly (readonly [string, string])[] = [
    [`${format.number(5_000_000, { notation: 'compact' })}+`, text.landingContactsManaged],
    [format.percent(0.999), text.landingUptimeGuaranteed],
    [`${format.number(50)}+`, site.siteIntegrations],
    [`${format.number(24)}/${format.number(7)}`, text.landingExpertSupport],
  ];
  const trialAndDemo = (
    <div className="actions">
      <ButtonLink to="/auth/register" size="lg">
        {site.siteStartFreeTrial}
      </ButtonLink>
      <BookDemoLink size="lg" />
    </div>
  );
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <div className="split">
            <div>
              <p className="eyebrow">{text.landingEyebrow}</p>
              <h1 className="title" id="hero-title">
                {text.landingHeroTitle}
              </h1>
              <p className="lead">{text.landingHeroLead}</p>
              {trialAndDemo}
            </div>
            <div className="hero-visual">
              <p className="bubble">{text.landingChatQuestion}</p>
              <p className="bubble bubble--out">{text.landingChatAnswer}</p>
              <p className="bubble">{text.landingChatThanks}</p>
              <p className="roi-badge">
                <strong>{format.number(2.45, { style: 'percent', signDisplay: 'always' })}</strong>
                <span>{text.landingRoiIncrease}</span>
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="solutions-title" id="solutions">
        <div className="container">
          <p className="eyebrow">{site.siteSolutions}</p>
          <h2 className="section-title" id="solutions-title">
            {text.landingSolutionsTitle}
          </h2>
          <ul className="card-grid">
            {solutions.map(({ id, icon, title, text: body }) => (
              <li className="card" key={id} id={id}>
                <Icon node={icon} size={28} />
                <h3>{site[title]}</h3>
                <p>{text[body]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="ai-title">
        <div className="container">
          <div className="split">
            <div>
              <p className="eyebrow">{text.landingAiEyebrow}</p>
              <h2 className="section-title" id="ai-title">
                {text.landingAiTitle}
              </h2>
              <p className="lead">{text.landingAiLead}</p>
              <ul className="check-list">
                {aiPoints.map((key) => (
                  <li key={key}>
                    <Icon node={shapes.Check} size={18} />
                    {text[key]}
                  </li>
                ))}
              </ul>
              <ButtonLink to="/auth/register" size="lg">
                {site.siteSeeAiInAction}
              </ButtonLink>
            </div>
            <div className="hero-visual">
              <p className="bubble">{text.landingAiQuestion}</p>
              <p className="bubble bubble--out">{text.landingAiSuggestion}</p>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-label={text.landingNumbers}>
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
          <p className="eyebrow">{site.siteFeatures}</p>
          <h2 className="section-title" id="features-title">
            {text.landingFeaturesTitle}
          </h2>
          <ul className="card-grid card-grid--wide">
            {features.map(([title, body]) => (
              <li className="card" key={title}>
                <h3>{text[title]}</h3>
                <p>{text[body]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="integrations-title" id="integrations">
        <div className="container">
          <p className="eyebrow">{site.siteIntegrations}</p>
          <h2 className="section-title" id="integrations-title">
            {text.landingIntegrationsTitle}
          </h2>
          <p className="lead">{text.landingIntegrationsLead}</p>
          <ul className="chips" aria-label={text.landingPopularIntegrations}>
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
              {text.landingCtaTitle}
            </h2>
            <p className="lead">{text.landingCtaLead}</p>
            {trialAndDemo}
          </div>
        </div>
      </section>
    </>
  );
}
