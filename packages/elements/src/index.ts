// Public API of @wacrm/elements. No code runs here: `defineWacrmElements()` registers the elements when called
// (or import '@wacrm/elements/define', or load the script-tag build, dist/wacrm-elements.global.js).
export { defineWacrmElements, WACRM_ELEMENTS } from './defineElements';
export type { WacrmElementName } from './defineElements';
export { mount } from './mount';
export { signOut } from './internal/signOut';
export { cookieTokenStore, memoryTokenStore, type TokenStore } from '@wacrm/whatsapp-sdk';
export type { WacrmMountHandle, WacrmMountOptions } from './mount';
export type {
  WacrmElement,
  WacrmElementEventDetail,
  WacrmElementEventMap,
  WacrmElementEventName,
  WacrmElementLabels,
  WacrmElementOptions,
  WacrmElementTheme,
  WacrmErrorDetail,
  WacrmMessageDetail,
  WacrmSessionExpiredDetail,
  WacrmSignedInDetail,
  WacrmTemplateEditorElement,
  WacrmWidgetName,
} from './types';
export type {
  WacrmElementListeners,
  WacrmElementProps,
  WacrmIntrinsicElements,
  WacrmJsxProps,
  WacrmTemplateEditorProps,
  WacrmVueComponent,
  WacrmVueComponents,
} from './frameworkTypes';
