// `import '@wacrm/elements/contacts'` defines <wacrm-contacts> only: your bundle carries Contacts and the code it
// shares with the other widgets you import, not all five (`@wacrm/elements/define` defines every element).
import { defineOneElement } from '../internal/defineOne';
import { createView } from '../widgets/contacts';

export type * from '../types';

defineOneElement('wacrm-contacts', createView);
