import type { HttpClient, QueryParams } from '../client/http';
import type { createMediaApi } from '../media/client';
import {
  normalizeAnalytics,
  normalizeCampaign,
  normalizeConnectionStatus,
  normalizeContact,
  normalizeConversation,
  normalizeMessage,
  normalizeTemplate,
  type BroadcastRecipientResult,
  type BroadcastResult,
  type TemplateInput,
} from '../model';
import { WHATSAPP_DEFAULT_ERRORS as E } from './defaults';
import type { DeletedRef, WhatsAppApi } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list<T>(value: unknown, normalize: (raw: unknown) => T): T[] {
  return Array.isArray(value) ? value.map(normalize) : [];
}

/** Conversations per page of `conversations.page()` when no `limit` is given. */
export const CONVERSATIONS_PAGE_SIZE = 100;

function finite(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function deletedRef(value: unknown, id: string): DeletedRef {
  return { id: isRecord(value) && typeof value.id === 'string' ? value.id : id };
}

/** An empty `message_send_ttl_seconds` is removed from the payload. */
function templatePayload<T extends Partial<TemplateInput>>(template: T): T {
  const ttl = template.message_send_ttl_seconds;
  if (ttl !== '' && ttl !== null && !(typeof ttl === 'number' && !Number.isFinite(ttl))) return template;
  const copy = { ...template };
  delete copy.message_send_ttl_seconds;
  return copy;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function recipientResult(raw: unknown): BroadcastRecipientResult {
  const r = isRecord(raw) ? raw : {};
  const result: BroadcastRecipientResult = { to: text(r.to), status: r.status === 'failed' ? 'failed' : 'sent' };
  if (text(r.messageId)) result.messageId = text(r.messageId);
  if (isRecord(r.error)) result.error = { code: text(r.error.code), title: text(r.error.title ?? r.error.message) };
  return result;
}

function broadcastResult(raw: unknown): BroadcastResult {
  const r = isRecord(raw) ? raw : {};
  const status = r.status === 'scheduled' ? 'scheduled' : 'sent';
  const recipientCount = finite(r.recipientCount, 0);
  const results = list(r.results, recipientResult);
  const failedHere = results.filter((x) => x.status === 'failed').length;
  // Counts from the API, else from its results, else (an API that does not report) every recipient sent.
  const sent = finite(
    r.sent,
    results.length > 0 ? results.length - failedHere : status === 'sent' ? recipientCount : 0,
  );
  return {
    id: text(r.id),
    name: typeof r.name === 'string' ? r.name : '',
    status,
    recipientCount,
    scheduledAt: typeof r.scheduledAt === 'string' ? r.scheduledAt : null,
    sent,
    failed: finite(r.failed, failedHere),
    results,
  };
}

/** Builds `client.whatsapp(clientId)` on the request funnel. Paths and bodies exactly as the API contract (docs/api-contract.md). */
export function createWhatsAppApi(http: HttpClient, clientId: string): WhatsAppApi {
  const c = encodeURIComponent(clientId);
  const seg = (value: string) => encodeURIComponent(value);
  const get = <T>(url: string, defaultMessage: string, params?: QueryParams) =>
    http.request<T>({ method: 'GET', url, params, defaultMessage });
  const post = <T>(url: string, data: unknown, defaultMessage: string) =>
    http.request<T>({ method: 'POST', url, data, defaultMessage });
  const put = <T>(url: string, data: unknown, defaultMessage: string) =>
    http.request<T>({ method: 'PUT', url, data, defaultMessage });
  const del = <T>(url: string, defaultMessage: string) => http.request<T>({ method: 'DELETE', url, defaultMessage });

  const messagesPage: WhatsAppApi['conversations']['messagesPage'] = async (contactPhone, filters = {}) => {
    const env = await http.requestEnvelope<unknown>({
      method: 'GET',
      url: `/whatsapp/conversations/${c}/${seg(contactPhone)}/messages`,
      params: { ...filters },
      defaultMessage: E.getConversationMessages,
    });
    return { items: list(env.data, normalizeMessage), hasMore: env.meta?.hasMore === true };
  };

  // The media code (file sniffing, uploads) is a chunk of its own, loaded on the first media call.
  let mediaApi: Promise<ReturnType<typeof createMediaApi>> | null = null;
  const media = () => (mediaApi ??= import('../media/client').then((m) => m.createMediaApi(http, clientId)));
  let supported: Promise<boolean> | null = null;

  return {
    clientId,

    checkMedia: async (file, options) => (await media()).checkMedia(file, options),
    uploadMedia: async (file, options) => (await media()).uploadMedia(file, options),
    fetchMediaBlob: async (id, options) => (await media()).fetchMediaBlob(id, options),
    fetchMedia: async (id, options) => (await media()).fetchMedia(id, options),
    mediaSupported() {
      supported ??= media()
        .then((m) => m.probe())
        .catch((error: unknown) => {
          supported = null;
          throw error;
        });
      return supported;
    },

    async connect(payload) {
      const env = await http.requestEnvelope<unknown>({
        method: 'POST',
        url: `/whatsapp/connect/${c}`,
        data: payload,
        defaultMessage: E.connect,
      });
      const data = isRecord(env.data) ? env.data : {};
      const status = typeof env.status === 'string' ? env.status : data.status;
      return { ...normalizeConnectionStatus({ ...data, status }), message: env.message };
    },

    async getConnectionStatus() {
      return normalizeConnectionStatus(await get<unknown>(`/whatsapp/connection/${c}`, E.getConnectionStatus));
    },

    templates: {
      async create(template) {
        return normalizeTemplate(
          await post<unknown>(`/whatsapp/template/${c}`, templatePayload(template), E.createTemplate),
        );
      },
      async list(filters = {}) {
        return list(await get<unknown>(`/whatsapp/template/${c}`, E.getTemplates, { ...filters }), normalizeTemplate);
      },
      async update(id, template) {
        return normalizeTemplate(
          await put<unknown>(`/whatsapp/templates/${c}/${seg(id)}`, templatePayload(template), E.updateTemplate),
        );
      },
      async remove(id) {
        return deletedRef(await del<unknown>(`/whatsapp/templates/${c}/${seg(id)}`, E.deleteTemplate), id);
      },
    },

    campaigns: {
      async create(campaign) {
        return normalizeCampaign(await post<unknown>(`/whatsapp/campaigns/${c}`, campaign, E.createCampaign));
      },
      async list(filters = {}) {
        return list(await get<unknown>(`/whatsapp/campaigns/${c}`, E.getCampaigns, { ...filters }), normalizeCampaign);
      },
      async update(id, campaign) {
        return normalizeCampaign(await put<unknown>(`/whatsapp/campaigns/${c}/${seg(id)}`, campaign, E.updateCampaign));
      },
      async remove(id) {
        return deletedRef(await del<unknown>(`/whatsapp/campaigns/${c}/${seg(id)}`, E.deleteCampaign), id);
      },
      async start(id) {
        return normalizeCampaign(await post<unknown>(`/whatsapp/campaigns/${c}/${seg(id)}/start`, {}, E.startCampaign));
      },
      async pause(id) {
        return normalizeCampaign(await post<unknown>(`/whatsapp/campaigns/${c}/${seg(id)}/pause`, {}, E.pauseCampaign));
      },
    },

    messages: {
      async send(message) {
        return normalizeMessage(await post<unknown>(`/whatsapp/messages/${c}/send`, message, E.sendMessage));
      },
      async sendBulk(payload) {
        const data = await post<unknown>(`/whatsapp/messages/${c}/bulk`, payload, E.sendBulk);
        const r = isRecord(data) ? data : {};
        const messages = list(r.messages, normalizeMessage);
        return { queued: finite(r.queued, messages.length), messages };
      },
      async list(filters = {}) {
        return list(await get<unknown>(`/whatsapp/messages/${c}`, E.getMessages, { ...filters }), normalizeMessage);
      },
    },

    contacts: {
      async list(filters = {}) {
        return list(await get<unknown>(`/whatsapp/contacts/${c}`, E.getContacts, { ...filters }), normalizeContact);
      },
      async page(filters = {}) {
        const env = await http.requestEnvelope<unknown>({
          method: 'GET',
          url: `/whatsapp/contacts/${c}`,
          params: { ...filters },
          defaultMessage: E.getContacts,
        });
        const items = list(env.data, normalizeContact);
        const meta = env.meta ?? {};
        return {
          items,
          total: finite(meta.total, items.length),
          page: finite(meta.page, filters.page ?? 1),
          limit: finite(meta.limit, filters.limit ?? items.length),
        };
      },
      async create(contact) {
        return normalizeContact(await post<unknown>(`/whatsapp/contacts/${c}`, contact, E.createContact));
      },
      async update(id, contact) {
        return normalizeContact(await put<unknown>(`/whatsapp/contacts/${c}/${seg(id)}`, contact, E.updateContact));
      },
      async remove(id) {
        return deletedRef(await del<unknown>(`/whatsapp/contacts/${c}/${seg(id)}`, E.deleteContact), id);
      },
    },

    broadcasts: {
      async create(broadcast) {
        return broadcastResult(await post<unknown>(`/whatsapp/broadcasts/${c}`, broadcast, E.sendBroadcast));
      },
    },

    analytics: {
      async get(options = {}) {
        return normalizeAnalytics(await get<unknown>(`/whatsapp/analytics/${c}`, E.getAnalytics, { ...options }));
      },
    },

    conversations: {
      async list(filters = {}) {
        return list(
          await get<unknown>(`/whatsapp/conversations/${c}`, E.getConversations, { ...filters }),
          normalizeConversation,
        );
      },
      async page(filters = {}) {
        const params = { ...filters, page: filters.page ?? 1, limit: filters.limit ?? CONVERSATIONS_PAGE_SIZE };
        const env = await http.requestEnvelope<unknown>({
          method: 'GET',
          url: `/whatsapp/conversations/${c}`,
          params,
          defaultMessage: E.getConversations,
        });
        const items = list(env.data, normalizeConversation);
        const meta = env.meta ?? {};
        const page = finite(meta.page, params.page);
        const limit = finite(meta.limit, params.limit);
        const total = finite(meta.total, Number.NaN);
        return {
          items,
          total: Number.isNaN(total) ? items.length : total,
          unread: finite(meta.unread, items.filter((i) => i.unreadCount > 0).length),
          page,
          limit,
          // Without a total, a page exactly as long as asked for may be followed by more (a longer one means the API
          // ignored the limit and answered everything).
          hasMore:
            typeof meta.hasMore === 'boolean'
              ? meta.hasMore
              : Number.isNaN(total)
                ? items.length === limit
                : page * limit < total,
        };
      },
      async messages(contactPhone, filters = {}) {
        return (await messagesPage(contactPhone, filters)).items;
      },
      messagesPage,
      async create(payload) {
        return normalizeConversation(
          await post<unknown>(
            `/whatsapp/conversations/${c}`,
            { contactPhone: payload.contactPhone },
            E.createConversation,
          ),
        );
      },
    },
  };
}
