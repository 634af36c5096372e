export { ConversationList, canOpenConversation, matchesSearch } from './ConversationList';
export type { ConversationListProps, ConversationFilter, ConversationSearch } from './ConversationList';
export { ConversationRow } from './ConversationRow';
export type { ConversationRowProps } from './ConversationRow';
