import type { AppLocaleTexts } from '../appText';

/** The reference app's own texts in ar (the widgets' are `@wacrm/crm-widgets/locales/ar`). */
export const ar: AppLocaleTexts = {
  language: 'اللغة',
  threadMenu: 'مساحة العمل',
  logout: 'تسجيل الخروج',
};
