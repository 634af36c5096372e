import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Icon, shapes } from '../../../components/Icon';
import { useState } from 'react';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';
import { Faq } from '../Faq';

type Billing = 'monthly' | 'yearly';

interface PlanInfo {
  name: string;
  summary: string;
  /** Monthly price in USD; null for a custom quote. */
  monthly: number | null;
  features: readonly string[];
  featured?: boolean;
}

const plans: readonly PlanInfo[] = [
  {
    name: 'Starter',
    summary: 'For small businesses answering customers on WhatsApp.',
    monthly: 29,
    features: [
      '1 WhatsApp number',
      '3 team members',
      'Up to 1,000 contacts',
      'Shared live inbox',
      'Templates and quick messages',
    ],
  },
  {
    name: 'Growth',
    summary: 'For teams that sell and market on WhatsApp.',
    monthly: 79,
    featured: true,
    features: [
      'Everything in Starter',
      '10 team members',
      'Up to 25,000 contacts',
      'Campaigns and scheduled broadcasts',
      'Delivery and read analytics',
      'CRM pipeline and chatbot',
    ],
  },
  {
    name: 'Enterprise',
    summary: 'For large teams with custom needs.',
    monthly: null,
    features: [
      'Everything in Growth',
      'Unlimited team members and contacts',
      'Multiple WhatsApp numbers',
      '99.9% uptime SLA',
      'Dedicated success manager',
    ],
  },
];

const faq = [
  {
    question: 'Is there a free trial?',
    answer: 'Yes. Every plan starts with a 14-day free trial with all Growth features. No credit card needed.',
  },
  {
    question: 'Are WhatsApp conversation fees included?',
    answer:
      'No. WhatsApp charges per conversation depending on the category and country. Those fees are billed at cost, separately from your plan.',
  },
  {
    question: 'Can I change plans later?',
    answer: 'At any time. Upgrades apply immediately; downgrades apply from your next billing period.',
  },
  {
    question: 'What does yearly billing save?',
    answer: 'Paying yearly gives you two months free compared with paying monthly.',
  },
];

/** Yearly billing: two months free. */
const yearlyMonthly = (monthly: number) => Math.round((monthly * 10) / 12);

/** Pricing: three plans with a monthly/yearly switch, and billing questions. */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <>
      <section className="section" aria-labelledby="pricing-title">
        <div className="container">
          <p className="eyebrow">Pricing</p>
          <h1 className="title" id="pricing-title">
            Simple pricing that grows with you
          </h1>
          <p className="lead">Start with a 14-day free trial. Upgrade, downgrade or cancel at any time.</p>
          <div className="segments" role="group" aria-label="Billing period">
            <button
              className="segment-button"
              type="button"
              aria-pressed={billing === 'monthly'}
              onClick={() => setBilling('monthly')}
            >
              Monthly
            </button>
            <button
              className="segment-button"
              type="button"
              aria-pressed={billing === 'yearly'}
              onClick={() => setBilling('yearly')}
            >
              Yearly (2 months free)
            </button>
          </div>
          <ul className="plans">
            {plans.map((plan) => (
              <li
                className={plan.featured ? 'plan plan--featured' : 'plan'}
                key={plan.name}
                aria-labelledby={`plan-${plan.name}`}
              >
                <h2 id={`plan-${plan.name}`}>
                  {plan.name}
                  {plan.featured && <span className="badge">Most popular</span>}
                </h2>
                <p className="plan__summary">{plan.summary}</p>
                <p className="plan__price">
                  {plan.monthly === null ? (
                    <strong>Custom</strong>
                  ) : (
                    <>
                      <strong>${billing === 'yearly' ? yearlyMonthly(plan.monthly) : plan.monthly}</strong> per month
                      {billing === 'yearly' ? ', billed yearly' : ''}
                    </>
                  )}
                </p>
                <ul aria-label={`${plan.name} features`}>
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <Icon node={shapes.Check} size={18} />
                      {feature}
                    </li>
                  ))}
                </ul>
                {plan.monthly === null ? (
                  <BookDemoLink variant="secondary">Book Demo</BookDemoLink>
                ) : (
                  <ButtonLink to="/auth/register" variant={plan.featured ? 'primary' : 'secondary'}>
                    Start Free Trial
                  </ButtonLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--raised" aria-labelledby="pricing-faq-title">
        <div className="narrow">
          <h2 className="section-title" id="pricing-faq-title">
            Billing questions
          </h2>
          <Faq items={faq} />
        </div>
      </section>
    </>
  );
}
