import type { AuthLabels } from './auth/labels';
import type { BroadcastLabels } from './broadcast/labels';
import type { CampaignLabels } from './campaigns/labels';
import type { ConnectionLabels } from './connection/labels';
import type { ContactLabels } from './contacts/labels';
import type { InboxLabels } from './inbox/labels';
import type { MediaLabels } from './media/labels';
import type { QuickMessageLabels } from './quick-message/labels';
import type { TemplateLabels } from './templates/labels';
import type { ValidationLabels } from './provider/validationText';
import type { serverLabels } from './provider/serverLabels';

/**
 * Labels shared by every widget. Each widget keeps its own labels module (English defaults from the product
 * spec) and reads overrides through `useWacrmLabels(defaults)`; `WacrmLabels` is the union hosts can override.
 */
export const commonLabels = {
  dismissNotification: 'Dismiss notification',
  close: 'Close',
  cancel: 'Cancel',
  loading: 'Loading',
  retry: 'Retry',
  errorTitle: 'Error',
} as const;

export type CommonLabels = { [K in keyof typeof commonLabels]: string };

/**
 * Every overridable string of the widgets (pass any subset to `<WacrmProvider labels={...}>`), the SDK's validation
 * messages included (`'validation.phoneRequired'`, ...: `ValidationLabels`).
 */
/** What failed calls say (the SDK's default messages and the server's known error codes). */
export type ServerLabels = { [K in keyof typeof serverLabels]: string };

export type WacrmLabels = CommonLabels &
  ValidationLabels &
  ServerLabels &
  InboxLabels &
  MediaLabels &
  BroadcastLabels &
  CampaignLabels &
  TemplateLabels &
  QuickMessageLabels &
  ConnectionLabels &
  ContactLabels &
  AuthLabels;
