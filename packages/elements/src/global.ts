// The script-tag loader (dist/wacrm-elements.global.js): a small classic script without React. It defines the five
// elements at once and exposes `window.WacrmElements` ({ defineWacrmElements, mount, WACRM_ELEMENTS }); the code of
// a widget (and React, ReactDOM, styled-components, the SDK and the UI, shared by all) comes as ES module chunks
// from dist/wacrm-elements/, next to this file, the first time a page shows that widget.
import { defineElementsWith, WACRM_ELEMENTS, type WacrmElementName } from './internal/defineWith';
import { loadChunkView, widgetChunkBase } from './internal/loadChunks';
import { mountWith, type WacrmMountHandle, type WacrmMountOptions } from './internal/mountWith';

export { WACRM_ELEMENTS };

const load = loadChunkView(widgetChunkBase(document.currentScript, document.baseURI));

/** Registers the five elements (names already defined are left alone); returns the names defined in this call. */
export function defineWacrmElements(): WacrmElementName[] {
  return defineElementsWith(load);
}

/** `mount()` of the ESM entry; the widget renders once its chunk has arrived. */
export function mount(element: HTMLElement, options: WacrmMountOptions): WacrmMountHandle {
  return mountWith(load, element, options);
}

defineWacrmElements();
