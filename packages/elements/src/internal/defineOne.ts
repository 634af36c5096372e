import { createElementClass } from './createElementClass';
import { WACRM_ELEMENTS, type WacrmElementName } from './defineWith';
import * as diagnostics from './diagnostics';
import type { CodeSource, CreateWidgetView } from './widgetView';

/**
 * Registers one element with its widget's code (the per-widget entries, `@wacrm/elements/inbox`...), so a bundle
 * carries only the widgets it imports. Does nothing when the name is already defined or without `customElements`
 * (a server); returns whether it defined the element.
 */
export function defineOneElement(name: WacrmElementName, createView: CreateWidgetView): boolean {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined' || customElements.get(name)) {
    return false;
  }
  const source: CodeSource = { view: () => createView, diagnostics: () => diagnostics };
  customElements.define(name, createElementClass(WACRM_ELEMENTS[name], source));
  return true;
}
