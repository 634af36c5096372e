// Business rules of @wacrm/whatsapp-sdk: pure, side-effect free, shared by the forms and the mock API.
// This barrel is yup-free: the client (auth, realtime, session, whatsapp) imports its messages and constants from
// here, and a bundle that only creates a client must not carry yup. The yup schemas and the validators built on
// them are in ./schemas (re-exported by the package entry and built as their own chunk).
export { normalizePhone, DEFAULT_PHONE_PREFIX } from './phone';
export { canConnect, canSendText, isScheduledBroadcast } from './formChecks';
export {
  BROADCAST_MAX,
  CUSTOMER_SERVICE_WINDOW_MS,
  NAME_MAX,
  NAME_MIN,
  NOTICE_MS,
  OTP_LENGTH,
  RECONNECT,
  REDIRECT_DELAY_MS,
  RESEND_COUNTDOWN_SECONDS,
  SESSION_TTL_MS,
  TEMPLATE_LIMITS,
  TEXT_MESSAGE_MAX,
  TOKEN_SYNC_MAX_AGE_S,
  TTL_BOUNDS,
  TYPING_IDLE_MS,
  reconnectDelay,
} from './constants';
export { MESSAGES, VALIDATION_MESSAGES } from './messages';
export {
  API_MESSAGES,
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  CONFIRM_MESSAGES,
  EMAIL_CODE_MESSAGES,
  SCREEN_MESSAGES,
  SEND_VALIDATION_MESSAGES,
  SOCKET_MESSAGES,
  SUCCESS_MESSAGES,
  exampleValuesMessage,
  newMessageNotice,
  newMessagesNotice,
  templateParameterRequiredMessage,
} from './messageGroups';
export { GOOGLE_MESSAGES, PHONE_CODE_MESSAGES } from './signInMessages';
export { HINT_MESSAGES } from './hintMessages';
export {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  detectIdentifierKind,
  isBusinessEmail,
  isGmailAddress,
  isValidEmail,
  isValidPhone,
  type IdentifierKind,
} from './identifier';
export {
  blankParameters,
  countVariables,
  extractVariables,
  fillPlaceholders,
  type PlaceholderValues,
} from './variables';
export {
  CAMPAIGN_PARAMETER_FIELDS,
  campaignParameterKey,
  campaignTemplateParameters,
  missingCampaignParameters,
  missingRecipientParameters,
  recipientParameters,
  templateParameterExamples,
  templateHeaderParameterCount,
  templateHeaderText,
  campaignHeaderParameterKey,
  campaignHeaderParameters,
  templateParameterCount,
  templateBodyText,
  type MissingCampaignParameter,
  type MissingRecipientParameter,
  type RecipientValues,
  type TemplateWithComponents,
} from './campaign';
export { messageFrame, templateFrame, type TemplateFrame } from './templateFrame';
export { countByStatus, openRate, responseRate, statusTone, type ResponseRate, type StatusTone } from './stats';
export {
  formattingRenders,
  inlineText,
  stripWhatsAppFormatting,
  tokenizeWhatsApp,
  type FormattingContext,
  type TokenizeOptions,
  type WhatsAppBlock,
  type WhatsAppInline,
  type WhatsAppListItem,
} from './format';
export { stripBidiControls } from './bidi';
export {
  campaignCardAction,
  campaignToggleAction,
  canEditCampaign,
  canEditTemplate,
  canOpenConversation,
  deliveryTicks,
  isSelectableTemplate,
  matchesContact,
  matchesConversation,
  serviceWindow,
  type ContactFilter,
  type DeliveryTicks,
  type ServiceWindow,
} from './workflow';
export {
  BROADCAST_GROUP_TAGS,
  PHONE_PROBLEM_REASONS,
  broadcastGroupPhones,
  broadcastWindows,
  invalidPhones,
  invalidPhonesMessage,
  isMessagingPhone,
  isPastSchedule,
  messagingPhoneProblem,
  scheduleProblem,
  scheduleTime,
  splitRecipientNumbers,
  type BroadcastWindows,
  type InvalidPhone,
  type PhoneProblem,
} from './broadcast';
export {
  BROADCAST_MEDIA_REFUSALS,
  campaignParametersRefusal,
  duplicateTemplateMessage,
  isTemplateCategory,
  ttlRule,
  type FieldRefusal,
} from './backend';
