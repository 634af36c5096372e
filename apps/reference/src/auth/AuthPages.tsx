import { useCallback, useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthProvider, CompleteRegistrationForm, LoginForm, RegisterForm } from '@wacrm/crm-widgets';
import { config } from '../config';
import { useAuth } from '../lib/auth';
import { getWacrmClient } from '../lib/wacrmClient';
import { getAppIdentityProvider } from '../lib/identity';
import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';
import { ThemeRoot } from '../components/ThemeRoot';
import { useDocumentTitle } from '../lib/useDocumentTitle';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${vars.space.xl} ${vars.space.lg};
`;

const Panel = styled.div`
  width: min(100%, 460px);
  padding: clamp(24px, 5vw, 40px);
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};

  & h1 {
    margin: 0 0 ${vars.space.md};
    font-size: ${vars.font.sizeXxl};
  }
  & p {
    color: ${vars.color.textMuted};
  }
  & a {
    color: ${vars.color.link};
  }
`;

const Brand = styled(Link)`
  display: inline-block;
  margin-bottom: ${vars.space.xl};
  color: ${vars.color.text} !important;
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  text-decoration: none;
`;

/**
 * Layout of the /auth/* pages. `children` is where the auth form widget of `@wacrm/crm-widgets` goes
 * (wired with onSuccess -> /dashboard and onNavigate -> the router).
 */
export function AuthLayout({ title, children, footer }: { title: string; children?: ReactNode; footer?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <ThemeRoot>
      <Page id="main">
        <Panel>
          <Brand to="/" aria-label="Wacrm home">
            Wacrm
          </Brand>
          <h1>{title}</h1>
          {children}
          {footer}
        </Panel>
      </Page>
    </ThemeRoot>
  );
}

/** In development the forms may show where a code was "sent" (the mock API's outbox); never in production builds. */
const devOutboxUrl = import.meta.env.DEV ? `${new URL(config.apiBaseUrl).origin}/__dev/outbox` : undefined;

/** Routing for the auth widgets: they call back, the app navigates (and re-reads the session after sign-in). */
function useAuthRouting() {
  const navigate = useNavigate();
  const { reload } = useAuth();
  const onSuccess = useCallback(() => {
    reload();
    navigate('/dashboard', { replace: true });
  }, [navigate, reload]);
  const onNavigate = useCallback((path: string) => navigate(path), [navigate]);
  return { onSuccess, onNavigate };
}

/**
 * The auth widgets with the app's identity provider (lib/identity.ts): the SDK's dev adapter on the mock API by
 * default, or Firebase when VITE_IDENTITY_PROVIDER is 'firebase'. Firebase is fetched when an auth page opens, so
 * a Google popup still opens within the click's user activation.
 */
function AuthWidgets({ children }: { children?: ReactNode }) {
  const identity = getAppIdentityProvider();
  useEffect(() => identity.preload(), [identity]);
  return (
    <AuthProvider client={getWacrmClient()} identityProvider={identity}>
      {children}
    </AuthProvider>
  );
}

export function LoginPage() {
  const routing = useAuthRouting();
  return (
    <AuthLayout
      title="Log in to Wacrm"
      footer={
        <p>
          New to Wacrm? <Link to="/auth/register">Create an account</Link>
        </p>
      }
    >
      <AuthWidgets>
        <LoginForm {...routing} {...(devOutboxUrl ? { devOutboxUrl } : {})} />
      </AuthWidgets>
    </AuthLayout>
  );
}

export function RegisterPage() {
  const routing = useAuthRouting();
  return (
    <AuthLayout
      title="Start your free trial"
      footer={
        <p>
          Already have an account? <Link to="/auth/login">Log in</Link>
        </p>
      }
    >
      <AuthWidgets>
        <RegisterForm {...routing} {...(devOutboxUrl ? { devOutboxUrl } : {})} />
      </AuthWidgets>
    </AuthLayout>
  );
}

export function CompleteRegistrationPage() {
  const routing = useAuthRouting();
  return (
    <AuthLayout
      title="Complete your registration"
      footer={
        <p>
          <Link to="/auth/register">Back to registration</Link>
        </p>
      }
    >
      <AuthWidgets>
        <CompleteRegistrationForm {...routing} {...(devOutboxUrl ? { devOutboxUrl } : {})} />
      </AuthWidgets>
    </AuthLayout>
  );
}
