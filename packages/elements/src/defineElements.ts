import { createElementClass } from './internal/createElementClass';
import type { WacrmWidgetName } from './types';

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
 * Registers `<wacrm-inbox>`, `<wacrm-campaigns>`, `<wacrm-contacts>`, `<wacrm-template-editor>` and `<wacrm-login>`.
 * Safe to call more than once (names already defined are left alone) and on a server, where there is no
 * `customElements`: it then does nothing. Returns the names it defined in this call.
 */
export function defineWacrmElements(): WacrmElementName[] {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return [];
  const defined: WacrmElementName[] = [];
  for (const [name, widget] of Object.entries(WACRM_ELEMENTS) as [WacrmElementName, WacrmWidgetName][]) {
    if (customElements.get(name)) continue;
    customElements.define(name, createElementClass(widget));
    defined.push(name);
  }
  return defined;
}
