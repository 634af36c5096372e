import { MESSAGES } from '../rules';

/** Default error messages of the messaging calls (spec section 8), used when a call returns no message. */
export const WHATSAPP_DEFAULT_ERRORS = {
  ...MESSAGES.api,
  /** The spec names no default for this (defined, unused) call; the list's is the closest. */
  createConversation: MESSAGES.api.getConversations,
} as const;
