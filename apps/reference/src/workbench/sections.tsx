import { Suspense, createElement, lazy, useState, type ComponentType } from 'react';
import { Spinner, whenIdle } from '@wacrm/ui';
import { componentText } from '../components/componentText';
import { useAppText } from '../i18n/AppLocale';
import type { AppId, SectionId } from './apps';
import type * as WhatsAppScreens from './screens/WhatsAppScreens';
import { CrmDashboard, GenericDashboard, SectionPlaceholder, type SectionScreenProps } from './screens';

/** The WhatsApp screens' module once it has loaded (the idle preparation or a first section loaded it). */
let loadedScreens: typeof WhatsAppScreens | null = null;

/** The WhatsApp screens (the widgets) load on first use, so the workbench shell paints without them. */
const whatsAppScreens = () =>
  import('./screens/WhatsAppScreens').then((m) => {
    loadedScreens = m;
    return m;
  });

/**
 * Once the browser is idle after the workbench appeared: loads the WhatsApp screens' chunk and warms the inbox
 * (`warmConversations`: its styles compiled and its code run off-screen), so the first open of Conversations shows
 * the list at once instead of fetching, compiling and styling first. Returns a cancel (the workbench unmounting).
 */
export function prepareWhatsAppScreens(): () => void {
  let cancelled = false;
  let cancelWarm = () => {};
  const cancelIdle = whenIdle(() => {
    Promise.all([whatsAppScreens(), import('./screens/warmWidgets')]).then(
      ([, widgets]) => {
        if (!cancelled) cancelWarm = widgets.warmConversations();
      },
      // Offline or a new deployment: the section loads (and reports) the chunk itself when opened.
      () => {},
    );
  });
  return () => {
    cancelled = true;
    cancelIdle();
    cancelWarm();
  };
}

function lazyScreen(
  name: 'WhatsAppDashboardScreen' | 'ConversationsScreen' | 'ContactsScreen' | 'CampaignsScreen' | 'TemplatesScreen',
): ComponentType<SectionScreenProps> {
  const Lazy = lazy(() => whatsAppScreens().then((m) => ({ default: m[name] })));
  function LazySection(props: SectionScreenProps) {
    const text = useAppText(componentText);
    // Loaded already as the section mounts (the usual case: the workbench loads it when idle): rendered at once,
    // without suspending for a render (a lazy component suspends once on its first render even when its module is
    // in). Decided once per mount: switching between the two would mount the screen again.
    const [loaded] = useState(() => loadedScreens);
    if (loaded) return createElement(loaded[name], props);
    return (
      <Suspense fallback={<Spinner label={text.commonLoading} />}>
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

/** The screen of a section (`screenFor`) with its props. */
export function SectionScreen(props: SectionScreenProps) {
  return createElement(screenFor(props.app, props.section), props);
}
