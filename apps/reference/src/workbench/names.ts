import { useMemo } from 'react';
import { useAppText } from '../i18n/AppLocale';
import type { PlainTextKey } from '../i18n/appText';
import type { AppId, SectionId } from './apps';
import { workbenchText } from './workbenchText';

type Key = PlainTextKey<typeof workbenchText>;

const APP_NAME: Record<AppId, Key> = {
  crm: 'appCrm',
  whatsapp: 'appWhatsApp',
  support: 'appSupport',
  analytics: 'appAnalytics',
  finance: 'appFinance',
};

const APP_DESCRIPTION: Record<AppId, Key> = {
  crm: 'appCrmDescription',
  whatsapp: 'appWhatsAppDescription',
  support: 'appSupportDescription',
  analytics: 'appAnalyticsDescription',
  finance: 'appFinanceDescription',
};

const SECTION_NAME: Record<SectionId, Key> = {
  dashboard: 'sectionDashboard',
  contacts: 'sectionContacts',
  leads: 'sectionLeads',
  analytics: 'sectionAnalytics',
  settings: 'sectionSettings',
  conversations: 'sectionConversations',
  campaigns: 'sectionCampaigns',
  templates: 'sectionTemplates',
  tickets: 'sectionTickets',
  chat: 'sectionChat',
  customers: 'sectionCustomers',
  reports: 'sectionReports',
  overview: 'sectionOverview',
  'user-analytics': 'sectionUserAnalytics',
  communication: 'sectionCommunication',
  transactions: 'sectionTransactions',
  invoices: 'sectionInvoices',
};

/** The names of the workbench's apps and sections in one language (`workbenchText` or its translation). */
export interface WorkbenchNames {
  app(app: AppId): string;
  description(app: AppId): string;
  section(section: SectionId): string;
}

/** Names from an area's texts (English: `workbenchText` itself). */
export function workbenchNames(text: typeof workbenchText): WorkbenchNames {
  return {
    app: (app) => text[APP_NAME[app]],
    description: (app) => text[APP_DESCRIPTION[app]],
    section: (section) => text[SECTION_NAME[section]],
  };
}

/** The workbench's texts in the active language, with its app and section names. */
export function useWorkbenchText(): { text: typeof workbenchText; names: WorkbenchNames } {
  const text = useAppText(workbenchText);
  return useMemo(() => ({ text, names: workbenchNames(text) }), [text]);
}
