/**
 * Texts of the /auth/* pages around the form widgets (the forms bring their own, in the widgets' locales; English
 * here, translations in src/i18n/locales).
 */
export const authPageText = {
  authLoginTitle: 'Log in to Wacrm',
  /** The tab's title before ' – Wacrm' (the heading would read 'Log in to Wacrm – Wacrm'). */
  authLoginDocumentTitle: 'Log in',
  authNewToWacrm: 'New to Wacrm?',
  authCreateAccount: 'Create an account',
  authRegisterTitle: 'Start your free trial',
  authHaveAccount: 'Already have an account?',
  authLogIn: 'Log in',
  authCompleteTitle: 'Complete your registration',
  authBackToRegistration: 'Back to registration',
  /** The spinner's announcement while the form's code loads. */
  authLoadingForm: 'Loading the form',
  /** Why the visitor is on the login page when a session ended without their own Logout in this tab. */
  authSessionExpired: 'Session expired. Please log in again.',
  authLoggedOutElsewhere: 'You were logged out in another tab.',
} as const;
