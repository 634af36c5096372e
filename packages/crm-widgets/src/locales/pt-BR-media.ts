import { defineMediaLabels } from '../i18n/locale';

/**
 * Brazilian Portuguese: the inbox's media labels (bubbles, viewer, attachments), downloaded with the open conversation (see
 * `MediaLabelKey`).
 */
export const ptBRMedia = defineMediaLabels({
  viewPhoto: 'Ver foto',
  viewSticker: 'Ver figurinha',
  playVideo: 'Reproduzir vídeo',
  playVoice: 'Reproduzir mensagem de voz',
  mediaLoading: 'Carregando arquivo',
  mediaLoadFailed: 'Não foi possível carregar o arquivo',
  downloadFile: 'Baixar {name}',
  download: 'Baixar',
  uploadingFile: 'Enviando {name}',
  cancelUpload: 'Cancelar envio',
  retryUpload: 'Tentar enviar de novo',
  uploadFailed: 'Não foi possível enviar o arquivo. Tente novamente.',
  headerImage: 'Imagem do cabeçalho',
  headerVideo: 'Vídeo do cabeçalho',
  headerDocument: 'Documento do cabeçalho',
  headerMediaSendHint: 'Opcional. O arquivo de exemplo do modelo é enviado, a menos que você escolha outro.',
  headerExampleHint:
    'O WhatsApp pede um exemplo da imagem, do vídeo ou do documento do cabeçalho para analisar o modelo.',
  headerExampleUploaded: 'Arquivo de exemplo enviado',
  imagePosition: '{index} de {total}',
  previousImage: 'Imagem anterior',
  nextImage: 'Próxima imagem',
  attachFiles: 'Anexar arquivos',
  attachments: 'Anexos',
  removeAttachment: 'Remover {name}',
  captionFor: 'Legenda de {name}',
  captionPlaceholder: 'Adicione uma legenda',
  checkingFile: 'Verificando {name}',
  dropToAttach: 'Solte os arquivos para anexar',
  attachmentsMax: 'No máximo {max} arquivos podem ser enviados de uma vez',
  // The media validation messages (the SDK's MEDIA_VALIDATION_MESSAGES).
  mediaFileEmpty: 'O arquivo está vazio',
  mediaTypeUnsupported: 'Este tipo de arquivo não pode ser enviado pelo WhatsApp',
  mediaTypeMismatch: 'O arquivo não corresponde ao tipo de anexo escolhido',
  mediaImageMax: 'As imagens devem ter no máximo 5 MB',
  mediaVideoMax: 'Os vídeos devem ter no máximo 16 MB',
  mediaAudioMax: 'Os arquivos de áudio devem ter no máximo 16 MB',
  mediaDocumentMax: 'Os documentos devem ter no máximo 100 MB',
  mediaStickerMax: 'As figurinhas devem ter no máximo 100 KB (500 KB se animadas)',
  mediaCaptionMax: 'A legenda deve ter no máximo 1024 caracteres',
  mediaCaptionNotAllowed: 'Mensagens de voz, áudios e figurinhas não podem ter legenda',
});
