/**
 * The five workbench apps and their sections, exactly as the product's screen list names them (their names, in every language,
 * are texts: workbenchText.ts, names.ts).
 */
export const APP_IDS = ['crm', 'whatsapp', 'support', 'analytics', 'finance'] as const;
export type AppId = (typeof APP_IDS)[number];

export const SECTIONS = {
  crm: ['dashboard', 'contacts', 'leads', 'analytics', 'settings'],
  whatsapp: ['dashboard', 'conversations', 'contacts', 'campaigns', 'templates', 'analytics', 'settings'],
  support: ['dashboard', 'tickets', 'chat', 'customers', 'reports', 'settings'],
  analytics: ['overview', 'reports', 'user-analytics', 'communication', 'settings'],
  finance: ['dashboard', 'transactions', 'invoices', 'reports', 'settings'],
} as const satisfies Record<AppId, readonly string[]>;

export type SectionId = (typeof SECTIONS)[AppId][number];
export type SectionOf<A extends AppId> = (typeof SECTIONS)[A][number];

export function isAppId(value: unknown): value is AppId {
  return typeof value === 'string' && (APP_IDS as readonly string[]).includes(value);
}

export function sectionsOf(app: AppId): readonly SectionId[] {
  return SECTIONS[app];
}

export function isSectionOf(app: AppId, value: unknown): value is SectionId {
  return typeof value === 'string' && (SECTIONS[app] as readonly string[]).includes(value);
}

/**
 * The section an app opens on: its dashboard ('overview' for Analytics, which has no section named dashboard).
 */
export function homeSection(app: AppId): SectionId {
  return SECTIONS[app][0];
}
