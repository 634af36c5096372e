/** Texts of the app's frame shared by the site and the workbench (English; translations in src/i18n/locales). */
export const shellText = {
  /** The language switch's label (the choices are each language's own name for itself). */
  language: 'Language',
} as const;
