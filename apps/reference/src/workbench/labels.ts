/**
 * Texts of the workbench added with issue 34 (English defaults; the locale layer will take them from here). The
 * spec's own texts (app and section names, 'Logout') stay where they are.
 */
export const workbenchLabels = {
  /** The navigation in the open conversation's 'More' panel on a phone, while the workbench's bars are hidden. */
  threadMenu: 'Workbench',
} as const;
