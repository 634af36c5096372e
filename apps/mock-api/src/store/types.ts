/** Wire and storage shapes of the mock API (see docs/api-contract.md). Records carry their owner in `clientId`. */
import type { MessageMedia } from '@wacrm/whatsapp-sdk';

export type Iso = string;

export interface UserRecord {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  plan: 'trial';
  status: 'active';
  emailVerified: boolean;
  createdAt: Iso;
  role: 'owner';
  googleUid?: string;
}

export interface RefreshTokenRecord {
  /** sha-256 of the opaque token; the token itself is never stored. */
  hash: string;
  userId: string;
  family: string;
  createdAt: number;
  expiresAt: number;
  used: boolean;
  revoked: boolean;
}

export interface ConnectionRecord {
  clientId: string;
  connected: boolean;
  status: 'connected' | 'disconnected';
  phoneNumberId?: string;
  businessAccountId?: string;
  accessTokenMasked?: string;
  updatedAt?: Iso;
}

export type TemplateStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'DISABLED' | 'IN_APPEAL';
export const TEMPLATE_STATUSES: readonly TemplateStatus[] = [
  'APPROVED',
  'PENDING',
  'REJECTED',
  'PAUSED',
  'DISABLED',
  'IN_APPEAL',
];
export type TemplateCategory = 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';

export interface TemplateButton {
  type: 'QUICK_REPLY' | 'URL' | 'PHONE_NUMBER' | 'COPY_CODE';
  text: string;
  url?: string;
  phone_number?: string;
  example?: string[];
}

export interface TemplateComponent {
  type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS';
  format?: 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT' | 'LOCATION';
  text?: string;
  example?: { header_text?: string[]; body_text?: string[][]; header_handle?: string[] };
  parameters?: { type: string; text?: string; default?: string; example?: string }[];
  buttons?: TemplateButton[];
}

export interface TemplateRecord {
  id: string;
  clientId: string;
  name: string;
  displayName: string;
  category: TemplateCategory;
  language: string;
  status: TemplateStatus;
  message_send_ttl_seconds?: number;
  components: TemplateComponent[];
  rejection_reason?: string;
  /**
   * An IMAGE, VIDEO or DOCUMENT header's example file as a message shows it (read when the template was saved), sent
   * with every message of the template that does not choose its own file (campaigns, broadcasts, bulk sends).
   */
  header_media?: MediaData;
  created_at: Iso;
  updated_at: Iso;
}

export type CampaignStatus = 'draft' | 'active' | 'paused' | 'completed';

export interface CampaignRecord {
  id: string;
  clientId: string;
  name: string;
  template_name: string;
  /** Each recipient, with their own template values when they have some (their name in {{1}}, ...). */
  audience: { phone: string; parameters?: Record<string, string> }[];
  scheduled_at: Iso | null;
  parameters: Record<string, string>;
  status: CampaignStatus;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  created_at: Iso;
  updated_at: Iso;
  /** How many audience entries have been sent so far (internal, not on the wire). */
  progress: number;
}

export type MessageType = 'text' | 'template' | 'image' | 'video' | 'document' | 'audio' | 'sticker';
export type MessageStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

export interface LegacyMediaData {
  file_name: string;
  mime_type: string;
}

/** `media_data` of a media message (docs/api-contract.md): the SDK's model of it, one shape for both sides. */
export type MediaData = MessageMedia;

export interface MessageRecord {
  id: string;
  clientId: string;
  client_message_id?: string;
  type: MessageType;
  content: { text: string };
  /** Older records (the seed): `{ file_name, mime_type }`; with the media routes, the media part's shape. */
  media_data?: LegacyMediaData | MediaData;
  direction: 'inbound' | 'outbound';
  contact_phone: string;
  contact_name: string;
  to?: string;
  template_name?: string;
  /** Template messages: the header as sent (its value filled in), the footer and the button labels. */
  template_header?: string;
  template_footer?: string;
  template_buttons?: string[];
  /** A template message with an IMAGE, VIDEO or DOCUMENT header: the file shown above its body. */
  template_header_media?: MediaData;
  status: MessageStatus;
  error?: { code: number; title: string };
  created_at: Iso;
  timestamp: Iso;
  campaign_id?: string;
  broadcast_id?: string;
}

export type ContactStatus = 'active' | 'potential' | 'inactive';

export interface ContactRecord {
  id: string;
  clientId: string;
  name: string;
  phone: string;
  email: string;
  tags: string[];
  source: string;
  status: ContactStatus;
  lastInteraction: string;
  notes: string;
  created_at: Iso;
  updated_at: Iso;
}

export interface ConversationRecord {
  id: string;
  clientId: string;
  contact_phone: string;
  contact_name: string;
  last_message: string;
  last_message_at: Iso;
  last_inbound_at: Iso | null;
  unread_count: number;
  is_pinned: boolean;
  tags: string[];
  created_at: Iso;
}

export interface BroadcastRecord {
  id: string;
  clientId: string;
  name: string;
  status: 'scheduled' | 'sent';
  messageType: 'custom' | 'template';
  message?: string;
  templateName?: string;
  /** The template chosen by id (one language of that name); absent when it was named only. */
  templateId?: string;
  /** Template broadcasts: the template's parameters, keyed as a campaign's (`param1`, ..., `header1`). */
  parameters?: Record<string, string>;
  /**
   * Custom broadcasts with an attachment: the message type each recipient gets and the stored file's media_data
   * (`message` is its caption), kept until a scheduled broadcast goes out.
   */
  media?: { type: 'image' | 'video' | 'document'; data: MediaData };
  recipients: string[];
  recipientCount: number;
  scheduledAt: Iso | null;
  created_at: Iso;
}

export interface DbData {
  version: 1;
  users: UserRecord[];
  refreshTokens: RefreshTokenRecord[];
  connections: ConnectionRecord[];
  templates: TemplateRecord[];
  campaigns: CampaignRecord[];
  messages: MessageRecord[];
  contacts: ContactRecord[];
  conversations: ConversationRecord[];
  broadcasts: BroadcastRecord[];
}

export const COLLECTIONS = [
  'users',
  'refreshTokens',
  'connections',
  'templates',
  'campaigns',
  'messages',
  'contacts',
  'conversations',
  'broadcasts',
] as const;
