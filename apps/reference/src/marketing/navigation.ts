import type { SiteTextKey } from './siteText';

/** Marketing navigation: header links and the three dropdowns with their items, named by siteText keys. */
export interface NavLinkItem {
  label: SiteTextKey;
  to: string;
}

export interface NavGroup {
  /** Stable id (the label changes with the language). */
  id: string;
  label: SiteTextKey;
  items: readonly (NavLinkItem & { description: SiteTextKey })[];
}

export const headerLinks: readonly NavLinkItem[] = [
  { label: 'siteHome', to: '/' },
  { label: 'siteHelpCenter', to: '/help' },
  { label: 'sitePartners', to: '/partners' },
  { label: 'sitePricing', to: '/pricing' },
];

/**
 * The spec's dropdowns carry no navigation of their own; here each item points at the section of the site that
 * explains it, so no menu item is a dead end.
 */
export const headerGroups: readonly NavGroup[] = [
  {
    id: 'solutions',
    label: 'siteSolutions',
    items: [
      { label: 'siteWhatsAppApi', to: '/#whatsapp-business-api', description: 'siteWhatsAppApiDescription' },
      { label: 'siteTeamInbox', to: '/#team-inbox', description: 'siteTeamInboxDescription' },
      { label: 'siteBroadcast', to: '/#broadcast', description: 'siteBroadcastDescription' },
      { label: 'siteChatbot', to: '/#chatbot', description: 'siteChatbotDescription' },
    ],
  },
  {
    id: 'product',
    label: 'siteProduct',
    items: [
      { label: 'siteFeatures', to: '/#features', description: 'siteFeaturesDescription' },
      { label: 'siteIntegrations', to: '/#integrations', description: 'siteIntegrationsDescription' },
      { label: 'siteApi', to: '/help#api', description: 'siteApiDescription' },
    ],
  },
  {
    id: 'resources',
    label: 'siteResources',
    items: [
      { label: 'siteBlog', to: '/help#blog', description: 'siteBlogDescription' },
      { label: 'siteCaseStudies', to: '/partners#case-studies', description: 'siteCaseStudiesDescription' },
      { label: 'siteDocumentation', to: '/help#documentation', description: 'siteDocumentationDescription' },
      { label: 'siteSupport', to: '/help#support', description: 'siteSupportDescription' },
    ],
  },
];
