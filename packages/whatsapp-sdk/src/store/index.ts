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
  ATTACHMENT_TRAY_MAX,
  createAttachmentTray,
  type AttachmentTray,
  type AttachmentTrayOptions,
  type AttachmentTraySnapshot,
  type TrayAttachment,
} from './attachmentTray';
export { outboxState, type OutboxState } from './inboxOutboxMedia';
export type { OutboxUpload, OutgoingAttachment } from './inboxTypes';
