import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, TextField } from '@wacrm/ui';
import {
  AUTH_DEFAULT_ERRORS,
  RESEND_COUNTDOWN_SECONDS,
  normalizePhone,
  registerSchema,
  type User,
} from '@wacrm/whatsapp-sdk';
import { useAuth, useAuthLabels } from '../AuthProvider/AuthProvider';
import { validationLabel, type AuthLabelOverrides } from '../labels';
import { FieldError, FormRoot, Muted, Stack, TextButton, VerifiedCard } from '../internal/AuthForm.styles';
import { apiErrorMessage, hasCode } from '../internal/errors';
import { resolvePaths, type AuthPaths } from '../internal/hooks';
import { CodeStep, DevCodeHint, FormHeader, type HeadingLevel } from '../internal/parts';
import { usePhoneCode } from '../internal/usePhoneCode';
import { useLocaleAttributes } from '../../i18n/WacrmLocaleProvider';

export interface CompleteRegistrationFormProps {
  /** Called with the new user once the account exists; the host navigates (to /dashboard in the reference app). */
  onSuccess?: (user: User) => void;
  /** Called with '/auth/register' when there is no saved Google sign-up, or after 'Use different account'. */
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
}

interface PhoneValues {
  phone: string;
}

/** The phone rule of the register form, alone. */
const phoneSchema = registerSchema.pick(['phone']);

/**
 * Completes a Google sign-up that has no phone number (the /auth/complete-registration screen): 'Google Account
 * Verified' with the name and email, 'Use different account', the phone, 'Send Verification Code', then the code step
 * with 'Resend Code', 'Complete Registration' and 'Change phone number'. Without saved partial Google data it calls
 * `onNavigate('/auth/register')`.
 */
export function CompleteRegistrationForm({
  onSuccess,
  onNavigate,
  labels: labelOverrides,
  headingLevel,
  hostHeading = false,
  resendSeconds = RESEND_COUNTDOWN_SECONDS,
  devOutboxUrl,
  paths: pathOverrides,
}: CompleteRegistrationFormProps) {
  const { client, identityProvider, partialRegistration, completeSignIn, clearPartialRegistration } = useAuth();
  const labels = useAuthLabels(labelOverrides);
  const localeAttributes = useLocaleAttributes();
  const paths = resolvePaths(pathOverrides);
  const phoneCode = usePhoneCode(labels, resendSeconds, 'complete-registration');
  const { setError } = phoneCode;
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<PhoneValues>({
    resolver: yupResolver(phoneSchema),
    defaultValues: { phone: partialRegistration?.phone ?? '' },
  });

  // Without saved partial Google data there is nothing to complete (once; not again after success).
  const finished = useRef(false);
  const hasPartial = partialRegistration !== null;
  useEffect(() => {
    if (!hasPartial && !finished.current) onNavigate?.(paths.register);
  }, [hasPartial, onNavigate, paths.register]);

  // After 'Change phone number' the phone input gets the focus back (the button that had it is gone).
  const refocus = useRef(false);
  const onCodeStep = phoneCode.target !== null;
  useEffect(() => {
    if (!onCodeStep && refocus.current) {
      refocus.current = false;
      setFocus('phone');
    }
  }, [onCodeStep, setFocus]);

  if (!partialRegistration) return null;
  const partial = partialRegistration;
  const fullName = `${partial.firstName} ${partial.lastName}`.trim();

  const switchAccount = () => {
    phoneCode.finish();
    clearPartialRegistration();
    identityProvider.signOut().catch(() => undefined);
  };

  const onSubmitPhone = handleSubmit(async ({ phone }) => {
    await phoneCode.send(normalizePhone(phone));
  });

  const complete = async () => {
    const target = phoneCode.target;
    if (!target) return;
    phoneCode.setVerifying(true);
    try {
      if (!(await phoneCode.confirm(labels.otpIncompleteRegister))) return;
      let user: User;
      try {
        const {
          accessToken: _a,
          refreshToken: _r,
          tokens: _t,
          ...registered
        } = await client.auth.register({
          firstName: partial.firstName,
          lastName: partial.lastName,
          email: partial.email,
          phone: target.identifier,
          firebaseUid: partial.firebaseUid,
          googleCredential: partial.googleCredential,
        });
        user = registered;
      } catch (err) {
        setError(
          hasCode(err, 'USER_ALREADY_EXISTS')
            ? labels.phoneAlreadyRegistered
            : apiErrorMessage(err, labels, 'registrationFailed', {
                sdkDefault: AUTH_DEFAULT_ERRORS.register,
                unexpected: 'registrationError',
              }),
        );
        return;
      }
      finished.current = true;
      phoneCode.finish();
      clearPartialRegistration();
      completeSignIn(user);
      onSuccess?.(user);
    } finally {
      phoneCode.setVerifying(false);
    }
  };

  const verified = (
    <VerifiedCard>
      <strong>{labels.googleVerified}</strong>
      {fullName ? <span dir="auto">{fullName}</span> : null}
      <span dir="ltr">{partial.email}</span>
      <TextButton type="button" onClick={switchAccount}>
        {labels.useDifferentAccount}
      </TextButton>
    </VerifiedCard>
  );

  if (phoneCode.target) {
    return (
      <FormRoot data-step="code" {...localeAttributes}>
        <CodeStep
          labels={labels}
          headingLevel={headingLevel}
          title={labels.verifyPhoneTitle}
          sentTo={phoneCode.target.identifier}
          before={verified}
          code={phoneCode.code}
          onCodeChange={phoneCode.setCode}
          error={phoneCode.error}
          submitting={phoneCode.verifying}
          submitLabel={labels.completeRegistration}
          onSubmit={() => void complete()}
          changeLabel={labels.changePhone}
          onChange={() => {
            refocus.current = true;
            phoneCode.reset();
          }}
          resendLabel={labels.resendCode}
          remaining={phoneCode.remaining}
          resending={phoneCode.resending}
          onResend={() => void phoneCode.resend()}
          devHint={
            devOutboxUrl ? (
              <DevCodeHint
                url={devOutboxUrl}
                to={phoneCode.target.identifier}
                sentAt={phoneCode.sentAt}
                labels={labels}
              />
            ) : null
          }
        />
      </FormRoot>
    );
  }

  return (
    <FormRoot data-step="phone" {...localeAttributes}>
      <FormHeader level={headingLevel} title={hostHeading ? undefined : labels.completeTitle} />
      {verified}
      <Muted>{labels.completePhoneIntro}</Muted>
      <Stack onSubmit={(event) => void onSubmitPhone(event)} noValidate>
        <TextField
          label={labels.phoneLabel}
          type="tel"
          autoComplete="tel"
          placeholder={labels.phonePlaceholder}
          error={validationLabel(errors.phone?.message, labels)}
          {...register('phone')}
        />
        {phoneCode.error ? <FieldError role="alert">{phoneCode.error}</FieldError> : null}
        <Button type="submit" fullWidth loading={phoneCode.sending}>
          {labels.sendVerificationCode}
        </Button>
      </Stack>
    </FormRoot>
  );
}
