import { useEffect, useMemo, useRef, useState } from 'react';
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
import { onSharedClientExpired, onSharedClientSignedOut } from './sharedClient';

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

function AuthViews({ labels, emit }: { labels: AuthLabelOverrides | undefined; emit: WacrmEmit }) {
  const { user, status, client, logout } = useAuth();
  // The page signed this backend out (`signOut`): back to the form, quietly (the page knows).
  useEffect(() => onSharedClientSignedOut(client, () => void logout()), [client, logout]);
  const [view, setView] = useState<View>('login');
  const announced = useRef<string | null>(null);
  // One `wacrm-signed-in` per user: after a sign-in or registration, or for a session found at start-up.
  useEffect(() => {
    if (status === 'signed-in' && user && announced.current !== user.userId) {
      announced.current = user.userId;
      emit('wacrm-signed-in', { user });
    }
    if (status === 'signed-out') announced.current = null;
  }, [status, user, emit]);
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
      sessionExpiry={sessionExpiry}
      onSessionExpired={() => emit('wacrm-session-expired', { reason: 'session-ended' })}
    >
      <AuthViews labels={labels} emit={emit} />
    </AuthProvider>
  );
}
