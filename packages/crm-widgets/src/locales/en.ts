import { VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk';
import { commonLabels } from '../labels';
import { authLabels } from '../auth/labels';
import { broadcastLabels } from '../broadcast/labels';
import { campaignLabels } from '../campaigns/labels';
import { connectionLabels } from '../connection/labels';
import { contactLabels } from '../contacts/labels';
import { inboxLabels } from '../inbox/labels';
import { mediaLabels } from '../media/labels';
import { quickMessageLabels } from '../quick-message/labels';
import { templateLabels } from '../templates/labels';
import { validationCountLabels } from '../provider/validationCounts';
import { serverLabels } from '../provider/serverLabels';
import type { LocaleLabels } from '../i18n/dictionary';
import type { WacrmLocale } from '../i18n/locale';

/**
 * English, every label of the widgets in one object: the widgets' own defaults (spec wording). The widgets need no
 * import of it to speak English; it is the reference a new locale is written from, and a base for `overrideLocale`.
 */
export const en: WacrmLocale = {
  code: 'en',
  dir: 'ltr',
  labels: {
    ...commonLabels,
    ...VALIDATION_MESSAGES,
    ...validationCountLabels,
    ...serverLabels,
    ...inboxLabels,
    ...mediaLabels,
    ...broadcastLabels,
    ...campaignLabels,
    ...templateLabels,
    ...quickMessageLabels,
    ...connectionLabels,
    ...contactLabels,
    ...authLabels,
  } satisfies LocaleLabels,
};
