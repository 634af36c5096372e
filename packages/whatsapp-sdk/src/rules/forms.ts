// Schemas of the messaging forms and of the matching request bodies (for the mock API).
import { array, mixed, object, string, type ObjectSchema } from 'yup';
import { isRecord } from '../model/internal/read';
import { CONTACT_STATUSES, DEFAULT_CONTACT_SOURCE, DEFAULT_CONTACT_STATUS, type ContactStatus } from '../model/contact';
import { BROADCAST_MAX, TEXT_MESSAGE_MAX } from './constants';
import { EMAIL_PATTERN, isValidPhone } from './identifier';
import { asBody, text } from './internal/text';
import { templateParameterRequiredMessage } from './messageGroups';
import { BROADCAST_MEDIA_KINDS, type BroadcastMedia } from '../model/outbound';
import { MEDIA_CAPTION_MAX, MEDIA_CAPTION_MAX_MESSAGE } from '../media/caption';
import { VALIDATION_MESSAGES as M } from './messages';
import { blankParameters } from './variables';

const blank = (v: unknown): boolean => typeof v !== 'string' || v.trim() === '';

// ---------------------------------------------------------------- campaign

/** Recipient choices of the campaign modal. */
export const CAMPAIGN_RECIPIENT_OPTIONS = ['all_contacts', 'segment_1', 'segment_2', 'custom'] as const;
export type CampaignRecipientOption = (typeof CAMPAIGN_RECIPIENT_OPTIONS)[number];

/** Values of the campaign modal. */
export interface CampaignFormValues {
  name: string;
  /** The chosen APPROVED template's name. */
  templateName: string;
  recipients?: string;
  /** datetime-local value or ISO; empty when not scheduled. */
  scheduledAt?: string | null;
  /** param1 customer name, param2 discount percentage, param3 promo code. */
  parameters?: Record<string, string>;
}

function buildCampaignFormSchema(): ObjectSchema<CampaignFormValues> {
  return asBody(
    object({
      name: text(M.campaignNameRequired).required(M.campaignNameRequired),
      templateName: text(M.templateSelectionRequired).required(M.templateSelectionRequired),
      recipients: string().optional(),
      scheduledAt: string().nullable().optional(),
      parameters: mixed<Record<string, string>>().optional(),
    }),
  );
}

/** Campaign modal: 'Campaign name is required', 'Template selection is required'. */
export const campaignFormSchema = /* @__PURE__ */ buildCampaignFormSchema();

/** Body of POST/PUT /whatsapp/campaigns, validated by the mock API (same messages as the form). */
export interface CampaignBodyValues {
  name: string;
  templateName: string;
  audience: { phone: string }[];
  scheduledAt?: string | null;
  parameters?: Record<string, string>;
}

function buildCampaignBodySchema(): ObjectSchema<CampaignBodyValues> {
  return asBody(
    object({
      name: text(M.campaignNameRequired).required(M.campaignNameRequired),
      templateName: text(M.templateSelectionRequired).required(M.templateSelectionRequired),
      audience: array()
        .of(
          object({
            phone: text(M.phoneRequired)
              .required(M.phoneRequired)
              .test('audience-phone', M.phoneInvalid, (v) => !v || isValidPhone(v)),
          }),
        )
        .default(() => [])
        .defined(),
      scheduledAt: string().nullable().optional(),
      parameters: mixed<Record<string, string>>()
        .optional()
        .test('parameters-object', 'Parameters must be an object', (v) => v === undefined || isRecord(v)),
    }) as ObjectSchema<CampaignBodyValues>,
  );
}

export const campaignBodySchema = /* @__PURE__ */ buildCampaignBodySchema();

// ---------------------------------------------------------------- quick message / send message

/** Values of the quick message modal and the composer. */
export interface QuickMessageFormValues {
  to: string;
  /** 'text' is the spec's custom message. */
  type: 'text' | 'template';
  text?: string;
  templateName?: string;
  /** param_0, param_1, ... in order. */
  parameters?: string[];
}

function buildQuickMessageSchema(): ObjectSchema<QuickMessageFormValues> {
  return asBody(
    object({
      to: text(M.recipientRequired).required(M.recipientRequired),
      type: mixed<'text' | 'template'>().oneOf(['text', 'template']).default('text').defined(),
      text: string()
        .typeError(M.messageRequired)
        .when('type', {
          is: 'template',
          then: (s) => s.optional(),
          otherwise: (s) =>
            s
              .defined(M.messageRequired)
              .test('message-not-blank', M.messageRequired, (v) => !blank(v))
              .max(TEXT_MESSAGE_MAX, M.textMessageMax),
        }),
      templateName: text().when('type', {
        is: 'template',
        then: (s) => s.required(M.templateSelectionRequired),
        otherwise: (s) => s.optional(),
      }),
      parameters: array()
        .of(string().defined())
        .optional()
        .test('parameters-filled', function (value) {
          if (this.parent?.type !== 'template' || !value) return true;
          const n = blankParameters(value)[0];
          return n === undefined
            ? true
            : this.createError({ path: `parameters[${n - 1}]`, message: templateParameterRequiredMessage(n) });
        }),
    }) as ObjectSchema<QuickMessageFormValues>,
  );
}

/**
 * Quick message: 'Recipient is required'; custom mode 'Message is required' (non-empty after
 * trimming); template mode 'Template selection is required', and 'Parameter n is required' for a blank body
 * parameter (Meta's Cloud API rejects those).
 */
export const quickMessageSchema = /* @__PURE__ */ buildQuickMessageSchema();

/** Body of POST /whatsapp/messages/send and socket `send_message` as the mock API validates it. */
export interface SendMessageBodyValues {
  to: string;
  type: 'text' | 'template';
  /** A string or `{ body }`. */
  text?: string | { body?: string };
  template?: { name: string; language?: { code: string }; components?: unknown[] };
  clientMessageId?: string;
}

function textOf(v: unknown): string {
  if (typeof v === 'string') return v;
  if (isRecord(v) && typeof v.body === 'string') return v.body;
  return '';
}

function buildSendMessageSchema(): ObjectSchema<SendMessageBodyValues> {
  return asBody(
    object({
      to: text(M.recipientRequired).required(M.recipientRequired),
      type: mixed<'text' | 'template'>().oneOf(['text', 'template']).default('text').defined(),
      text: mixed<string | { body?: string }>().test('send-text', function (value) {
        if (this.parent?.type === 'template') return true;
        const t = textOf(value);
        if (!t.trim()) return this.createError({ message: M.messageRequired });
        if (t.length > TEXT_MESSAGE_MAX) return this.createError({ message: M.textMessageMax });
        return true;
      }),
      template: mixed<{ name: string; language?: { code: string }; components?: unknown[] }>().test(
        'send-template',
        M.templateSelectionRequired,
        function (value) {
          if (this.parent?.type !== 'template') return true;
          if (!isRecord(value) || typeof value.name !== 'string' || value.name.trim() === '') return false;
          // A body parameter, or a header's text parameter, given blank: Meta rejects the message ('(#100) Invalid
          // parameter'). A header's media parameters ({ type: 'image', ... }) carry no text.
          const components = Array.isArray(value.components) ? value.components : [];
          for (const [i, component] of components.entries()) {
            if (!isRecord(component) || !Array.isArray(component.parameters)) continue;
            const kind = String(component.type ?? 'body').toLowerCase();
            if (kind === 'header') {
              const j = component.parameters.findIndex((p: unknown) => {
                const textParameter = typeof p === 'string' || (isRecord(p) && (p.type ?? 'text') === 'text');
                return textParameter && blankParameters([isRecord(p) ? p.text : p]).length > 0;
              });
              if (j >= 0) {
                return this.createError({
                  path: `template.components[${i}].parameters[${j}].text`,
                  message: M.headerParameterRequired,
                });
              }
              continue;
            }
            if (kind !== 'body') continue;
            const texts = component.parameters.map((p: unknown) => (isRecord(p) ? p.text : p));
            const n = blankParameters(texts)[0];
            if (n !== undefined) {
              return this.createError({
                path: `template.components[${i}].parameters[${n - 1}].text`,
                message: templateParameterRequiredMessage(n),
              });
            }
          }
          return true;
        },
      ),
      clientMessageId: string().optional(),
    }) as ObjectSchema<SendMessageBodyValues>,
  );
}

export const sendMessageSchema = /* @__PURE__ */ buildSendMessageSchema();

// ---------------------------------------------------------------- contact

export interface ContactFormValues {
  name: string;
  phone: string;
  email?: string;
  status: ContactStatus;
  tags: string[];
  source: string;
  notes?: string;
  lastInteraction?: string;
}

function buildContactSchema(): ObjectSchema<ContactFormValues> {
  return asBody(
    object({
      name: text(M.contactNameRequired).required(M.contactNameRequired),
      phone: text(M.phoneRequired)
        .required(M.phoneRequired)
        .test('contact-phone', M.phoneInvalid, (v) => !v || isValidPhone(v)),
      email: text().optional().matches(EMAIL_PATTERN, { message: M.emailInvalid, excludeEmptyString: true }),
      status: mixed<ContactStatus>()
        .transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v))
        .oneOf(CONTACT_STATUSES, M.contactStatusInvalid)
        .default(DEFAULT_CONTACT_STATUS)
        .defined(),
      tags: array()
        .of(text().defined())
        .transform((v: unknown) => (Array.isArray(v) ? v.filter((t) => typeof t === 'string' && t.trim()) : v))
        .default(() => [])
        .defined(),
      source: text().default(DEFAULT_CONTACT_SOURCE),
      notes: string().optional(),
      lastInteraction: string().optional(),
    }) as ObjectSchema<ContactFormValues>,
  );
}

/**
 * Contact form: 'Full name is required', 'Phone number is required', 'Please enter a valid phone number',
 * 'Please enter a valid email address' (only when an email is given); status defaults to active (any casing
 * accepted), tags to [], source to Manual.
 */
export const contactSchema = /* @__PURE__ */ buildContactSchema();

// ---------------------------------------------------------------- broadcast

export interface BroadcastFormValues {
  name: string;
  recipients: string | string[];
  messageType: 'custom' | 'template';
  message?: string;
  /** One uploaded file (custom broadcasts): the message is then its caption. */
  media?: BroadcastMedia;
  templateId?: string;
  templateName?: string;
  scheduleDate?: string;
  scheduleTime?: string;
}

/** The body message of a malformed broadcast attachment (an API's 400; the dialog never sends one). */
export const BROADCAST_MEDIA_INVALID = 'media must be { id, type } with type image, video or document';

const isBroadcastMedia = (v: unknown): boolean =>
  isRecord(v) &&
  typeof v.id === 'string' &&
  v.id.trim() !== '' &&
  (BROADCAST_MEDIA_KINDS as readonly unknown[]).includes(v.type);

function buildBroadcastSchema(): ObjectSchema<BroadcastFormValues> {
  return asBody(
    object({
      name: text(M.broadcastNameRequired).required(M.broadcastNameRequired),
      recipients: mixed<string | string[]>()
        .test('recipients', M.broadcastRecipientsRequired, (v) =>
          Array.isArray(v) ? v.some((x) => !blank(x)) : !blank(v),
        )
        .defined(M.broadcastRecipientsRequired),
      messageType: mixed<'custom' | 'template'>().oneOf(['custom', 'template']).default('custom').defined(),
      message: string()
        .typeError(M.messageRequired)
        .when(['messageType', 'media'], ([messageType, media], s) =>
          messageType === 'template'
            ? s.optional()
            : media !== undefined && media !== null
              ? // With an attachment the message is its caption: optional, Meta's 1,024 characters.
                s.optional().max(MEDIA_CAPTION_MAX, MEDIA_CAPTION_MAX_MESSAGE)
              : s
                  .defined(M.messageRequired)
                  .test('broadcast-message', M.messageRequired, (v) => !blank(v))
                  .max(BROADCAST_MAX, M.broadcastMessageMax),
        ),
      media: mixed<BroadcastMedia>()
        .optional()
        .nullable()
        .test('broadcast-media', BROADCAST_MEDIA_INVALID, (v) => v === undefined || v === null || isBroadcastMedia(v)),
      templateId: string().optional(),
      templateName: string()
        .optional()
        .test('broadcast-template', M.templateSelectionRequired, function (value) {
          if (this.parent?.messageType !== 'template') return true;
          return !blank(value) || !blank(this.parent?.templateId);
        }),
      scheduleDate: string()
        .optional()
        .test('schedule-date', M.broadcastScheduleDateRequired, function (value) {
          return blank(this.parent?.scheduleTime) || !blank(value);
        }),
      scheduleTime: string().optional(),
    }) as ObjectSchema<BroadcastFormValues>,
  );
}

/**
 * Broadcast dialog: name, recipients, message (custom: required, at most 1000), template (template mode),
 * a date when a time is given.
 */
export const broadcastSchema = /* @__PURE__ */ buildBroadcastSchema();

// ---------------------------------------------------------------- connect

export interface ConnectFormValues {
  accessToken: string;
  phoneNumberId: string;
  businessAccountId?: string;
}

function buildConnectSchema(): ObjectSchema<ConnectFormValues> {
  return asBody(
    object({
      accessToken: text(M.accessTokenRequired).required(M.accessTokenRequired),
      phoneNumberId: text(M.phoneNumberIdRequired).required(M.phoneNumberIdRequired),
      businessAccountId: text().optional(),
    }),
  );
}

/** Connect WhatsApp: access token and phone number id required; business account id not. */
export const connectSchema = /* @__PURE__ */ buildConnectSchema();
