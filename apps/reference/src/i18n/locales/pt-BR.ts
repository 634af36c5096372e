import type { AppLocaleTexts } from '../appText';

/** The reference app's own texts in pt-BR (the widgets' are `@wacrm/crm-widgets/locales/pt-BR`). */
export const ptBR: AppLocaleTexts = {
  language: 'Idioma',
  threadMenu: 'Área de trabalho',
  logout: 'Sair',
};
