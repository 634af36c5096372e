import type {
  CampaignRecord,
  ContactRecord,
  ContactStatus,
  ConversationRecord,
  DbData,
  MessageRecord,
  TemplateRecord,
  UserRecord,
} from '../src/store/types';

/** The demo account every journey signs in with. */
export const DEMO_USER = {
  userId: 'usr_demo',
  email: 'demo@acme.test',
  phoneNumber: '+919876543210',
  firstName: 'Demo',
  lastName: 'User',
} as const;

/** A second business, used to prove that one client never sees another's data. */
export const OTHER_USER = {
  userId: 'usr_globex',
  email: 'owner@globex.test',
  phoneNumber: '+14155550123',
  firstName: 'Olivia',
  lastName: 'Grant',
} as const;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Small deterministic PRNG (mulberry32) so the seed is the same every time. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Aarav',
  'Diya',
  'Kabir',
  'Meera',
  'Rohan',
  'Ananya',
  'Vikram',
  'Isha',
  'Arjun',
  'Sara',
  'Nikhil',
  'Pooja',
  'Rahul',
  'Tara',
  'Kunal',
  'Neha',
  'Siddharth',
  'Riya',
  'Aditya',
  'Kavya',
];
const LAST = ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Khan', 'Gupta', 'Nair', 'Singh', 'Das', 'Menon'];
const TAGS = ['VIP', 'Customer', 'Lead', 'Support', 'Partner', 'Hot Lead', 'Cold Lead'];
const SOURCES = ['Website', 'Social Media', 'Referral', 'Advertisement', 'Walk-in', 'Other', 'Manual'];
const STATUSES: ContactStatus[] = ['active', 'active', 'active', 'potential', 'inactive'];

const iso = (t: number) => new Date(t).toISOString();

function template(
  id: string,
  clientId: string,
  name: string,
  category: TemplateRecord['category'],
  status: TemplateRecord['status'],
  body: string,
  examples: string[],
  extra: Partial<TemplateRecord> & {
    header?: string;
    /** The example value of the header's variable (Meta requires one). */
    headerExample?: string;
    footer?: string;
    buttons?: TemplateRecord['components'][number]['buttons'];
  },
  created: number,
): TemplateRecord {
  const components: TemplateRecord['components'] = [];
  if (extra.header) {
    components.push({
      type: 'HEADER',
      format: 'TEXT',
      text: extra.header,
      ...(extra.headerExample ? { example: { header_text: [extra.headerExample] } } : {}),
    });
  }
  components.push({ type: 'BODY', text: body, ...(examples.length ? { example: { body_text: [examples] } } : {}) });
  if (extra.footer) components.push({ type: 'FOOTER', text: extra.footer });
  if (extra.buttons) components.push({ type: 'BUTTONS', buttons: extra.buttons });
  return {
    id,
    clientId,
    name,
    displayName: name
      .split('_')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' '),
    category,
    language: extra.language ?? 'en_US',
    status,
    ...(extra.message_send_ttl_seconds ? { message_send_ttl_seconds: extra.message_send_ttl_seconds } : {}),
    components,
    ...(extra.rejection_reason ? { rejection_reason: extra.rejection_reason } : {}),
    created_at: iso(created),
    updated_at: iso(created + HOUR),
  };
}

function demoTemplates(clientId: string, now: number): TemplateRecord[] {
  const t = (days: number) => now - days * DAY;
  return [
    template(
      'tpl_order_confirmation',
      clientId,
      'order_confirmation',
      'UTILITY',
      'APPROVED',
      'Hi {{1}}, your order {{2}} is confirmed and will ship within 2 business days.',
      ['Meera', '#A1042'],
      { footer: 'Acme Retail' },
      t(40),
    ),
    template(
      'tpl_welcome_offer',
      clientId,
      'welcome_offer',
      'MARKETING',
      'APPROVED',
      'Welcome to Acme, {{1}}! Enjoy *{{2}} off* your first purchase with code WELCOME.',
      ['Kabir', '15%'],
      {
        header: 'A gift for you',
        footer: 'Reply STOP to opt out',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Shop now' },
          { type: 'QUICK_REPLY', text: 'Stop promotions' },
        ],
      },
      t(35),
    ),
    template(
      'tpl_appointment_reminder',
      clientId,
      'appointment_reminder',
      'UTILITY',
      'APPROVED',
      'Reminder: your appointment is on {{1}} at {{2}}. Reply YES to confirm.',
      ['12 March', '10:30 AM'],
      {
        header: 'Appointment with {{1}}',
        headerExample: 'Dr. Rao',
        buttons: [{ type: 'URL', text: 'Reschedule', url: 'https://acme.test/appointments' }],
      },
      t(30),
    ),
    template(
      'tpl_login_code',
      clientId,
      'login_code',
      'AUTHENTICATION',
      'APPROVED',
      'Your Acme verification code is {{1}}. Do not share it.',
      ['482913'],
      { message_send_ttl_seconds: 600, buttons: [{ type: 'COPY_CODE', text: 'Copy code', example: ['482913'] }] },
      t(28),
    ),
    template(
      'tpl_festive_sale',
      clientId,
      'festive_sale',
      'MARKETING',
      'PENDING',
      'Our festive sale starts {{1}}: up to 40% off across the store.',
      ['this Friday'],
      { buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }] },
      t(1),
    ),
    template(
      'tpl_flash_deal',
      clientId,
      'flash_deal',
      'UTILITY',
      'REJECTED',
      'Flash deal! Buy 2 get 1 free on {{1}}.',
      ['sneakers'],
      { rejection_reason: 'INCORRECT_CATEGORY: promotional content submitted as UTILITY' },
      t(6),
    ),
    template(
      'tpl_feedback_request',
      clientId,
      'feedback_request',
      'MARKETING',
      'PAUSED',
      'Hi {{1}}, how was your recent purchase? Tap below to rate us.',
      ['Tara'],
      {
        buttons: [
          { type: 'QUICK_REPLY', text: 'Great' },
          { type: 'QUICK_REPLY', text: 'Could be better' },
        ],
      },
      t(20),
    ),
    template(
      'tpl_old_newsletter',
      clientId,
      'old_newsletter',
      'MARKETING',
      'DISABLED',
      'This month at Acme: new arrivals and member events.',
      [],
      {},
      t(90),
    ),
    template(
      'tpl_loyalty_points',
      clientId,
      'loyalty_points',
      'MARKETING',
      'IN_APPEAL',
      'You have {{1}} loyalty points waiting. Redeem them before {{2}}.',
      ['1,200', '31 March'],
      {},
      t(4),
    ),
    template(
      'tpl_order_confirmation_es',
      clientId,
      'order_confirmation',
      'UTILITY',
      'APPROVED',
      'Hola {{1}}, tu pedido {{2}} está confirmado.',
      ['Sara', '#A1043'],
      { language: 'es_ES' },
      t(25),
    ),
  ];
}

interface Line {
  dir: 'in' | 'out';
  text: string;
  type?: MessageRecord['type'];
  template?: string;
}

const SCRIPTS: Line[][] = [
  [
    { dir: 'in', text: 'Hi, is the blue kurta available in size M?' },
    { dir: 'out', text: 'Hello! Yes, size M is in stock. Would you like me to reserve one?' },
    { dir: 'in', text: 'Yes please, and can you deliver by Friday?' },
    { dir: 'out', text: 'Done, reserved under your name. Delivery by Thursday evening.' },
    { dir: 'in', text: 'Perfect, thank you!' },
  ],
  [
    {
      dir: 'out',
      text: 'Hi {{name}}, your order #A1042 is confirmed and will ship within 2 business days.',
      type: 'template',
      template: 'order_confirmation',
    },
    { dir: 'in', text: 'Great. Can I change the delivery address?' },
    { dir: 'out', text: 'Of course, please share the new address.' },
    { dir: 'in', text: '', type: 'document' },
    { dir: 'in', text: 'That is the address proof, flat 4B.' },
  ],
  [
    { dir: 'in', text: 'The mixer I bought stopped working.' },
    { dir: 'out', text: 'Sorry to hear that! Could you send a photo of the model label?' },
    { dir: 'in', text: '', type: 'image' },
    { dir: 'out', text: 'Thanks. It is under warranty; a technician will call you tomorrow.' },
    { dir: 'in', text: 'Okay, what time?' },
    { dir: 'out', text: 'Between 10 and 12. You will get a reminder.' },
  ],
  [
    {
      dir: 'out',
      text: 'Welcome to Acme, {{name}}! Enjoy *15% off* your first purchase with code WELCOME.',
      type: 'template',
      template: 'welcome_offer',
    },
    { dir: 'in', text: 'Does the code work on sale items?' },
    { dir: 'out', text: 'It does, except on clearance items.' },
  ],
  [
    { dir: 'in', text: 'Hello, do you have a store in Pune?' },
    { dir: 'out', text: 'Yes, on FC Road, open 10 to 9 every day.' },
    { dir: 'in', text: '', type: 'audio' },
    { dir: 'in', text: 'Sorry, sent a voice note by mistake. Is parking available?' },
  ],
];

/** Builds the demo data set relative to `now` (so the 24-hour windows are open after a reset). */
export function createSeed(now: number = Date.now()): DbData {
  const random = prng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

  const users: UserRecord[] = [
    {
      ...DEMO_USER,
      plan: 'trial',
      status: 'active',
      emailVerified: true,
      createdAt: iso(now - 60 * DAY),
      role: 'owner',
    },
    {
      ...OTHER_USER,
      plan: 'trial',
      status: 'active',
      emailVerified: true,
      createdAt: iso(now - 45 * DAY),
      role: 'owner',
    },
  ];

  const contacts: ContactRecord[] = [];
  for (let i = 0; i < 40; i += 1) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const tagCount = Math.floor(random() * 3);
    const tags = [...new Set(Array.from({ length: tagCount }, () => pick(TAGS)))];
    const created = now - (50 - i) * DAY;
    contacts.push({
      id: `ct_demo_${String(i + 1).padStart(2, '0')}`,
      clientId: DEMO_USER.userId,
      name: `${first} ${last}`,
      phone: `+9198${String(20000000 + i * 104729).slice(0, 8)}`,
      email: i % 4 === 3 ? '' : `${first}.${last}${i}@example.test`.toLowerCase(),
      tags,
      source: pick(SOURCES),
      status: pick(STATUSES),
      lastInteraction: iso(now - Math.floor(random() * 20) * DAY).slice(0, 10),
      notes: i % 5 === 0 ? 'Prefers WhatsApp over calls.' : '',
      created_at: iso(created),
      updated_at: iso(created),
    });
  }

  const messages: MessageRecord[] = [];
  const conversations: ConversationRecord[] = [];
  let seq = 0;
  for (let c = 0; c < 25; c += 1) {
    const contact = contacts[c]!;
    const script = SCRIPTS[c % SCRIPTS.length]!;
    // Conversation 24 went quiet 3 days ago: outside the 24-hour customer service window.
    const outsideWindow = c === 24;
    const end = outsideWindow ? now - 3 * DAY : now - (c * 47 + 5) * 60 * 1000;
    const start = end - (script.length - 1) * 9 * 60 * 1000;
    const unread = c % 4 === 0 ? Math.min(2, script.filter((l) => l.dir === 'in').length) : 0;
    const inboundIdx = script.map((l, i) => (l.dir === 'in' ? i : -1)).filter((i) => i >= 0);
    const unreadIdx = new Set(inboundIdx.slice(inboundIdx.length - unread));
    let lastInbound: string | null = null;
    let last: MessageRecord | undefined;
    script.forEach((line, i) => {
      // Some histories began days earlier: their first message is older.
      const t = start + i * 9 * 60 * 1000 - (i === 0 ? (c % 3) * DAY : 0);
      seq += 1;
      const type = line.type ?? 'text';
      const media =
        type === 'image'
          ? { file_name: 'mixer-label.jpg', mime_type: 'image/jpeg' }
          : type === 'document'
            ? { file_name: 'address-proof.pdf', mime_type: 'application/pdf' }
            : type === 'audio'
              ? { file_name: 'voice-note.ogg', mime_type: 'audio/ogg' }
              : undefined;
      const outbound = line.dir === 'out';
      const isLastOut = outbound && !script.slice(i + 1).some((l) => l.dir === 'out');
      const status: MessageRecord['status'] = outbound
        ? c === 7 && isLastOut
          ? 'failed'
          : isLastOut && c % 3 === 1
            ? 'delivered'
            : 'read'
        : unreadIdx.has(i)
          ? 'delivered'
          : 'read';
      const message: MessageRecord = {
        id: `msg_seed_${String(seq).padStart(4, '0')}`,
        clientId: DEMO_USER.userId,
        type,
        content: { text: line.text.replace('{{name}}', contact.name.split(' ')[0]!) },
        ...(media ? { media_data: media } : {}),
        direction: outbound ? 'outbound' : 'inbound',
        contact_phone: contact.phone,
        contact_name: contact.name,
        ...(outbound ? { to: contact.phone } : {}),
        ...(line.template ? { template_name: line.template } : {}),
        status,
        ...(status === 'failed' ? { error: { code: 131026, title: 'Message undeliverable' } } : {}),
        created_at: iso(t),
        timestamp: iso(t),
      };
      messages.push(message);
      if (!outbound) lastInbound = message.created_at;
      last = message;
    });
    conversations.push({
      id: `conv_demo_${String(c + 1).padStart(2, '0')}`,
      clientId: DEMO_USER.userId,
      contact_phone: contact.phone,
      contact_name: contact.name,
      last_message: last!.content.text || 'Media message',
      last_message_at: last!.created_at,
      last_inbound_at: lastInbound,
      unread_count: unread,
      is_pinned: c === 2,
      tags: contact.tags,
      created_at: iso(start - (c % 3) * DAY),
    });
    contact.lastInteraction = last!.created_at.slice(0, 10);
  }

  const audience = (from: number, count: number) => contacts.slice(from, from + count).map((c) => ({ phone: c.phone }));
  // param{n} fills the template's {{n}} (header{n} its text header's): values that read right in each seeded campaign's
  // template.
  const CAMPAIGN_PARAMETERS: Record<string, Record<string, string>> = {
    welcome_offer: { param1: 'Customer', param2: '15%', param3: 'WELCOME' },
    appointment_reminder: { header1: 'Dr. Rao', param1: 'Saturday', param2: '10:30 AM' },
    order_confirmation: { param1: 'Customer', param2: '#FESTIVE' },
    quote_ready: { param1: 'Q-100' },
  };
  const campaign = (
    id: string,
    name: string,
    templateName: string,
    status: CampaignRecord['status'],
    members: { phone: string }[],
    counts: [number, number, number, number],
    daysAgo: number,
    progress: number,
    scheduledAt: string | null = null,
  ): CampaignRecord => ({
    id,
    clientId: DEMO_USER.userId,
    name,
    template_name: templateName,
    audience: members,
    scheduled_at: scheduledAt,
    parameters: CAMPAIGN_PARAMETERS[templateName] ?? {},
    status,
    sent: counts[0],
    delivered: counts[1],
    read: counts[2],
    failed: counts[3],
    created_at: iso(now - daysAgo * DAY),
    updated_at: iso(now - daysAgo * DAY + HOUR),
    progress,
  });
  const campaigns: CampaignRecord[] = [
    campaign(
      'cmp_spring_launch',
      'Spring collection launch',
      'welcome_offer',
      'completed',
      audience(0, 30),
      [30, 28, 19, 0],
      21,
      30,
    ),
    campaign(
      'cmp_weekend_reminders',
      'Weekend appointment reminders',
      'appointment_reminder',
      'active',
      audience(10, 24),
      [0, 0, 0, 0],
      1,
      0,
      // Active but scheduled for tomorrow: the seed stays still (stable end-to-end journeys) until then; a campaign
      // launched from the UI shows the live progress.
      iso(now + DAY),
    ),
    campaign('cmp_vip_preview', 'VIP early access', 'welcome_offer', 'paused', audience(0, 12), [5, 5, 3, 0], 3, 5),
    campaign(
      'cmp_festive_teaser',
      'Festive sale teaser',
      'order_confirmation',
      'draft',
      audience(20, 15),
      [0, 0, 0, 0],
      0.5,
      0,
      iso(now + 3 * DAY),
    ),
  ];

  const otherContacts: ContactRecord[] = ['Liam Carter', 'Emma Brooks', 'Noah Patel'].map((name, i) => ({
    id: `ct_globex_${i + 1}`,
    clientId: OTHER_USER.userId,
    name,
    phone: `+1415555020${i}`,
    email: '',
    tags: ['Customer'],
    source: 'Website',
    status: 'active',
    lastInteraction: iso(now - DAY).slice(0, 10),
    notes: '',
    created_at: iso(now - 10 * DAY),
    updated_at: iso(now - 10 * DAY),
  }));
  const globexMessage: MessageRecord = {
    id: 'msg_globex_0001',
    clientId: OTHER_USER.userId,
    type: 'text',
    content: { text: 'Hi Globex, I need a quote for 200 units.' },
    direction: 'inbound',
    contact_phone: otherContacts[0]!.phone,
    contact_name: otherContacts[0]!.name,
    status: 'delivered',
    created_at: iso(now - 2 * HOUR),
    timestamp: iso(now - 2 * HOUR),
  };
  messages.push(globexMessage);
  conversations.push({
    id: 'conv_globex_1',
    clientId: OTHER_USER.userId,
    contact_phone: globexMessage.contact_phone,
    contact_name: globexMessage.contact_name,
    last_message: globexMessage.content.text,
    last_message_at: globexMessage.created_at,
    last_inbound_at: globexMessage.created_at,
    unread_count: 1,
    is_pinned: false,
    tags: ['Customer'],
    created_at: globexMessage.created_at,
  });

  return {
    version: 1,
    users,
    refreshTokens: [],
    connections: [
      {
        clientId: DEMO_USER.userId,
        connected: true,
        status: 'connected',
        phoneNumberId: '109876543210987',
        businessAccountId: '209876543210987',
        accessTokenMasked: 'EAAG••••••••demo',
        updatedAt: iso(now - 30 * DAY),
      },
      { clientId: OTHER_USER.userId, connected: false, status: 'disconnected' },
    ],
    templates: [
      ...demoTemplates(DEMO_USER.userId, now),
      template(
        'tpl_globex_quote',
        OTHER_USER.userId,
        'quote_ready',
        'UTILITY',
        'APPROVED',
        'Your quote {{1}} is ready.',
        ['Q-77'],
        {},
        now - 9 * DAY,
      ),
    ],
    campaigns: [
      ...campaigns,
      {
        ...campaign(
          'cmp_globex_intro',
          'Globex intro',
          'quote_ready',
          'draft',
          [{ phone: otherContacts[1]!.phone }],
          [0, 0, 0, 0],
          2,
          0,
        ),
        clientId: OTHER_USER.userId,
      },
    ],
    messages,
    contacts: [...contacts, ...otherContacts],
    conversations,
    broadcasts: [],
  };
}
