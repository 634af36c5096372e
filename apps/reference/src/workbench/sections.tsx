import type { ComponentType } from 'react';
import type { AppId, SectionId } from './apps';
import { CrmDashboard, GenericDashboard, SectionPlaceholder, type SectionScreenProps } from './screens';

export type SectionKey = `${AppId}/${SectionId}`;

/**
 * Which screen each workbench section shows. Anything not listed shows `SectionPlaceholder`.
 *
 * Wiring a widget from `@wacrm/crm-widgets` is a one-line change per section, e.g.
 *   'whatsapp/conversations': ConversationsScreen,
 * where the screen adapts `SectionScreenProps` (clientId, onNavigateSection) to the widget's props.
 * The WhatsApp entries below are the ones the widgets will fill (campaigns and templates both show the Campaign
 * Manager); until they land they show the placeholder.
 */
export const SECTION_SCREENS: Partial<Record<SectionKey, ComponentType<SectionScreenProps>>> = {
  'crm/dashboard': CrmDashboard,
  'support/dashboard': GenericDashboard,
  'analytics/overview': GenericDashboard,
  'finance/dashboard': GenericDashboard,
  'whatsapp/dashboard': SectionPlaceholder, // -> WhatsApp dashboard widget (connection bar, Connect WhatsApp)
  'whatsapp/conversations': SectionPlaceholder, // -> Conversations inbox widget
  'whatsapp/contacts': SectionPlaceholder, // -> Contacts widget (workbench variant; start conversation)
  'whatsapp/campaigns': SectionPlaceholder, // -> Campaign Manager widget
  'whatsapp/templates': SectionPlaceholder, // -> Campaign Manager widget (templates tab)
};

export function screenFor(app: AppId, section: SectionId): ComponentType<SectionScreenProps> {
  return SECTION_SCREENS[`${app}/${section}`] ?? SectionPlaceholder;
}
