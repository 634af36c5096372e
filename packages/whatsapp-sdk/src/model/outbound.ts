// Payloads the client sends (docs/api-contract.md).
import type { MediaMessageData } from './media';

/** The message types of media (the optional media part of the contract). */
export type MediaMessageType = 'image' | 'video' | 'audio' | 'document' | 'sticker';

/** A text parameter of a template's header or body. */
export interface TemplateTextParameter {
  type: 'text';
  text: string;
}

/** The file of a template's IMAGE, VIDEO or DOCUMENT header, as Meta's header parameter (our media id). */
export type TemplateHeaderMediaParameter =
  | { type: 'image'; image: { id: string } }
  | { type: 'video'; video: { id: string } }
  | { type: 'document'; document: { id: string } };

/** The template part of a quick or composer message. */
export interface MessageTemplatePayload {
  name: string;
  /** `{ code: 'en_US' }` by default. */
  language: { code: string };
  /**
   * The header's parameters first (a text header's variable, or the file of a media header), then the body's, as
   * Meta's Cloud API lists them.
   */
  components: Array<{
    type: 'header' | 'body';
    parameters: Array<TemplateTextParameter | TemplateHeaderMediaParameter>;
  }>;
}

/** Quick message / composer message (POST /whatsapp/messages/{clientId}/send and socket `send_message`). */
export interface QuickMessage {
  to: string;
  type: 'text' | 'template' | MediaMessageType;
  /** Custom messages. */
  text?: string;
  /** Template messages. */
  template?: MessageTemplatePayload;
  /** Media messages: the uploaded file's id (`WhatsAppApi.uploadMedia`) and its caption. */
  media_data?: MediaMessageData;
  /** Client-chosen id for optimistic display; the server echoes it. */
  clientMessageId?: string;
}

/** Same shape; the name used by the messaging resource. */
export type SendMessagePayload = QuickMessage;

/** POST /whatsapp/messages/{clientId}/bulk. */
export interface BulkMessagePayload {
  recipients: string[];
  templateName: string;
  parameters?: Record<string, string> | string[];
}

/** Recipient groups of the broadcast dialog. */
export const BROADCAST_RECIPIENT_GROUPS = ['all', 'vip', 'customers', 'leads', 'custom'] as const;
export type BroadcastRecipientGroup = (typeof BROADCAST_RECIPIENT_GROUPS)[number];

/** The kinds of attachment a broadcast takes (one file, with the message as its caption). */
export const BROADCAST_MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type BroadcastMediaKind = (typeof BROADCAST_MEDIA_KINDS)[number];

/** A broadcast's attachment: a file uploaded with `uploadMedia` (its id) and its kind. */
export interface BroadcastMedia {
  id: string;
  type: BroadcastMediaKind;
}

/** POST /whatsapp/broadcasts/{clientId}. */
export interface BroadcastPayload {
  name: string;
  /** A recipient group, or a list of phone numbers. */
  recipients: BroadcastRecipientGroup | string | string[];
  messageType: 'custom' | 'template';
  /**
   * Custom broadcasts; at most 1000 characters. With `media` it is the attachment's caption: optional, at most 1,024
   * characters.
   */
  message?: string;
  /**
   * Custom broadcasts only (an API refuses it on a template broadcast, and a backend without the media routes refuses
   * it): one attachment sent to every recipient as a media message of its type.
   */
  media?: BroadcastMedia;
  /** Template broadcasts. */
  templateId?: string;
  templateName?: string;
  /**
   * Template broadcasts: the template's parameters, keyed as a campaign's (`param1` fills {{1}}, ..., `header1` a
   * text header's variable). Required for each variable: Meta refuses a template message without them.
   */
  parameters?: Record<string, string>;
  /** YYYY-MM-DD; with `scheduleTime` the broadcast is scheduled, else sent now. */
  scheduleDate?: string;
  /** HH:mm. */
  scheduleTime?: string;
}

/** What became of one recipient of a broadcast sent now (Meta's reason when it failed). */
export interface BroadcastRecipientResult {
  /** The recipient's phone (E.164). */
  to: string;
  status: 'sent' | 'failed';
  /** The stored message (its conversation shows it, with its failure mark when it failed). */
  messageId?: string;
  error?: { code: string; title: string };
}

/** Answer of the broadcast call. */
export interface BroadcastResult {
  id: string;
  name: string;
  status: 'scheduled' | 'sent';
  recipientCount: number;
  scheduledAt: string | null;
  /**
   * Messages accepted and failed when the broadcast went out now (both 0 while it is scheduled). An API that does
   * not report them counts every recipient of a sent broadcast as sent.
   */
  sent: number;
  failed: number;
  /** One entry per recipient of a broadcast sent now (empty while it is scheduled, or when the API does not say). */
  results: BroadcastRecipientResult[];
}

/** A notice shown to the user; auto-clears after 5 s. */
export interface Notification {
  type: 'success' | 'error';
  message: string;
}

/**
 * Builds the template part of a message: body parameters in order, language en_US unless given, and the header's
 * parameter when the template's text header has a variable (`headerParameters`; Meta rejects the message without it), or
 * the file chosen for a media header (`headerMedia`; without it the API sends the template's example).
 */
export function buildTemplateMessage(
  name: string,
  parameters: readonly string[] = [],
  language = 'en_US',
  headerParameters: readonly string[] = [],
  headerMedia?: { kind: 'image' | 'video' | 'document'; id: string },
): MessageTemplatePayload {
  const components: MessageTemplatePayload['components'] = [];
  if (headerMedia) {
    const { kind, id } = headerMedia;
    const parameter = { type: kind, [kind]: { id } } as TemplateHeaderMediaParameter;
    components.push({ type: 'header', parameters: [parameter] });
  } else if (headerParameters.length) {
    components.push({ type: 'header', parameters: headerParameters.map((text) => ({ type: 'text', text })) });
  }
  if (parameters.length) {
    components.push({ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) });
  }
  return { name, language: { code: language }, components };
}
