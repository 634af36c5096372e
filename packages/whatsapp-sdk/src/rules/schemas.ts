// The rules built on yup: form schemas and template validation. Kept out of ./index (the yup-free rules) so
// that the client path never reaches them; the package entry re-exports both, and forms import them from there.
export {
  loginIdentifierSchema,
  loginOtpSchema,
  registerOtpSchema,
  registerSchema,
  type LoginIdentifierValues,
  type OtpFormValues,
  type RegisterFormValues,
} from './auth-schemas';
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
  connectSchema,
  contactSchema,
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
