// The forms' yes/no checks that need no schema. Apart from ./forms (which imports yup, a package with side effects a
// bundler keeps): the inbox's composer asks canSendText, and a page showing only the inbox must not carry yup.

import type { BroadcastFormValues, ConnectFormValues } from './forms';

const blank = (v: unknown): boolean => typeof v !== 'string' || v.trim() === '';

/** True when a custom message would be sent: non-blank text (spec: non-empty after trimming). */
export function canSendText(text: unknown): boolean {
  return !blank(text);
}

/** 'Schedule Broadcast' when a date is set, else 'Send Now': true when scheduled. */
export function isScheduledBroadcast(values: Pick<BroadcastFormValues, 'scheduleDate'>): boolean {
  return !blank(values.scheduleDate);
}

/** The Connect button is enabled only when access token and phone number id are filled. */
export function canConnect(values: Partial<ConnectFormValues> | null | undefined): boolean {
  return !blank(values?.accessToken) && !blank(values?.phoneNumberId);
}
