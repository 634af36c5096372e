import { useCallback, useState } from 'react';
import { AUTH_DEFAULT_ERRORS, OTP_LENGTH, type OtpData } from '@wacrm/whatsapp-sdk';
import { useAuth } from '../AuthProvider/AuthProvider';
import type { AuthLabels } from '../labels';
import { apiErrorMessage, hasCode, phoneSendErrorMessage, phoneVerifyErrorMessage } from './errors';
import { useFormError } from './hooks';
import { useCountdown } from './useCountdown';

export interface PhoneCodeState {
  /** Where the code went; null while the phone step is shown. */
  target: OtpData | null;
  code: string;
  setCode(code: string): void;
  error: string | null;
  setError(message: string | null): void;
  sending: boolean;
  resending: boolean;
  verifying: boolean;
  setVerifying(value: boolean): void;
  remaining: number;
  /** Bumped on every send (the dev hint reads the outbox again). */
  sentAt: number;
  /**
   * Checks the phone is free (check-user, mode register) and sends the code through the identity provider.
   * 'Phone number already registered. Please login instead.' when it is taken.
   */
  send(phone: string): Promise<boolean>;
  resend(): Promise<void>;
  /** Back to the phone step: resets code, error, countdown and confirmation. */
  reset(): void;
  /** Confirms the code; false (with the error set) when it is incomplete or wrong. */
  confirm(incompleteMessage: string): Promise<boolean>;
}

/** The phone code step of registration and complete-registration (spec sections 4 and 8). */
export function usePhoneCode(labels: AuthLabels, resendSeconds: number): PhoneCodeState {
  const { client, identityProvider, setOtpData } = useAuth();
  const [target, setTarget] = useState<OtpData | null>(null);
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState(0);
  const [sending, setSending] = useState(false);
  const [resending, setResending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useFormError();
  const countdown = useCountdown(resendSeconds);
  const { restart, reset: resetCountdown } = countdown;

  const deliver = useCallback(
    async (phone: string) => {
      const sent = await identityProvider.sendPhoneCode(phone);
      const next: OtpData = {
        identifier: phone,
        kind: 'phone',
        verificationId: sent.verificationId,
        ...(sent.expiresInSeconds !== undefined ? { expiresInSeconds: sent.expiresInSeconds } : {}),
        ...(sent.resendInSeconds !== undefined ? { resendInSeconds: sent.resendInSeconds } : {}),
      };
      setOtpData(next);
      setTarget(next);
      setCode('');
      setSentAt((n) => n + 1);
      restart();
    },
    [identityProvider, setOtpData, restart],
  );

  const send = useCallback(
    async (phone: string) => {
      setError(null);
      setSending(true);
      try {
        try {
          await client.auth.checkUser({ phone, mode: 'register' });
        } catch (err) {
          setError(
            hasCode(err, 'USER_ALREADY_EXISTS')
              ? labels.phoneAlreadyRegistered
              : apiErrorMessage(err, labels, 'verifyPhoneFailed', { sdkDefault: AUTH_DEFAULT_ERRORS.checkUser }),
          );
          return false;
        }
        try {
          await deliver(phone);
          return true;
        } catch (err) {
          setError(phoneSendErrorMessage(err, labels));
          return false;
        }
      } finally {
        setSending(false);
      }
    },
    [client, deliver, labels, setError],
  );

  const resend = useCallback(async () => {
    if (!target) return;
    setResending(true);
    setError(null);
    setCode('');
    try {
      await deliver(target.identifier);
    } catch (err) {
      setError(phoneSendErrorMessage(err, labels));
    } finally {
      setResending(false);
    }
  }, [target, deliver, labels, setError]);

  const reset = useCallback(() => {
    resetCountdown();
    setCode('');
    setError(null);
    setTarget(null);
    setOtpData(null);
  }, [resetCountdown, setError, setOtpData]);

  const confirm = useCallback(
    async (incompleteMessage: string) => {
      if (!target) return false;
      if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
        setError(incompleteMessage);
        return false;
      }
      setError(null);
      try {
        await identityProvider.confirmPhoneCode(target.verificationId ?? '', code);
        return true;
      } catch (err) {
        setError(phoneVerifyErrorMessage(err, labels));
        return false;
      }
    },
    [target, code, identityProvider, labels, setError],
  );

  const changeCode = useCallback(
    (next: string) => {
      setCode(next);
      if (error) setError(null);
    },
    [error, setError],
  );

  return {
    target,
    code,
    setCode: changeCode,
    error,
    setError,
    sending,
    resending,
    verifying,
    setVerifying,
    remaining: countdown.remaining,
    sentAt,
    send,
    resend,
    reset,
    confirm,
  };
}
