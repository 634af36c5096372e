import { API_MESSAGES, COMMON_MESSAGES } from '@wacrm/whatsapp-sdk';

type ApiMessages = typeof API_MESSAGES;

/** `apiGetTemplates` for the SDK's `getTemplates`: the label key of an operation's default message. */
export type ApiLabelKey<Operation extends string = keyof ApiMessages> = `api${Capitalize<Operation>}`;

/** The label key of an operation's default message (`getTemplates` -> `apiGetTemplates`). */
export function apiLabelKey<Operation extends keyof ApiMessages>(operation: Operation): ApiLabelKey<Operation> {
  return `api${operation.charAt(0).toUpperCase()}${operation.slice(1)}` as ApiLabelKey<Operation>;
}

/**
 * The SDK's default message of each operation under its label key, built from API_MESSAGES (the same texts; writing
 * each key out cost about 0.6 KB before gzip on every page with a widget). A pure IIFE, so a bundle without it drops it.
 */
const apiLabels = /* @__PURE__ */ (() =>
  Object.fromEntries(
    Object.entries(API_MESSAGES).map(([operation, text]) => [apiLabelKey(operation as keyof ApiMessages), text]),
  ) as {
    readonly [K in keyof ApiMessages as ApiLabelKey<K>]: ApiMessages[K];
  })();

/**
 * What a failed call says, in the user's language: the SDK's default message of each operation (the spec's words,
 * when the server gave no message of its own), and the meaning of the server's error codes the contract knows
 * (docs/api-contract.md). A server's own message without a known code is shown as the server words it. A pure IIFE
 * too: the spread of apiLabels would otherwise keep the object in bundles that do not use it.
 */
export const serverLabels = /* @__PURE__ */ (() =>
  ({
    ...apiLabels,
    /** Nothing came back (offline, server down, refused by the browser). */
    serverUnreachable: COMMON_MESSAGES.networkError,
    // By the server's error code.
    serverOutsideWindow:
      'Not sent: more than 24 hours have passed since the contact last wrote, so WhatsApp allows only a template.',
    serverTemplateParameterMissing: 'Not sent: a parameter of the template is empty.',
    serverTemplateNotApproved: 'Only templates approved by WhatsApp can be sent.',
    serverForbidden: 'You do not have access to this account.',
    serverRateLimited: 'Too many requests. Please wait a moment and try again.',
    serverTooLarge: 'What was sent is too large.',
    serverError: 'Something went wrong on the server. Please try again.',
  }) as const)();
