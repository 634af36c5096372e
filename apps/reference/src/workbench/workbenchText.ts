/** Texts of the workbench added with issue 34 (English; translations in src/i18n/locales). */
export const workbenchText = {
  /** The navigation in the open conversation's 'More' panel on a phone, while the workbench's bars are hidden. */
  threadMenu: 'Workbench',
  /** Logout in that navigation (the top bar's own button says the same). */
  logout: 'Logout',
} as const;
