// Every user-facing string of spec sections 5 and 8, word for word (trailing periods included or absent exactly as
// the spec has them), plus the messages of the Meta rules the spec does not state. Widgets and the mock API import
// these instead of retyping them.
import { TEMPLATE_LIMITS } from './constants';

// VALIDATION_MESSAGES and MESSAGES are built in pure IIFEs: their strings read TEMPLATE_LIMITS' properties, which a
// bundler must otherwise assume have side effects, so code that does not use them (the client alone) could not drop
// them.

/** Validation messages (spec section 5 first; then Meta's rules from shared/design/whatsapp-rules.md). */
export const VALIDATION_MESSAGES = /* @__PURE__ */ (() =>
  ({
    // Login identifier
    identifierRequired: 'Email or phone number is required.',
    identifierInvalid: 'Please enter a valid email address or phone number.',
    identifierGmail: 'Please use your business email address, not Gmail.',
    // Register
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    firstNameMin: 'First name must be at least 2 characters',
    lastNameMin: 'Last name must be at least 2 characters',
    firstNameLetters: 'First name should only contain letters',
    lastNameLetters: 'Last name should only contain letters',
    /** Not worded by the spec (it gives the limit 50 only). */
    firstNameMax: 'First name must be 50 characters or less',
    lastNameMax: 'Last name must be 50 characters or less',
    emailRequired: 'Email address is required',
    emailInvalid: 'Please enter a valid email address',
    emailGmail: 'Please use your business email address, not Gmail',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Please enter a valid phone number',
    // Code
    otpLogin: 'Please enter the complete 6-digit OTP.',
    otpRegister: 'Please enter the complete 6-digit OTP',
    // Google (section 5 spells 'Account'; section 8 has 'account': see MESSAGES.google.missingEmail)
    googleMissingEmail: 'Missing email from Google Account',
    // Campaign form
    campaignNameRequired: 'Campaign name is required',
    templateSelectionRequired: 'Template selection is required',
    // Quick message
    recipientRequired: 'Recipient is required',
    messageRequired: 'Message is required',
    // Template form (spec)
    templateNameRequired: 'Template name is required',
    templateNameMax: 'Template name must be 512 characters or less',
    bodyRequired: 'Body text is required',
    headerFormatting: 'Header cannot contain new lines, formatting characters, emojis, or asterisks',
    footerNewLines: 'Footer cannot contain new lines',
    ttlAuthentication: 'Authentication TTL must be between 30 seconds and 15 minutes',
    ttlUtility: 'Utility TTL must be between 30 seconds and 12 hours',
    ttlMarketing: 'Marketing TTL must be between 12 hours and 30 days',
    // Template form (Meta's rules, not worded by the spec)
    templateNameFormat: 'Template name can only contain lowercase letters, numbers and underscores',
    /** Meta allows editing only APPROVED, REJECTED or PAUSED templates (whatsapp-rules.md). */
    templateNotEditable: 'Only approved, rejected or paused templates can be edited',
    categoryInvalid: 'Please choose a category: Marketing, Utility or Authentication',
    languageRequired: 'Please choose a language',
    bodyMax: `Body text must be ${TEMPLATE_LIMITS.bodyMax} characters or less`,
    headerTextRequired: 'Header text is required',
    headerMax: `Header text must be ${TEMPLATE_LIMITS.headerMax} characters or less`,
    headerOneVariable: 'Header text can contain at most 1 variable',
    footerTextRequired: 'Footer text is required',
    footerMax: `Footer text must be ${TEMPLATE_LIMITS.footerMax} characters or less`,
    footerVariables: 'Footer cannot contain variables',
    componentUnknown: 'Template sections must be a header, body, footer or buttons',
    oneHeader: 'A template can have only one header',
    oneBody: 'A template can have only one body',
    oneFooter: 'A template can have only one footer',
    oneButtons: 'A template can have only one buttons section',
    variablesSequential: 'Variables must be numbered in order, starting from {{1}}, with no gaps',
    variableAtStart: 'Body text cannot start with a variable',
    variableAtEnd: 'Body text cannot end with a variable',
    variablesAdjacent: 'Variables cannot be placed next to each other, like {{1}}{{2}}',
    variableSpecialCharacters: 'Variables cannot contain #, $ or %',
    variableFormat: 'Variables must be numbers in double braces, like {{1}}',
    buttonsEmpty: 'Add at least one button or remove the buttons section',
    buttonsMax: `A template can have at most ${TEMPLATE_LIMITS.buttonsMax} buttons`,
    quickReplyMax: `A template can have at most ${TEMPLATE_LIMITS.quickReplyMax} quick reply buttons`,
    urlButtonsMax: `A template can have at most ${TEMPLATE_LIMITS.urlButtonsMax} URL buttons`,
    phoneButtonsMax: 'A template can have at most 1 phone number button',
    copyCodeButtonsMax: 'A template can have at most 1 copy code button',
    quickRepliesGrouped: 'Quick reply buttons must be next to each other, not mixed between other buttons',
    buttonTextRequired: 'Button text is required',
    buttonTextMax: `Button text must be ${TEMPLATE_LIMITS.buttonLabelMax} characters or less`,
    buttonUrlRequired: 'Button URL is required',
    buttonUrlInvalid: 'Button URL must start with http:// or https://',
    buttonUrlMax: `Button URL must be ${TEMPLATE_LIMITS.urlMax} characters or less`,
    buttonUrlVariable: 'A button URL can have one variable, {{1}}, and only at its end',
    buttonPhoneRequired: 'Button phone number is required',
    buttonPhoneMax: `Button phone number must be ${TEMPLATE_LIMITS.phoneNumberMax} characters or less`,
    copyCodeRequired: 'Copy code value is required',
    copyCodeMax: `Copy code value must be ${TEMPLATE_LIMITS.copyCodeMax} characters or less`,
    ttlInvalid: 'TTL must be a whole number of seconds',
    // Contact form (the spec marks name and phone required without wording)
    contactNameRequired: 'Full name is required',
    contactStatusInvalid: 'Please choose a status: Active, Potential or Inactive',
    // Broadcast
    broadcastNameRequired: 'Broadcast name is required',
    broadcastRecipientsRequired: 'Please choose the recipients',
    broadcastMessageMax: 'Message must be 1000 characters or less',
    broadcastScheduleDateRequired: 'Please choose a date for the scheduled time',
    broadcastSchedulePast: 'The scheduled time has passed. Please choose a time in the future',
    // Messages
    textMessageMax: 'Message must be 4096 characters or less',
    /**
     * A template whose text header has a variable, sent without the header's value or with it blank: Meta rejects it
     * ('(#132000) Number of parameters does not match' or '(#100) Invalid parameter'). A header has at most 1 variable.
     */
    headerParameterRequired: 'Header parameter is required',
    // Request bodies (mock API)
    requestInvalid: 'The request body must be a JSON object',
    // Connect
    accessTokenRequired: 'Access token is required',
    phoneNumberIdRequired: 'Phone number ID is required',
  }) as const)();

/**
 * 'Parameter N is required': a template is sent with a blank body parameter (Meta rejects the message with
 * '(#100) Invalid parameter', a Cloud API rule whatsapp-rules.md does not list). N counts from 1, as the
 * 'Parameter n' inputs do.
 */
export function templateParameterRequiredMessage(n: number): string {
  return `Parameter ${n} is required`;
}

/** 'Please provide N example value(s) for the variables' (spec section 5). */
export function exampleValuesMessage(n: number): string {
  return `Please provide ${n} example value(s) for the variables`;
}

// The sections the client's own code uses (auth, emailCode, api, socket) are consts of their own: the client imports
// them directly, so a bundle with only `createWacrmClient` does not carry every string of MESSAGES.

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

/** Error, success and notice strings of spec section 8, word for word. */
export const MESSAGES = /* @__PURE__ */ (() =>
  ({
    validation: VALIDATION_MESSAGES,
    /** Sign-in and registration. */
    auth: AUTH_MESSAGES,
    /** Google sign-in. */
    google: {
      cancelled: 'Sign-in was cancelled',
      popupBlocked: 'Popup was blocked. Please allow popups for this site',
      requestCancelled: 'Sign-in request was cancelled',
      differentCredential: 'Account exists with different sign-in method',
      networkError: 'Network error. Please check your connection',
      missingEmail: 'Missing email from Google account',
      failed: 'Google sign-in failed',
      unexpected: 'An unexpected error occurred. Please try again.',
    },
    /** Phone code send and verify. */
    phoneCode: {
      invalidPhone: 'Invalid phone number format',
      phoneRequired: 'Phone number is required',
      quotaExceeded: 'SMS quota exceeded. Please try again later',
      verificationFailed: 'Verification failed. Please try again',
      tooManyAttempts: 'Too many attempts. Please try again later',
      sendFailed: 'Failed to send OTP',
      invalidCode: 'Invalid OTP code',
      expired: 'OTP has expired. Please request a new one',
      verifyFailed: 'OTP verification failed',
    },
    /** Email code (server message preferred). */
    emailCode: EMAIL_CODE_MESSAGES,
    /** Messaging defaults when a call returns no message (keys follow the client's operations). */
    api: API_MESSAGES,
    /** Screen-level failures. */
    screen: {
      saveContact: 'Failed to save contact',
      deleteContact: 'Failed to delete contact',
      scheduleBroadcast: 'Failed to schedule broadcast',
      loadConversationMessages: 'Failed to load conversation messages',
    },
    /** Realtime socket. */
    socket: SOCKET_MESSAGES,
    /** Success notices. */
    success: {
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
    },
    /** Delete confirmations (spec section 5). */
    confirm: {
      deleteTemplate: 'Are you sure you want to delete this template?',
      deleteCampaign: 'Are you sure you want to delete this campaign?',
      deleteContact: 'Are you sure you want to delete this contact?',
    },
    /** Template guidance (spec section 9 and Meta's display rules). */
    hints: {
      desktopButtons: 'Templates with 4 or more buttons do not work on WhatsApp desktop',
      desktopMixedButtons: 'Templates that mix quick replies with other buttons cannot be viewed on WhatsApp desktop',
      seeAllOptions: 'More than 3 buttons show as 2 buttons plus "See all options"',
      marketingOptOut: 'Marketing templates need an opt-out button, for example a "Stop promotions" quick reply',
      approval: 'Templates must be approved by the provider (WhatsApp) before they can be used',
      quickReplyLength: `Quick reply text should be ${TEMPLATE_LIMITS.quickReplyLabelHint} characters or less`,
      authenticationFormatting: 'Formatting does not show in authentication templates',
    },
    /** Shared. */
    common: {
      networkError: 'Network error. Please try again.',
      errorTitle: 'Error',
      mediaMessage: 'Media message',
    },
  }) as const)();

/** 'New message from {name or phone}' (spec section 8). */
export function newMessageNotice(nameOrPhone: string): string {
  return `New message from ${nameOrPhone}`;
}

/** '{n} new message(s) in conversation with {name}' (spec section 8). */
export function newMessagesNotice(n: number, name: string): string {
  return `${n} new message(s) in conversation with ${name}`;
}
