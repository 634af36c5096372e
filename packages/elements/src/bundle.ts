// The single-file script-tag build (dist/wacrm-elements.bundle.global.js): React, ReactDOM, styled-components and
// all five widgets in one file, for hosts that can serve only one file. Defines the elements on load and exposes
// `window.WacrmElements` ({ defineWacrmElements, mount, WACRM_ELEMENTS, signOut, cookieTokenStore, memoryTokenStore }),
// as the loader does.
import { defineWacrmElements } from './defineElements';

export { defineWacrmElements, WACRM_ELEMENTS } from './defineElements';
export { mount } from './mount';
export { signOut } from './internal/signOut';
export { cookieTokenStore, memoryTokenStore } from '@wacrm/whatsapp-sdk';

defineWacrmElements();
