export { createStore, type ReadableStore, type Store } from './createStore';
export {
  createInboxStore,
  type DraftContact,
  type InboxMessage,
  type InboxSnapshot,
  type InboxStore,
  type InboxStoreOptions,
  type OutgoingMessageInput,
} from './inbox';
export { canOpenConversation, filterConversations, type ConversationFilter } from './selectors';
