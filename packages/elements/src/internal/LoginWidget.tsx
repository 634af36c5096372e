import { useEffect, useMemo, useState } from 'react';
import {
  AuthProvider,
  CompleteRegistrationForm,
  LoginForm,
  RegisterForm,
  useAuth,
  type AuthLabelOverrides,
  type AuthPaths,
} from '@wacrm/crm-widgets';
import { IdentityError, MESSAGES, type IdentityProvider, type WacrmClient } from '@wacrm/whatsapp-sdk';
import type { WacrmEmit } from '../events';
import type { WacrmElementOptions } from '../types';
import { announceSignedIn, forgetSignedIn, onSharedClientExpired, onSharedClientSignedOut } from './sharedClient';

// The forms ask the host to navigate between these; inside the element they are views, never URLs.
const PATHS: AuthPaths = { login: 'login', register: 'register', completeRegistration: 'complete-registration' };
type View = 'login' | 'register' | 'complete-registration';
const VIEW_OF_PATH: Record<string, View> = {
  login: 'login',
  register: 'register',
  'complete-registration': 'complete-registration',
};

/**
 * Without an identity provider, email codes still work (they go through the API); there is no Google button, and
 * phone codes answer with the spec's message for the action instead of failing silently.
 */
function unavailableIdentityProvider(): IdentityProvider {
  const fail = (message: string) => Promise.reject(new IdentityError('provider-unavailable', message));
  return {
    kind: 'unavailable',
    supportsGoogle: false,
    signInWithGoogle: () => fail(MESSAGES.google.networkError),
    sendPhoneCode: () => fail(MESSAGES.phoneCode.sendFailed),
    confirmPhoneCode: () => fail(MESSAGES.phoneCode.verifyFailed),
    signOut: () => Promise.resolve(),
  };
}

function AuthViews({
  client,
  labels,
  emit,
}: {
  client: WacrmClient;
  labels: AuthLabelOverrides | undefined;
  emit: WacrmEmit;
}) {
  const { user, status, logout } = useAuth();
  const [view, setView] = useState<View>('login');
  // The page signed this backend out (`signOut`): back to the form, quietly (the page knows).
  useEffect(() => onSharedClientSignedOut(client, () => void logout()), [client, logout]);
  // One `wacrm-signed-in` per session on the page: after a sign-in or registration, or for a session found at load.
  useEffect(() => {
    if (status === 'signed-in' && user) announceSignedIn(client, user, emit);
    if (status === 'signed-out') forgetSignedIn(client);
  }, [client, status, user, emit]);
  const onNavigate = (path: string) => setView(VIEW_OF_PATH[path] ?? 'login');
  if (status === 'loading' || status === 'signed-in') return null;
  const common = { labels, onNavigate, paths: PATHS };
  if (view === 'register') return <RegisterForm {...common} />;
  if (view === 'complete-registration') return <CompleteRegistrationForm {...common} />;
  return <LoginForm {...common} />;
}

/** `<wacrm-login>`: sign-in by code and Google, with registration, on the element's client. */
export function LoginWidget({
  client,
  options,
  emit,
}: {
  client: WacrmClient;
  options: WacrmElementOptions;
  emit: WacrmEmit;
}) {
  const fallback = useMemo(() => unavailableIdentityProvider(), []);
  const labels = options.labels as AuthLabelOverrides | undefined;
  // A failed token refresh on a client the elements made ends the session here too.
  const sessionExpiry = useMemo(
    () => ({ subscribe: (listener: () => void) => onSharedClientExpired(client, listener) }),
    [client],
  );
  return (
    <AuthProvider
      client={client}
      identityProvider={options.identityProvider ?? fallback}
      labels={labels}
      locale={options.locale}
      dir={options.dir}
      sessionExpiry={sessionExpiry}
      onSessionExpired={() => emit('wacrm-session-expired', { reason: 'session-ended' })}
    >
      <AuthViews client={client} labels={labels} emit={emit} />
    </AuthProvider>
  );
}
