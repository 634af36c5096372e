// Every user-facing string of the product's validation rules and error catalogue, word for word (trailing periods included or absent exactly as
// the spec has them), plus the messages of the Meta rules the spec does not state. Widgets and the mock API import
// these instead of retyping them. MESSAGES and VALIDATION_MESSAGES are composed here from the groups of
// messageGroups.ts (which the rules' index exports too).
import { TEMPLATE_LIMITS } from './constants';
import {
  API_MESSAGES,
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  CONFIRM_MESSAGES,
  EMAIL_CODE_MESSAGES,
  SCREEN_MESSAGES,
  SEND_VALIDATION_MESSAGES,
  SOCKET_MESSAGES,
  SUCCESS_MESSAGES,
} from './messageGroups';
import { GOOGLE_MESSAGES, PHONE_CODE_MESSAGES } from './signInMessages';
import { HINT_MESSAGES } from './hintMessages';

// VALIDATION_MESSAGES and MESSAGES are built in pure IIFEs: their strings read TEMPLATE_LIMITS' properties, which a
// bundler must otherwise assume have side effects, so code that does not use them (the client alone) could not drop
// them.

/** Validation messages (the product's validation rules first; then Meta's rules from shared/design/whatsapp-rules.md). */
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
    templateSelectionRequired: SEND_VALIDATION_MESSAGES.templateSelectionRequired,
    // Quick message
    recipientRequired: SEND_VALIDATION_MESSAGES.recipientRequired,
    messageRequired: SEND_VALIDATION_MESSAGES.messageRequired,
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
    /** Meta needs an example file of an IMAGE, VIDEO or DOCUMENT header when the template is submitted. */
    headerMediaRequired: 'Please add an example file for the header',
    headerMediaKind: 'The example file does not match the header format',
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
    textMessageMax: SEND_VALIDATION_MESSAGES.textMessageMax,
    /** See `SEND_VALIDATION_MESSAGES.headerParameterRequired`. */
    headerParameterRequired: SEND_VALIDATION_MESSAGES.headerParameterRequired,
    // Request bodies (mock API)
    requestInvalid: 'The request body must be a JSON object',
    // Connect
    accessTokenRequired: 'Access token is required',
    phoneNumberIdRequired: 'Phone number ID is required',
  }) as const)();

/** Error, success and notice strings of the product's error catalogue, word for word. */
export const MESSAGES = /* @__PURE__ */ (() =>
  ({
    validation: VALIDATION_MESSAGES,
    /** Sign-in and registration. */
    auth: AUTH_MESSAGES,
    /** Google sign-in. */
    google: GOOGLE_MESSAGES,
    /** Phone code send and verify. */
    phoneCode: PHONE_CODE_MESSAGES,
    /** Email code (server message preferred). */
    emailCode: EMAIL_CODE_MESSAGES,
    /** Messaging defaults when a call returns no message (keys follow the client's operations). */
    api: API_MESSAGES,
    /** Screen-level failures. */
    screen: SCREEN_MESSAGES,
    /** Realtime socket. */
    socket: SOCKET_MESSAGES,
    /** Success notices. */
    success: SUCCESS_MESSAGES,
    /** Delete confirmations. */
    confirm: CONFIRM_MESSAGES,
    /** Template guidance (the product's business constants and Meta's display rules). */
    hints: HINT_MESSAGES,
    /** Shared. */
    common: COMMON_MESSAGES,
  }) as const)();
