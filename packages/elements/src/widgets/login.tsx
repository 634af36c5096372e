// The sign-in forms' code: a widget of the ESM entry and a chunk of the script-tag loader (dist/wacrm-elements/).
import type { WidgetBodyProps } from '../internal/ElementApp';
import { LoginWidget } from '../internal/LoginWidget';
import { widgetViewFactory } from '../internal/renderWidget';

function LoginBody({ client, options, emit }: WidgetBodyProps) {
  return <LoginWidget client={client} options={options} emit={emit} />;
}

export const createView = /* @__PURE__ */ widgetViewFactory('login', LoginBody);

// The script-tag loader's `signOut` comes through the chunk of a widget the page shows (see loadChunks.ts).
export { loadSignOut } from '../internal/loadSignOut';
