export { MessageBubble } from './MessageBubble';
export type { MessageBubbleProps } from './MessageBubble';
