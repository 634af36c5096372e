export { AppTabs, tabId, panelId } from './AppTabs';
export type { AppTabsProps } from './AppTabs';
