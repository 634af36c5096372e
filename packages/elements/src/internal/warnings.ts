import { dispatchWacrmEvent, type WacrmEmit } from '../events';
import type { WacrmErrorDetail } from '../types';
import { withDiagnostics, type CodeSource } from './widgetView';

/** The `<wacrm-login>` elements in the page (in any shadow root too): someone can sign in. */
export const loginsOnPage = new Set<Element>();

const warned = new WeakSet<Element>();

/** One `console.warn` per target: the first warning it earns. */
export function warnOnce(target: Element, warning: string): void {
  if (warned.has(target)) return;
  warned.add(target);
  console.warn(`Wacrm <${target.localName}>: ${warning}`, target);
}

/**
 * The events of `target` (an element, or what `mount()` rendered into), and for configuration mistakes one
 * `console.warn` per target that names the attribute and the fix (diagnostics.ts): loud for the developer, quiet for
 * the user, who sees the widget's own message (or nothing). A widget's code that cannot be fetched is said at once:
 * the diagnostics could not be fetched either.
 */
export function elementEmitter(target: Element, source: CodeSource): WacrmEmit {
  return (type, detail) => {
    dispatchWacrmEvent(target, type, detail);
    if (warned.has(target) || (type !== 'wacrm-error' && type !== 'wacrm-session-expired')) return;
    if ((detail as WacrmErrorDetail).code === 'LOAD') warnOnce(target, (detail as WacrmErrorDetail).message);
    else if (loginsOnPage.size === 0 || (detail as WacrmErrorDetail).code !== 'NOT_SIGNED_IN') {
      withDiagnostics(source, (diagnostics) => {
        const warning = diagnostics.warningFor(type, detail, loginsOnPage.size > 0);
        if (warning !== null) warnOnce(target, warning);
      });
    }
  };
}
