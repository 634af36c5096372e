import { defineElementsWith, type WacrmElementName } from './internal/defineWith';
import { staticSource } from './internal/staticViews';

export { WACRM_ELEMENTS, type WacrmElementName } from './internal/defineWith';

/**
 * Registers `<wacrm-inbox>`, `<wacrm-campaigns>`, `<wacrm-contacts>`, `<wacrm-template-editor>` and `<wacrm-login>`.
 * Safe to call more than once (names already defined are left alone) and on a server, where there is no
 * `customElements`: it then does nothing. Returns the names it defined in this call.
 */
export function defineWacrmElements(): WacrmElementName[] {
  return defineElementsWith(staticSource);
}
