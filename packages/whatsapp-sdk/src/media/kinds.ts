/** The kinds of media message (the message `type` of a media message). */
export const MEDIA_KINDS = ['image', 'video', 'audio', 'document', 'sticker'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
