import { useState } from 'react';
import { styled } from 'styled-components';
import Check from 'lucide-react/icons/check';
import { vars } from '@wacrm/ui';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';
import { Faq } from '../Faq';
import { Container, Eyebrow, Lead, Narrow, Section, SectionTitle, Title } from '../page.styles';
import { SegmentButton, Segments } from '../TeamsLandingPage/TeamsLandingPage.styles';

const Plans = styled.ul`
  display: grid;
  gap: ${vars.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  margin: ${vars.space.xl} 0 0;
  padding: 0;
  list-style: none;
`;

const Plan = styled.li<{ $featured?: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${vars.space.xl};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  border: ${(p) => (p.$featured ? `2px solid ${vars.color.primary}` : `1px solid ${vars.color.border}`)};

  & h2 {
    margin: 0;
    font-size: ${vars.font.sizeXl};
  }
  & > p {
    color: ${vars.color.textMuted};
  }
  & ul {
    flex: 1;
    margin: ${vars.space.lg} 0 ${vars.space.xl};
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${vars.space.sm};
    align-content: start;
  }
  & ul li {
    display: flex;
    gap: ${vars.space.sm};
  }
  & ul svg {
    flex: none;
    margin-top: 3px;
    color: ${vars.color.primary};
  }
`;

const Price = styled.p`
  margin: ${vars.space.md} 0 0;
  color: ${vars.color.text} !important;

  & strong {
    font-size: 40px;
    line-height: 1;
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-left: ${vars.space.sm};
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.primary};
  color: ${vars.color.primaryText};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  vertical-align: middle;
`;

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
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <>
      <Section aria-labelledby="pricing-title">
        <Container>
          <Eyebrow>Pricing</Eyebrow>
          <Title id="pricing-title">Simple pricing that grows with you</Title>
          <Lead>Start with a 14-day free trial. Upgrade, downgrade or cancel at any time.</Lead>
          <Segments role="group" aria-label="Billing period">
            <SegmentButton type="button" aria-pressed={billing === 'monthly'} onClick={() => setBilling('monthly')}>
              Monthly
            </SegmentButton>
            <SegmentButton type="button" aria-pressed={billing === 'yearly'} onClick={() => setBilling('yearly')}>
              Yearly (2 months free)
            </SegmentButton>
          </Segments>
          <Plans>
            {plans.map((plan) => (
              <Plan key={plan.name} $featured={plan.featured} aria-labelledby={`plan-${plan.name}`}>
                <h2 id={`plan-${plan.name}`}>
                  {plan.name}
                  {plan.featured && <Badge>Most popular</Badge>}
                </h2>
                <p>{plan.summary}</p>
                <Price>
                  {plan.monthly === null ? (
                    <strong>Custom</strong>
                  ) : (
                    <>
                      <strong>${billing === 'yearly' ? yearlyMonthly(plan.monthly) : plan.monthly}</strong> per month
                      {billing === 'yearly' ? ', billed yearly' : ''}
                    </>
                  )}
                </Price>
                <ul aria-label={`${plan.name} features`}>
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <Check aria-hidden="true" size={18} />
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
              </Plan>
            ))}
          </Plans>
        </Container>
      </Section>
      <Section aria-labelledby="pricing-faq-title" $tone="raised">
        <Narrow>
          <SectionTitle id="pricing-faq-title">Billing questions</SectionTitle>
          <Faq items={faq} />
        </Narrow>
      </Section>
    </>
  );
}
