// `import '@wacrm/elements/campaigns'` defines <wacrm-campaigns> only: your bundle carries the Campaign Manager and the code it
// shares with the other widgets you import, not all five (`@wacrm/elements/define` defines every element).
import { defineOneElement } from '../internal/defineOne';
import { createView } from '../widgets/campaigns';

export type * from '../types';

defineOneElement('wacrm-campaigns', createView);
