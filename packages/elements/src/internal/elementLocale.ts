// The language and writing direction of an element. No React and no dictionaries here: the script-tag loader
// carries this, and the widget's chunk downloads the dictionary of the language it is given.

/** The parent of `node` in the flattened sense: its parent element, or the host of the shadow root it is in. */
function parentAcrossShadow(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.parentNode;
  return root && 'host' in root && root.host instanceof Element ? root.host : null;
}

/**
 * The nearest non-blank `lang` attribute on `element` or above it, through the shadow roots it sits in, up to the
 * page's `<html lang>`; undefined when there is none.
 */
export function nearestLang(element: Element): string | undefined {
  for (let node: Element | null = element; node; node = parentAcrossShadow(node)) {
    const lang = node.getAttribute('lang')?.trim();
    if (lang) return lang;
  }
  return undefined;
}

/**
 * The BCP 47 tag an element renders in: its `locale` attribute, else the nearest `lang` attribute (through shadow
 * roots to the page's `<html lang>`), else the browser's language, else English.
 */
export function elementLocale(element: Element): string {
  const own = element.getAttribute('locale')?.trim();
  if (own) return own;
  const lang = nearestLang(element);
  if (lang) return lang;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  return browser || 'en';
}

/** The element's `dir` attribute when it forces a direction ('ltr' or 'rtl'); otherwise the locale's direction. */
export function elementDir(element: Element): 'ltr' | 'rtl' | undefined {
  const dir = element.getAttribute('dir')?.trim().toLowerCase();
  return dir === 'ltr' || dir === 'rtl' ? dir : undefined;
}

const pageLangListeners = new Set<() => void>();
let pageLangObserver: MutationObserver | undefined;

/**
 * Calls `listener` whenever a `lang` attribute changes anywhere in the page's light DOM (a host switching its
 * language with `<html lang>`, or on a container), so elements without their own `locale` follow it. One observer
 * for the page, made when the first element connects; returns the unsubscribe.
 */
export function onPageLangChange(listener: () => void): () => void {
  pageLangListeners.add(listener);
  if (!pageLangObserver && typeof MutationObserver !== 'undefined') {
    pageLangObserver = new MutationObserver(() => {
      for (const notify of [...pageLangListeners]) notify();
    });
    pageLangObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }
  return () => {
    pageLangListeners.delete(listener);
    if (pageLangListeners.size === 0 && pageLangObserver) {
      pageLangObserver.disconnect();
      pageLangObserver = undefined;
    }
  };
}
