import type { Analytics, Campaign, ConnectionStatus, Contact, Conversation, Message, Template, User } from '../model';

/** Everything the fake client serves; every list is a fresh copy per `createFixtures()`. */
export interface FakeFixtures {
  user: User;
  /** Known accounts for check-user/login (the signed-in user is added automatically). */
  users: User[];
  connection: ConnectionStatus;
  templates: Template[];
  campaigns: Campaign[];
  contacts: Contact[];
  conversations: Conversation[];
  /** Messages by contact phone, oldest first. */
  messages: Record<string, Message[]>;
  analytics: Analytics;
}

/** A fixed clock so stories and snapshots are stable: 2026-11-21 10:00 UTC. */
export const FIXTURE_NOW = Date.parse('2026-11-21T10:00:00.000Z');

/** ISO time `minutes` before FIXTURE_NOW. */
export function minutesAgo(minutes: number): string {
  return new Date(FIXTURE_NOW - minutes * 60_000).toISOString();
}

export const DEMO_CLIENT_ID = 'user_demo';

export function makeUser(partial: Partial<User> = {}): User {
  return {
    userId: DEMO_CLIENT_ID,
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@acme.io',
    phoneNumber: '+919876543210',
    plan: 'trial',
    status: 'active',
    emailVerified: true,
    createdAt: minutesAgo(60 * 24 * 30),
    role: 'owner',
    ...partial,
  };
}

let seq = 0;
function nextId(prefix: string): string {
  seq += 1;
  return `${prefix}_${seq}`;
}

export function makeTemplate(partial: Partial<Template> = {}): Template {
  const createdAt = partial.createdAt ?? minutesAgo(60 * 24 * 7);
  return {
    id: nextId('tpl'),
    name: 'welcome_message',
    displayName: 'Welcome message',
    category: 'MARKETING',
    language: 'en_US',
    status: 'APPROVED',
    components: [
      { type: 'BODY', text: 'Hi {{1}}, welcome to Acme! Reply STOP to opt out.', example: { body_text: [['Ann']] } },
    ],
    createdAt,
    updatedAt: createdAt,
    ...partial,
  };
}

export function makeCampaign(partial: Partial<Campaign> = {}): Campaign {
  const createdAt = partial.createdAt ?? minutesAgo(60 * 24 * 3);
  return {
    id: nextId('cmp'),
    name: 'Diwali offer',
    templateName: 'welcome_message',
    audience: [{ phone: '+919812345678' }, { phone: '+14155550123' }],
    scheduledAt: null,
    parameters: { param1: 'Ann' },
    status: 'draft',
    sent: 0,
    delivered: 0,
    read: 0,
    failed: 0,
    createdAt,
    updatedAt: createdAt,
    ...partial,
  };
}

export function makeContact(partial: Partial<Contact> = {}): Contact {
  return {
    id: nextId('ct'),
    name: 'Ann Lee',
    phone: '+919812345678',
    email: 'ann@lee.io',
    tags: ['Customer'],
    source: 'Website',
    status: 'active',
    lastInteraction: '2026-11-20',
    notes: '',
    createdAt: minutesAgo(60 * 24 * 10),
    ...partial,
  };
}

export function makeMessage(partial: Partial<Message> = {}): Message {
  const direction = partial.direction ?? 'inbound';
  const contactPhone = partial.contactPhone ?? '+919812345678';
  const message: Message = {
    id: nextId('msg'),
    type: 'text',
    text: 'Hello!',
    direction,
    contactPhone,
    contactName: 'Ann Lee',
    to: direction === 'outbound' ? contactPhone : '',
    templateName: '',
    status: direction === 'outbound' ? 'sent' : 'delivered',
    createdAt: minutesAgo(5),
    ...partial,
  };
  return message;
}

export function makeConversation(partial: Partial<Conversation> = {}): Conversation {
  return {
    id: nextId('conv'),
    contactPhone: '+919812345678',
    contactName: 'Ann Lee',
    contactStatus: 'active',
    contactLastInteraction: '2026-11-20',
    lastMessage: 'Hello!',
    lastMessageAt: minutesAgo(5),
    lastInboundAt: minutesAgo(5),
    unreadCount: 0,
    isPinned: false,
    tags: [],
    ...partial,
  };
}

/** The demo data set: a connected account, 4 templates, 3 campaigns, 5 contacts, 4 conversations. */
export function createFixtures(overrides: Partial<FakeFixtures> = {}): FakeFixtures {
  const user = overrides.user ?? makeUser();
  const templates = [
    makeTemplate({ id: 'tpl_welcome' }),
    makeTemplate({
      id: 'tpl_order',
      name: 'order_update',
      displayName: 'Order update',
      category: 'UTILITY',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['#1042'] } },
        {
          type: 'BODY',
          text: 'Hi {{1}}, your order {{2}} is *on its way*.',
          example: { body_text: [['Ann', '#1042']] },
        },
        { type: 'FOOTER', text: 'Acme Store' },
        { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Track order', url: 'https://acme.io/track' }] },
      ],
    }),
    makeTemplate({
      id: 'tpl_promo',
      name: 'weekend_promo',
      displayName: 'Weekend promo',
      status: 'PENDING',
      components: [{ type: 'BODY', text: 'Get {{1}} off this weekend!', example: { body_text: [['20%']] } }],
    }),
    makeTemplate({
      id: 'tpl_rejected',
      name: 'flash_sale',
      displayName: 'Flash sale',
      status: 'REJECTED',
      rejectionReason: 'Marketing template without an opt-out',
      components: [{ type: 'BODY', text: 'Flash sale now!' }],
    }),
  ];
  const campaigns = [
    makeCampaign({ id: 'cmp_draft' }),
    makeCampaign({
      id: 'cmp_active',
      name: 'Black Friday',
      status: 'active',
      sent: 120,
      delivered: 110,
      read: 84,
      failed: 2,
    }),
    makeCampaign({
      id: 'cmp_done',
      name: 'Order follow-up',
      templateName: 'order_update',
      status: 'completed',
      sent: 40,
      delivered: 40,
      read: 31,
    }),
  ];
  const contacts = [
    makeContact({ id: 'ct_ann' }),
    makeContact({
      id: 'ct_ben',
      name: 'Ben Ortiz',
      phone: '+14155550123',
      email: 'ben@ortiz.dev',
      tags: ['VIP', 'Lead'],
      source: 'Referral',
    }),
    makeContact({
      id: 'ct_chen',
      name: 'Chen Wei',
      phone: '+919900112233',
      email: '',
      tags: ['Support'],
      status: 'potential',
    }),
    makeContact({
      id: 'ct_dara',
      name: 'Dara Okafor',
      phone: '+447700900123',
      email: 'dara@okafor.co',
      tags: [],
      status: 'inactive',
      source: 'Social Media',
    }),
    makeContact({ id: 'ct_eva', name: 'Eva Novak', phone: '+420601234567', email: 'eva@novak.cz', tags: ['Partner'] }),
  ];
  const ann = '+919812345678';
  const ben = '+14155550123';
  const chen = '+919900112233';
  const dara = '+447700900123';
  const messages: Record<string, Message[]> = {
    [ann]: [
      makeMessage({
        id: 'msg_a1',
        contactPhone: ann,
        text: 'Hi, is my order shipped?',
        createdAt: minutesAgo(30),
        status: 'read',
      }),
      makeMessage({
        id: 'msg_a2',
        contactPhone: ann,
        direction: 'outbound',
        text: 'Yes! It left the warehouse this morning.',
        createdAt: minutesAgo(25),
        status: 'read',
      }),
      makeMessage({ id: 'msg_a3', contactPhone: ann, text: 'Great, thanks *so* much!', createdAt: minutesAgo(3) }),
      makeMessage({ id: 'msg_a4', contactPhone: ann, text: 'One more question', createdAt: minutesAgo(2) }),
    ],
    [ben]: [
      makeMessage({
        id: 'msg_b1',
        contactPhone: ben,
        contactName: 'Ben Ortiz',
        direction: 'outbound',
        type: 'template',
        templateName: 'welcome_message',
        text: 'Hi Ben, welcome to Acme! Reply STOP to opt out.',
        createdAt: minutesAgo(60),
        status: 'delivered',
      }),
    ],
    [chen]: [
      makeMessage({
        id: 'msg_c1',
        contactPhone: chen,
        contactName: 'Chen Wei',
        type: 'image',
        text: 'Media message',
        createdAt: minutesAgo(90),
      }),
    ],
    [dara]: [],
  };
  const conversations = [
    makeConversation({
      id: 'conv_ann',
      contactPhone: ann,
      lastMessage: 'One more question',
      lastMessageAt: minutesAgo(2),
      lastInboundAt: minutesAgo(2),
      unreadCount: 2,
      tags: ['Customer'],
    }),
    makeConversation({
      id: 'conv_ben',
      contactPhone: ben,
      contactName: 'Ben Ortiz',
      lastMessage: 'Hi Ben, welcome to Acme! Reply STOP to opt out.',
      lastMessageAt: minutesAgo(60),
      lastInboundAt: null,
      tags: ['VIP', 'Lead'],
    }),
    makeConversation({
      id: 'conv_chen',
      contactPhone: chen,
      contactName: 'Chen Wei',
      contactStatus: 'potential',
      lastMessage: 'Media message',
      lastMessageAt: minutesAgo(90),
      lastInboundAt: minutesAgo(90),
      unreadCount: 1,
    }),
    makeConversation({
      id: 'conv_dara',
      contactPhone: dara,
      contactName: 'Dara Okafor',
      contactStatus: 'inactive',
      lastMessage: '',
      lastMessageAt: minutesAgo(60 * 24 * 2),
      lastInboundAt: null,
    }),
  ];
  return {
    user,
    users: [user],
    connection: {
      connected: true,
      status: 'connected',
      phoneNumberId: '109876543210',
      businessAccountId: '2233445566',
    },
    templates,
    campaigns,
    contacts,
    conversations,
    messages,
    analytics: {
      timeline: [
        { date: '2026-11-19', sent: 40, delivered: 38, read: 30, failed: 1 },
        { date: '2026-11-20', sent: 60, delivered: 55, read: 41, failed: 1 },
        { date: '2026-11-21', sent: 20, delivered: 17, read: 13, failed: 0 },
      ],
      stats: { sent: 120, delivered: 110, read: 84, failed: 2 },
      rates: { delivery: 92, read: 70 },
    },
    ...overrides,
  };
}
