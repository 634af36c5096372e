// `import '@wacrm/elements/template-editor'` defines <wacrm-template-editor> only: your bundle carries the Template Editor and the code it
// shares with the other widgets you import, not all five (`@wacrm/elements/define` defines every element).
import { defineOneElement } from '../internal/defineOne';
import { createView } from '../widgets/template-editor';

export type * from '../types';

defineOneElement('wacrm-template-editor', createView);
