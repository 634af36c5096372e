// The groups of MESSAGES (and the validation messages of a send), each a const of its own: a bundle imports only the
// groups its code uses, not every string of MESSAGES and VALIDATION_MESSAGES (messages.ts, which composes them). Keeping these out of
// messages.ts matters: a bundler keeps or drops a whole module's top-level objects, so a page whose code needs only
// the socket's strings would otherwise carry every validation message another widget on the site uses.

/**
 * The validation messages of sending one message (the inbox's outbox, the template parameters of a send), also in
 * `VALIDATION_MESSAGES` under the same keys: a const of its own, so the inbox does not carry every validation message.
 */
export const SEND_VALIDATION_MESSAGES = {
  recipientRequired: 'Recipient is required',
  messageRequired: 'Message is required',
  templateSelectionRequired: 'Template selection is required',
  textMessageMax: 'Message must be 4096 characters or less',
  /**
   * A template whose text header has a variable, sent without the header's value or with it blank: Meta rejects it
   * ('(#132000) Number of parameters does not match' or '(#100) Invalid parameter'). A header has at most 1 variable.
   */
  headerParameterRequired: 'Header parameter is required',
} as const;

/**
 * 'Parameter N is required': a template is sent with a blank body parameter (Meta rejects the message with
 * '(#100) Invalid parameter', a Cloud API rule whatsapp-rules.md does not list). N counts from 1, as the
 * 'Parameter n' inputs do.
 */
export function templateParameterRequiredMessage(n: number): string {
  return `Parameter ${n} is required`;
}

/** 'Please provide N example value(s) for the variables'. */
export function exampleValuesMessage(n: number): string {
  return `Please provide ${n} example value(s) for the variables`;
}

/** `MESSAGES.auth`: sign-in and registration. */
export const AUTH_MESSAGES = {
  accountNotFound: 'Account not found. Please register first.',
  accountExists: 'Account already exists. Please login instead.',
  phoneAlreadyRegistered: 'Phone number already registered. Please login instead.',
  verifyAccountFailed: 'Failed to verify account',
  verifyPhoneFailed: 'Failed to verify phone number',
  networkError: 'Network error. Please try again.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  verificationError: 'An error occurred during verification',
  registrationError: 'An error occurred during registration',
  profileFailed: 'Failed to fetch user profile',
} as const;

/** `MESSAGES.emailCode`: email code (server message preferred). */
export const EMAIL_CODE_MESSAGES = {
  invalid: 'Invalid OTP',
  sendFailed: 'Failed to send OTP',
} as const;

/** `MESSAGES.api`: messaging defaults when a call returns no message (keys follow the client's operations). */
export const API_MESSAGES = {
  connect: 'Failed to connect WhatsApp',
  createTemplate: 'Failed to create template',
  getTemplates: 'Failed to get templates',
  updateTemplate: 'Failed to update template',
  deleteTemplate: 'Failed to delete template',
  createCampaign: 'Failed to create campaign',
  getCampaigns: 'Failed to get campaigns',
  updateCampaign: 'Failed to update campaign',
  startCampaign: 'Failed to start campaign',
  pauseCampaign: 'Failed to pause campaign',
  deleteCampaign: 'Failed to delete campaign',
  sendMessage: 'Failed to send message',
  sendBulk: 'Failed to send bulk messages',
  getMessages: 'Failed to get messages',
  getContacts: 'Failed to get contacts',
  createContact: 'Failed to create contact',
  updateContact: 'Failed to update contact',
  deleteContact: 'Failed to delete contact',
  sendBroadcast: 'Failed to send broadcast',
  getAnalytics: 'Failed to get analytics',
  getConversations: 'Failed to get conversations',
  getConversationMessages: 'Failed to get conversation messages',
  getConnectionStatus: 'Failed to get connection status',
} as const;

/** `MESSAGES.socket`: realtime socket. */
export const SOCKET_MESSAGES = {
  connectionFailed: 'Connection failed',
  establishFailed: 'Failed to establish connection',
  notConnected: 'Socket not connected. Message will be sent via HTTP.',
  maxReconnect: 'Max reconnection attempts reached. Please refresh the page.',
} as const;

/** 'New message from {name or phone}'. */
export function newMessageNotice(nameOrPhone: string): string {
  return `New message from ${nameOrPhone}`;
}

/** '{n} new message(s) in conversation with {name}'. */
export function newMessagesNotice(n: number, name: string): string {
  return `${n} new message(s) in conversation with ${name}`;
}

/** `MESSAGES.screen`: screen-level failures. */
export const SCREEN_MESSAGES = {
  saveContact: 'Failed to save contact',
  deleteContact: 'Failed to delete contact',
  scheduleBroadcast: 'Failed to schedule broadcast',
  loadConversationMessages: 'Failed to load conversation messages',
} as const;

/** `MESSAGES.success`: success notices. */
export const SUCCESS_MESSAGES = {
  templateCreated: 'Template created successfully',
  templateUpdated: 'Template updated successfully',
  templateDeleted: 'Template deleted successfully',
  campaignCreated: 'Campaign created successfully',
  campaignUpdated: 'Campaign updated successfully',
  campaignPaused: 'Campaign paused successfully',
  campaignStarted: 'Campaign started successfully',
  campaignDeleted: 'Campaign deleted successfully',
  messageSent: 'Message sent successfully',
  whatsappConnected: 'WhatsApp connected successfully',
  contactCreated: 'Contact created successfully',
  contactUpdated: 'Contact updated successfully',
  contactDeleted: 'Contact deleted successfully',
  broadcastScheduled: 'Broadcast scheduled successfully',
} as const;

/** `MESSAGES.confirm`: delete confirmations. */
export const CONFIRM_MESSAGES = {
  deleteTemplate: 'Are you sure you want to delete this template?',
  deleteCampaign: 'Are you sure you want to delete this campaign?',
  deleteContact: 'Are you sure you want to delete this contact?',
} as const;

/** `MESSAGES.common`: shared strings. */
export const COMMON_MESSAGES = {
  networkError: 'Network error. Please try again.',
  errorTitle: 'Error',
  mediaMessage: 'Media message',
} as const;
