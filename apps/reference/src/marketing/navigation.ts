/** Marketing navigation (spec section 2): header links and the three dropdowns with their items. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  items: readonly (NavLinkItem & { description: string })[];
}

export const headerLinks: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Help Center', to: '/help' },
  { label: 'Partners', to: '/partners' },
  { label: 'Pricing', to: '/pricing' },
];

/**
 * The spec's dropdowns carry no navigation of their own; here each item points at the section of the site that
 * explains it, so no menu item is a dead end.
 */
export const headerGroups: readonly NavGroup[] = [
  {
    label: 'Solutions',
    items: [
      {
        label: 'WhatsApp Business API',
        to: '/#whatsapp-business-api',
        description: 'Official API access with verified sender and templates',
      },
      { label: 'Team Inbox', to: '/#team-inbox', description: 'One shared inbox for every agent' },
      { label: 'Broadcast', to: '/#broadcast', description: 'Approved templates to thousands at once' },
      { label: 'Chatbot', to: '/#chatbot', description: 'Automatic answers around the clock' },
    ],
  },
  {
    label: 'Product',
    items: [
      { label: 'Features', to: '/#features', description: 'Everything in the workbench' },
      { label: 'Integrations', to: '/#integrations', description: 'Connect the tools you already use' },
      { label: 'API', to: '/help#api', description: 'REST and realtime for developers' },
    ],
  },
  {
    label: 'Resources',
    items: [
      { label: 'Blog', to: '/help#blog', description: 'Guides and product news' },
      { label: 'Case Studies', to: '/partners#case-studies', description: 'How businesses grow with Wacrm' },
      { label: 'Documentation', to: '/help#documentation', description: 'Set-up and how-to articles' },
      { label: 'Support', to: '/help#support', description: 'Talk to our team, 24/7' },
    ],
  },
];
