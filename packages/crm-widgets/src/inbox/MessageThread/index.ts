export { MessageThread } from './MessageThread';
export type { MessageThreadProps } from './MessageThread';
