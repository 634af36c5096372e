import { defineMediaLabels } from '../i18n/locale';

/**
 * Hindi: the inbox's media labels (bubbles, viewer, attachments), downloaded with the open conversation (see
 * `MediaLabelKey`).
 */
export const hiMedia = defineMediaLabels({
  viewPhoto: 'फ़ोटो देखें',
  viewSticker: 'स्टिकर देखें',
  playVideo: 'वीडियो चलाएँ',
  playVoice: 'वॉइस मैसेज चलाएँ',
  mediaLoading: 'फ़ाइल लोड हो रही है',
  mediaLoadFailed: 'फ़ाइल लोड नहीं हो सकी',
  downloadFile: '{name} डाउनलोड करें',
  download: 'डाउनलोड करें',
  uploadingFile: '{name} अपलोड हो रही है',
  cancelUpload: 'अपलोड रद्द करें',
  retryUpload: 'फिर से अपलोड करें',
  uploadFailed: 'फ़ाइल अपलोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  headerImage: 'हेडर इमेज',
  headerVideo: 'हेडर वीडियो',
  headerDocument: 'हेडर दस्तावेज़',
  headerMediaSendHint: 'वैकल्पिक। जब तक आप कोई दूसरी फ़ाइल नहीं चुनते, टेम्पलेट की उदाहरण फ़ाइल भेजी जाती है।',
  headerExampleHint: 'टेम्पलेट की समीक्षा के लिए WhatsApp हेडर की इमेज, वीडियो या दस्तावेज़ का एक उदाहरण मांगता है।',
  headerExampleUploaded: 'उदाहरण फ़ाइल अपलोड हो गई',
  imagePosition: '{total} में से {index}',
  previousImage: 'पिछली इमेज',
  nextImage: 'अगली इमेज',
  attachFiles: 'फ़ाइलें अटैच करें',
  attachments: 'अटैचमेंट',
  removeAttachment: '{name} हटाएँ',
  captionFor: '{name} का कैप्शन',
  captionPlaceholder: 'कैप्शन जोड़ें',
  checkingFile: '{name} जाँची जा रही है',
  dropToAttach: 'अटैच करने के लिए फ़ाइलें यहाँ छोड़ें',
  attachmentsMax: 'एक बार में ज़्यादा से ज़्यादा {max} फ़ाइलें भेजी जा सकती हैं',
  // The media validation messages (the SDK's MEDIA_VALIDATION_MESSAGES).
  mediaFileEmpty: 'फ़ाइल खाली है',
  mediaTypeUnsupported: 'इस तरह की फ़ाइल WhatsApp पर नहीं भेजी जा सकती',
  mediaTypeMismatch: 'फ़ाइल चुने गए अटैचमेंट के प्रकार से मेल नहीं खाती',
  mediaImageMax: 'फ़ोटो 5 MB या उससे छोटी होनी चाहिए',
  mediaVideoMax: 'वीडियो 16 MB या उससे छोटे होने चाहिए',
  mediaAudioMax: 'ऑडियो फ़ाइलें 16 MB या उससे छोटी होनी चाहिए',
  mediaDocumentMax: 'दस्तावेज़ 100 MB या उससे छोटे होने चाहिए',
  mediaStickerMax: 'स्टिकर 100 KB या उससे छोटे होने चाहिए (एनिमेटेड हों तो 500 KB)',
  mediaCaptionMax: 'कैप्शन 1024 अक्षरों या उससे कम का होना चाहिए',
  mediaCaptionNotAllowed: 'वॉइस मैसेज, ऑडियो और स्टिकर के साथ कैप्शन नहीं जोड़ा जा सकता',
});
