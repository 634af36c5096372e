// Public names of the inbox area (re-exported by the package index).
export { Conversations, warmConversations } from './Conversations';
export type {
  ConversationChangeReason,
  ConversationsProps,
  InitialConversation,
  WarmConversationsOptions,
} from './Conversations';
export { usePreloadConversations } from './internal/inboxStore';
export { inboxLabels } from './labels';
export type { InboxLabels } from './labels';
export type { ConversationRowProps } from './ConversationList';
export type { MessageBubbleProps } from './MessageBubble';
