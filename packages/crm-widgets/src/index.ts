// Public API of @wacrm/crm-widgets. Widgets are added by their issues; each name is listed explicitly.
export { defaultLabels } from './labels';
export type { WacrmLabels } from './labels';
