import { API_MESSAGES } from '../rules/messageGroups';

/** Default error messages of the messaging calls, used when a call returns no message. */
export const WHATSAPP_DEFAULT_ERRORS = {
  ...API_MESSAGES,
  /** The spec names no default for this (defined, unused) call; the list's is the closest. */
  createConversation: API_MESSAGES.getConversations,
} as const;
