import { useCallback, useState } from 'react';
import type { OtpData } from '@wacrm/whatsapp-sdk';
import { useAuth } from '../AuthProvider/AuthProvider';
import {
  clearPendingCodeStep,
  pendingCodeStepFor,
  readPendingCodeStep,
  resendSecondsLeft,
  writePendingCodeStep,
  type CodeFlow,
  type PendingCodeStep,
  type PendingDetails,
} from './pendingCodeStep';

export interface KeptCodeStep {
  /** The step kept when the form mounted (a reload, or Back to the page), if its code is still valid. */
  initial: PendingCodeStep | null;
  /** Seconds left of the resend countdown of `initial` when the form mounted (0 without one). */
  initialResendLeft: number;
  /** The kept step now, if its code is still valid. */
  read(): PendingCodeStep | null;
  /** Keeps the step of a code sent just now; returns it. */
  keep(sent: OtpData, details?: PendingDetails): PendingCodeStep;
  /** Rewrites the kept step (new details for the same code). */
  save(step: PendingCodeStep): void;
  /** Forgets the step (the code was used). */
  forget(): void;
}

/** A form's code step kept in the AuthProvider's `codeStepStorage` until its code expires (pendingCodeStep.ts). */
export function useKeptCodeStep(flow: CodeFlow, resendSeconds: number): KeptCodeStep {
  const { codeStepStorage } = useAuth();
  const [{ initial, initialResendLeft }] = useState(() => {
    const now = Date.now();
    const step = readPendingCodeStep(codeStepStorage, flow, now);
    return { initial: step, initialResendLeft: step ? resendSecondsLeft(step, resendSeconds, now) : 0 };
  });
  const read = useCallback(() => readPendingCodeStep(codeStepStorage, flow), [codeStepStorage, flow]);
  const keep = useCallback(
    (sent: OtpData, details?: PendingDetails) => {
      const step = pendingCodeStepFor(sent, Date.now(), details);
      writePendingCodeStep(codeStepStorage, flow, step);
      return step;
    },
    [codeStepStorage, flow],
  );
  const save = useCallback(
    (step: PendingCodeStep) => writePendingCodeStep(codeStepStorage, flow, step),
    [codeStepStorage, flow],
  );
  const forget = useCallback(() => clearPendingCodeStep(codeStepStorage, flow), [codeStepStorage, flow]);
  return { initial, initialResendLeft, read, keep, save, forget };
}
