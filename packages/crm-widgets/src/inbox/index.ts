// Public names of the inbox area (re-exported by the package index).
export { Conversations } from './Conversations';
export type { ConversationsProps, InitialConversation } from './Conversations';
export { inboxLabels } from './labels';
export type { InboxLabels } from './labels';
