import { defineMediaLabels } from '../i18n/locale';

/**
 * Spanish (neutral Latin American): the inbox's media labels (bubbles, viewer, attachments), downloaded with the open conversation (see
 * `MediaLabelKey`).
 */
export const esMedia = defineMediaLabels({
  viewPhoto: 'Ver foto',
  viewSticker: 'Ver sticker',
  playVideo: 'Reproducir video',
  playVoice: 'Reproducir mensaje de voz',
  mediaLoading: 'Cargando archivo',
  mediaLoadFailed: 'No se pudo cargar el archivo',
  downloadFile: 'Descargar {name}',
  download: 'Descargar',
  uploadingFile: 'Subiendo {name}',
  cancelUpload: 'Cancelar subida',
  retryUpload: 'Reintentar subida',
  uploadFailed: 'No se pudo subir el archivo. Inténtalo de nuevo.',
  headerImage: 'Imagen del encabezado',
  headerVideo: 'Video del encabezado',
  headerDocument: 'Documento del encabezado',
  headerMediaSendHint: 'Opcional. Se envía el archivo de ejemplo de la plantilla, salvo que elijas otro.',
  headerExampleHint:
    'WhatsApp pide un ejemplo de la imagen, el video o el documento del encabezado para revisar la plantilla.',
  headerExampleUploaded: 'Archivo de ejemplo subido',
  imagePosition: '{index} de {total}',
  previousImage: 'Imagen anterior',
  nextImage: 'Imagen siguiente',
  attachFiles: 'Adjuntar archivos',
  attachments: 'Adjuntos',
  removeAttachment: 'Quitar {name}',
  captionFor: 'Pie de foto de {name}',
  captionPlaceholder: 'Añade un pie de foto',
  checkingFile: 'Comprobando {name}',
  dropToAttach: 'Suelta los archivos para adjuntarlos',
  attachmentsMax: 'Se pueden enviar como máximo {max} archivos a la vez',
  // The media validation messages (the SDK's MEDIA_VALIDATION_MESSAGES).
  mediaFileEmpty: 'El archivo está vacío',
  mediaTypeUnsupported: 'Este tipo de archivo no se puede enviar por WhatsApp',
  mediaTypeMismatch: 'El archivo no coincide con el tipo de adjunto elegido',
  mediaImageMax: 'Las imágenes deben pesar 5 MB o menos',
  mediaVideoMax: 'Los videos deben pesar 16 MB o menos',
  mediaAudioMax: 'Los archivos de audio deben pesar 16 MB o menos',
  mediaDocumentMax: 'Los documentos deben pesar 100 MB o menos',
  mediaStickerMax: 'Los stickers deben pesar 100 KB o menos (500 KB si son animados)',
  mediaCaptionMax: 'El pie de foto debe tener 1024 caracteres o menos',
  mediaCaptionNotAllowed: 'Los mensajes de voz, los audios y los stickers no pueden llevar pie de foto',
});
