export { Conversations } from './Conversations';
export type { ConversationChangeReason, ConversationsProps, InitialConversation } from './Conversations';
export { warmConversations } from './warmConversations';
export type { WarmConversationsOptions } from './warmConversations';
