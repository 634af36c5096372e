/**
 * Texts of the workbench's frame: the top bar, the Apps menu, the open-app tabs, the section bar, the phone's
 * navigation in an open conversation, and the names of the apps and their sections (English,
 * translations in src/i18n/locales). The screens' texts are in screens/dashboardText.ts, the tour's in
 * WelcomeTour/tourText.ts.
 */
export const workbenchText = {
  /** The navigation in the open conversation's 'More' panel on a phone, while the workbench's bars are hidden. */
  threadMenu: 'Workbench',
  /** Logout in the top bar and in that navigation. */
  logout: 'Logout',
  /** The button opening the grid of apps. */
  wbApps: 'Apps',
  /** An app of the Apps menu that has a tab already: its description, marked open. */
  wbAppDescriptionOpen: '{description} (open)',
  /** The tab strip's accessible name. */
  wbOpenApps: 'Open apps',
  /** A tab's close button. */
  wbCloseApp: 'Close {app}',
  /** The section bar's accessible name. */
  wbAppSections: '{app} sections',
  /** The page title of a screen (' – Wacrm' follows): 'CRM Dashboard'. */
  wbDocumentTitle: '{app} {section}',

  /** The five apps. */
  appCrm: 'CRM',
  appWhatsApp: 'WhatsApp',
  appSupport: 'Support',
  appAnalytics: 'Analytics',
  appFinance: 'Finance',
  appCrmDescription: 'Contacts, leads and pipeline',
  appWhatsAppDescription: 'Inbox, campaigns and templates',
  appSupportDescription: 'Tickets and customer chat',
  appAnalyticsDescription: 'Reports and insights',
  appFinanceDescription: 'Transactions and invoices',

  /** The apps' sections. */
  sectionDashboard: 'Dashboard',
  sectionContacts: 'Contacts',
  sectionLeads: 'Leads',
  sectionAnalytics: 'Analytics',
  sectionSettings: 'Settings',
  sectionConversations: 'Conversations',
  sectionCampaigns: 'Campaigns',
  sectionTemplates: 'Templates',
  sectionTickets: 'Tickets',
  sectionChat: 'Chat',
  sectionCustomers: 'Customers',
  sectionReports: 'Reports',
  sectionOverview: 'Overview',
  sectionUserAnalytics: 'User Analytics',
  sectionCommunication: 'Communication',
  sectionTransactions: 'Transactions',
  sectionInvoices: 'Invoices',
} as const;
