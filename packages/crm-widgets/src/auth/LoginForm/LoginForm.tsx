import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, TextField } from '@wacrm/ui';
import {
  AUTH_DEFAULT_ERRORS,
  OTP_LENGTH,
  RESEND_COUNTDOWN_SECONDS,
  detectIdentifierKind,
  loginIdentifierSchema,
  normalizePhone,
  type LoginIdentifierValues,
  type OtpData,
  type User,
} from '@wacrm/whatsapp-sdk';
import { useAuth, useAuthLabels } from '../AuthProvider/AuthProvider';
import { validationLabel, type AuthLabelOverrides } from '../labels';
import { FieldError, Footer, FormRoot, Stack } from '../internal/AuthForm.styles';
import {
  apiErrorMessage,
  hasCode,
  isLostVerification,
  phoneSendErrorMessage,
  phoneVerifyErrorMessage,
} from '../internal/errors';
import { resolvePaths, useDelayedRedirect, useFormError, useGoogleFlow, type AuthPaths } from '../internal/hooks';
import {
  CodeStep,
  DevCodeHint,
  ErrorBanner,
  FormHeader,
  GoogleSignIn,
  NavLink,
  type HeadingLevel,
} from '../internal/parts';
import { useCountdown } from '../internal/useCountdown';
import { resendSecondsLeft, type PendingCodeStep } from '../internal/pendingCodeStep';
import { useKeptCodeStep } from '../internal/useKeptCodeStep';
import { useLocaleAttributes } from '../../i18n/WacrmLocaleProvider';

export interface LoginFormProps {
  /** Called with the signed-in user; the host navigates (to /dashboard in the reference app). */
  onSuccess?: (user: User) => void;
  /** Called with a path ('/auth/register', '/auth/complete-registration'); the form never uses a router itself. */
  onNavigate?: (path: string) => void;
  /** Overrides for this form's labels (on top of the AuthProvider's). */
  labels?: AuthLabelOverrides;
  /** Level of the form's headings (default 2). */
  headingLevel?: HeadingLevel;
  /**
   * True when the host page shows the page's heading and the link to the other auth page (the reference app's
   * auth pages do): the form then shows neither its own title nor its footer link, so the page has one heading
   * and one link of each kind. The code step keeps its heading.
   */
  hostHeading?: boolean;
  /** Seconds before a code can be sent again (default 60). */
  resendSeconds?: number;
  /**
   * Development only: the mock API's `/__dev/outbox` URL; when given, the code step shows where the code was sent.
   * Pass it only in development builds (the reference app uses `import.meta.env.DEV`).
   */
  devOutboxUrl?: string;
  /** Auth routes, when the host's differ from /auth/login, /auth/register, /auth/complete-registration. */
  paths?: Partial<AuthPaths>;
  /** Pre-filled email or phone. */
  defaultIdentifier?: string;
}

type Target = OtpData & { kind: 'email' | 'phone' };

/**
 * Sign-in by code (the /auth/login screen and its flow): Google button, 'or', one input for business email or phone,
 * 'Send OTP'; then 'Verify Your Email' / 'Verify Your Phone Number' with a 6-digit code, a resend countdown,
 * 'Verify & Login' and 'Change email address' / 'Change phone number'.
 */
export function LoginForm({
  onSuccess,
  onNavigate,
  labels: labelOverrides,
  headingLevel,
  hostHeading = false,
  resendSeconds = RESEND_COUNTDOWN_SECONDS,
  devOutboxUrl,
  paths: pathOverrides,
  defaultIdentifier = '',
}: LoginFormProps) {
  const { client, identityProvider, setOtpData, completeSignIn } = useAuth();
  const labels = useAuthLabels(labelOverrides);
  const localeAttributes = useLocaleAttributes();
  const paths = resolvePaths(pathOverrides);
  // A code step kept from before a reload, Back or 'Change' (its code still valid) opens again where it was.
  const kept = useKeptCodeStep('login', resendSeconds);
  const [target, setTarget] = useState<Target | null>(() => kept.initial);
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState(() => kept.initial?.sentAt ?? 0);
  const [sending, setSending] = useState(false);
  const [resending, setResending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useFormError();
  const countdown = useCountdown(resendSeconds, kept.initialResendLeft);
  const redirect = useDelayedRedirect(onNavigate);
  const google = useGoogleFlow({ mode: 'login', labels, paths, onSuccess, onNavigate });
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<LoginIdentifierValues>({
    resolver: yupResolver(loginIdentifierSchema),
    defaultValues: { identifier: defaultIdentifier },
  });

  useEffect(() => {
    if (kept.initial) setOtpData(kept.initial);
  }, [kept.initial, setOtpData]);

  // After 'Change ...' the identifier input gets the focus back (the button that had it is gone).
  const refocus = useRef(false);
  useEffect(() => {
    if (!target && refocus.current) {
      refocus.current = false;
      setFocus('identifier');
    }
  }, [target, setFocus]);

  const sendCode = async (kind: 'email' | 'phone', identifier: string): Promise<Target> => {
    if (kind === 'email') {
      const sent = await client.auth.sendEmailOtp({ email: identifier });
      return { identifier, kind, expiresInSeconds: sent.expiresInSeconds, resendInSeconds: sent.resendInSeconds };
    }
    const sent = await identityProvider.sendPhoneCode(identifier);
    return {
      identifier,
      kind,
      verificationId: sent.verificationId,
      expiresInSeconds: sent.expiresInSeconds,
      resendInSeconds: sent.resendInSeconds,
    };
  };

  const sendErrorMessage = (kind: 'email' | 'phone', err: unknown) =>
    kind === 'email'
      ? apiErrorMessage(err, labels, 'emailSendFailed', { sdkDefault: AUTH_DEFAULT_ERRORS.sendEmailOtp })
      : phoneSendErrorMessage(err, labels);

  const codeSent = (next: Target) => {
    const step = kept.keep(next);
    setOtpData(next);
    setTarget(next);
    setCode('');
    setSentAt(step.sentAt);
    countdown.restart();
  };

  /** Back to the code step of a code already sent (still valid): no second send, the countdown goes on. */
  const reopen = (step: PendingCodeStep) => {
    setOtpData(step);
    setTarget(step);
    setCode('');
    setSentAt(step.sentAt);
    countdown.restart(resendSecondsLeft(step, resendSeconds, Date.now()));
  };

  const onSubmitIdentifier = handleSubmit(async ({ identifier }) => {
    setError(null);
    redirect.cancel();
    const raw = identifier.trim();
    const kind = detectIdentifierKind(raw) === 'email' ? 'email' : 'phone';
    const value = kind === 'email' ? raw : normalizePhone(raw);
    setSending(true);
    try {
      try {
        await client.auth.checkUser(
          kind === 'email' ? { email: value, mode: 'login' } : { phone: value, mode: 'login' },
        );
      } catch (err) {
        if (hasCode(err, 'USER_NOT_FOUND')) {
          setError(labels.accountNotFound);
          redirect.schedule(paths.register);
        } else {
          setError(
            apiErrorMessage(err, labels, kind === 'email' ? 'verifyAccountFailed' : 'verifyPhoneFailed', {
              sdkDefault: AUTH_DEFAULT_ERRORS.checkUser,
            }),
          );
        }
        return;
      }
      // The code sent to this identifier a moment ago is still valid (after 'Change', or Back): type that one.
      const pending = kept.read();
      if (pending && pending.kind === kind && pending.identifier === value) {
        reopen(pending);
        return;
      }
      try {
        codeSent(await sendCode(kind, value));
      } catch (err) {
        setError(sendErrorMessage(kind, err));
      }
    } finally {
      setSending(false);
    }
  });

  const change = () => {
    // The kept step stays: sending to the same identifier again opens it (a new code is refused for 60 s).
    if (target) setValue('identifier', target.identifier);
    refocus.current = true;
    redirect.cancel();
    countdown.reset();
    setCode('');
    setError(null);
    setTarget(null);
    setOtpData(null);
  };

  const resend = async () => {
    if (!target) return;
    setResending(true);
    setError(null);
    setCode('');
    try {
      codeSent(await sendCode(target.kind, target.identifier));
    } catch (err) {
      setError(sendErrorMessage(target.kind, err));
    } finally {
      setResending(false);
    }
  };

  const verify = async () => {
    if (!target) return;
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(labels.otpIncompleteLogin);
      return;
    }
    setError(null);
    redirect.cancel();
    setVerifying(true);
    try {
      if (target.kind === 'email') {
        try {
          await client.auth.verifyEmailOtp({ email: target.identifier, otp: code });
        } catch (err) {
          setError(
            apiErrorMessage(err, labels, 'emailInvalidOtp', {
              sdkDefault: AUTH_DEFAULT_ERRORS.verifyEmailOtp,
              unexpected: 'verificationError',
            }),
          );
          return;
        }
      } else {
        try {
          await identityProvider.confirmPhoneCode(target.verificationId ?? '', code);
        } catch (err) {
          if (isLostVerification(err)) {
            // The provider lost this code (a reload): it cannot be used, so a new one may be sent at once.
            kept.forget();
            countdown.reset();
            setError(labels.otpExpired);
          } else setError(phoneVerifyErrorMessage(err, labels));
          return;
        }
      }
      let user: User;
      try {
        const result = await client.auth.login(
          target.kind === 'email' ? { email: target.identifier } : { phone: target.identifier },
        );
        user = result.user;
      } catch (err) {
        if (hasCode(err, 'USER_NOT_FOUND')) {
          setError(labels.accountNotFound);
          redirect.schedule(paths.register);
        } else {
          setError(
            apiErrorMessage(err, labels, 'loginFailed', {
              sdkDefault: AUTH_DEFAULT_ERRORS.login,
              unexpected: 'verificationError',
            }),
          );
        }
        return;
      }
      kept.forget();
      completeSignIn(user);
      onSuccess?.(user);
    } finally {
      setVerifying(false);
    }
  };

  if (target) {
    const isEmail = target.kind === 'email';
    return (
      <FormRoot data-step="code" {...localeAttributes}>
        <CodeStep
          labels={labels}
          headingLevel={headingLevel}
          title={isEmail ? labels.verifyEmailTitle : labels.verifyPhoneTitle}
          sentTo={target.identifier}
          code={code}
          onCodeChange={(next) => {
            setCode(next);
            if (error) setError(null);
          }}
          error={error}
          submitting={verifying}
          submitLabel={labels.verifyAndLogin}
          onSubmit={() => void verify()}
          changeLabel={isEmail ? labels.changeEmail : labels.changePhone}
          onChange={change}
          resendLabel={labels.resendOtp}
          remaining={countdown.remaining}
          resending={resending}
          onResend={() => void resend()}
          devHint={
            devOutboxUrl ? (
              <DevCodeHint url={devOutboxUrl} to={target.identifier} sentAt={sentAt} labels={labels} />
            ) : null
          }
        />
      </FormRoot>
    );
  }

  const identifierError = validationLabel(errors.identifier?.message, labels);
  return (
    <FormRoot data-step="identifier" {...localeAttributes}>
      <FormHeader
        level={headingLevel}
        title={hostHeading ? undefined : labels.loginTitle}
        subtitle={labels.loginSubtitle}
      />
      {google.error ? <ErrorBanner message={google.error} onClose={google.dismiss} labels={labels} /> : null}
      <GoogleSignIn
        label={labels.googleButton}
        orLabel={labels.orDivider}
        onClick={() => void google.start()}
        loading={google.busy}
        disabled={sending}
      />
      <Stack onSubmit={(event) => void onSubmitIdentifier(event)} noValidate>
        <TextField
          label={labels.identifierLabel}
          placeholder={labels.identifierPlaceholder}
          autoComplete="username"
          error={identifierError}
          {...register('identifier')}
        />
        {error ? <FieldError role="alert">{error}</FieldError> : null}
        <Button type="submit" fullWidth loading={sending} disabled={google.busy}>
          {labels.sendOtp}
        </Button>
      </Stack>
      {hostHeading ? null : (
        <Footer>
          {labels.noAccount}{' '}
          <NavLink to={paths.register} onNavigate={onNavigate}>
            {labels.registerLink}
          </NavLink>
        </Footer>
      )}
    </FormRoot>
  );
}
