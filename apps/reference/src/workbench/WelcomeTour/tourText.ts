/** Texts of the welcome tour (four feature cards, Get Started and Skip Tour; English, translations in src/i18n/locales). */
export const tourText = {
  tourTitle: 'Welcome to Wacrm',
  tourLead: 'Here is a quick look at what you can do in your workspace.',
  tourCustomersTitle: 'Customer management',
  tourCustomersText: 'Contacts, leads and a sales pipeline in the CRM app.',
  tourMessagingTitle: 'WhatsApp messaging',
  tourMessagingText: 'Live conversations, templates, campaigns and broadcasts.',
  tourAnalyticsTitle: 'Analytics',
  tourAnalyticsText: 'Delivery and read rates, reports and team performance.',
  tourTabsTitle: 'Apps in tabs',
  tourTabsText: 'Open several apps from the Apps menu and switch between them in tabs.',
  tourSkip: 'Skip Tour',
  tourGetStarted: 'Get Started',
} as const;
