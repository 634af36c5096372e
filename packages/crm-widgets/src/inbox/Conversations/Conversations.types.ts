import type { CSSProperties, ReactNode } from 'react';
import type { Conversation, DraftStorage } from '@wacrm/whatsapp-sdk';

/** A conversation to open on mount, e.g. the draft created by the Contacts screen ('new-' id, `isNew`). */
export type InitialConversation = Pick<Conversation, 'contactPhone'> & Partial<Conversation>;

/**
 * Why the open conversation changed (`onConversationChange`): the user opened one (`opened`: a row, a new contact,
 * the host's `initialConversation`), went back to the list (`closed`: the narrow inbox's back button or Escape), the
 * open one got another id (`replaced`: a draft now known to the server), or the id asked for is not in the list
 * (`not-found`). A router pushes a history entry for `opened` and replaces the current one for the others.
 */
export type ConversationChangeReason = 'opened' | 'closed' | 'replaced' | 'not-found';

export interface ConversationsProps {
  /** Called by the header's Contacts tab. Without it the tab is disabled. */
  onSwitchToContacts?: () => void;
  /** Opens (creating a local draft when needed) this conversation on mount. */
  initialConversation?: InitialConversation;
  /** Height of the widget (default 640 px). */
  height?: number | string;
  /** Clock for the 24-hour window and list dates (tests and stories); default `Date.now`. */
  now?: () => number;
  /** Class of the widget's root element (for the host's layout; the look comes from the theme). */
  className?: string;
  /** Inline style of the widget's root element (e.g. a width); `height` wins over `style.height`. */
  style?: CSSProperties;
  /**
   * Level of the list's 'Conversations' title (default 2); the open conversation's name is one level below. A
   * host page without its own h1 passes 1 (the reference workbench does).
   */
  headingLevel?: 1 | 2 | 3;
  /**
   * The open conversation's id, controlled by the host (e.g. from its route); `null`: none (a narrow inbox shows its
   * list). The user's choices are then only reported through `onConversationChange`, and the inbox opens what this
   * prop says (once the list has loaded). Leave it undefined to let the inbox manage it.
   */
  conversationId?: string | null;
  /** Called when the open conversation changes, controlled or not (see `ConversationChangeReason`). */
  onConversationChange?: (conversationId: string | null, reason: ConversationChangeReason) => void;
  /**
   * Keeps unsent replies per conversation in this storage (e.g. `sessionStorage`, so they survive a reload), under
   * the account's key (`inboxDraftsKey(clientId)` of the SDK); cleared once sent. Applies when the inbox's store of
   * the provider's client and clientId is first created. Default: in memory, for the life of the client.
   */
  draftStorage?: DraftStorage | null;
  /**
   * Shown in the open conversation's 'More' panel when the inbox is narrow (its compact header), after the
   * contact's details: e.g. the host's navigation while it hides its own chrome.
   */
  threadMenu?: ReactNode;
}
