import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { styled } from 'styled-components';
import { Alert, Spinner, vars } from '@wacrm/ui';
import { ThemeRoot } from '../components/ThemeRoot';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useAppText } from '../i18n/AppLocale';
import { componentText } from '../components/componentText';
import { authPageText } from './authPageText';

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
  & a {
    color: ${vars.color.link};
  }
`;

/**
 * The page's own line below the form (the link to the other auth page). Muted here only: a rule on every `p` of
 * the panel turned the form's validation messages grey instead of the theme's error colour.
 */
const FooterNote = styled.p`
  margin: ${vars.space.lg} 0 0;
  color: ${vars.color.textMuted};
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
 * Layout of the /auth/* pages: the page's one h1 and its one link to the other auth page (the form widgets are
 * told so with `hostHeading` and show neither). `children` is where the auth form widget of `@wacrm/crm-widgets`
 * goes (wired with onSuccess -> /dashboard and onNavigate -> the router). `documentTitle` is the tab's title
 * before ' – Wacrm' (the heading, 'Log in to Wacrm', would read 'Log in to Wacrm – Wacrm').
 */
export function AuthLayout({
  title,
  documentTitle = title,
  children,
  footer,
}: {
  title: string;
  documentTitle?: string;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  const text = useAppText(componentText);
  return (
    <ThemeRoot>
      <Page id="main">
        <Panel>
          <Brand to="/" aria-label={text.commonBrandHome}>
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

// The form widgets (yup, the SDK client, the identity provider) load in a chunk of their own, so the page frame
// and its heading (the largest contentful paint) do not wait for them.
const LoginWidget = lazy(async () => ({ default: (await import('./AuthForms')).LoginWidget }));
const RegisterWidget = lazy(async () => ({ default: (await import('./AuthForms')).RegisterWidget }));
const CompleteRegistrationWidget = lazy(async () => ({
  default: (await import('./AuthForms')).CompleteRegistrationWidget,
}));

/**
 * Keeps the form's height (measured on phone and desktop) while its code loads, before and after, so neither the
 * footer below nor the vertically centred panel moves when the form arrives (no layout shift).
 */
const FormSlot = styled.div`
  display: grid;
  align-content: start;
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: inherit;
`;

function FormsLoading() {
  const text = useAppText(authPageText);
  return (
    <Loading>
      <Spinner label={text.authLoadingForm} />
    </Loading>
  );
}

/**
 * The form widget once the page frame has painted: the frame and its heading reach the screen first, then the
 * form chunk (about 80 kB of JavaScript) is requested and run.
 */
function AfterFirstPaint({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return (
    <FormSlot style={{ minHeight }}>
      <Suspense fallback={<FormsLoading />}>{painted ? children : <FormsLoading />}</Suspense>
    </FormSlot>
  );
}

/** What the login page says when a session ended without the user's own Logout in this tab (texts by key). */
const SESSION_END_NOTICES = {
  expired: 'authSessionExpired',
  logout: 'authLoggedOutElsewhere',
} as const;

const SessionNotice = styled(Alert)`
  margin-bottom: ${vars.space.lg};
`;

export function LoginPage() {
  const routing = useAuthRouting();
  // Why the visitor is here when a session ended without their own Logout (expired, logged out in another tab).
  const { sessionEnd } = useAuth();
  const text = useAppText(authPageText);
  return (
    <AuthLayout
      title={text.authLoginTitle}
      documentTitle={text.authLoginDocumentTitle}
      footer={
        <FooterNote>
          {text.authNewToWacrm} <Link to="/auth/register">{text.authCreateAccount}</Link>
        </FooterNote>
      }
    >
      {sessionEnd ? <SessionNotice tone="info" title="" message={text[SESSION_END_NOTICES[sessionEnd]]} /> : null}
      {/* The login form is 304 px high on phones and desktops. */}
      <AfterFirstPaint minHeight={304}>
        <LoginWidget {...routing} />
      </AfterFirstPaint>
    </AuthLayout>
  );
}

export function RegisterPage() {
  const routing = useAuthRouting();
  const text = useAppText(authPageText);
  return (
    <AuthLayout
      title={text.authRegisterTitle}
      footer={
        <FooterNote>
          {text.authHaveAccount} <Link to="/auth/login">{text.authLogIn}</Link>
        </FooterNote>
      }
    >
      {/* The registration form: 505 px on desktops, 580 px on narrow phones. */}
      <AfterFirstPaint minHeight={505}>
        <RegisterWidget {...routing} />
      </AfterFirstPaint>
    </AuthLayout>
  );
}

export function CompleteRegistrationPage() {
  const routing = useAuthRouting();
  const text = useAppText(authPageText);
  return (
    <AuthLayout
      title={text.authCompleteTitle}
      footer={
        <FooterNote>
          <Link to="/auth/register">{text.authBackToRegistration}</Link>
        </FooterNote>
      }
    >
      {/* Completing a Google sign-up asks for fewer fields (an estimate; the page redirects without its data). */}
      <AfterFirstPaint minHeight={400}>
        <CompleteRegistrationWidget {...routing} />
      </AfterFirstPaint>
    </AuthLayout>
  );
}
