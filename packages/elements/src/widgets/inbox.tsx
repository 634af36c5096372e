// The inbox's code: an entry of the ESM entry's widgets and a chunk of the script-tag loader (dist/wacrm-elements/).
import { Conversations } from '@wacrm/crm-widgets';
import { dataWidgetBody } from '../internal/DataWidget';
import { widgetViewFactory } from '../internal/renderWidget';

export const createView = /* @__PURE__ */ widgetViewFactory(
  'inbox',
  /* @__PURE__ */ dataWidgetBody(() => <Conversations height="100%" />),
);

// The script-tag loader's `signOut` comes through the chunk of a widget the page shows (see loadChunks.ts).
export { loadSignOut } from '../internal/loadSignOut';
