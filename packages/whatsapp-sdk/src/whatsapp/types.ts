import type {
  Analytics,
  AnalyticsOptions,
  BroadcastPayload,
  BroadcastResult,
  BulkMessagePayload,
  Campaign,
  CampaignInput,
  ConnectPayload,
  ConnectionStatus,
  Contact,
  ContactInput,
  ContactStatus,
  Conversation,
  Message,
  MessageStatus,
  SendMessagePayload,
  Template,
  TemplateInput,
} from '../model';
import type { WhatsAppMediaApi } from '../media/types';

export interface TemplateFilters {
  status?: string;
  category?: string;
  search?: string;
}

export interface CampaignFilters {
  status?: string;
}

export interface MessageFilters {
  contactPhone?: string;
  status?: MessageStatus;
  limit?: number;
}

export interface ContactFilters {
  search?: string;
  status?: ContactStatus;
  tag?: string;
  page?: number;
  limit?: number;
}

export interface ConversationFilters {
  search?: string;
  /** Only conversations with unread messages. */
  unread?: boolean;
  /** Page number, from 1 (with `limit`). */
  page?: number;
  /** Conversations per page, 1 to 1000: the API then answers one page instead of every conversation. */
  limit?: number;
}

export interface ConversationMessagesFilters {
  limit?: number;
  /** Message id: only messages older than this one. */
  before?: string;
}

/** POST /whatsapp/connect answer: the connection plus the server's message (`status` read from the envelope). */
export interface ConnectResult extends ConnectionStatus {
  message: string;
}

export interface DeletedRef {
  id: string;
}

export interface ContactsPage {
  items: Contact[];
  total: number;
  page: number;
  limit: number;
}

export interface ConversationsPage {
  /** Newest activity first. */
  items: Conversation[];
  /** Conversations matching the filters, on every page (an API that does not say: those of this page). */
  total: number;
  /** Of those, how many have unread messages. */
  unread: number;
  page: number;
  limit: number;
  /**
   * Whether a later page may hold more. Absent: from `total` (`page * limit < total`). The HTTP client sets it from
   * the API's `meta.hasMore`, else from `meta.total`, else (an API that pages without totals) from a full page.
   */
  hasMore?: boolean;
}

export interface MessagesPage {
  /** Oldest first. */
  items: Message[];
  hasMore: boolean;
}

export interface BulkSendResult {
  queued: number;
  messages: Message[];
}

/** `client.whatsapp(clientId)`: every /whatsapp call of the API contract (docs/api-contract.md) for one client. */
export interface WhatsAppApi extends WhatsAppMediaApi {
  readonly clientId: string;
  /** POST /whatsapp/connect/{clientId}. */
  connect(payload: ConnectPayload): Promise<ConnectResult>;
  /** GET /whatsapp/connection/{clientId}. */
  getConnectionStatus(): Promise<ConnectionStatus>;
  templates: {
    /** POST /whatsapp/template/{clientId} (an empty TTL is left out). */
    create(template: TemplateInput): Promise<Template>;
    /** GET /whatsapp/template/{clientId}?status=&category=&search=. */
    list(filters?: TemplateFilters): Promise<Template[]>;
    /** PUT /whatsapp/templates/{clientId}/{templateId}. */
    update(id: string, template: Partial<TemplateInput>): Promise<Template>;
    /** DELETE /whatsapp/templates/{clientId}/{templateId}. */
    remove(id: string): Promise<DeletedRef>;
  };
  campaigns: {
    /** POST /whatsapp/campaigns/{clientId} { name, templateName, audience: [{ phone }], scheduledAt, parameters }. */
    create(campaign: CampaignInput): Promise<Campaign>;
    list(filters?: CampaignFilters): Promise<Campaign[]>;
    update(id: string, campaign: Partial<CampaignInput>): Promise<Campaign>;
    remove(id: string): Promise<DeletedRef>;
    /** POST /whatsapp/campaigns/{clientId}/{campaignId}/start. */
    start(id: string): Promise<Campaign>;
    /** POST /whatsapp/campaigns/{clientId}/{campaignId}/pause. */
    pause(id: string): Promise<Campaign>;
  };
  messages: {
    /** POST /whatsapp/messages/{clientId}/send. */
    send(message: SendMessagePayload): Promise<Message>;
    /** POST /whatsapp/messages/{clientId}/bulk. */
    sendBulk(payload: BulkMessagePayload): Promise<BulkSendResult>;
    /** GET /whatsapp/messages/{clientId}?contactPhone=&status=&limit=. */
    list(filters?: MessageFilters): Promise<Message[]>;
  };
  contacts: {
    /** GET /whatsapp/contacts/{clientId}?search=&status=&tag=&page=&limit=. */
    list(filters?: ContactFilters): Promise<Contact[]>;
    /** Same call, with the paging `meta`. */
    page(filters?: ContactFilters): Promise<ContactsPage>;
    create(contact: ContactInput): Promise<Contact>;
    update(id: string, contact: Partial<ContactInput>): Promise<Contact>;
    remove(id: string): Promise<DeletedRef>;
  };
  broadcasts: {
    /** POST /whatsapp/broadcasts/{clientId}. */
    create(broadcast: BroadcastPayload): Promise<BroadcastResult>;
  };
  analytics: {
    /** GET /whatsapp/analytics/{clientId}?from=&to=. */
    get(options?: AnalyticsOptions): Promise<Analytics>;
  };
  conversations: {
    /** GET /whatsapp/conversations/{clientId}?search=&unread= (newest activity first). */
    list(filters?: ConversationFilters): Promise<Conversation[]>;
    /**
     * Same call for one page (`limit` 100 unless given), with the totals: what a list of thousands of conversations
     * shows first without downloading them all.
     */
    page(filters?: ConversationFilters): Promise<ConversationsPage>;
    /** GET /whatsapp/conversations/{clientId}/{contactPhone}/messages (oldest first). */
    messages(contactPhone: string, filters?: ConversationMessagesFilters): Promise<Message[]>;
    /** Same call, with `hasMore`. */
    messagesPage(contactPhone: string, filters?: ConversationMessagesFilters): Promise<MessagesPage>;
    /** POST /whatsapp/conversations/{clientId} { contactPhone }. */
    create(payload: { contactPhone: string }): Promise<Conversation>;
  };
}
