export { createStore, type ReadableStore, type Store } from './createStore';
export {
  EMPTY_DRAFT,
  createDraftStore,
  inboxDraftsKey,
  createInboxStore,
  type ComposerDraft,
  type DraftContact,
  type DraftStorage,
  type DraftStore,
  type InboxMessage,
  type InboxSnapshot,
  type InboxStore,
  type InboxStoreOptions,
  type OutgoingMessageInput,
} from './inbox';
export { canOpenConversation, filterConversations, type ConversationFilter } from './selectors';
