// The campaign manager's code: a widget of the ESM entry and a chunk of the script-tag loader (dist/wacrm-elements/).
import { CampaignManager } from '@wacrm/crm-widgets';
import { dataWidgetBody } from '../internal/DataWidget';
import { widgetViewFactory } from '../internal/renderWidget';

export const createView = /* @__PURE__ */ widgetViewFactory(
  'campaigns',
  /* @__PURE__ */ dataWidgetBody(() => <CampaignManager />),
);

// The script-tag loader's `signOut` comes through the chunk of a widget the page shows (see loadChunks.ts).
export { loadSignOut } from '../internal/loadSignOut';
