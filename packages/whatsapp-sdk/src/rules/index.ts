// Business rules of @wacrm/whatsapp-sdk: pure, side-effect free, shared by the forms and the mock API.
export { normalizePhone, DEFAULT_PHONE_PREFIX } from './phone';
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
export { MESSAGES, VALIDATION_MESSAGES, exampleValuesMessage, newMessageNotice, newMessagesNotice } from './messages';
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
  loginIdentifierSchema,
  loginOtpSchema,
  registerOtpSchema,
  registerSchema,
  type LoginIdentifierValues,
  type OtpFormValues,
  type RegisterFormValues,
} from './auth-schemas';
export { countVariables, extractVariables, fillPlaceholders, type PlaceholderValues } from './variables';
export {
  TEMPLATE_NAME_PATTERN,
  cleanTemplatePayload,
  hasForbiddenHeaderCharacters,
  sanitizeHeaderText,
  templateHints,
  templateSchema,
  toTemplateName,
  ttlMessage,
  validateTemplate,
  validateTemplateComponents,
  validateTemplateName,
  validateTtl,
  type TemplateIssue,
} from './template';
export {
  CAMPAIGN_RECIPIENT_OPTIONS,
  broadcastSchema,
  campaignBodySchema,
  campaignFormSchema,
  canConnect,
  canSendText,
  connectSchema,
  contactSchema,
  isScheduledBroadcast,
  quickMessageSchema,
  sendMessageSchema,
  type BroadcastFormValues,
  type CampaignBodyValues,
  type CampaignFormValues,
  type CampaignRecipientOption,
  type ConnectFormValues,
  type ContactFormValues,
  type QuickMessageFormValues,
  type SendMessageBodyValues,
} from './forms';
export { countByStatus, openRate, statusTone, type StatusTone } from './stats';
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
