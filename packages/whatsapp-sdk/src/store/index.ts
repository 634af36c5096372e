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
export {
  createResource,
  type LoadOptions,
  type ResourceOptions,
  type ResourceSnapshot,
  type ResourceStore,
} from './resource';
export { createCollection, type CollectionOptions, type CollectionStore } from './collection';
export { CONTACTS_MAX_PAGES, CONTACTS_PAGE_LIMIT, contactKey, loadAllContacts } from './contactsLoader';
export {
  accountStores,
  createAccountStores,
  type AccountStores,
  type AccountStoresOptions,
  type AnalyticsRange,
  type CampaignsStore,
  type ContactsStore,
  type TemplatesStore,
} from './account';
export { outboxState, type OutboxState } from './inboxOutboxMedia';
export type { OutboxUpload, OutgoingAttachment } from './inboxTypes';
