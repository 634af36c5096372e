import type { Conversation, ConversationUpdate, Message, MessageStatusUpdate, MessageTemplatePayload } from '../model';
import type { RealtimeClient, Timers } from '../realtime';
import type { MediaKind } from '../media/limits';
import type { ConversationFilters, WhatsAppApi } from '../whatsapp';
import type { ReadableStore } from './createStore';
import type { DraftStorage, DraftStore } from './inboxDrafts';

/** A message as the inbox shows it: `key` stays the same from the optimistic bubble to the server's copy. */
export interface InboxMessage extends Message {
  /** Stable key for lists: the client id of messages sent from here, else the server id. */
  key: string;
  /** A message with an attachment sent from here: its upload (see `outboxState`). */
  upload?: OutboxUpload;
}

/** The upload of an attachment sent from here (`OutgoingMessageInput.attachment`). */
export interface OutboxUpload {
  /** 0 to 100. */
  percent: number;
  fileName: string;
  size: number;
  mimeType: string;
  /** Set once uploaded: sending again (Retry) does not upload the file again. */
  mediaId?: string;
}

/** A file sent with a message: uploaded first, then the message is sent with its media id. */
export interface OutgoingAttachment {
  /** A File (or a Blob with `fileName`). */
  file: Blob & { readonly name?: string };
  fileName?: string;
  /** The kind chosen (Photo, Document...); by default the kind the bytes are. */
  kind?: MediaKind;
  /** An image's or a video's pixels, a video's or a voice note's length: sent with the message for its bubble. */
  width?: number;
  height?: number;
  durationSeconds?: number;
}

/** What `InboxStore.getSnapshot()` returns; a new object after every change, the same one in between. */
export interface InboxSnapshot {
  /** Newest activity first. */
  conversations: readonly Conversation[];
  activeConversationId: string | null;
  activeConversation: Conversation | null;
  /** Messages of the open conversation, oldest first. */
  messages: readonly InboxMessage[];
  /** Contacts currently typing, by normalised phone. */
  typing: Readonly<Record<string, true>>;
  /** Whether the open conversation's contact is typing. */
  activeTyping: boolean;
  /**
   * Number of conversations (the 'All' tab count). While the rest of a long list is still loading, it includes the
   * conversations the server counted that have not arrived yet.
   */
  totalConversations: number;
  /** Number of conversations with unread messages (the 'Unread' tab count; also counts those not arrived yet). */
  unreadConversations: number;
  /** The first page of the list is loading. */
  loading: boolean;
  /** The first page is in; the rest of the list is loading in the background. */
  loadingMoreConversations: boolean;
  loadingMessages: boolean;
  hasMoreMessages: boolean;
  /** Last load error (the API's message), cleared by the next successful load. */
  error: string | null;
  /** Last notice, e.g. 'Socket not connected. Message will be sent via HTTP.' */
  notice: string | null;
}

/** The contact a draft conversation is started with (`InboxStore.startConversation`). */
export interface DraftContact {
  phone: string;
  name?: string;
  status?: Conversation['contactStatus'];
  lastInteraction?: string;
  tags?: readonly string[];
}

/** A message typed in the composer. */
export interface OutgoingMessageInput {
  contactPhone: string;
  /** Custom message text. */
  text?: string;
  /** Template message. */
  template?: MessageTemplatePayload;
  /** Text shown in the optimistic bubble of a template message (e.g. the filled preview). */
  previewText?: string;
  /** A file to send (`text` is then its caption, optional): uploaded, then sent as a media message. */
  attachment?: OutgoingAttachment;
}

export interface InboxStoreOptions {
  whatsapp: WhatsAppApi;
  /** Events, sending, mark-read and typing; without it the inbox works over HTTP only. */
  realtime?: RealtimeClient;
  /** Clock (tests). */
  now?: () => number;
  /** Client message ids (tests). */
  createId?: () => string;
  /** Typing state clears this long after the last typing event (default 3000 ms). */
  typingIdleMs?: number;
  timers?: Timers;
  /** Page size of message fetches (default: the server's). */
  messagesPageSize?: number;
  /**
   * Conversations in the first page of the list (default 100): it shows as soon as it arrives, and the rest follows
   * in pages of `conversationsBackgroundPageSize`, one task each.
   */
  conversationsPageSize?: number;
  /** Conversations per page after the first (default 1000, the API's largest page). */
  conversationsBackgroundPageSize?: number;
  /**
   * Called once per new inbound message (duplicates excluded) after the inbox applied it, with its conversation;
   * `open` tells whether that conversation is the open one. For notices such as 'New message from {name}'.
   */
  onInbound?: (message: InboxMessage, conversation: Conversation, open: boolean) => void;
  /**
   * Where the composer drafts (`InboxStore.drafts`) persist, under `key` (one per account, e.g. with the clientId):
   * `sessionStorage` keeps an unsent reply across a reload of the tab. Default: in memory only.
   */
  drafts?: { storage: DraftStorage | null; key: string };
}

/** Conversations and their messages, with the inbox rules of the product's states and transitions and optimistic sending. */
export interface InboxStore extends ReadableStore<InboxSnapshot> {
  /** The composer's unsent drafts per conversation (persisted when `InboxStoreOptions.drafts` is given). */
  readonly drafts: DraftStore;
  /**
   * Fetches the conversation list and merges it (no duplicates). Resolves once the first page is in; the rest of
   * a long list then loads in the background (`loadingMoreConversations`, `whenListLoaded()`).
   */
  load(filters?: ConversationFilters): Promise<void>;
  /**
   * Starts loading the list (no filters) ahead of the view that will show it, e.g. as the pointer rests on, or the
   * keyboard focuses, the link that opens the inbox: the next `load()` without filters within `PRELOAD_FRESH_MS` of
   * it takes this load over instead of asking again, so its rows are in, or on their way, when the view mounts. A
   * call while a fresh preload is under way or in joins it; any other load since makes it stale. Resolves once its
   * first page is in.
   */
  preload(): Promise<void>;
  /** Resolves when the list being loaded is complete (at once when no load is under way). */
  whenListLoaded(): Promise<void>;
  /**
   * While the rest of a long list is still loading, fetches the first page of the conversations that match (the
   * API's search over contact name, phone and last message, and/or unread ones only) and merges them, so a search or
   * the Unread tab finds them before their own page arrives. Does nothing once the list is complete (the list is
   * then searched where it is), without a query, or with a search text when the list was loaded with one (the API
   * takes one). A failure changes nothing: the pages still bring every conversation.
   */
  search(query: Pick<ConversationFilters, 'search' | 'unread'>): Promise<void>;
  /**
   * Opens a conversation: unread back to 0, its messages fetched (once) and inbound unread messages marked read
   * through the socket. Returns false when the conversation cannot be opened (needs id, contact name and phone).
   */
  open(conversationId: string): Promise<boolean>;
  close(): void;
  /** Fetches older messages of the open conversation (a call while that fetch is under way joins it). */
  loadOlder(): Promise<void>;
  /** Sends a message: it shows at once as `pending` with a client id, then moves forward only. */
  send(input: OutgoingMessageInput): Promise<InboxMessage>;
  /**
   * Sends a failed message again with the same client id. A message whose file was uploaded is sent with that
   * upload (the file is not uploaded twice); one whose upload failed uploads it again.
   */
  retry(messageKey: string): Promise<InboxMessage | null>;
  /**
   * Cancels the upload of a message with an attachment, or discards one whose upload failed: the bubble goes and
   * nothing is sent. False once its file is uploaded (the message is sending, sent, or failed to send: Retry).
   */
  cancelUpload(messageKey: string): boolean;
  /**
   * A local draft conversation ('new-' id, isNew) for a contact without one; returns the conversation id. The
   * contact's status, last interaction and tags, when given, show on the draft (else its status is 'unknown').
   */
  startConversation(contact: DraftContact): string;
  /** The user typed in the composer: emits typing_start once and typing_stop after 3 s without typing. */
  userTyping(contactPhone: string): void;
  stopUserTyping(contactPhone: string): void;
  /** Applies an incoming (or echoed) message. Duplicates are ignored. */
  receive(message: Message): void;
  /** Applies a delivery status; statuses only move forward. */
  applyStatus(update: MessageStatusUpdate): void;
  applyConversationUpdate(update: ConversationUpdate): void;
  /** Marks a contact typing or not; typing clears by itself 3 s after the last event. */
  setTyping(contactPhone: string, typing: boolean): void;
  /** Re-fetches the list and the open conversation and merges (runs by itself after a socket reconnect). */
  resync(): Promise<void>;
  getConversation(conversationId: string): Conversation | undefined;
  /** Messages of any conversation (oldest first). */
  getMessages(conversationId: string): readonly InboxMessage[];
  /** Whether a contact is typing. */
  isTyping(contactPhone: string): boolean;
  dismissNotice(): void;
  /** Stops listening to the socket and clears timers. */
  destroy(): void;
}
