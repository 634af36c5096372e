import type { AppLocaleTexts } from '../appText';

/** The reference app's own texts in hi (the widgets' are `@wacrm/crm-widgets/locales/hi`). */
export const hi: AppLocaleTexts = {
  language: 'भाषा',
  threadMenu: 'वर्कबेंच',
  logout: 'लॉग आउट',
};
