import type { WacrmWidgetName } from '../types';
import { createElementClass } from './createElementClass';
import type { LoadWidgetView } from './widgetView';

/** Element name of each widget. */
export const WACRM_ELEMENTS = {
  'wacrm-inbox': 'inbox',
  'wacrm-campaigns': 'campaigns',
  'wacrm-contacts': 'contacts',
  'wacrm-template-editor': 'template-editor',
  'wacrm-login': 'login',
} as const satisfies Record<string, WacrmWidgetName>;

export type WacrmElementName = keyof typeof WACRM_ELEMENTS;

/**
 * Registers the five elements with `load` as the source of each widget's code. Names already defined are left
 * alone; without `customElements` (a server) nothing happens. Returns the names it defined in this call.
 */
export function defineElementsWith(load: LoadWidgetView): WacrmElementName[] {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return [];
  const defined: WacrmElementName[] = [];
  for (const [name, widget] of Object.entries(WACRM_ELEMENTS) as [WacrmElementName, WacrmWidgetName][]) {
    if (customElements.get(name)) continue;
    customElements.define(name, createElementClass(widget, load));
    defined.push(name);
  }
  return defined;
}
