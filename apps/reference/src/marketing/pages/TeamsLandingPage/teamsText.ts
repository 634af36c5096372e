/**
 * Texts of the second landing, for teams (English, translations in src/i18n/locales). Counts are
 * plural forms ({n} written in the locale); the figures (4.8/5, 240, 89%) are numbers written by Intl in the page.
 */
export const teamsText = {
  teamsDocumentTitle: 'For teams',
  teamsTrust: 'Why businesses trust Wacrm',
  /** {businesses}: teamsBusinesses, shown in bold. */
  teamsTrustedBy: 'Trusted by {businesses}',
  teamsBusinesses: { one: '{n}+ business', other: '{n}+ businesses' },
  /** {rating}: '4.8/5', shown in bold. */
  teamsAverageRating: '{rating} average rating',
  teamsTitle: 'The WhatsApp CRM your whole team shares',
  teamsChooseTeam: 'Choose your team',
  teamsSales: 'Sales',
  teamsMarketing: 'Marketing',
  teamsSupport: 'Support',
  teamsSalesText: 'Qualify leads in chat, share quotes with one tap and see every deal move through your pipeline.',
  teamsMarketingText: 'Send approved templates to the right segment and measure delivery, reads and conversions.',
  teamsSupportText: 'Share one inbox, answer in real time and keep the full customer history next to every chat.',

  // The sample dashboard.
  teamsSampleDashboard: 'Sample dashboard',
  teamsActiveLeads: 'Active leads',
  teamsConversionRate: 'Conversion rate',
  teamsRecentActivity: 'Recent activity',
  teamsActivityReply: 'Priya S. replied to the spring offer',
  teamsActivityLead: 'New lead from the website: Daniel K.',
  /** {name}: teamsSpringSale. */
  teamsActivityCampaign: {
    one: 'Campaign "{name}" delivered to {n} contact',
    other: 'Campaign "{name}" delivered to {n} contacts',
  },
  teamsSpringSale: 'Spring Sale',
  teamsActivityResolved: 'Order question resolved by Maria',
  teamsMinutesAgo: { one: '{n} min ago', other: '{n} min ago' },
  teamsHoursAgo: { one: '{n} h ago', other: '{n} h ago' },

  teamsBuiltForEveryTeam: 'Built for every team',
  teamsFeaturesTitle: 'From the first message to the repeat order',
  teamsSalesCard: 'Leads, deals and a pipeline from Prospecting to Closed Won, with chats attached.',
  teamsMarketingCard: 'Templates, campaigns and broadcasts with delivery and read analytics.',
  teamsSupportCard: 'A shared live inbox with unread counts, quick replies and customer history.',
  teamsCtaTitle: 'See it with your own customers',
  teamsCtaLead: 'Start free, connect your WhatsApp number and invite your team in minutes.',
} as const;
