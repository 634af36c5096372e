export { WHATSAPP_DEFAULT_ERRORS } from './defaults';
export { createWhatsAppApi } from './whatsapp';
export type {
  BulkSendResult,
  CampaignFilters,
  ConnectResult,
  ContactFilters,
  ContactsPage,
  ConversationFilters,
  ConversationMessagesFilters,
  DeletedRef,
  MessageFilters,
  MessagesPage,
  TemplateFilters,
  WhatsAppApi,
} from './types';
