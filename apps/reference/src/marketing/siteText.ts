/**
 * Texts of the public site's frame: the site title, header, menus and footer, and the calls to action several pages
 * share (English; translations in src/i18n/locales). marketing/navigation.ts names its links by these keys.
 */
export const siteText = {
  /** The landing page's document title (other pages: '<page> – Wacrm'). */
  siteTitle: 'Wacrm – WhatsApp Business CRM',
  siteSkipToMain: 'Skip to main content',
  /** Accessible names of the header's navigation (desktop) and of the mobile menu. */
  siteNavMain: 'Main',
  siteNavMobile: 'Mobile',
  siteMenu: 'Menu',
  siteLogIn: 'Log in',
  siteTryForFree: 'Try for Free',
  siteStartFreeTrial: 'Start Free Trial',
  siteSeeAiInAction: 'See AI in Action',

  // Header links, menus and footer links.
  siteHome: 'Home',
  siteHelpCenter: 'Help Center',
  sitePartners: 'Partners',
  sitePricing: 'Pricing',
  siteSolutions: 'Solutions',
  siteProduct: 'Product',
  siteResources: 'Resources',
  siteCompany: 'Company',
  siteWhatsAppApi: 'WhatsApp Business API',
  siteWhatsAppApiDescription: 'Official API access with verified sender and templates',
  siteTeamInbox: 'Team Inbox',
  siteTeamInboxDescription: 'One shared inbox for every agent',
  siteBroadcast: 'Broadcast',
  siteBroadcastDescription: 'Approved templates to thousands at once',
  siteChatbot: 'Chatbot',
  siteChatbotDescription: 'Automatic answers around the clock',
  siteFeatures: 'Features',
  siteFeaturesDescription: 'Everything in the workbench',
  siteIntegrations: 'Integrations',
  siteIntegrationsDescription: 'Connect the tools you already use',
  siteApi: 'API',
  siteApiDescription: 'REST and realtime for developers',
  siteBlog: 'Blog',
  siteBlogDescription: 'Guides and product news',
  siteCaseStudies: 'Case Studies',
  siteCaseStudiesDescription: 'How businesses grow with Wacrm',
  siteDocumentation: 'Documentation',
  siteDocumentationDescription: 'Set-up and how-to articles',
  siteSupport: 'Support',
  siteSupportDescription: 'Talk to our team, 24/7',
  siteContactSupport: 'Contact support',

  // Footer.
  siteFooterAbout: 'WhatsApp Business messaging and CRM for growing businesses.',
  /** {year}: the current year, written in the locale. */
  siteFooterLegal: '© {year} Wacrm. WhatsApp is a trademark of its owner; Wacrm is independent.',
} as const;

/** A text of the site's frame, by key (navigation.ts names links and columns by these). */
export type SiteTextKey = keyof typeof siteText;
