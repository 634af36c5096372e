/**
 * Texts of the pricing page (English; translations in src/i18n/locales). Counts are plural forms ({n} written in the
 * locale); prices are written by Intl as US dollars in the locale.
 */
export const pricingText = {
  pricingTitle: 'Simple pricing that grows with you',
  pricingLead: 'Start with a 14-day free trial. Upgrade, downgrade or cancel at any time.',
  pricingBillingPeriod: 'Billing period',
  pricingMonthly: 'Monthly',
  pricingYearly: 'Yearly (2 months free)',

  pricingStarter: 'Starter',
  pricingStarterSummary: 'For small businesses answering customers on WhatsApp.',
  pricingGrowth: 'Growth',
  pricingGrowthSummary: 'For teams that sell and market on WhatsApp.',
  pricingEnterprise: 'Enterprise',
  pricingEnterpriseSummary: 'For large teams with custom needs.',
  pricingMostPopular: 'Most popular',
  pricingCustom: 'Custom',
  /** {price}: the monthly price, shown in bold. */
  pricingPerMonth: '{price} per month',
  pricingPerMonthYearly: '{price} per month, billed yearly',
  /** The accessible name of a plan's feature list; {plan}: the plan's name. */
  pricingPlanFeatures: '{plan} features',

  // Plan features.
  pricingWhatsAppNumbers: { one: '{n} WhatsApp number', other: '{n} WhatsApp numbers' },
  pricingTeamMembers: { one: '{n} team member', other: '{n} team members' },
  pricingContactsUpTo: { one: 'Up to {n} contact', other: 'Up to {n} contacts' },
  pricingSharedInbox: 'Shared live inbox',
  pricingTemplatesAndQuickMessages: 'Templates and quick messages',
  /** {plan}: the name of the smaller plan. */
  pricingEverythingIn: 'Everything in {plan}',
  pricingCampaigns: 'Campaigns and scheduled broadcasts',
  pricingAnalytics: 'Delivery and read analytics',
  pricingPipeline: 'CRM pipeline and chatbot',
  pricingUnlimited: 'Unlimited team members and contacts',
  pricingMultipleNumbers: 'Multiple WhatsApp numbers',
  /** {percent}: '99.9%'. */
  pricingUptimeSla: '{percent} uptime SLA',
  pricingSuccessManager: 'Dedicated success manager',

  pricingFaqTitle: 'Billing questions',
  pricingTrialQuestion: 'Is there a free trial?',
  pricingTrialAnswer:
    'Yes. Every plan starts with a 14-day free trial with all Growth features. No credit card needed.',
  pricingFeesQuestion: 'Are WhatsApp conversation fees included?',
  pricingFeesAnswer:
    'No. WhatsApp charges per conversation depending on the category and country. Those fees are billed at cost, separately from your plan.',
  pricingChangeQuestion: 'Can I change plans later?',
  pricingChangeAnswer: 'At any time. Upgrades apply immediately; downgrades apply from your next billing period.',
  pricingYearlyQuestion: 'What does yearly billing save?',
  pricingYearlyAnswer: 'Paying yearly gives you two months free compared with paying monthly.',
} as const;
