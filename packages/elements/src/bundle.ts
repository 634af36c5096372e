// The single-file script-tag build (dist/wacrm-elements.bundle.global.js): React, ReactDOM, styled-components and
// all five widgets in one file, for hosts that can serve only one file. English only: each other shipped language is
// a file in dist/wacrm-elements.locales/, needed next to this one only by a page showing that language. Defines the
// elements on load and exposes `window.WacrmElements` ({ defineWacrmElements, mount, WACRM_ELEMENTS, signOut, cookieTokenStore, memoryTokenStore }),
// as the loader does.
import { defineWacrmElements } from './defineElements';
import { setSingleFileBase } from './internal/singleFileLocales';

export { defineWacrmElements, WACRM_ELEMENTS } from './defineElements';
export { mount } from './mount';
export { signOut } from './internal/signOut';
export { cookieTokenStore, memoryTokenStore } from '@wacrm/whatsapp-sdk';

// The languages other than English are files next to this script (dist/wacrm-elements.locales/), fetched when used.
setSingleFileBase(document.currentScript, document.baseURI);
defineWacrmElements();
