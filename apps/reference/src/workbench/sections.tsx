import { Suspense, lazy, type ComponentType } from 'react';
import { Spinner } from '@wacrm/ui';
import type { AppId, SectionId } from './apps';
import { CrmDashboard, GenericDashboard, SectionPlaceholder, type SectionScreenProps } from './screens';

/** The WhatsApp screens (the widgets) load on first use, so the workbench shell paints without them. */
const whatsAppScreens = () => import('./screens/WhatsAppScreens');

function lazyScreen(
  name: 'WhatsAppDashboardScreen' | 'ConversationsScreen' | 'ContactsScreen' | 'CampaignsScreen' | 'TemplatesScreen',
): ComponentType<SectionScreenProps> {
  const Lazy = lazy(() => whatsAppScreens().then((m) => ({ default: m[name] })));
  function LazySection(props: SectionScreenProps) {
    return (
      <Suspense fallback={<Spinner label="Loading" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazySection.displayName = name;
  return LazySection;
}

export type SectionKey = `${AppId}/${SectionId}`;

/**
 * Which screen each workbench section shows. Anything not listed shows `SectionPlaceholder`.
 *
 * Wiring a widget from `@wacrm/crm-widgets` is a one-line change per section, e.g.
 *   'whatsapp/conversations': ConversationsScreen,
 * where the screen adapts `SectionScreenProps` (clientId, onNavigateSection) to the widget's props.
 * The WhatsApp entries show the widgets (campaigns and templates both show the Campaign Manager).
 */
export const SECTION_SCREENS: Partial<Record<SectionKey, ComponentType<SectionScreenProps>>> = {
  'crm/dashboard': CrmDashboard,
  'support/dashboard': GenericDashboard,
  'analytics/overview': GenericDashboard,
  'finance/dashboard': GenericDashboard,
  'whatsapp/dashboard': lazyScreen('WhatsAppDashboardScreen'),
  'whatsapp/conversations': lazyScreen('ConversationsScreen'),
  'whatsapp/contacts': lazyScreen('ContactsScreen'),
  'whatsapp/campaigns': lazyScreen('CampaignsScreen'),
  'whatsapp/templates': lazyScreen('TemplatesScreen'),
};

export function screenFor(app: AppId, section: SectionId): ComponentType<SectionScreenProps> {
  return SECTION_SCREENS[`${app}/${section}`] ?? SectionPlaceholder;
}
