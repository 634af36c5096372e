import { useCallback, useEffect, useState } from 'react';
import { AUTH_DEFAULT_ERRORS, OTP_LENGTH, type OtpData } from '@wacrm/whatsapp-sdk';
import { useAuth } from '../AuthProvider/AuthProvider';
import type { AuthLabels } from '../labels';
import { apiErrorMessage, hasCode, isLostVerification, phoneSendErrorMessage, phoneVerifyErrorMessage } from './errors';
import { useFormError } from './hooks';
import { useCountdown } from './useCountdown';
import { resendSecondsLeft, type CodeFlow, type PendingCodeStep, type PendingDetails } from './pendingCodeStep';
import { useKeptCodeStep } from './useKeptCodeStep';

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
  /** The details kept with a code step restored at mount (register: a reload or Back on the code step). */
  restoredDetails: PendingDetails | null;
  /**
   * Checks the phone is free (check-user, mode register) and sends the code through the identity provider.
   * 'Phone number already registered. Please login instead.' when it is taken. When a code sent to this phone is
   * still valid (after 'Change', a reload or Back), its step opens again instead: a new code is refused for 60 s.
   * `details` are kept with the step (the register form's summary).
   */
  send(phone: string, details?: PendingDetails): Promise<boolean>;
  resend(): Promise<void>;
  /** Back to the phone step: resets code, error, countdown and confirmation (the sent code stays kept). */
  reset(): void;
  /** Forgets the kept step once its code was used. */
  finish(): void;
  /** Confirms the code; false (with the error set) when it is incomplete or wrong. */
  confirm(incompleteMessage: string): Promise<boolean>;
}

/** The phone code step of registration and complete-registration. */
export function usePhoneCode(labels: AuthLabels, resendSeconds: number, flow: CodeFlow): PhoneCodeState {
  const { client, identityProvider, setOtpData } = useAuth();
  const kept = useKeptCodeStep(flow, resendSeconds);
  const { read: readKept, keep, save: saveKept, forget } = kept;
  const [target, setTarget] = useState<OtpData | null>(() => kept.initial);
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState(() => kept.initial?.sentAt ?? 0);
  const [sending, setSending] = useState(false);
  const [resending, setResending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useFormError();
  const countdown = useCountdown(resendSeconds, kept.initialResendLeft);
  const { restart, reset: resetCountdown } = countdown;

  useEffect(() => {
    if (kept.initial) setOtpData(kept.initial);
  }, [kept.initial, setOtpData]);

  const deliver = useCallback(
    async (phone: string, details?: PendingDetails) => {
      const sent = await identityProvider.sendPhoneCode(phone);
      const next: OtpData = {
        identifier: phone,
        kind: 'phone',
        verificationId: sent.verificationId,
        ...(sent.expiresInSeconds !== undefined ? { expiresInSeconds: sent.expiresInSeconds } : {}),
        ...(sent.resendInSeconds !== undefined ? { resendInSeconds: sent.resendInSeconds } : {}),
      };
      const step = keep(next, details);
      setOtpData(next);
      setTarget(next);
      setCode('');
      setSentAt(step.sentAt);
      restart();
    },
    [identityProvider, setOtpData, restart, keep],
  );

  /** Back to the code step of a code already sent (still valid): no second send, the countdown goes on. */
  const reopen = useCallback(
    (step: PendingCodeStep) => {
      setOtpData(step);
      setTarget(step);
      setCode('');
      setSentAt(step.sentAt);
      restart(resendSecondsLeft(step, resendSeconds, Date.now()));
    },
    [setOtpData, restart, resendSeconds],
  );

  const send = useCallback(
    async (phone: string, details?: PendingDetails) => {
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
        const pending = readKept();
        if (pending && pending.kind === 'phone' && pending.identifier === phone) {
          const step = details ? { ...pending, details } : pending;
          saveKept(step);
          reopen(step);
          return true;
        }
        try {
          await deliver(phone, details);
          return true;
        } catch (err) {
          setError(phoneSendErrorMessage(err, labels));
          return false;
        }
      } finally {
        setSending(false);
      }
    },
    [client, deliver, labels, setError, readKept, saveKept, reopen],
  );

  const resend = useCallback(async () => {
    if (!target) return;
    setResending(true);
    setError(null);
    setCode('');
    try {
      await deliver(target.identifier, readKept()?.details);
    } catch (err) {
      setError(phoneSendErrorMessage(err, labels));
    } finally {
      setResending(false);
    }
  }, [target, deliver, labels, setError, readKept]);

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
        if (isLostVerification(err)) {
          // The provider lost this code (a reload): it cannot be used, so a new one may be sent at once.
          forget();
          resetCountdown();
          setError(labels.otpExpired);
        } else setError(phoneVerifyErrorMessage(err, labels));
        return false;
      }
    },
    [target, code, identityProvider, labels, setError, forget, resetCountdown],
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
    restoredDetails: kept.initial?.details ?? null,
    send,
    resend,
    reset,
    finish: forget,
    confirm,
  };
}
