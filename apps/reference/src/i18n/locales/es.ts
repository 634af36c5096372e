import type { AppLocaleTexts } from '../appText';

/** The reference app's own texts in es (the widgets' are `@wacrm/crm-widgets/locales/es`). */
export const es: AppLocaleTexts = {
  language: 'Idioma',
  threadMenu: 'Área de trabajo',
  logout: 'Cerrar sesión',
};
