export { WHATSAPP_DEFAULT_ERRORS } from './defaults';
export { CONVERSATIONS_PAGE_SIZE, createWhatsAppApi } from './whatsapp';
export type {
  BulkSendResult,
  CampaignFilters,
  ConnectResult,
  ContactFilters,
  ContactsPage,
  ConversationFilters,
  ConversationMessagesFilters,
  ConversationsPage,
  DeletedRef,
  MessageFilters,
  MessagesPage,
  TemplateFilters,
  WhatsAppApi,
} from './types';
