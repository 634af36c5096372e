import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Icon, shapes } from '../../../components/Icon';
import { useState } from 'react';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';
import { useAppFormats, useAppText } from '../../../i18n/AppLocale';
import { slotted } from '../../../i18n/slots';
import { siteText } from '../../siteText';
import { Faq } from '../Faq';
import type { PlainTextKey } from '../../../i18n/appText';
import { pricingText } from './pricingText';

type Billing = 'monthly' | 'yearly';
type PricingTextKey = PlainTextKey<typeof pricingText>;

/** The plans' prices are in US dollars, whatever the language (written in its format). */
const CURRENCY = 'USD';

/** A plan's feature: its text, with the count it gives (plural forms), a plan's name or a ratio (as a percentage). */
interface Feature {
  text: keyof typeof pricingText;
  count?: number;
  plan?: PricingTextKey;
  ratio?: number;
}

interface PlanInfo {
  /** Stable id (the name changes with the language). */
  id: string;
  name: PricingTextKey;
  summary: PricingTextKey;
  /** Monthly price in USD; null for a custom quote. */
  monthly: number | null;
  features: readonly Feature[];
  featured?: boolean;
}

const plans: readonly PlanInfo[] = [
  {
    id: 'starter',
    name: 'pricingStarter',
    summary: 'pricingStarterSummary',
    monthly: 29,
    features: [
      { text: 'pricingWhatsAppNumbers', count: 1 },
      { text: 'pricingTeamMembers', count: 3 },
      { text: 'pricingContactsUpTo', count: 1000 },
      { text: 'pricingSharedInbox' },
      { text: 'pricingTemplatesAndQuickMessages' },
    ],
  },
  {
    id: 'growth',
    name: 'pricingGrowth',
    summary: 'pricingGrowthSummary',
    monthly: 79,
    featured: true,
    features: [
      { text: 'pricingEverythingIn', plan: 'pricingStarter' },
      { text: 'pricingTeamMembers', count: 10 },
      { text: 'pricingContactsUpTo', count: 25000 },
      { text: 'pricingCampaigns' },
      { text: 'pricingAnalytics' },
      { text: 'pricingPipeline' },
    ],
  },
  {
    id: 'enterprise',
    name: 'pricingEnterprise',
    summary: 'pricingEnterpriseSummary',
    monthly: null,
    features: [
      { text: 'pricingEverythingIn', plan: 'pricingGrowth' },
      { text: 'pricingUnlimited' },
      { text: 'pricingMultipleNumbers' },
      { text: 'pricingUptimeSla', ratio: 0.999 },
      { text: 'pricingSuccessManager' },
    ],
  },
];

const faq: readonly (readonly [PricingTextKey, PricingTextKey])[] = [
  ['pricingTrialQuestion', 'pricingTrialAnswer'],
  ['pricingFeesQuestion', 'pricingFeesAnswer'],
  ['pricingChangeQuestion', 'pricingChangeAnswer'],
  ['pricingYearlyQuestion', 'pricingYearlyAnswer'],
];

/** Yearly billing: two months free. */
const yearlyMonthly = (monthly: number) => Math.round((monthly * 10) / 12);

/** Pricing: three plans with a monthly/yearly switch, and billing questions. */
export function PricingPage() {
  const site = useAppText(siteText);
  const text = useAppText(pricingText);
  const format = useAppFormats();
  useDocumentTitle(site.sitePricing);
  const [billing, setBilling] = useState<Billing>('monthly');
  const price = (amount: number) =>
    format.number(amount, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
  const feature = ({ text: key, count, plan, ratio }: Feature) =>
    count !== undefined
      ? format.plural(text[key], count)
      : format.text(text[key], {
          ...(plan ? { plan: text[plan] } : {}),
          ...(ratio !== undefined ? { percent: format.percent(ratio) } : {}),
        });
  return (
    <>
      <section className="section" aria-labelledby="pricing-title">
        <div className="container">
          <p className="eyebrow">{site.sitePricing}</p>
          <h1 className="title" id="pricing-title">
            {text.pricingTitle}
          </h1>
          <p className="lead">{text.pricingLead}</p>
          <div className="segments" role="group" aria-label={text.pricingBillingPeriod}>
            <button
              className="segment-button"
              type="button"
              aria-pressed={billing === 'monthly'}
              onClick={() => setBilling('monthly')}
            >
              {text.pricingMonthly}
            </button>
            <button
              className="segment-button"
              type="button"
              aria-pressed={billing === 'yearly'}
              onClick={() => setBilling('yearly')}
            >
              {text.pricingYearly}
            </button>
          </div>
          <ul className="plans">
            {plans.map((plan) => {
              const name = text[plan.name];
              return (
                <li
                  className={plan.featured ? 'plan plan--featured' : 'plan'}
                  key={plan.id}
                  aria-labelledby={`plan-${plan.id}`}
                >
                  <h2 id={`plan-${plan.id}`}>
                    {name}
                    {plan.featured && <span className="badge">{text.pricingMostPopular}</span>}
                  </h2>
                  <p className="plan__summary">{text[plan.summary]}</p>
                  <p className="plan__price">
                    {plan.monthly === null ? (
                      <strong>{text.pricingCustom}</strong>
                    ) : (
                      slotted(billing === 'yearly' ? text.pricingPerMonthYearly : text.pricingPerMonth, {
                        price: (
                          <strong>{price(billing === 'yearly' ? yearlyMonthly(plan.monthly) : plan.monthly)}</strong>
                        ),
                      })
                    )}
                  </p>
                  <ul aria-label={format.text(text.pricingPlanFeatures, { plan: name })}>
                    {plan.features.map((item) => (
                      <li key={item.text}>
                        <Icon node={shapes.Check} size={18} />
                        {feature(item)}
                      </li>
                    ))}
                  </ul>
                  {plan.monthly === null ? (
                    <BookDemoLink variant="secondary" />
                  ) : (
                    <ButtonLink to="/auth/register" variant={plan.featured ? 'primary' : 'secondary'}>
                      {site.siteStartFreeTrial}
                    </ButtonLink>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="section section--raised" aria-labelledby="pricing-faq-title">
        <div className="narrow">
          <h2 className="section-title" id="pricing-faq-title">
            {text.pricingFaqTitle}
          </h2>
          <Faq items={faq.map(([question, answer]) => ({ question: text[question], answer: text[answer] }))} />
        </div>
      </section>
    </>
  );
}
