// `import '@wacrm/elements/login'` defines <wacrm-login> only: your bundle carries the sign-in forms and the code it
// shares with the other widgets you import, not all five (`@wacrm/elements/define` defines every element).
import { defineOneElement } from '../internal/defineOne';
import { createView } from '../widgets/login';

export type * from '../types';

defineOneElement('wacrm-login', createView);
