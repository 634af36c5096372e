/** Texts of the not-found page (English; translations in src/i18n/locales). */
export const notFoundText = {
  /** The heading and the tab's title. */
  notFoundTitle: 'Page not found',
  notFoundLead: 'The page you are looking for does not exist or has moved.',
  notFoundVisitHelp: 'Visit the Help Center',
} as const;
