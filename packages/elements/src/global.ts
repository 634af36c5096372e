// The script-tag loader (dist/wacrm-elements.global.js): a small classic script without React. It defines the five
// elements at once and exposes `window.WacrmElements` ({ defineWacrmElements, mount, WACRM_ELEMENTS, signOut,
// cookieTokenStore, memoryTokenStore }); the code of a widget (and React, ReactDOM, styled-components, the SDK and
// the UI, shared by all) comes as ES module chunks from dist/wacrm-elements/, next to this file, the first time a
// page shows that widget.
import { defineElementsWith, WACRM_ELEMENTS, type WacrmElementName } from './internal/defineWith';
import { chunkDiagnostics, chunkSignOut, loadChunkView, widgetChunkBase } from './internal/loadChunks';
import { shareTokenStores } from './internal/loaderTokenStores';
import { mountWith, type WacrmMountHandle, type WacrmMountOptions } from './internal/mountWith';

export { WACRM_ELEMENTS };
export { cookieTokenStore, memoryTokenStore } from '@wacrm/whatsapp-sdk';

// The chunks use the loader's token stores (build/tokensFromLoader.ts): one copy on the page.
shareTokenStores();
const base = widgetChunkBase(document.currentScript, document.baseURI);
const view = loadChunkView(base);
const source = { view, diagnostics: chunkDiagnostics(base) };

/**
 * Signs the elements of the backend at `apiUrl` out (of every backend they use without it): the session ends on the
 * server, in this page's cookies and in the other tabs; other backends stay signed in.
 */
export const signOut: (apiUrl?: string) => Promise<void> = chunkSignOut(base, view);

/** Registers the five elements (names already defined are left alone); returns the names defined in this call. */
export function defineWacrmElements(): WacrmElementName[] {
  return defineElementsWith(source);
}

/** `mount()` of the ESM entry; the widget renders once its chunk has arrived. */
export function mount(element: HTMLElement, options: WacrmMountOptions): WacrmMountHandle {
  return mountWith(source, element, options);
}

defineWacrmElements();
