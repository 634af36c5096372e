// Script-tag build (dist/wacrm-elements.global.js): React, ReactDOM and styled-components inside; defines the
// elements on load and exposes `window.WacrmElements` ({ defineWacrmElements, mount, WACRM_ELEMENTS }).
import { defineWacrmElements } from './defineElements';

export { defineWacrmElements, WACRM_ELEMENTS } from './defineElements';
export { mount } from './mount';

defineWacrmElements();
