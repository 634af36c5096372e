import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
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

const Note = styled.p`
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoSoft};
  border: 1px solid ${vars.color.info};
  color: ${vars.color.text} !important;
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

/** Shown until the auth form widgets land; deliberately not a fake form. */
function PendingForm({ form }: { form: string }) {
  return (
    <Note>
      The {form} form is not wired into this app yet: it comes from the auth widgets of <code>@wacrm/crm-widgets</code>.
    </Note>
  );
}

export function LoginPage() {
  return (
    <AuthLayout
      title="Log in to Wacrm"
      footer={
        <p>
          New to Wacrm? <Link to="/auth/register">Create an account</Link>
        </p>
      }
    >
      <p>Sign in with your business email or phone number, or with Google.</p>
      <PendingForm form="sign-in" />
    </AuthLayout>
  );
}

export function RegisterPage() {
  return (
    <AuthLayout
      title="Start your free trial"
      footer={
        <p>
          Already have an account? <Link to="/auth/login">Log in</Link>
        </p>
      }
    >
      <p>Create your account with your name, business email and mobile number, or with Google.</p>
      <PendingForm form="registration" />
    </AuthLayout>
  );
}

export function CompleteRegistrationPage() {
  return (
    <AuthLayout
      title="Complete your registration"
      footer={
        <p>
          <Link to="/auth/register">Back to registration</Link>
        </p>
      }
    >
      <p>Google sign-ups add and verify a mobile number here to finish creating their account.</p>
      <PendingForm form="phone verification" />
    </AuthLayout>
  );
}
