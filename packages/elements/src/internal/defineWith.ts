import type { WacrmWidgetName } from '../types';
import { createElementClass } from './createElementClass';
import type { CodeSource } from './widgetView';

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
 * Registers the five elements with `source` giving each widget's code. Names already defined are left
 * alone; without `customElements` (a server) nothing happens. Returns the names it defined in this call.
 */
export function defineElementsWith(source: CodeSource): WacrmElementName[] {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return [];
  const defined: WacrmElementName[] = [];
  for (const [name, widget] of Object.entries(WACRM_ELEMENTS) as [WacrmElementName, WacrmWidgetName][]) {
    if (customElements.get(name)) continue;
    customElements.define(name, createElementClass(widget, source));
    defined.push(name);
  }
  return defined;
}
