// `import '@wacrm/elements/inbox'` defines <wacrm-inbox> only: your bundle carries the inbox and the code it
// shares with the other widgets you import, not all five (`@wacrm/elements/define` defines every element).
import { defineOneElement } from '../internal/defineOne';
import { createView } from '../widgets/inbox';

export type * from '../types';

defineOneElement('wacrm-inbox', createView);
