import type { WacrmWidgetName } from '../types';
import { createView as campaigns } from '../widgets/campaigns';
import { createView as contacts } from '../widgets/contacts';
import { createView as inbox } from '../widgets/inbox';
import { createView as login } from '../widgets/login';
import { createView as templateEditor } from '../widgets/template-editor';
import * as diagnostics from './diagnostics';
import type { CodeSource, CreateWidgetView } from './widgetView';

const VIEWS: Record<WacrmWidgetName, CreateWidgetView> = {
  inbox,
  campaigns,
  contacts,
  'template-editor': templateEditor,
  login,
};

/** Every widget's code at once: the ESM entry (bundler users) and the single-file script-tag build. */
export const staticSource: CodeSource = { view: (widget) => VIEWS[widget], diagnostics: () => diagnostics };
