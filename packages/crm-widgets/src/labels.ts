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
};

export type CommonLabels = { [K in keyof typeof commonLabels]: string };

/** Every overridable string of the widgets. Widgets' own label sets are added here as they land. */
export type WacrmLabels = CommonLabels;
