import { useEffect, type ReactNode } from 'react';
import {
  AuthProvider,
  CompleteRegistrationForm,
  LoginForm,
  RegisterForm,
  type LoginFormProps,
} from '@wacrm/crm-widgets';
import { config } from '../config';
import { getWacrmClient } from '../lib/wacrmClient';
import { getAppIdentityProvider } from '../lib/identity';
import { useAppLocale } from '../i18n/AppLocale';

/**
 * The auth form widgets of `@wacrm/crm-widgets` with the app's SDK client and identity provider. A chunk of its
 * own (yup, the SDK client, the forms), loaded inside the already painted auth page (AuthPages.tsx).
 */

/** Routing props the pages pass in: the widgets call back, the app navigates. */
export type AuthFormRouting = Pick<LoginFormProps, 'onSuccess' | 'onNavigate'>;

/** In development the forms may show where a code was "sent" (the mock API's outbox); never in production builds. */
const devOutboxUrl = import.meta.env.DEV ? `${new URL(config.apiBaseUrl).origin}/__dev/outbox` : undefined;
const devProps = devOutboxUrl ? { devOutboxUrl } : {};

/** The pages (AuthPages.tsx) show the h1 and the link to the other auth page; the forms show neither again. */
const hostProps = { hostHeading: true } as const;

/**
 * The auth widgets with the app's identity provider (lib/identity.ts): the SDK's dev adapter on the mock API by
 * default, or Firebase when VITE_IDENTITY_PROVIDER is 'firebase'. Firebase is fetched when an auth page opens, so
 * a Google popup still opens within the click's user activation. The session is the app's (lib/auth.tsx, at the
 * root): the widgets' provider only serves the forms (`ownsSession={false}`: it reads, checks and clears no session
 * of its own), and a sign-in reaches the app through the forms' `onSuccess` (AuthPages.tsx reloads the session).
 */
function AuthWidgets({ children }: { children?: ReactNode }) {
  const identity = getAppIdentityProvider();
  const { code } = useAppLocale();
  useEffect(() => identity.preload(), [identity]);
  return (
    <AuthProvider client={getWacrmClient()} identityProvider={identity} locale={code} ownsSession={false}>
      {children}
    </AuthProvider>
  );
}

export function LoginWidget(routing: AuthFormRouting) {
  return (
    <AuthWidgets>
      <LoginForm {...routing} {...devProps} {...hostProps} />
    </AuthWidgets>
  );
}

export function RegisterWidget(routing: AuthFormRouting) {
  return (
    <AuthWidgets>
      <RegisterForm {...routing} {...devProps} {...hostProps} />
    </AuthWidgets>
  );
}

export function CompleteRegistrationWidget(routing: AuthFormRouting) {
  return (
    <AuthWidgets>
      <CompleteRegistrationForm {...routing} {...devProps} {...hostProps} />
    </AuthWidgets>
  );
}
