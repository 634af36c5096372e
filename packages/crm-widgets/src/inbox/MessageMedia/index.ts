export { MessageMedia, isMediaMessage, type MessageMediaProps } from './MessageMedia';
export { InboxMediaContext, useInboxMedia, type InboxMediaValue } from './mediaContext';
export { clockDuration, mediaKindText, mediaPreviewText } from './mediaText';
export { ThreadMedia, type ThreadMediaProps } from './ThreadMedia';
