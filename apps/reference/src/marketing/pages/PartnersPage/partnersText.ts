/** Texts of the partners page (English; translations in src/i18n/locales). */
export const partnersText = {
  partnersTitle: 'Grow with Wacrm',
  partnersLead:
    'Whether you refer clients, run WhatsApp for them or build it into your software, our partner programmes give you the tools and support to succeed.',
  partnersBecomePartner: 'Become a partner',

  partnersProgrammes: 'Partner programmes',
  partnersReferral: 'Referral partners',
  partnersReferralText: 'Recommend Wacrm to your clients and earn a recurring share of every subscription you refer.',
  partnersSolution: 'Solution partners',
  partnersSolutionText:
    'Agencies and consultants who set up WhatsApp, templates and campaigns for their clients, with a partner dashboard and priority support.',
  partnersTechnology: 'Technology partners',
  partnersTechnologyText:
    'Software companies that embed the Wacrm inbox, campaign manager and contacts in their own product.',

  partnersBenefits: 'What partners get',
  partnersBenefitRevenue: 'Recurring revenue share for the lifetime of each customer',
  partnersBenefitSandbox: 'A sandbox workspace and a mock API for development',
  partnersBenefitCoMarketing: 'Co-marketing: listing in our partner directory and joint case studies',
  partnersBenefitManager: 'A dedicated partner manager and 24/7 priority support',
  partnersEmbed: 'Embed it in your product',
  partnersEmbedText:
    'The Wacrm packages are ordinary npm packages: a typed client for the API and realtime events, themeable UI primitives, and ready-made widgets such as the conversations inbox and the Campaign Manager. Your app owns the client; the widgets follow your brand colours.',

  partnersCaseStudies: 'Case studies',
  partnersCaseStudiesLead: 'Examples of how partners put Wacrm to work for their clients.',
  partnersFashion: 'Online fashion store',
  partnersFashionText:
    'Moved order updates and back-in-stock alerts to WhatsApp templates and answered questions in the shared inbox.',
  partnersClinic: 'Regional clinic group',
  partnersClinicText:
    'Sent appointment reminders as utility templates and let patients reschedule in chat instead of calling.',
  partnersRealEstate: 'Real-estate agency',
  partnersRealEstateText:
    'Captured leads from listings straight into contacts, tagged them and followed up with scheduled broadcasts.',
} as const;
