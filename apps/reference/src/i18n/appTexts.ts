import { shellText } from '../components/shellText';
import { workbenchText } from '../workbench/workbenchText';
import { tourText } from '../workbench/WelcomeTour/tourText';
import { dashboardText } from '../workbench/screens/dashboardText';
import { componentText } from '../components/componentText';
import { authPageText } from '../auth/authPageText';
import { siteText } from '../marketing/siteText';
import { landingText } from '../marketing/pages/LandingPage/landingText';
import { teamsText } from '../marketing/pages/TeamsLandingPage/teamsText';
import { pricingText } from '../marketing/pages/PricingPage/pricingText';
import { partnersText } from '../marketing/pages/PartnersPage/partnersText';
import { helpText } from '../marketing/pages/HelpPage/helpText';
import { notFoundText } from '../marketing/pages/NotFoundPage/notFoundText';

/** Each area's English texts (a key belongs to one area only: checked by appLocales.test.ts). */
export const appTextAreas = {
  shellText,
  workbenchText,
  tourText,
  dashboardText,
  componentText,
  authPageText,
  siteText,
  landingText,
  teamsText,
  pricingText,
  partnersText,
  helpText,
  notFoundText,
} as const;

/**
 * Every English text of the app in one object: what each language's dictionary must translate (its keys, its
 * `{placeholders}`, its plural forms). Used by the completeness test; the app itself reads each area's texts where
 * it uses them.
 */
export const englishAppTexts = {
  ...shellText,
  ...workbenchText,
  ...tourText,
  ...dashboardText,
  ...componentText,
  ...authPageText,
  ...siteText,
  ...landingText,
  ...teamsText,
  ...pricingText,
  ...partnersText,
  ...helpText,
  ...notFoundText,
} as const;
