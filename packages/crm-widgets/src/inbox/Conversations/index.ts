export { Conversations } from './Conversations';
export type { ConversationsProps, InitialConversation } from './Conversations';
