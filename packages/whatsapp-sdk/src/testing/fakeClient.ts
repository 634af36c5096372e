import axios from 'axios';
import type { AuthApi } from '../auth';
import { AUTH_DEFAULT_ERRORS } from '../auth';
import type { WacrmClient } from '../client/create';
import { ApiError } from '../client/errors';
import type { HttpClient } from '../client/http';
import { memoryTokenStore, type TokenStore } from '../client/tokens';
import type {
  AudienceMember,
  Campaign,
  Contact,
  Conversation,
  Message,
  SendMessagePayload,
  Template,
  User,
} from '../model';
import {
  MESSAGES,
  VALIDATION_MESSAGES,
  broadcastGroupPhones,
  broadcastWindows,
  canEditCampaign,
  canEditTemplate,
  missingRecipientParameters,
  normalizePhone,
  splitRecipientNumbers,
} from '../rules';
import { createClientSession, createPartialRegistrationStore, memoryStorage } from '../session';
import {
  CONVERSATIONS_PAGE_SIZE,
  WHATSAPP_DEFAULT_ERRORS,
  type ConversationFilters,
  type WhatsAppApi,
} from '../whatsapp';
import { createFakeMedia, mediaFieldsOf, type FakeMediaControls } from './fakeMedia';
import { createFakeRealtime, type FakeRealtime } from './fakeRealtime';
import { createFixtures, makeMessage, type FakeFixtures } from './fixtures';

/** Operation names used by `calls`, `failNext` and `setFailure` (e.g. 'templates.create', 'auth.login'). */
export type FakeOperation =
  | `auth.${Exclude<keyof AuthApi, 'logout' | 'hasSession'>}`
  | 'connect'
  | 'getConnectionStatus'
  | `templates.${keyof WhatsAppApi['templates']}`
  | `campaigns.${keyof WhatsAppApi['campaigns']}`
  | `messages.${keyof WhatsAppApi['messages']}`
  | `contacts.${keyof WhatsAppApi['contacts']}`
  | 'broadcasts.create'
  | 'analytics.get'
  | `conversations.${keyof WhatsAppApi['conversations']}`;

export interface FakeFailure {
  status?: number;
  code?: string;
  /** Defaults to the operation's default message of spec section 8. */
  message?: string;
}

export interface FakeCall {
  op: FakeOperation;
  args: unknown[];
}

export interface FakeClientOptions {
  /** Data to serve; `createFixtures()` by default (pass `createFixtures({ templates: [] })` for empty states). */
  fixtures?: FakeFixtures;
  /** Start signed in as `fixtures.user` (default true). */
  signedIn?: boolean;
  /** Delay of every call in ms (default 0; stories may use e.g. 300 to show loading states). */
  latencyMs?: number;
  /** The code every OTP check accepts (default '123456'). */
  otp?: string;
  /** Connect realtime clients as soon as `connect()` is called (default true); false keeps them failing. */
  realtimeAvailable?: boolean;
  /** Echo socket sends as `whatsapp_message` (default true). */
  echo?: boolean;
  /** Clock (default Date.now). */
  now?: () => number;
  /**
   * Simulated delivery: every sent message moves sent -> delivered -> read, one step every this many ms, pushed
   * as `message_status_update` (default 0 = off; stories may use e.g. 800 like the mock API).
   */
  deliveryStepMs?: number;
}

/** Handles for tests and stories. */
export interface FakeControls {
  /** The live data; mutate it freely between calls. */
  readonly db: FakeFixtures;
  /** Every call in order, with its arguments. */
  readonly calls: FakeCall[];
  /** Calls made to one operation. */
  callsTo(op: FakeOperation): unknown[][];
  /** The next call of `op` rejects with an ApiError. */
  failNext(op: FakeOperation, failure?: FakeFailure): void;
  /** Every call of `op` rejects (until `setFailure(op, null)`). */
  setFailure(op: FakeOperation, failure: FakeFailure | null): void;
  /** The realtime fake of a client id (created on first use). */
  realtime(clientId?: string): FakeRealtime;
  /** Sets the latency of every call. */
  setLatency(ms: number): void;
  /** The media calls' uploads and knobs (testing/fakeMedia.ts). */
  readonly media: FakeMediaControls;
}

/** The fake: the same interface as `createWacrmClient`, plus `controls`. No network. */
export interface FakeWacrmClient extends WacrmClient {
  readonly controls: FakeControls;
  /** The fake realtime client (with its `controls`). */
  realtime(clientId: string): FakeRealtime;
}

const DEFAULTS: Readonly<Record<FakeOperation, string>> = {
  'auth.checkUser': AUTH_DEFAULT_ERRORS.checkUser,
  'auth.register': AUTH_DEFAULT_ERRORS.register,
  'auth.login': AUTH_DEFAULT_ERRORS.login,
  'auth.sendEmailOtp': AUTH_DEFAULT_ERRORS.sendEmailOtp,
  'auth.verifyEmailOtp': AUTH_DEFAULT_ERRORS.verifyEmailOtp,
  'auth.refreshToken': AUTH_DEFAULT_ERRORS.refreshToken,
  'auth.getProfile': AUTH_DEFAULT_ERRORS.getProfile,
  connect: WHATSAPP_DEFAULT_ERRORS.connect,
  getConnectionStatus: WHATSAPP_DEFAULT_ERRORS.getConnectionStatus,
  'templates.create': WHATSAPP_DEFAULT_ERRORS.createTemplate,
  'templates.list': WHATSAPP_DEFAULT_ERRORS.getTemplates,
  'templates.update': WHATSAPP_DEFAULT_ERRORS.updateTemplate,
  'templates.remove': WHATSAPP_DEFAULT_ERRORS.deleteTemplate,
  'campaigns.create': WHATSAPP_DEFAULT_ERRORS.createCampaign,
  'campaigns.list': WHATSAPP_DEFAULT_ERRORS.getCampaigns,
  'campaigns.update': WHATSAPP_DEFAULT_ERRORS.updateCampaign,
  'campaigns.remove': WHATSAPP_DEFAULT_ERRORS.deleteCampaign,
  'campaigns.start': WHATSAPP_DEFAULT_ERRORS.startCampaign,
  'campaigns.pause': WHATSAPP_DEFAULT_ERRORS.pauseCampaign,
  'messages.send': WHATSAPP_DEFAULT_ERRORS.sendMessage,
  'messages.sendBulk': WHATSAPP_DEFAULT_ERRORS.sendBulk,
  'messages.list': WHATSAPP_DEFAULT_ERRORS.getMessages,
  'contacts.list': WHATSAPP_DEFAULT_ERRORS.getContacts,
  'contacts.page': WHATSAPP_DEFAULT_ERRORS.getContacts,
  'contacts.create': WHATSAPP_DEFAULT_ERRORS.createContact,
  'contacts.update': WHATSAPP_DEFAULT_ERRORS.updateContact,
  'contacts.remove': WHATSAPP_DEFAULT_ERRORS.deleteContact,
  'broadcasts.create': WHATSAPP_DEFAULT_ERRORS.sendBroadcast,
  'analytics.get': WHATSAPP_DEFAULT_ERRORS.getAnalytics,
  'conversations.list': WHATSAPP_DEFAULT_ERRORS.getConversations,
  'conversations.page': WHATSAPP_DEFAULT_ERRORS.getConversations,
  'conversations.messages': WHATSAPP_DEFAULT_ERRORS.getConversationMessages,
  'conversations.messagesPage': WHATSAPP_DEFAULT_ERRORS.getConversationMessages,
  'conversations.create': WHATSAPP_DEFAULT_ERRORS.createConversation,
};

/**
 * A deep copy of plain data (objects, arrays, dates, primitives), so callers never share objects with the fake's
 * data. Hand-written because structuredClone is several times slower on lists of 10,000 records (benchmarks and
 * large stories use the fake).
 */
function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = clone((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}

function key(phone: string): string {
  return normalizePhone(phone) || phone.trim();
}

function includes(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

function notFound(what: string): ApiError {
  return new ApiError({ status: 404, code: 'NOT_FOUND', message: `${what} not found` });
}

/**
 * 'Parameter n is required' for a body parameter of the template the campaign leaves blank, as the API answers it:
 * 400 VALIDATION_ERROR on create and update, 422 TEMPLATE_PARAMETERS_MISSING on start.
 */
function checkCampaignParameters(
  template: Template | undefined,
  parameters: Readonly<Record<string, unknown>> | undefined,
  audience: readonly AudienceMember[],
  refusal: { status: number; code: string } = { status: 400, code: 'VALIDATION_ERROR' },
): void {
  // Each recipient's own values count: their name in {{1}} fills it for them.
  const missing = missingRecipientParameters(template, parameters, audience)[0];
  if (missing) {
    throw new ApiError({ ...refusal, message: missing.message, field: `parameters.${missing.key}` });
  }
}

/** An in-memory client for widget tests and stories: seedable fixtures, a controllable realtime, no network. */
export function createFakeWacrmClient(options: FakeClientOptions = {}): FakeWacrmClient {
  const db = options.fixtures ?? createFixtures();
  const fakeMedia = createFakeMedia();
  if (!db.users.some((u) => u.userId === db.user.userId)) db.users.push(db.user);
  const now = options.now ?? Date.now;
  const otp = options.otp ?? '123456';
  let latency = options.latencyMs ?? 0;
  const calls: FakeCall[] = [];
  const failNext = new Map<FakeOperation, FakeFailure>();
  const failAlways = new Map<FakeOperation, FakeFailure>();
  const verified = new Set<string>();
  let idSeq = 1000;
  const newId = (prefix: string) => `${prefix}_${(idSeq += 1)}`;
  const iso = () => new Date(now()).toISOString();

  const tokens: TokenStore = memoryTokenStore(
    options.signedIn === false ? undefined : { accessToken: 'fake-access-token', refreshToken: 'fake-refresh-token' },
  );
  const storage = memoryStorage();
  const session = createClientSession({ storage, now });
  const partialRegistration = createPartialRegistrationStore({ storage });
  if (options.signedIn !== false) session.start();

  async function run<T>(op: FakeOperation, args: unknown[], body: () => T): Promise<T> {
    calls.push({ op, args: clone(args) });
    if (latency > 0) await new Promise((r) => setTimeout(r, latency));
    else await Promise.resolve();
    const failure = failNext.get(op) ?? failAlways.get(op);
    if (failure) {
      failNext.delete(op);
      throw new ApiError({
        status: failure.status ?? 500,
        code: failure.code ?? `HTTP_${failure.status ?? 500}`,
        message: failure.message ?? DEFAULTS[op],
      });
    }
    return clone(body());
  }

  function requireSession() {
    if (!tokens.getAccessToken()) throw new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });
  }

  function findUser(email?: string, phone?: string): User | undefined {
    if (email) return db.users.find((u) => u.email.toLowerCase() === email.toLowerCase());
    if (phone) return db.users.find((u) => key(u.phoneNumber) === key(phone));
    return undefined;
  }

  function signIn(user: User) {
    tokens.setTokens({ accessToken: `fake-access-${user.userId}`, refreshToken: `fake-refresh-${user.userId}` });
    session.start();
    db.user = user;
  }

  // ---- conversations and messages -------------------------------------------------------------
  function thread(phone: string): Message[] {
    const k = key(phone);
    const existing = Object.keys(db.messages).find((p) => key(p) === k);
    if (existing) return db.messages[existing] ?? [];
    const list: Message[] = [];
    db.messages[phone] = list;
    return list;
  }

  function touchConversation(message: Message) {
    const k = key(message.contactPhone);
    const index = db.conversations.findIndex((c) => key(c.contactPhone) === k);
    const inbound = message.direction === 'inbound';
    const prev: Conversation =
      index >= 0
        ? (db.conversations[index] as Conversation)
        : {
            id: newId('conv'),
            contactPhone: message.contactPhone,
            contactName: message.contactName || message.contactPhone,
            contactStatus: 'unknown',
            contactLastInteraction: '',
            lastMessage: '',
            lastMessageAt: message.createdAt,
            lastInboundAt: null,
            unreadCount: 0,
            isPinned: false,
            tags: [],
          };
    const next: Conversation = {
      ...prev,
      lastMessage: message.text,
      lastMessageAt: message.createdAt,
      unreadCount: inbound ? prev.unreadCount + 1 : prev.unreadCount,
      lastInboundAt: inbound ? message.createdAt : prev.lastInboundAt,
    };
    if (index >= 0) db.conversations.splice(index, 1);
    db.conversations.unshift(next);
  }

  function storeMessage(message: Message) {
    const list = thread(message.contactPhone);
    if (message.id && list.some((m) => m.id === message.id)) return;
    list.push(message);
    touchConversation(message);
  }

  function acceptSend(payload: SendMessagePayload): Message {
    const k = key(payload.to);
    const conv = db.conversations.find((c) => key(c.contactPhone) === k);
    const message = makeMessage({
      id: newId('msg'),
      direction: 'outbound',
      contactPhone: conv?.contactPhone ?? payload.to,
      contactName: conv?.contactName ?? '',
      to: payload.to,
      type: payload.type,
      text:
        payload.type === 'text'
          ? typeof payload.text === 'string'
            ? payload.text
            : ''
          : (payload.template?.name ?? ''),
      templateName: payload.template?.name ?? '',
      ...mediaFieldsOf(payload),
      status: 'sent',
      createdAt: iso(),
    });
    if (payload.clientMessageId) message.clientMessageId = payload.clientMessageId;
    storeMessage(message);
    simulateDelivery(message);
    return message;
  }

  function simulateDelivery(message: Message) {
    const step = options.deliveryStepMs ?? 0;
    if (step <= 0) return;
    (['delivered', 'read'] as const).forEach((status, i) => {
      setTimeout(
        () => {
          const stored = thread(message.contactPhone).find((m) => m.id === message.id);
          if (stored) stored.status = status;
          for (const rt of realtimeByClient.values()) {
            rt.controls.emitStatus({
              messageId: message.id,
              status,
              ...(message.clientMessageId ? { clientMessageId: message.clientMessageId } : {}),
            });
          }
        },
        step * (i + 1),
      );
    });
  }

  // ---- auth ------------------------------------------------------------------------------------
  const auth: AuthApi = {
    checkUser: (payload) =>
      run('auth.checkUser', [payload], () => {
        const exists = findUser(payload.email, payload.phone) !== undefined;
        const mode = payload.mode ?? 'register';
        if (mode === 'login' && !exists) {
          throw new ApiError({ status: 404, code: 'USER_NOT_FOUND', message: MESSAGES.auth.accountNotFound });
        }
        if (mode === 'register' && exists) {
          throw new ApiError({ status: 409, code: 'USER_ALREADY_EXISTS', message: MESSAGES.auth.accountExists });
        }
        return { exists, message: exists ? 'User exists' : 'User not found' };
      }),
    sendEmailOtp: (payload) =>
      run('auth.sendEmailOtp', [payload], () => ({ message: 'OTP sent', expiresInSeconds: 600, resendInSeconds: 60 })),
    verifyEmailOtp: (payload) =>
      run('auth.verifyEmailOtp', [payload], () => {
        if (payload.otp !== otp)
          throw new ApiError({ status: 400, code: 'INVALID_OTP', message: MESSAGES.emailCode.invalid });
        verified.add(payload.email.toLowerCase());
        return { verified: true, message: 'OTP verified' };
      }),
    login: (payload) =>
      run('auth.login', [payload], () => {
        const user = findUser(payload.email, payload.phone);
        if (!user) throw new ApiError({ status: 404, code: 'USER_NOT_FOUND', message: MESSAGES.auth.accountNotFound });
        signIn(user);
        return {
          accessToken: tokens.getAccessToken() ?? '',
          refreshToken: tokens.getRefreshToken() ?? '',
          user,
        };
      }),
    register: (payload) =>
      run('auth.register', [payload], () => {
        if (findUser(payload.email) || findUser(undefined, payload.phone)) {
          throw new ApiError({ status: 409, code: 'USER_ALREADY_EXISTS', message: MESSAGES.auth.accountExists });
        }
        const user: User = {
          userId: newId('user'),
          firstName: payload.firstName,
          lastName: payload.lastName,
          email: payload.email,
          phoneNumber: normalizePhone(payload.phone),
          plan: 'trial',
          status: 'active',
          emailVerified: Boolean(payload.googleCredential),
          createdAt: iso(),
          role: 'owner',
        };
        db.users.push(user);
        signIn(user);
        const pair = { accessToken: tokens.getAccessToken() ?? '', refreshToken: tokens.getRefreshToken() ?? '' };
        return { ...user, ...pair, tokens: pair };
      }),
    refreshToken: (payload) =>
      run('auth.refreshToken', [payload], () => {
        const accessToken = `fake-access-${newId('r')}`;
        tokens.setTokens({ accessToken, refreshToken: payload.refreshToken });
        return { token: accessToken, accessToken, refreshToken: payload.refreshToken };
      }),
    getProfile: () =>
      run('auth.getProfile', [], () => {
        requireSession();
        return db.user;
      }),
    logout() {
      tokens.clear();
      session.clear();
      return Promise.resolve();
    },
    hasSession: () => tokens.getAccessToken() !== null || tokens.getRefreshToken() !== null,
  };

  // ---- whatsapp --------------------------------------------------------------------------------
  function templateById(id: string): Template {
    const t = db.templates.find((x) => x.id === id);
    if (!t) throw notFound('Template');
    return t;
  }
  function campaignById(id: string): Campaign {
    const c = db.campaigns.find((x) => x.id === id);
    if (!c) throw notFound('Campaign');
    return c;
  }
  function contactById(id: string): Contact {
    const c = db.contacts.find((x) => x.id === id);
    if (!c) throw notFound('Contact');
    return c;
  }

  const whatsappByClient = new Map<string, WhatsAppApi>();
  function whatsapp(clientId: string): WhatsAppApi {
    const cached = whatsappByClient.get(clientId);
    if (cached) return cached;
    const api: WhatsAppApi = {
      clientId,
      ...fakeMedia.api(clientId),
      connect: (payload) =>
        run('connect', [payload], () => {
          requireSession();
          db.connection = {
            connected: true,
            status: 'connected',
            phoneNumberId: payload.phoneNumberId,
            ...(payload.businessAccountId ? { businessAccountId: payload.businessAccountId } : {}),
            accessTokenMasked: `${payload.accessToken.slice(0, 4)}…`,
          };
          return { ...db.connection, message: MESSAGES.success.whatsappConnected };
        }),
      getConnectionStatus: () => run('getConnectionStatus', [], () => db.connection),
      templates: {
        create: (input) =>
          run('templates.create', [input], () => {
            if (db.templates.some((t) => t.name === input.name && t.language === input.language)) {
              throw new ApiError({
                status: 409,
                code: 'CONFLICT',
                message: `A template named '${input.name}' already exists in ${input.language}`,
              });
            }
            const ttl = input.message_send_ttl_seconds;
            const template: Template = {
              id: newId('tpl'),
              name: input.name,
              displayName: input.displayName ?? input.name,
              category: input.category,
              language: input.language,
              status: 'PENDING',
              components: input.components,
              createdAt: iso(),
              updatedAt: iso(),
              ...(typeof ttl === 'number' ? { message_send_ttl_seconds: ttl } : {}),
            };
            db.templates.unshift(template);
            return template;
          }),
        list: (filters = {}) =>
          run('templates.list', [filters], () =>
            db.templates.filter(
              (t) =>
                (!filters.status || t.status === filters.status.toUpperCase()) &&
                (!filters.category || t.category === filters.category.toUpperCase()) &&
                (!filters.search || includes(`${t.name} ${t.displayName}`, filters.search)),
            ),
          ),
        update: (id, input) =>
          run('templates.update', [id, input], () => {
            const current = templateById(id);
            if (!canEditTemplate(current.status)) {
              throw new ApiError({
                status: 409,
                code: 'CONFLICT',
                message: VALIDATION_MESSAGES.templateNotEditable,
              });
            }
            const { message_send_ttl_seconds: ttl, ...rest } = input;
            // Meta reviews an edited template again (as the mock API does).
            const { rejectionReason: _reason, ...kept } = current;
            const next: Template = { ...kept, ...rest, status: 'PENDING', updatedAt: iso() };
            if (typeof ttl === 'number') next.message_send_ttl_seconds = ttl;
            db.templates[db.templates.indexOf(current)] = next;
            return next;
          }),
        remove: (id) =>
          run('templates.remove', [id], () => {
            db.templates.splice(db.templates.indexOf(templateById(id)), 1);
            return { id };
          }),
      },
      campaigns: {
        create: (input) =>
          run('campaigns.create', [input], () => {
            const template = db.templates.find((t) => t.name === input.templateName);
            if (!template || template.status !== 'APPROVED') {
              throw new ApiError({ status: 422, code: 'TEMPLATE_NOT_APPROVED', message: 'Template is not approved' });
            }
            checkCampaignParameters(template, input.parameters, input.audience);
            const campaign: Campaign = {
              id: newId('cmp'),
              name: input.name,
              templateName: input.templateName,
              audience: input.audience,
              scheduledAt: input.scheduledAt ?? null,
              parameters: input.parameters ?? {},
              status: 'draft',
              sent: 0,
              delivered: 0,
              read: 0,
              failed: 0,
              createdAt: iso(),
              updatedAt: iso(),
            };
            db.campaigns.unshift(campaign);
            return campaign;
          }),
        list: (filters = {}) =>
          run('campaigns.list', [filters], () =>
            db.campaigns.filter((c) => !filters.status || c.status === filters.status),
          ),
        update: (id, input) =>
          run('campaigns.update', [id, input], () => {
            const current = campaignById(id);
            if (!canEditCampaign(current.status)) {
              throw new ApiError({ status: 409, code: 'CONFLICT', message: 'A completed campaign cannot be edited' });
            }
            if (input.templateName !== undefined || input.parameters !== undefined || input.audience !== undefined) {
              const template = db.templates.find((t) => t.name === (input.templateName ?? current.templateName));
              checkCampaignParameters(
                template,
                input.parameters ?? current.parameters,
                input.audience ?? current.audience,
              );
            }
            const next: Campaign = {
              ...current,
              ...input,
              scheduledAt: input.scheduledAt ?? current.scheduledAt,
              parameters: input.parameters ?? current.parameters,
              updatedAt: iso(),
            };
            db.campaigns[db.campaigns.indexOf(current)] = next;
            return next;
          }),
        remove: (id) =>
          run('campaigns.remove', [id], () => {
            db.campaigns.splice(db.campaigns.indexOf(campaignById(id)), 1);
            return { id };
          }),
        start: (id) =>
          run('campaigns.start', [id], () => {
            const current = campaignById(id);
            const template = db.templates.find((t) => t.name === current.templateName);
            checkCampaignParameters(template, current.parameters, current.audience, {
              status: 422,
              code: 'TEMPLATE_PARAMETERS_MISSING',
            });
            const next: Campaign = { ...current, status: 'active', updatedAt: iso() };
            db.campaigns[db.campaigns.indexOf(current)] = next;
            return next;
          }),
        pause: (id) =>
          run('campaigns.pause', [id], () => {
            const current = campaignById(id);
            const next: Campaign = { ...current, status: 'paused', updatedAt: iso() };
            db.campaigns[db.campaigns.indexOf(current)] = next;
            return next;
          }),
      },
      messages: {
        send: (payload) => run('messages.send', [payload], () => acceptSend(payload)),
        sendBulk: (payload) =>
          run('messages.sendBulk', [payload], () => {
            const messages = payload.recipients.map((to) =>
              acceptSend({
                to,
                type: 'template',
                template: { name: payload.templateName, language: { code: 'en_US' }, components: [] },
              }),
            );
            return { queued: messages.length, messages };
          }),
        list: (filters = {}) =>
          run('messages.list', [filters], () => {
            let all = Object.values(db.messages).flat();
            if (filters.contactPhone) all = all.filter((m) => key(m.contactPhone) === key(filters.contactPhone ?? ''));
            if (filters.status) all = all.filter((m) => m.status === filters.status);
            all.sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
            return filters.limit ? all.slice(-filters.limit) : all;
          }),
      },
      contacts: {
        list: (filters = {}) => run('contacts.list', [filters], () => filterContacts(filters).items),
        page: (filters = {}) => run('contacts.page', [filters], () => filterContacts(filters)),
        create: (input) =>
          run('contacts.create', [input], () => {
            if (db.contacts.some((c) => key(c.phone) === key(input.phone))) {
              throw new ApiError({
                status: 409,
                code: 'CONFLICT',
                message: 'A contact with this phone number already exists',
              });
            }
            const contact: Contact = {
              id: newId('ct'),
              name: input.name,
              phone: input.phone,
              email: input.email ?? '',
              tags: input.tags ?? [],
              source: input.source ?? 'Manual',
              status: input.status ?? 'active',
              lastInteraction: input.lastInteraction ?? iso().slice(0, 10),
              notes: input.notes ?? '',
              createdAt: iso(),
            };
            db.contacts.unshift(contact);
            return contact;
          }),
        update: (id, input) =>
          run('contacts.update', [id, input], () => {
            const current = contactById(id);
            const next: Contact = { ...current, ...input };
            db.contacts[db.contacts.indexOf(current)] = next;
            return next;
          }),
        remove: (id) =>
          run('contacts.remove', [id], () => {
            db.contacts.splice(db.contacts.indexOf(contactById(id)), 1);
            return { id };
          }),
      },
      broadcasts: {
        create: (payload) =>
          run('broadcasts.create', [payload], () => {
            const scheduled = Boolean(payload.scheduleDate);
            // As the mock API: a group's contacts by tag, or the numbers given; a custom message fails (Meta's
            // 131047) for a recipient outside the 24-hour window.
            const named = typeof payload.recipients === 'string' ? payload.recipients : '';
            const phones =
              broadcastGroupPhones(named, db.contacts) ??
              [
                ...new Set(
                  (Array.isArray(payload.recipients) ? payload.recipients : splitRecipientNumbers(named)).map((p) =>
                    normalizePhone(p),
                  ),
                ),
              ].filter(Boolean);
            const windows = broadcastWindows(phones, db.conversations, now());
            const results = scheduled
              ? []
              : phones.map((to) =>
                  payload.messageType === 'custom' && windows.closed.includes(to)
                    ? { to, status: 'failed' as const, error: { code: '131047', title: 'Re-engagement message' } }
                    : { to, status: 'sent' as const },
                );
            const failed = results.filter((r) => r.status === 'failed').length;
            return {
              id: newId('bc'),
              name: payload.name,
              status: scheduled ? ('scheduled' as const) : ('sent' as const),
              recipientCount: phones.length,
              scheduledAt: scheduled ? `${payload.scheduleDate}T${payload.scheduleTime ?? '00:00'}:00.000Z` : null,
              sent: results.length - failed,
              failed,
              results,
            };
          }),
      },
      analytics: {
        get: (options = {}) => run('analytics.get', [options], () => db.analytics),
      },
      conversations: {
        list: (filters = {}) => run('conversations.list', [filters], () => filterConversations(filters)),
        page: (filters = {}) =>
          run('conversations.page', [filters], () => {
            const matching = filterConversations(filters);
            const page = filters.page ?? 1;
            const limit = filters.limit ?? CONVERSATIONS_PAGE_SIZE;
            if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
              throw new ApiError({
                status: 400,
                code: 'VALIDATION_ERROR',
                message: 'page must be a whole number from 1, limit one between 1 and 1000',
                field: !Number.isInteger(page) || page < 1 ? 'page' : 'limit',
              });
            }
            return {
              items: matching.slice((page - 1) * limit, page * limit),
              total: matching.length,
              unread: matching.reduce((n, c) => n + (c.unreadCount > 0 ? 1 : 0), 0),
              page,
              limit,
            };
          }),
        messages: (phone, filters = {}) =>
          run('conversations.messages', [phone, filters], () => pageOf(phone, filters).items),
        messagesPage: (phone, filters = {}) =>
          run('conversations.messagesPage', [phone, filters], () => pageOf(phone, filters)),
        create: (payload) =>
          run('conversations.create', [payload], () => {
            const k = key(payload.contactPhone);
            const existing = db.conversations.find((c) => key(c.contactPhone) === k);
            if (existing) return existing;
            const contact = db.contacts.find((c) => key(c.phone) === k);
            const conversation: Conversation = {
              id: newId('conv'),
              contactPhone: payload.contactPhone,
              contactName: contact?.name ?? payload.contactPhone,
              contactStatus: contact?.status ?? 'unknown',
              contactLastInteraction: contact?.lastInteraction ?? '',
              lastMessage: '',
              lastMessageAt: iso(),
              lastInboundAt: null,
              unreadCount: 0,
              isPinned: false,
              tags: contact?.tags ?? [],
            };
            db.conversations.unshift(conversation);
            return conversation;
          }),
      },
    };
    whatsappByClient.set(clientId, api);
    return api;
  }

  function filterContacts(filters: { search?: string; status?: string; tag?: string; page?: number; limit?: number }) {
    const all = db.contacts.filter(
      (c) =>
        (!filters.search || includes(`${c.name} ${c.phone} ${c.email}`, filters.search)) &&
        (!filters.status || c.status === filters.status.toLowerCase()) &&
        (!filters.tag || c.tags.includes(filters.tag)),
    );
    const limit = filters.limit ?? all.length;
    const page = filters.page ?? 1;
    const items = filters.limit ? all.slice((page - 1) * limit, page * limit) : all;
    return { items, total: all.length, page, limit };
  }

  function pageOf(phone: string, filters: { limit?: number; before?: string }) {
    let list = [...thread(phone)].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
    if (filters.before) {
      const at = list.findIndex((m) => m.id === filters.before);
      if (at >= 0) list = list.slice(0, at);
    }
    const limit = filters.limit ?? list.length;
    const items = list.slice(Math.max(0, list.length - limit));
    return { items, hasMore: items.length < list.length };
  }

  /** Newest activity first, filtered as the API filters. */
  function filterConversations(filters: ConversationFilters): Conversation[] {
    return [...db.conversations]
      .sort((a, b) => (a.lastMessageAt < b.lastMessageAt ? 1 : a.lastMessageAt > b.lastMessageAt ? -1 : 0))
      .filter(
        (c) =>
          (!filters.unread || c.unreadCount > 0) &&
          (!filters.search || includes(`${c.contactName} ${c.contactPhone} ${c.lastMessage}`, filters.search)),
      );
  }

  // ---- realtime --------------------------------------------------------------------------------
  const realtimeByClient = new Map<string, FakeRealtime>();
  function realtime(clientId: string): FakeRealtime {
    let rt = realtimeByClient.get(clientId);
    if (!rt) {
      rt = createFakeRealtime({
        clientId,
        now,
        accept: acceptSend,
        onIncoming: (m) => storeMessage(m),
        sendViaHttp: (payload) => whatsapp(clientId).messages.send(payload),
        ...(options.echo === false ? { echo: false } : {}),
      });
      if (options.realtimeAvailable === false) rt.controls.failConnection();
      realtimeByClient.set(clientId, rt);
    }
    return rt;
  }

  const unsupported = (): Promise<never> =>
    Promise.reject(
      new ApiError({ status: 0, code: 'NOT_SUPPORTED', message: 'The fake client has no HTTP transport' }),
    );
  const http: HttpClient = {
    axios: axios.create(),
    tokens,
    request: unsupported,
    requestEnvelope: unsupported,
    requestBlob: unsupported,
    refreshSession: () =>
      auth.refreshToken({ refreshToken: tokens.getRefreshToken() ?? '' }).then((r) => r.accessToken),
    clearSession: () => void auth.logout(),
    endSession: () => {
      const refreshToken = tokens.getRefreshToken();
      void auth.logout();
      return refreshToken;
    },
    dispose: () => undefined,
  };

  const controls: FakeControls = {
    db,
    calls,
    callsTo: (op) => calls.filter((c) => c.op === op).map((c) => c.args),
    failNext: (op, failure = {}) => void failNext.set(op, failure),
    setFailure: (op, failure) => void (failure ? failAlways.set(op, failure) : failAlways.delete(op)),
    realtime: (clientId = db.user.userId) => realtime(clientId),
    setLatency: (ms) => {
      latency = ms;
    },
    media: fakeMedia.controls,
  };

  return {
    baseURL: 'fake://wacrm/api/v1',
    socketURL: 'fake://wacrm',
    auth,
    whatsapp,
    realtime,
    tokens,
    session,
    partialRegistration,
    http,
    controls,
  };
}
