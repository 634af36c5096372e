import { defineMediaLabels } from '../i18n/locale';

/**
 * Arabic: the inbox's media labels (bubbles, viewer, attachments), downloaded with the open conversation (see
 * `MediaLabelKey`).
 */
export const arMedia = defineMediaLabels({
  viewPhoto: 'عرض الصورة',
  viewSticker: 'عرض الملصق',
  playVideo: 'تشغيل الفيديو',
  playVoice: 'تشغيل الرسالة الصوتية',
  mediaLoading: 'جارٍ تحميل الملف',
  mediaLoadFailed: 'تعذّر تحميل الملف',
  downloadFile: 'تنزيل {name}',
  download: 'تنزيل',
  uploadingFile: 'جارٍ رفع {name}',
  cancelUpload: 'إلغاء الرفع',
  retryUpload: 'إعادة محاولة الرفع',
  uploadFailed: 'تعذّر رفع الملف. يرجى المحاولة مرة أخرى.',
  headerImage: 'صورة الرأس',
  headerVideo: 'فيديو الرأس',
  headerDocument: 'مستند الرأس',
  headerMediaSendHint: 'اختياري. يُرسل الملف النموذجي ما لم تختر غيره.',
  headerExampleHint: 'يراجع WhatsApp القالب مع نموذج من ملف الرأس.',
  headerExampleUploaded: 'تم رفع الملف النموذجي',
  imagePosition: '{index} من {total}',
  previousImage: 'الصورة السابقة',
  nextImage: 'الصورة التالية',
  attachFiles: 'إرفاق ملفات',
  attachments: 'المرفقات',
  removeAttachment: 'إزالة {name}',
  captionFor: 'تعليق {name}',
  captionPlaceholder: 'أضف تعليقًا',
  checkingFile: 'جارٍ فحص {name}',
  dropToAttach: 'أفلت الملفات لإرفاقها',
  attachmentsMax: 'يمكن إرسال {max} ملفات كحد أقصى في المرة الواحدة',
  // The media validation messages (the SDK's MEDIA_VALIDATION_MESSAGES).
  mediaFileEmpty: 'الملف فارغ',
  mediaTypeUnsupported: 'لا يمكن إرسال هذا النوع من الملفات عبر WhatsApp',
  mediaTypeMismatch: 'الملف لا يطابق نوع المرفق المختار',
  mediaImageMax: 'يجب ألا يتجاوز حجم الصور 5 MB',
  mediaVideoMax: 'يجب ألا يتجاوز حجم مقاطع الفيديو 16 MB',
  mediaAudioMax: 'يجب ألا يتجاوز حجم الملفات الصوتية 16 MB',
  mediaDocumentMax: 'يجب ألا يتجاوز حجم المستندات 100 MB',
  mediaStickerMax: 'يجب ألا يتجاوز حجم الملصقات 100 KB (أو 500 KB للملصقات المتحركة)',
  mediaCaptionMax: 'يجب ألا يتجاوز التعليق 1024 حرفًا',
  mediaCaptionNotAllowed: 'لا يمكن إضافة تعليق إلى الرسائل الصوتية والملفات الصوتية والملصقات',
});
