// @wacrm/whatsapp-sdk/media: the media rules (Meta's limits, type by content, the checks before an upload, their
// messages), the composer's attachment tray and the object URL cache. An entry of its own so the package's main entry does not carry the sniffing code; the client's
// media calls (`whatsapp(clientId).uploadMedia`, ...) load the same code on first use.
export {
  MEDIA_CAPTION_MAX,
  MEDIA_KINDS,
  MEDIA_LIMITS,
  MEDIA_MAX_BYTES,
  STATIC_STICKER_MAX_BYTES,
  isMediaKind,
  mediaKindOf,
  mediaMaxBytes,
  mediaTakesCaption,
  type MediaKind,
  type MediaKindLimit,
} from './limits';
export { SNIFF_BYTES, sniffMediaType, type SniffedType } from './sniff';
export {
  checkMediaFile,
  checkMediaHead,
  cleanMediaFileName,
  type MediaCheck,
  type MediaCheckCode,
  type MediaCheckOptions,
  type MediaFileInfo,
  type MediaFileLike,
} from './check';
export { MEDIA_API_MESSAGES } from './client';
export { createMediaUrlCache, type MediaUrlCache, type MediaUrlCacheOptions, type MediaUrlLoader } from './urlCache';
export type { MediaRef, UploadMediaOptions, UploadProgress, WhatsAppMediaApi } from './types';
export { MEDIA_VALIDATION_MESSAGES } from '../rules/mediaMessages';
export {
  ATTACHMENT_TRAY_MAX,
  createAttachmentTray,
  type AttachmentTray,
  type AttachmentTrayOptions,
  type AttachmentTraySnapshot,
  type TrayAttachment,
} from '../store/attachmentTray';
export {
  createMediaUpload,
  type MediaUpload,
  type MediaUploadFile,
  type MediaUploadOptions,
  type MediaUploadResult,
  type MediaUploadSnapshot,
  type MediaUploadStatus,
} from '../store/mediaUpload';
