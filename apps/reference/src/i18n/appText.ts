import type { PluralForms } from '@wacrm/crm-widgets';
import type { shellText } from '../components/shellText';
import type { workbenchText } from '../workbench/workbenchText';
import type { tourText } from '../workbench/WelcomeTour/tourText';
import type { dashboardText } from '../workbench/screens/dashboardText';
import type { componentText } from '../components/componentText';
import type { authPageText } from '../auth/authPageText';
import type { siteText } from '../marketing/siteText';
import type { landingText } from '../marketing/pages/LandingPage/landingText';
import type { teamsText } from '../marketing/pages/TeamsLandingPage/teamsText';
import type { pricingText } from '../marketing/pages/PricingPage/pricingText';
import type { partnersText } from '../marketing/pages/PartnersPage/partnersText';
import type { helpText } from '../marketing/pages/HelpPage/helpText';
import type { notFoundText } from '../marketing/pages/NotFoundPage/notFoundText';

/**
 * Every text of the reference app itself (its areas' English texts, written next to them; the widgets' texts are
 * the packages' locales). Type only: no area's texts are loaded by this file.
 */
export type AppTexts = typeof shellText &
  typeof workbenchText &
  typeof tourText &
  typeof dashboardText &
  typeof componentText &
  typeof authPageText &
  typeof siteText &
  typeof landingText &
  typeof teamsText &
  typeof pricingText &
  typeof partnersText &
  typeof helpText &
  typeof notFoundText;

/** The app's texts in one language: every key, `{placeholders}` as in English (checked by appLocales.test.ts). */
export type AppLocaleTexts = { [K in keyof AppTexts]: AppTexts[K] extends string ? string : PluralForms };

/** The keys of an area's plain texts (not its plural forms): `PlainTextKey<typeof pricingText>`. */
export type PlainTextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
