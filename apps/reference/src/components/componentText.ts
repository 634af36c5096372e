/**
 * Texts of the app's shared components: the page spinner, the Book Demo link, the brand link home, the profile and
 * page-load errors (English; translations in src/i18n/locales).
 */
export const componentText = {
  /** What the page spinner announces by default. */
  commonLoading: 'Loading…',
  /** What the page spinner says while the signed-in user's profile loads (before /dashboard shows). */
  commonLoadingWorkspace: 'Loading your workspace…',
  /** The Book Demo link (opens the scheduling page). */
  commonBookDemo: 'Book Demo',
  /** The accessible name of the brand link to the home page (site header, auth pages). */
  commonBrandHome: 'Wacrm home',
  commonGoHome: 'Go to the home page',
  /** The signed-in area when the profile could not be loaded. */
  profileErrorTitle: 'Your workspace could not be loaded',
  profileErrorRetry: 'Retry',
  profileErrorLogOut: 'Log out',
  /** A page whose code failed to load or render. */
  routeErrorTitle: 'This page could not be loaded',
  routeErrorHint: 'Check your connection and try again.',
  routeErrorReload: 'Reload the page',
} as const;
