import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, TextField } from '@wacrm/ui';
import {
  AUTH_DEFAULT_ERRORS,
  RESEND_COUNTDOWN_SECONDS,
  normalizePhone,
  registerSchema,
  type RegisterFormValues,
  type User,
} from '@wacrm/whatsapp-sdk';
import { useAuth, useAuthLabels } from '../AuthProvider/AuthProvider';
import { validationLabel, type AuthLabelOverrides } from '../labels';
import { FieldError, Footer, FormRoot, Legal, Row, Stack, Summary } from '../internal/AuthForm.styles';
import { apiErrorMessage, hasCode } from '../internal/errors';
import { resolvePaths, useDelayedRedirect, useGoogleFlow, type AuthPaths } from '../internal/hooks';
import {
  CodeStep,
  DevCodeHint,
  ErrorBanner,
  ExternalLink,
  FormHeader,
  GoogleSignIn,
  NavLink,
  safeHttpUrl,
  type HeadingLevel,
} from '../internal/parts';
import { usePhoneCode } from '../internal/usePhoneCode';
import { useLocaleAttributes } from '../../i18n/WacrmLocaleProvider';

/** Placeholder targets (spec: "Terms of Service and Privacy Policy links (placeholder targets)"). */
export const DEFAULT_TERMS_URL = 'https://www.example.com/terms';
export const DEFAULT_PRIVACY_URL = 'https://www.example.com/privacy';

export interface RegisterFormProps {
  /** Called with the new user once the account exists; the host navigates (to /dashboard in the reference app). */
  onSuccess?: (user: User) => void;
  /** Called with a path ('/auth/login', '/auth/complete-registration'); the form never uses a router itself. */
  onNavigate?: (path: string) => void;
  /** Replaces some of the form's texts (keys of `authLabels`); the rest keep their English defaults. */
  labels?: AuthLabelOverrides;
  /** Level of the form's heading, 1, 2 or 3, so it fits the host page's outline (2 by default). */
  headingLevel?: HeadingLevel;
  /**
   * True when the host page shows the page's heading and the link to the other auth page (the reference app's
   * auth pages do): the form then shows neither its own title nor its footer link, so the page has one heading
   * and one link of each kind. The code step keeps its heading.
   */
  hostHeading?: boolean;
  /** Seconds before a code can be sent again (default 60). */
  resendSeconds?: number;
  /** Development only: the mock API's `/__dev/outbox` URL (see LoginForm). */
  devOutboxUrl?: string;
  /** Where the form's links and redirects go (sign-in, register, dashboard); merged over the defaults. */
  paths?: Partial<AuthPaths>;
  /** Terms of Service link (absolute http/https; anything else falls back to the placeholder). */
  termsUrl?: string;
  /** Privacy Policy link (absolute http/https; anything else falls back to the placeholder). */
  privacyUrl?: string;
  /** Pre-filled values. */
  defaultValues?: Partial<RegisterFormValues>;
}

interface Details {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * Registration (the /auth/register screen and its flow): 'Start your free trial', Google button, first name, last name,
 * business email, mobile number, 'Send OTP to Phone'; then the phone code step with a summary, 'Change details' and
 * 'Verify & Create Account'. Google errors show in a dismissible banner.
 */
export function RegisterForm({
  onSuccess,
  onNavigate,
  labels: labelOverrides,
  headingLevel,
  hostHeading = false,
  resendSeconds = RESEND_COUNTDOWN_SECONDS,
  devOutboxUrl,
  paths: pathOverrides,
  termsUrl,
  privacyUrl,
  defaultValues,
}: RegisterFormProps) {
  const { client, completeSignIn, clearPartialRegistration } = useAuth();
  const labels = useAuthLabels(labelOverrides);
  const localeAttributes = useLocaleAttributes();
  const paths = resolvePaths(pathOverrides);
  const phoneCode = usePhoneCode(labels, resendSeconds, 'register');
  const { setError } = phoneCode;
  // A code step kept from before a reload or Back opens again with its summary.
  const [details, setDetails] = useState<Details | null>(() => phoneCode.restoredDetails);
  const [checking, setChecking] = useState(false);
  const redirect = useDelayedRedirect(onNavigate);
  const google = useGoogleFlow({ mode: 'register', labels, paths, onSuccess, onNavigate });
  const {
    register,
    handleSubmit,
    setFocus,
    reset: resetForm,
    getValues,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: yupResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', ...defaultValues },
  });

  const onSubmitDetails = handleSubmit(async (values) => {
    redirect.cancel();
    setError(null);
    const next: Details = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: normalizePhone(values.phone),
    };
    setChecking(true);
    try {
      await client.auth.checkUser({ email: next.email, mode: 'register' });
    } catch (err) {
      if (hasCode(err, 'USER_ALREADY_EXISTS')) {
        setError(labels.accountExists);
        redirect.schedule(paths.login);
      } else {
        setError(apiErrorMessage(err, labels, 'verifyAccountFailed', { sdkDefault: AUTH_DEFAULT_ERRORS.checkUser }));
      }
      return;
    } finally {
      setChecking(false);
    }
    if (await phoneCode.send(next.phone, next)) setDetails(next);
  });

  // After 'Change details' the first field gets the focus back (the button that had it is gone).
  const refocus = useRef(false);
  useEffect(() => {
    if (!details && refocus.current) {
      refocus.current = false;
      setFocus('firstName');
    }
  }, [details, setFocus]);

  const changeDetails = () => {
    // After a reload the form is empty: it shows the kept details again (typed values stay as typed). Sending to
    // the same phone reopens the code already sent.
    const typed = getValues();
    if (details && !typed.firstName && !typed.lastName && !typed.email && !typed.phone) resetForm(details);
    refocus.current = true;
    redirect.cancel();
    phoneCode.reset();
    setDetails(null);
  };

  const createAccount = async () => {
    if (!details) return;
    redirect.cancel();
    phoneCode.setVerifying(true);
    try {
      if (!(await phoneCode.confirm(labels.otpIncompleteRegister))) return;
      let user: User;
      try {
        const { accessToken: _a, refreshToken: _r, tokens: _t, ...registered } = await client.auth.register(details);
        user = registered;
      } catch (err) {
        if (hasCode(err, 'USER_ALREADY_EXISTS')) {
          setError(labels.accountExists);
          redirect.schedule(paths.login);
        } else {
          setError(
            apiErrorMessage(err, labels, 'registrationFailed', {
              sdkDefault: AUTH_DEFAULT_ERRORS.register,
              unexpected: 'registrationError',
            }),
          );
        }
        return;
      }
      phoneCode.finish();
      clearPartialRegistration();
      completeSignIn(user);
      onSuccess?.(user);
    } finally {
      phoneCode.setVerifying(false);
    }
  };

  const banner = google.error ? <ErrorBanner message={google.error} onClose={google.dismiss} labels={labels} /> : null;
  const legal = (
    <Legal>
      {labels.termsPrefix}{' '}
      <ExternalLink href={safeHttpUrl(termsUrl, DEFAULT_TERMS_URL)} newTabNote={labels.opensInNewTab}>
        {labels.termsLink}
      </ExternalLink>{' '}
      {labels.termsAnd}{' '}
      <ExternalLink href={safeHttpUrl(privacyUrl, DEFAULT_PRIVACY_URL)} newTabNote={labels.opensInNewTab}>
        {labels.privacyLink}
      </ExternalLink>
    </Legal>
  );
  const footer = hostHeading ? null : (
    <Footer>
      {labels.haveAccount}{' '}
      <NavLink to={paths.login} onNavigate={onNavigate}>
        {labels.loginLink}
      </NavLink>
    </Footer>
  );

  if (details && phoneCode.target) {
    return (
      <FormRoot data-step="code" {...localeAttributes}>
        {banner}
        <CodeStep
          labels={labels}
          headingLevel={headingLevel}
          title={labels.verifyRegisterTitle}
          sentTo={phoneCode.target.identifier}
          before={
            <div role="group" aria-label={labels.summaryTitle}>
              <Summary>
                <dt>{labels.summaryName}</dt>
                <dd>{`${details.firstName} ${details.lastName}`}</dd>
                <dt>{labels.summaryEmail}</dt>
                <dd>{details.email}</dd>
                <dt>{labels.summaryPhone}</dt>
                <dd>{details.phone}</dd>
              </Summary>
            </div>
          }
          code={phoneCode.code}
          onCodeChange={phoneCode.setCode}
          error={phoneCode.error}
          submitting={phoneCode.verifying}
          submitLabel={labels.verifyAndCreate}
          onSubmit={() => void createAccount()}
          changeLabel={labels.changeDetails}
          onChange={changeDetails}
          resendLabel={labels.resendOtp}
          remaining={phoneCode.remaining}
          resending={phoneCode.resending}
          onResend={() => void phoneCode.resend()}
          devHint={
            devOutboxUrl ? (
              <DevCodeHint url={devOutboxUrl} to={details.phone} sentAt={phoneCode.sentAt} labels={labels} />
            ) : null
          }
        />
        {legal}
        {footer}
      </FormRoot>
    );
  }

  const busy = checking || phoneCode.sending;
  const fieldError = (message: string | undefined) => validationLabel(message, labels);
  return (
    <FormRoot data-step="details" {...localeAttributes}>
      <FormHeader
        level={headingLevel}
        title={hostHeading ? undefined : labels.registerTitle}
        subtitle={labels.registerSubtitle}
      />
      {banner}
      <GoogleSignIn
        label={labels.googleButton}
        orLabel={labels.orDivider}
        onClick={() => void google.start()}
        loading={google.busy}
        disabled={busy}
      />
      <Stack onSubmit={(event) => void onSubmitDetails(event)} noValidate>
        <Row>
          <TextField
            label={labels.firstNameLabel}
            autoComplete="given-name"
            error={fieldError(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={labels.lastNameLabel}
            autoComplete="family-name"
            error={fieldError(errors.lastName?.message)}
            {...register('lastName')}
          />
        </Row>
        <TextField
          label={labels.emailLabel}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={labels.phoneLabel}
          type="tel"
          autoComplete="tel"
          placeholder={labels.phonePlaceholder}
          error={fieldError(errors.phone?.message)}
          {...register('phone')}
        />
        {phoneCode.error ? <FieldError role="alert">{phoneCode.error}</FieldError> : null}
        <Button type="submit" fullWidth loading={busy} disabled={google.busy}>
          {labels.sendOtpToPhone}
        </Button>
      </Stack>
      {legal}
      {footer}
    </FormRoot>
  );
}
