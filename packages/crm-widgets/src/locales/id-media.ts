import { defineMediaLabels } from '../i18n/locale';

/**
 * Indonesian: the inbox's media labels (bubbles, viewer, attachments), downloaded with the open conversation (see
 * `MediaLabelKey`).
 */
export const idMedia = defineMediaLabels({
  viewPhoto: 'Lihat foto',
  viewSticker: 'Lihat stiker',
  playVideo: 'Putar video',
  playVoice: 'Putar pesan suara',
  mediaLoading: 'Memuat file',
  mediaLoadFailed: 'File tidak dapat dimuat',
  downloadFile: 'Unduh {name}',
  download: 'Unduh',
  uploadingFile: 'Mengunggah {name}',
  cancelUpload: 'Batalkan unggahan',
  retryUpload: 'Coba unggah lagi',
  uploadFailed: 'File tidak dapat diunggah. Silakan coba lagi.',
  headerImage: 'Gambar header',
  headerVideo: 'Video header',
  headerDocument: 'Dokumen header',
  headerMediaSendHint: 'Opsional. Contoh file template akan dikirim kecuali Anda memilih file lain.',
  headerExampleHint: 'WhatsApp meminta contoh gambar, video, atau dokumen header untuk meninjau template.',
  headerExampleUploaded: 'Contoh file sudah diunggah',
  imagePosition: '{index} dari {total}',
  previousImage: 'Gambar sebelumnya',
  nextImage: 'Gambar berikutnya',
  attachFiles: 'Lampirkan file',
  attachments: 'Lampiran',
  removeAttachment: 'Hapus {name}',
  captionFor: 'Keterangan untuk {name}',
  captionPlaceholder: 'Tambahkan keterangan',
  checkingFile: 'Memeriksa {name}',
  dropToAttach: 'Lepaskan file untuk melampirkan',
  attachmentsMax: 'Maksimal {max} file dapat dikirim sekaligus',
  // The media validation messages (the SDK's MEDIA_VALIDATION_MESSAGES).
  mediaFileEmpty: 'File kosong',
  mediaTypeUnsupported: 'Jenis file ini tidak dapat dikirim lewat WhatsApp',
  mediaTypeMismatch: 'File tidak sesuai dengan jenis lampiran yang dipilih',
  mediaImageMax: 'Ukuran gambar maksimal 5 MB',
  mediaVideoMax: 'Ukuran video maksimal 16 MB',
  mediaAudioMax: 'Ukuran file audio maksimal 16 MB',
  mediaDocumentMax: 'Ukuran dokumen maksimal 100 MB',
  mediaStickerMax: 'Ukuran stiker maksimal 100 KB (500 KB jika animasi)',
  mediaCaptionMax: 'Keterangan maksimal 1024 karakter',
  mediaCaptionNotAllowed: 'Pesan suara, audio, dan stiker tidak dapat diberi keterangan',
});
