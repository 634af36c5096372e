import type { AppLocaleTexts } from '../appText';

/** The reference app's own texts in id (the widgets' are `@wacrm/crm-widgets/locales/id`). */
export const id: AppLocaleTexts = {
  language: 'Bahasa',
  threadMenu: 'Ruang kerja',
  logout: 'Keluar',
};
