import type { KeyValueStorage, OtpData } from '@wacrm/whatsapp-sdk';

/** Which form a code step belongs to (each keeps its own). */
export type CodeFlow = 'login' | 'register' | 'complete-registration';

/** What the register form shows in the code step's summary. */
export interface PendingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * A code step waiting for its code: where the code went, when, and until when it is valid. Kept in session
 * storage so a reload, Back or 'Change' does not lose a code already sent (asking again within 60 s is refused).
 * Never the code itself.
 */
export interface PendingCodeStep extends OtpData {
  /** When the code was sent (epoch ms): the resend countdown continues from here. */
  sentAt: number;
  /** When the code stops being valid (epoch ms); the step is forgotten then. */
  expiresAt: number;
  /** Register only: the details the code step summarises. */
  details?: PendingDetails;
}

/** How long a code is taken to be valid when the sender does not say (the mock API's codes live 10 minutes). */
export const DEFAULT_CODE_LIFETIME_SECONDS = 600;

const KEY_PREFIX = 'wacrm.auth.pendingCodeStep.';

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isDetails(value: unknown): value is PendingDetails {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return isString(v.firstName) && isString(v.lastName) && isString(v.email) && isString(v.phone);
}

/** The stored step when it is well formed; anything else (edited, older shape) counts as none. */
function parse(raw: string): PendingCodeStep | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isString(v.identifier) || v.identifier === '') return null;
  if (v.kind !== 'email' && v.kind !== 'phone') return null;
  if (typeof v.sentAt !== 'number' || typeof v.expiresAt !== 'number') return null;
  if (!Number.isFinite(v.sentAt) || !Number.isFinite(v.expiresAt)) return null;
  if (v.verificationId !== undefined && !isString(v.verificationId)) return null;
  if (v.details !== undefined && !isDetails(v.details)) return null;
  const step: PendingCodeStep = { identifier: v.identifier, kind: v.kind, sentAt: v.sentAt, expiresAt: v.expiresAt };
  if (isString(v.verificationId)) step.verificationId = v.verificationId;
  if (isDetails(v.details)) step.details = { ...v.details };
  return step;
}

/** The flow's pending step while its code is still valid; an expired or unreadable one is removed. */
export function readPendingCodeStep(
  storage: KeyValueStorage | null,
  flow: CodeFlow,
  now: number = Date.now(),
): PendingCodeStep | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(KEY_PREFIX + flow);
    if (!raw) return null;
    const step = parse(raw);
    // A step "sent" in the future was not written by this code (or the clock moved back): not trusted.
    if (!step || step.expiresAt <= now || step.sentAt > now) {
      storage.removeItem(KEY_PREFIX + flow);
      return null;
    }
    return step;
  } catch {
    return null;
  }
}

export function writePendingCodeStep(storage: KeyValueStorage | null, flow: CodeFlow, step: PendingCodeStep): void {
  if (!storage) return;
  const { identifier, kind, verificationId, sentAt, expiresAt, details } = step;
  try {
    storage.setItem(
      KEY_PREFIX + flow,
      JSON.stringify({ identifier, kind, verificationId, sentAt, expiresAt, ...(details ? { details } : {}) }),
    );
  } catch {
    // Storage full or blocked: the step still works, it just does not survive a reload.
  }
}

export function clearPendingCodeStep(storage: KeyValueStorage | null, flow: CodeFlow): void {
  if (!storage) return;
  try {
    storage.removeItem(KEY_PREFIX + flow);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/** The step for a code just sent (`now`), valid for what the sender said or DEFAULT_CODE_LIFETIME_SECONDS. */
export function pendingCodeStepFor(sent: OtpData, now: number, details?: PendingDetails): PendingCodeStep {
  const lifetime =
    typeof sent.expiresInSeconds === 'number' && sent.expiresInSeconds > 0
      ? sent.expiresInSeconds
      : DEFAULT_CODE_LIFETIME_SECONDS;
  return { ...sent, sentAt: now, expiresAt: now + lifetime * 1000, ...(details ? { details } : {}) };
}

/** Whole seconds left before a code can be sent again, counted from when the step's code was sent. */
export function resendSecondsLeft(step: Pick<PendingCodeStep, 'sentAt'>, resendSeconds: number, now: number): number {
  const left = Math.ceil((step.sentAt + resendSeconds * 1000 - now) / 1000);
  return Math.min(Math.max(0, left), Math.max(0, Math.floor(resendSeconds)));
}
