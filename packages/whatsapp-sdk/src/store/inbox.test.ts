import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWacrmClient } from '../testing/fakeClient';
import {
  DEMO_CLIENT_ID,
  FIXTURE_NOW,
  createFixtures,
  makeConversation,
  makeMessage,
  minutesAgo,
} from '../testing/fixtures';
import { createInboxStore, type InboxStore } from './inbox';
import type { WhatsAppApi } from '../whatsapp';

const ANN = '+919812345678';
const BEN = '+14155550123';

let clock = FIXTURE_NOW;
const now = () => clock;

function setup(options: { connect?: boolean } = {}) {
  clock = FIXTURE_NOW;
  const client = createFakeWacrmClient({ now });
  const rt = client.realtime(DEMO_CLIENT_ID);
  if (options.connect !== false) rt.connect();
  let n = 0;
  const inbox = createInboxStore({
    whatsapp: client.whatsapp(DEMO_CLIENT_ID),
    realtime: rt,
    now,
    createId: () => `local-${(n += 1)}`,
  });
  return { client, rt, inbox, db: client.controls.db };
}

const ids = (inbox: InboxStore) => inbox.getSnapshot().conversations.map((c) => c.id);
const conv = (inbox: InboxStore, id: string) => inbox.getConversation(id);
const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('InboxStore: incoming messages', () => {
  it("keeps an inbound media message's kind in the list (a voice note), through a conversation_update of its text", async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    rt.controls.emitMessage({
      id: 'm_voice',
      contactPhone: BEN,
      type: 'audio',
      media: { id: 'media_1', mimeType: 'audio/ogg', size: 900, fileName: 'voice.ogg', durationSeconds: 12 },
      text: 'voice.ogg',
      createdAt: minutesAgo(1),
    });
    const voice = { type: 'audio', fileName: 'voice.ogg', durationSeconds: 12 };
    expect(conv(inbox, 'conv_ben')?.lastMessageMedia).toEqual(voice);
    rt.controls.emitConversationUpdate({ contactPhone: BEN, lastMessage: 'voice.ogg', lastMessageAt: minutesAgo(1) });
    expect(conv(inbox, 'conv_ben')?.lastMessageMedia).toEqual(voice);
    rt.controls.emitMessage({ id: 'm_text', contactPhone: BEN, text: 'and text', createdAt: minutesAgo(0) });
    expect(conv(inbox, 'conv_ben')?.lastMessageMedia).toBeUndefined();
  });

  it('adds a message only if its id is unknown; duplicates are ignored', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    const before = conv(inbox, 'conv_ben')?.unreadCount ?? -1;
    const event = { id: 'm_dup', contactPhone: BEN, text: 'twice', createdAt: minutesAgo(1) };
    rt.controls.emitMessage(event);
    rt.controls.emitMessage(event);
    expect(inbox.getMessages('conv_ben').filter((m) => m.id === 'm_dup')).toHaveLength(1);
    expect(conv(inbox, 'conv_ben')?.unreadCount).toBe(before + 1);
  });

  it('moves the conversation to the top with its last message and timestamp; inbound adds one unread', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    expect(ids(inbox)).toEqual(['conv_ann', 'conv_ben', 'conv_chen', 'conv_dara']);
    rt.controls.emitMessage({
      id: 'm1',
      contactPhone: '+91 99001 12233',
      text: 'Any update?',
      createdAt: minutesAgo(1),
    });
    expect(ids(inbox)).toEqual(['conv_chen', 'conv_ann', 'conv_ben', 'conv_dara']);
    expect(conv(inbox, 'conv_chen')).toMatchObject({
      lastMessage: 'Any update?',
      lastMessageAt: minutesAgo(1),
      unreadCount: 2,
    });
    expect(inbox.getSnapshot().unreadConversations).toBe(2);
  });

  it('an outbound message moves the conversation up without counting unread', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    rt.controls.emitMessage({
      id: 'o1',
      contactPhone: BEN,
      direction: 'outbound',
      text: 'From another tab',
      createdAt: minutesAgo(1),
    });
    expect(ids(inbox)[0]).toBe('conv_ben');
    expect(conv(inbox, 'conv_ben')?.unreadCount).toBe(0);
  });

  it('an inbound message from an unknown contact creates a conversation at the top with unread 1', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    rt.controls.emitMessage({
      id: 'n1',
      contactPhone: '+5511999990000',
      contactName: 'Nina',
      text: 'Olá',
      createdAt: minutesAgo(1),
    });
    const [top] = inbox.getSnapshot().conversations;
    expect(top).toMatchObject({
      contactPhone: '+5511999990000',
      contactName: 'Nina',
      unreadCount: 1,
      lastMessage: 'Olá',
    });
    expect(inbox.getSnapshot().conversations).toHaveLength(5);
    expect(inbox.getSnapshot().unreadConversations).toBe(3);
  });

  it("a non-text message shows 'Media message' as the last message", async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    rt.controls.emitMessage({
      id: 'img',
      contactPhone: BEN,
      type: 'image',
      text: 'Media message',
      createdAt: minutesAgo(1),
    });
    expect(conv(inbox, 'conv_ben')?.lastMessage).toBe('Media message');
  });

  it('a late message older than the last one is stored in order but does not become the last message', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    await inbox.open('conv_ann');
    rt.controls.emitMessage({ id: 'late', contactPhone: ANN, text: 'late', createdAt: minutesAgo(27) });
    expect(inbox.getSnapshot().messages.map((m) => m.id)).toEqual(['msg_a1', 'late', 'msg_a2', 'msg_a3', 'msg_a4']);
    expect(conv(inbox, 'conv_ann')?.lastMessage).toBe('One more question');
  });

  it('calls onInbound once per new inbound message with its conversation', async () => {
    clock = FIXTURE_NOW;
    const client = createFakeWacrmClient({ now });
    const rt = client.realtime(DEMO_CLIENT_ID);
    rt.connect();
    const onInbound = vi.fn();
    const inbox = createInboxStore({ whatsapp: client.whatsapp(DEMO_CLIENT_ID), realtime: rt, onInbound, now });
    await inbox.load();
    await inbox.open('conv_ann');
    const m = { id: 'in-1', contactPhone: BEN, contactName: 'Ben Ortiz', text: 'ping', createdAt: minutesAgo(1) };
    rt.controls.emitMessage(m);
    rt.controls.emitMessage(m); // duplicate
    rt.controls.emitMessage({ id: 'out-1', contactPhone: BEN, direction: 'outbound', createdAt: minutesAgo(1) });
    rt.controls.emitMessage({ id: 'in-2', contactPhone: ANN, text: 'open one', createdAt: minutesAgo(1) });
    expect(onInbound).toHaveBeenCalledTimes(2);
    expect(onInbound.mock.calls[0]?.[0]).toMatchObject({ id: 'in-1', text: 'ping' });
    expect(onInbound.mock.calls[0]?.[1]).toMatchObject({ id: 'conv_ben', contactName: 'Ben Ortiz', unreadCount: 1 });
    expect(onInbound.mock.calls[0]?.[2]).toBe(false);
    expect(onInbound.mock.calls[1]?.[2]).toBe(true);
  });

  it('ignores junk: no id, no phone', async () => {
    const { inbox } = setup();
    await inbox.load();
    const snap = inbox.getSnapshot();
    const base = {
      type: 'text',
      text: 'junk',
      direction: 'inbound',
      contactName: '',
      to: '',
      templateName: '',
      status: 'sent',
      createdAt: minutesAgo(1),
    } as const;
    inbox.receive({ ...base, id: '', contactPhone: ANN });
    inbox.receive({ ...base, id: 'x', contactPhone: ' ' });
    expect(inbox.getSnapshot()).toBe(snap);
  });
});

describe('InboxStore: opening a conversation', () => {
  it('resets unread to zero and marks inbound unread messages read through the socket', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    expect(await inbox.open('conv_ann')).toBe(true);
    const snap = inbox.getSnapshot();
    expect(snap.activeConversationId).toBe('conv_ann');
    expect(snap.activeConversation?.unreadCount).toBe(0);
    expect(rt.controls.read).toEqual(['msg_a3', 'msg_a4']);
    expect(snap.messages.filter((m) => m.direction === 'inbound').every((m) => m.status === 'read')).toBe(true);
    // a new inbound message in the open conversation is read at once
    rt.controls.emitMessage({ id: 'a5', contactPhone: ANN, text: 'still there?', createdAt: minutesAgo(1) });
    expect(conv(inbox, 'conv_ann')?.unreadCount).toBe(0);
    expect(rt.controls.read).toEqual(['msg_a3', 'msg_a4', 'a5']);
  });

  it('only opens conversations with id, contact name and phone', async () => {
    const fixtures = createFixtures();
    fixtures.conversations.push({
      ...fixtures.conversations[1]!,
      id: 'conv_noname',
      contactName: '',
      contactPhone: '+10000000000',
    });
    const client = createFakeWacrmClient({ fixtures, now });
    const inbox = createInboxStore({ whatsapp: client.whatsapp(DEMO_CLIENT_ID) });
    await inbox.load();
    expect(await inbox.open('conv_noname')).toBe(false);
    expect(await inbox.open('missing')).toBe(false);
    expect(inbox.getSnapshot().activeConversationId).toBeNull();
  });

  it('when the socket is down, opening still resets unread and marks read after the reconnect', async () => {
    const { rt, inbox } = setup({ connect: false });
    await inbox.load();
    await inbox.open('conv_ann');
    expect(conv(inbox, 'conv_ann')?.unreadCount).toBe(0);
    expect(rt.controls.read).toEqual([]);
    rt.connect();
    expect(rt.controls.read).toEqual(['msg_a3', 'msg_a4']);
  });

  it('loads older messages with before=<oldest id>', async () => {
    const { client } = setup();
    const inbox2 = createInboxStore({ whatsapp: client.whatsapp(DEMO_CLIENT_ID), messagesPageSize: 2, now });
    await inbox2.load();
    await inbox2.open('conv_ann');
    expect(inbox2.getSnapshot().messages.map((m) => m.id)).toEqual(['msg_a3', 'msg_a4']);
    expect(inbox2.getSnapshot().hasMoreMessages).toBe(true);
    await inbox2.loadOlder();
    expect(inbox2.getSnapshot().messages.map((m) => m.id)).toEqual(['msg_a1', 'msg_a2', 'msg_a3', 'msg_a4']);
    expect(client.controls.callsTo('conversations.messagesPage').at(-1)).toEqual([ANN, { before: 'msg_a3', limit: 2 }]);
  });

  it('fetches an older page once when asked again while it is being fetched', async () => {
    const { client } = setup();
    const inbox2 = createInboxStore({ whatsapp: client.whatsapp(DEMO_CLIENT_ID), messagesPageSize: 1, now });
    await inbox2.load();
    await inbox2.open('conv_ann');
    const pages = () => client.controls.callsTo('conversations.messagesPage').length;
    const before = pages();
    await Promise.all([inbox2.loadOlder(), inbox2.loadOlder()]);
    expect(pages()).toBe(before + 1);
    expect(inbox2.getSnapshot().messages.map((m) => m.id)).toEqual(['msg_a3', 'msg_a4']);
    await inbox2.loadOlder();
    expect(pages()).toBe(before + 2);
    expect(inbox2.getSnapshot().messages.map((m) => m.id)).toEqual(['msg_a2', 'msg_a3', 'msg_a4']);
  });

  it('a failed older page sets the error; the next one that loads clears it', async () => {
    const { client } = setup();
    const inbox2 = createInboxStore({ whatsapp: client.whatsapp(DEMO_CLIENT_ID), messagesPageSize: 1, now });
    await inbox2.load();
    await inbox2.open('conv_ann');
    client.controls.failNext('conversations.messagesPage');
    await inbox2.loadOlder();
    expect(inbox2.getSnapshot().error).toBe('Failed to get conversation messages');
    expect(inbox2.getSnapshot().loadingMessages).toBe(false);
    await inbox2.loadOlder();
    expect(inbox2.getSnapshot().error).toBeNull();
    expect(inbox2.getSnapshot().messages.map((m) => m.id)).toEqual(['msg_a3', 'msg_a4']);
  });

  it('does not join the older page of another thread', async () => {
    const { client, db } = setup();
    // Ben gets two older messages, so both threads have an older page.
    for (const [id, minutes] of [
      ['msg_b0', 90],
      ['msg_b00', 80],
    ] as const) {
      db.messages[BEN]?.unshift(
        makeMessage({ id, contactPhone: BEN, contactName: 'Ben Ortiz', createdAt: minutesAgo(minutes) }),
      );
    }
    const inbox2 = createInboxStore({ whatsapp: client.whatsapp(DEMO_CLIENT_ID), messagesPageSize: 1, now });
    await inbox2.load();
    await inbox2.open('conv_ben');
    await inbox2.open('conv_ann');
    const pages = () => client.controls.callsTo('conversations.messagesPage').map(([phone]) => phone);
    const before = pages().length;
    const ann = inbox2.loadOlder();
    await inbox2.open('conv_ben');
    const ben = inbox2.loadOlder();
    await Promise.all([ann, ben]);
    expect(pages().slice(before)).toEqual([ANN, BEN]);
    expect(inbox2.getSnapshot().messages.map((m) => m.id)).toEqual(['msg_b00', 'msg_b1']);
  });

  it('merges fetched pages by time: older, overlapping, unsorted and tied pages (ties: the thread first)', async () => {
    const { client } = setup();
    const wa = client.whatsapp(DEMO_CLIENT_ID);
    const at = (minute: number) => new Date(FIXTURE_NOW - (100 - minute) * 60_000).toISOString();
    const msg = (id: string, minute: number) => makeMessage({ id, contactPhone: ANN, createdAt: at(minute) });
    const pages = [
      { items: [msg('t10', 10), msg('t20', 20), msg('t30', 30)], hasMore: true },
      // Not sorted, one tie with t20, one message already known.
      { items: [msg('p20', 20), msg('p5', 5), msg('t10', 10), msg('p15', 15), msg('p40', 40)], hasMore: false },
    ];
    const whatsapp = {
      ...wa,
      conversations: { ...wa.conversations, messagesPage: async () => pages.shift() ?? { items: [], hasMore: false } },
    };
    const inbox = createInboxStore({ whatsapp, messagesPageSize: 3, now });
    await inbox.load();
    await inbox.open('conv_ann');
    expect(inbox.getSnapshot().messages.map((m) => m.id)).toEqual(['t10', 't20', 't30']);
    await inbox.loadOlder();
    expect(inbox.getSnapshot().messages.map((m) => m.id)).toEqual(['p5', 't10', 'p15', 't20', 'p20', 't30', 'p40']);
    expect(inbox.getSnapshot().hasMoreMessages).toBe(false);
  });
});

describe('InboxStore: optimistic sending and forward-only statuses', () => {
  it('shows the message at once as pending with a client id, then sent, delivered, read', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    await inbox.open('conv_ben');
    const sending = inbox.send({ contactPhone: BEN, text: 'Hello Ben' });
    const pending = inbox.getSnapshot().messages.at(-1);
    expect(pending).toMatchObject({
      key: 'local-1',
      clientMessageId: 'local-1',
      status: 'pending',
      text: 'Hello Ben',
      direction: 'outbound',
    });
    expect(ids(inbox)[0]).toBe('conv_ben');
    expect(conv(inbox, 'conv_ben')?.lastMessage).toBe('Hello Ben');
    const sent = await sending;
    expect(sent).toMatchObject({ key: 'local-1', status: 'sent' });
    expect(sent.id).not.toBe('');
    expect(rt.controls.sent.at(-1)).toMatchObject({
      to: BEN,
      type: 'text',
      text: 'Hello Ben',
      clientMessageId: 'local-1',
    });
    await tick(); // the server's echo of the message
    expect(inbox.getSnapshot().messages.filter((m) => m.key === 'local-1')).toHaveLength(1);
    rt.controls.emitStatus({ messageId: sent.id, status: 'delivered' });
    expect(inbox.getSnapshot().messages.at(-1)?.status).toBe('delivered');
    rt.controls.emitStatus({ messageId: sent.id, status: 'read' });
    expect(inbox.getSnapshot().messages.at(-1)?.status).toBe('read');
  });

  it('never moves backwards when statuses arrive out of order (read before delivered, sent last)', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    await inbox.open('conv_ben');
    const sent = await inbox.send({ contactPhone: BEN, text: 'x' });
    rt.controls.emitStatus({ messageId: sent.id, status: 'read' });
    rt.controls.emitStatus({ messageId: sent.id, status: 'delivered' });
    rt.controls.emitStatus({ messageId: sent.id, status: 'sent' });
    rt.controls.emitStatus({ messageId: sent.id, status: 'failed', error: { code: '131047', title: 'late failure' } });
    expect(inbox.getSnapshot().messages.at(-1)).toMatchObject({ status: 'read' });
    expect(inbox.getSnapshot().messages.at(-1)?.error).toBeUndefined();
  });

  it('a status update that arrives before its message is applied when the message arrives', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    rt.controls.emitStatus({ messageId: 'early', status: 'delivered' });
    rt.controls.emitMessage({
      id: 'early',
      contactPhone: BEN,
      direction: 'outbound',
      status: 'sent',
      createdAt: minutesAgo(1),
    });
    expect(inbox.getMessages('conv_ben').at(-1)).toMatchObject({ id: 'early', status: 'delivered' });
  });

  it('a status by client id reaches the optimistic bubble before the server id is known', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    await inbox.open('conv_ben');
    const sending = inbox.send({ contactPhone: BEN, text: 'y' });
    rt.controls.emitStatus({ messageId: 'srv-9', clientMessageId: 'local-1', status: 'delivered' });
    expect(inbox.getSnapshot().messages.at(-1)).toMatchObject({ key: 'local-1', id: 'srv-9', status: 'delivered' });
    await sending;
    expect(inbox.getSnapshot().messages.at(-1)?.status).toBe('delivered');
  });

  it('failed with the server reason, then retried with the same client id', async () => {
    const { client, rt, inbox } = setup({ connect: false });
    await inbox.load();
    await inbox.open('conv_ben');
    client.controls.failNext('messages.send', {
      status: 422,
      code: 'OUTSIDE_CUSTOMER_SERVICE_WINDOW',
      message: 'Outside the 24 hour window',
    });
    const failed = await inbox.send({ contactPhone: BEN, text: 'late reply' });
    expect(failed).toMatchObject({
      key: 'local-1',
      status: 'failed',
      error: { code: 'OUTSIDE_CUSTOMER_SERVICE_WINDOW', title: 'Outside the 24 hour window' },
    });
    expect(inbox.getSnapshot().notice).toBeNull();
    const retried = await inbox.retry('local-1');
    expect(retried).toMatchObject({ key: 'local-1', status: 'sent' });
    const payloads = client.controls.callsTo('messages.send').map(([p]) => p as { clientMessageId?: string });
    expect(payloads.map((p) => p.clientMessageId)).toEqual(['local-1', 'local-1']);
    expect(inbox.getSnapshot().messages.filter((m) => m.key === 'local-1')).toHaveLength(1);
    expect(inbox.getSnapshot().notice).toBe('Socket not connected. Message will be sent via HTTP.');
    expect(await inbox.retry('local-1')).toBeNull(); // only failed messages can be retried
    expect(rt.controls.sent).toEqual([]); // the socket was down: both went over HTTP
  });

  it('a server failure status (from pending or sent) keeps the reason', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    await inbox.open('conv_ben');
    const sent = await inbox.send({ contactPhone: BEN, text: 'z' });
    rt.controls.emitStatus({
      messageId: sent.id,
      status: 'failed',
      error: { code: '131050', title: 'User stopped marketing' },
    });
    expect(inbox.getSnapshot().messages.at(-1)).toMatchObject({
      status: 'failed',
      error: { code: '131050', title: 'User stopped marketing' },
    });
    rt.controls.emitStatus({ messageId: sent.id, status: 'delivered' });
    expect(inbox.getSnapshot().messages.at(-1)?.status).toBe('failed');
  });

  it('the list marks a conversation whose last message failed, from every path, until a newer message', async () => {
    const { client, rt, inbox } = setup({ connect: false });
    await inbox.load();
    // A broadcast's message that failed, pushed by the server (not sent from here, thread not open).
    rt.controls.emitMessage({
      id: 'bc1',
      contactPhone: BEN,
      direction: 'outbound',
      status: 'failed',
      error: { code: '131047', title: 'Re-engagement message' },
      text: 'Offer',
      createdAt: minutesAgo(1),
    });
    expect(conv(inbox, 'conv_ben')?.lastMessageStatus).toBe('failed');
    // The contact writes in: the last message is theirs, no mark.
    rt.controls.emitMessage({ id: 'in1', contactPhone: BEN, text: 'Hello?', createdAt: minutesAgo(0.5) });
    expect(conv(inbox, 'conv_ben')).not.toHaveProperty('lastMessageStatus');
    // A send from here: pending, then failed (the server's refusal), then sent on Retry.
    client.controls.failNext('messages.send', { status: 422, code: 'X', message: 'No' });
    const failed = await inbox.send({ contactPhone: BEN, text: 'late' });
    expect(conv(inbox, 'conv_ben')?.lastMessageStatus).toBe('failed');
    await inbox.retry(failed.key);
    expect(conv(inbox, 'conv_ben')?.lastMessageStatus).toBe('sent');
    // A failure status that arrives later for the last message marks it too.
    rt.controls.emitStatus({ messageId: (await inbox.send({ contactPhone: BEN, text: 'z' })).id, status: 'failed' });
    expect(conv(inbox, 'conv_ben')?.lastMessageStatus).toBe('failed');
    // conversation_update says the last message's status (null: the contact's).
    rt.controls.emitConversationUpdate({ contactPhone: BEN, lastMessageAt: minutesAgo(0), lastMessageStatus: null });
    expect(conv(inbox, 'conv_ben')).not.toHaveProperty('lastMessageStatus');
  });

  it('a failed status of an older message does not mark the list', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    await inbox.open('conv_ben');
    const first = await inbox.send({ contactPhone: BEN, text: 'one' });
    rt.controls.emitMessage({ id: 'in2', contactPhone: BEN, text: 'two', createdAt: minutesAgo(-1) });
    rt.controls.emitStatus({ messageId: first.id, status: 'failed' });
    expect(inbox.getMessages('conv_ben').find((m) => m.key === first.key)?.status).toBe('failed');
    expect(conv(inbox, 'conv_ben')).not.toHaveProperty('lastMessageStatus');
  });

  it("refuses blank input without showing a bubble (the product's validation messages)", async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    const before = inbox.getSnapshot();
    await expect(inbox.send({ contactPhone: BEN, text: '   ' })).rejects.toMatchObject({
      message: 'Message is required',
    });
    await expect(inbox.send({ contactPhone: '', text: 'x' })).rejects.toMatchObject({
      message: 'Recipient is required',
    });
    await expect(
      inbox.send({ contactPhone: BEN, template: { name: '', language: { code: 'en_US' }, components: [] } }),
    ).rejects.toMatchObject({ message: 'Template selection is required' });
    expect(inbox.getSnapshot()).toBe(before);
    expect(rt.controls.sent).toEqual([]);
  });

  it('template messages show their preview and send the template payload', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    const template = { name: 'welcome_message', language: { code: 'en_US' }, components: [] };
    const p = inbox.send({ contactPhone: BEN, template, previewText: 'Hi Ben, welcome to Acme!' });
    expect(inbox.getMessages('conv_ben').at(-1)).toMatchObject({
      type: 'template',
      text: 'Hi Ben, welcome to Acme!',
      templateName: 'welcome_message',
    });
    await p;
    expect(rt.controls.sent.at(-1)).toMatchObject({ to: BEN, type: 'template', template });
  });
});

describe('InboxStore: reconnect, drafts, updates, typing', () => {
  it('after a reconnect re-fetches the list and the open conversation and merges without duplicates', async () => {
    const { client, rt, inbox, db } = setup();
    await inbox.load();
    await inbox.open('conv_ann');
    rt.controls.drop();
    // While offline the server got two messages for Ann and one from a new contact.
    clock += 60_000;
    const annThread = db.messages[ANN]!;
    annThread.push(
      {
        id: 'off1',
        type: 'text',
        text: 'offline 1',
        direction: 'inbound',
        contactPhone: ANN,
        contactName: 'Ann Lee',
        to: '',
        templateName: '',
        status: 'delivered',
        createdAt: new Date(clock).toISOString(),
      },
      {
        id: 'off2',
        type: 'text',
        text: 'offline 2',
        direction: 'inbound',
        contactPhone: ANN,
        contactName: 'Ann Lee',
        to: '',
        templateName: '',
        status: 'delivered',
        createdAt: new Date(clock + 1).toISOString(),
      },
    );
    db.conversations[0] = {
      ...db.conversations[0]!,
      lastMessage: 'offline 2',
      lastMessageAt: new Date(clock + 1).toISOString(),
      unreadCount: 2,
    };
    db.conversations.push({
      ...db.conversations[1]!,
      id: 'conv_new',
      contactPhone: '+15550001111',
      contactName: 'Zed',
      lastMessage: 'hey',
      lastMessageAt: new Date(clock + 2).toISOString(),
      unreadCount: 1,
    });
    const listCalls = client.controls.callsTo('conversations.page').length;
    rt.controls.restore();
    await vi.waitFor(() => expect(inbox.getSnapshot().messages.map((m) => m.id)).toContain('off2'));
    expect(client.controls.callsTo('conversations.page').length).toBe(listCalls + 1);
    const messageIds = inbox.getSnapshot().messages.map((m) => m.id);
    expect(messageIds).toEqual(['msg_a1', 'msg_a2', 'msg_a3', 'msg_a4', 'off1', 'off2']);
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(ids(inbox)).toEqual(['conv_new', 'conv_ann', 'conv_ben', 'conv_chen', 'conv_dara']);
    expect(conv(inbox, 'conv_ann')?.unreadCount).toBe(0); // open
    expect(rt.controls.read).toEqual(expect.arrayContaining(['off1', 'off2']));
  });

  it('start conversation makes a local new- draft at the top that the server conversation later replaces', async () => {
    const { client, inbox } = setup();
    await inbox.load();
    const id = inbox.startConversation({ phone: '+447700900999', name: 'Fay' });
    expect(id).toBe('new-+447700900999');
    expect(inbox.getSnapshot().conversations[0]).toMatchObject({ id, isNew: true, contactName: 'Fay' });
    expect(inbox.startConversation({ phone: '+14155550123' })).toBe('conv_ben');
    expect(await inbox.open(id)).toBe(true);
    expect(client.controls.callsTo('conversations.messagesPage')).toHaveLength(0);
    await inbox.send({ contactPhone: '+447700900999', text: 'Hi Fay' });
    await inbox.load();
    const snap = inbox.getSnapshot();
    expect(snap.conversations.filter((c) => c.contactPhone === '+447700900999')).toHaveLength(1);
    expect(snap.activeConversation?.isNew).toBeUndefined();
    expect(snap.activeConversationId).not.toBe(id);
    expect(snap.messages.map((m) => m.text)).toEqual(['Hi Fay']);
  });

  it('applies conversation_update (unread count, name, last message)', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    rt.controls.emitConversationUpdate({
      contactPhone: BEN,
      contactName: 'Benjamin',
      unreadCount: 4,
      lastMessage: 'yo',
      lastMessageAt: minutesAgo(0),
    });
    expect(ids(inbox)[0]).toBe('conv_ben');
    expect(conv(inbox, 'conv_ben')).toMatchObject({ contactName: 'Benjamin', unreadCount: 4, lastMessage: 'yo' });
  });

  it('typing state per contact clears 3 s after the last typing event', async () => {
    vi.useFakeTimers();
    const { rt, inbox } = setup();
    await inbox.load();
    await inbox.open('conv_ben');
    rt.controls.emitTyping(BEN);
    expect(inbox.getSnapshot().activeTyping).toBe(true);
    expect(inbox.isTyping('+1 415 555 0123')).toBe(true);
    vi.advanceTimersByTime(2000);
    rt.controls.emitTyping(BEN); // restarts the 3 s
    vi.advanceTimersByTime(2999);
    expect(inbox.getSnapshot().activeTyping).toBe(true);
    vi.advanceTimersByTime(1);
    expect(inbox.getSnapshot().activeTyping).toBe(false);
    rt.controls.emitTyping(ANN);
    expect(inbox.getSnapshot().typing).toEqual({ [ANN]: true });
    rt.controls.emitTyping(ANN, false);
    expect(inbox.getSnapshot().typing).toEqual({});
  });

  it('user typing emits typing_start once and typing_stop after 3 s without typing', () => {
    vi.useFakeTimers();
    const { rt, inbox } = setup();
    inbox.userTyping(BEN);
    inbox.userTyping(BEN);
    vi.advanceTimersByTime(2500);
    inbox.userTyping(BEN);
    vi.advanceTimersByTime(2999);
    expect(rt.controls.typing).toEqual([{ event: 'typing_start', contactPhone: BEN }]);
    vi.advanceTimersByTime(1);
    expect(rt.controls.typing).toEqual([
      { event: 'typing_start', contactPhone: BEN },
      { event: 'typing_stop', contactPhone: BEN },
    ]);
  });

  it('keeps the same snapshot object until something changes, and notifies subscribers', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    const listener = vi.fn();
    inbox.subscribe(listener);
    const a = inbox.getSnapshot();
    expect(inbox.getSnapshot()).toBe(a);
    rt.controls.emitMessage({ id: 'q', contactPhone: BEN, createdAt: minutesAgo(1) });
    expect(listener).toHaveBeenCalled();
    const b = inbox.getSnapshot();
    expect(b).not.toBe(a);
    expect(b.conversations).not.toBe(a.conversations);
  });

  it('reports load errors with the API message', async () => {
    const { client, inbox } = setup();
    client.controls.failNext('conversations.page');
    await inbox.load();
    expect(inbox.getSnapshot().error).toBe('Failed to get conversations');
    await inbox.load();
    expect(inbox.getSnapshot().error).toBeNull();
  });

  it('destroy() stops listening to the socket', async () => {
    const { rt, inbox } = setup();
    await inbox.load();
    inbox.destroy();
    const snap = inbox.getSnapshot();
    rt.controls.emitMessage({ id: 'after', contactPhone: BEN });
    expect(inbox.getSnapshot()).toBe(snap);
  });
});

describe('InboxStore: the conversation list read after every change equals a full rebuild', () => {
  it('random messages, updates, opens, drafts and reloads', async () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const phones = [
      '+919812345678',
      '+14155550123',
      '+919900112233',
      '+447700900123',
      '+15550000001',
      '+15550000002',
      '+15550000003',
    ];
    const eager = setup();
    const lazy = setup();
    await eager.inbox.load();
    await lazy.inbox.load();
    const reads: number[] = [];
    eager.inbox.subscribe(() => {
      const snap = eager.inbox.getSnapshot();
      reads.push(snap.conversations.length);
      for (const c of snap.conversations) eager.inbox.getMessages(c.id);
    });
    for (let i = 0; i < 400; i++) {
      clock += 1000;
      const phone = phones[rand(phones.length)] ?? '';
      const kind = rand(10);
      const steps: Array<(inbox: InboxStore) => unknown> = [];
      if (kind < 5) {
        const m = {
          id: `r${i}`,
          type: 'text' as const,
          text: `m${i}`,
          direction: rand(2) ? ('inbound' as const) : ('outbound' as const),
          contactPhone: phone,
          contactName: '',
          to: '',
          templateName: '',
          status: 'sent' as const,
          // now and then a late message
          createdAt: new Date(clock - (rand(5) === 0 ? 3_600_000 : 0)).toISOString(),
        };
        steps.push((inbox) => inbox.receive(m));
        if (rand(4) === 0) steps.push((inbox) => inbox.receive(m)); // duplicate
        if (rand(3) === 0) {
          const status = (['delivered', 'read', 'failed', 'sent'] as const)[rand(4)] ?? 'read';
          const target = `r${rand(i + 1)}`;
          steps.push((inbox) => inbox.applyStatus({ messageId: target, status }));
        }
      } else if (kind < 7) {
        const at = new Date(clock - rand(3) * 600_000).toISOString();
        steps.push((inbox) =>
          inbox.applyConversationUpdate({
            contactPhone: phone,
            unreadCount: rand(4),
            lastMessage: 'u',
            lastMessageAt: at,
          }),
        );
      } else if (kind === 7) {
        steps.push((inbox) => {
          const conv = inbox.getSnapshot().conversations[rand(inbox.getSnapshot().conversations.length)];
          return conv ? inbox.open(conv.id) : undefined;
        });
      } else if (kind === 8) {
        steps.push((inbox) => inbox.startConversation({ phone: `+1666000${rand(20)}` }));
      } else {
        steps.push((inbox) => inbox.load());
      }
      for (const step of steps) {
        const savedSeed = seed;
        await step(eager.inbox);
        seed = savedSeed; // the same random choices for both stores
        await step(lazy.inbox);
      }
    }
    expect(reads.length).toBeGreaterThan(100);
    const ids = (inbox: InboxStore) =>
      inbox.getSnapshot().conversations.map((c) => `${c.id}:${c.unreadCount}:${c.lastMessage}`);
    expect(ids(eager.inbox)).toEqual(ids(lazy.inbox));
    const threadOf = (inbox: InboxStore, id: string) => inbox.getMessages(id).map((m) => `${m.key}:${m.status}`);
    for (const c of eager.inbox.getSnapshot().conversations) {
      expect(threadOf(eager.inbox, c.id)).toEqual(threadOf(lazy.inbox, c.id));
    }
    // and both equal a list rebuilt from nothing but the store's own records
    expect(new Set(eager.inbox.getSnapshot().conversations.map((c) => c.contactPhone)).size).toBe(
      eager.inbox.getSnapshot().conversations.length,
    );
  });
});

describe('InboxStore: a long list loads in pages', () => {
  /** Twelve conversations, one a minute (conv_0 newest), every third one unread. */
  function paged(options: { pageSize?: number; backgroundPageSize?: number } = {}) {
    clock = FIXTURE_NOW;
    const conversations = Array.from({ length: 12 }, (_, i) =>
      makeConversation({
        id: `conv_${i}`,
        contactPhone: `+1555000${String(i).padStart(4, '0')}`,
        contactName: `Contact ${i}`,
        lastMessageAt: minutesAgo(i + 1),
        unreadCount: i % 3 === 0 ? 1 : 0,
      }),
    );
    const client = createFakeWacrmClient({ now, fixtures: createFixtures({ conversations, messages: {} }) });
    const rt = client.realtime(DEMO_CLIENT_ID);
    rt.connect();
    const inbox = createInboxStore({
      whatsapp: client.whatsapp(DEMO_CLIENT_ID),
      realtime: rt,
      now,
      conversationsPageSize: options.pageSize ?? 3,
      conversationsBackgroundPageSize: options.backgroundPageSize ?? 5,
    });
    const pageCalls = () => client.controls.callsTo('conversations.page').map((args) => args[0]);
    return { client, rt, inbox, pageCalls, all: conversations.map((c) => c.id) };
  }

  it('loads each later page after a background-priority task where the browser has scheduler.postTask', async () => {
    // Chromium's and Firefox's Prioritized Task Scheduling API: the page's rendering (the first page's rows) first.
    const postTask = vi.fn((callback: () => void, _options: { priority: string }) => {
      return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(callback);
    });
    vi.stubGlobal('scheduler', { postTask });
    try {
      const { inbox, all } = paged();
      await inbox.load();
      // The first page is in; the rest waits for its first background task.
      expect(ids(inbox)).toEqual(all.slice(0, 3));
      expect(postTask).toHaveBeenCalledTimes(1);
      await inbox.whenListLoaded();
      expect(ids(inbox)).toEqual(all);
      // One before each of the three later pages (12 conversations, 5 per page), none for the first.
      expect(postTask).toHaveBeenCalledTimes(3);
      expect(postTask.mock.calls.every(([, options]) => options.priority === 'background')).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the first page at once, then the rest in the background, counting what is still to come', async () => {
    const { inbox, pageCalls, all } = paged();
    const lengths: number[] = [];
    inbox.subscribe(() => lengths.push(inbox.getSnapshot().conversations.length));
    await inbox.load();
    expect(ids(inbox)).toEqual(all.slice(0, 3));
    expect(inbox.getSnapshot()).toMatchObject({
      loading: false,
      loadingMoreConversations: true,
      // All twelve and all four unread, though three have arrived.
      totalConversations: 12,
      unreadConversations: 4,
    });
    expect(pageCalls()).toEqual([{ page: 1, limit: 3 }]);

    await inbox.whenListLoaded();
    expect(ids(inbox)).toEqual(all);
    expect(inbox.getSnapshot()).toMatchObject({
      loadingMoreConversations: false,
      totalConversations: 12,
      unreadConversations: 4,
    });
    expect(pageCalls().slice(1)).toEqual([
      { page: 1, limit: 5 },
      { page: 2, limit: 5 },
      { page: 3, limit: 5 },
    ]);
    // Each page showed on its own (3, then 5, then 10, then 12).
    expect([...new Set(lengths)]).toEqual([0, 3, 5, 10, 12]);
  });

  it('keeps the counts right while the rest loads: a conversation read, a new one, a message to one not here yet', async () => {
    const { inbox, rt, all } = paged();
    await inbox.load();
    await inbox.open('conv_0');
    expect(inbox.getSnapshot()).toMatchObject({ totalConversations: 12, unreadConversations: 3 });
    rt.controls.emitMessage({ id: 'm_new', contactPhone: '+15559990000', text: 'Hello', createdAt: minutesAgo(0) });
    // A conversation of the eleventh row, which has not arrived yet, gets a message.
    rt.controls.emitMessage({ id: 'm_late', contactPhone: '+15550000010', text: 'Late', createdAt: minutesAgo(0) });
    await inbox.whenListLoaded();
    const snapshot = inbox.getSnapshot();
    expect(snapshot.conversations).toHaveLength(13);
    expect(new Set(snapshot.conversations.map((c) => c.contactPhone)).size).toBe(13);
    expect(snapshot.totalConversations).toBe(13);
    // conv_0 read; conv_3, conv_6, conv_9 unread; the new one and conv_10 each got an inbound message.
    expect(snapshot.unreadConversations).toBe(5);
    expect(inbox.getConversation('conv_10')).toMatchObject({ lastMessage: 'Late', unreadCount: 1 });
    expect(ids(inbox).slice(2)).toEqual(all.filter((id) => id !== 'conv_10'));
  });

  it('loads every page from an API that pages without totals, and stops on one that ignores the page number', async () => {
    const { client, rt, all } = paged();
    const api = client.whatsapp(DEMO_CLIENT_ID);
    // Pages as asked, but no meta: the HTTP client then reports the page's own count and hasMore for a full page.
    const noTotals: WhatsAppApi = {
      ...api,
      conversations: {
        ...api.conversations,
        page: async (filters) => {
          const page = await api.conversations.page(filters);
          const limit = filters?.limit ?? 100;
          return { ...page, total: page.items.length, hasMore: page.items.length === limit };
        },
      },
    };
    const inbox = createInboxStore({
      whatsapp: noTotals,
      realtime: rt,
      now,
      conversationsPageSize: 3,
      conversationsBackgroundPageSize: 5,
    });
    await inbox.load();
    expect(inbox.getSnapshot().loadingMoreConversations).toBe(true);
    await inbox.whenListLoaded();
    expect(ids(inbox)).toEqual(all);
    expect(inbox.getSnapshot()).toMatchObject({ totalConversations: 12, loadingMoreConversations: false });
    // Background pages no larger than the first (their first page is all seen already): still the whole list.
    for (const [first, background] of [
      [3, 3],
      [4, 2],
    ] as const) {
      const sized = createInboxStore({
        whatsapp: noTotals,
        realtime: rt,
        now,
        conversationsPageSize: first,
        conversationsBackgroundPageSize: background,
      });
      await sized.load();
      await sized.whenListLoaded();
      expect(ids(sized), `${first} then pages of ${background}`).toEqual(all);
    }

    // The first `limit` conversations whatever the page: the same page again ends the load (no endless loop).
    const calls: number[] = [];
    const pageIgnored: WhatsAppApi = {
      ...api,
      conversations: {
        ...api.conversations,
        page: async (filters) => {
          calls.push(filters?.page ?? 1);
          const page = await api.conversations.page({ ...filters, page: 1 });
          return { ...page, total: page.items.length, hasMore: true };
        },
      },
    };
    const stuck = createInboxStore({
      whatsapp: pageIgnored,
      realtime: rt,
      now,
      conversationsPageSize: 3,
      conversationsBackgroundPageSize: 5,
    });
    await stuck.load();
    await stuck.whenListLoaded();
    expect(ids(stuck)).toEqual(all.slice(0, 5));
    expect(calls).toEqual([1, 1, 2]);
    expect(stuck.getSnapshot()).toMatchObject({ loadingMoreConversations: false, error: null });
  });

  it('keeps what arrived when a later page fails, and reports the error', async () => {
    const { inbox, client } = paged();
    await inbox.load();
    client.controls.failNext('conversations.page');
    await inbox.whenListLoaded();
    expect(inbox.getSnapshot()).toMatchObject({
      error: 'Failed to get conversations',
      loadingMoreConversations: false,
      totalConversations: 3,
    });
    expect(inbox.getSnapshot().conversations).toHaveLength(3);
    // A new load fetches everything and clears the error.
    await inbox.load();
    await inbox.whenListLoaded();
    expect(inbox.getSnapshot()).toMatchObject({ error: null, totalConversations: 12 });
  });

  it('a newer load replaces the one under way (its later pages are not fetched)', async () => {
    const { inbox, pageCalls, all } = paged();
    void inbox.load();
    const waiting = inbox.whenListLoaded();
    await inbox.load({ unread: true });
    await waiting;
    // The first load's first page may have landed; none of its background pages was fetched.
    expect(pageCalls().filter((f) => !(f as { unread?: boolean }).unread)).toEqual([{ page: 1, limit: 3 }]);
    expect(pageCalls().filter((f) => (f as { unread?: boolean }).unread)).toEqual([
      { unread: true, page: 1, limit: 3 },
      { unread: true, page: 1, limit: 5 },
    ]);
    expect(inbox.getSnapshot().loadingMoreConversations).toBe(false);
    const unread = all.filter((_, i) => i % 3 === 0);
    expect(ids(inbox).filter((id) => unread.includes(id))).toEqual(unread);
  });

  it('orders pages as one whole list would be ordered, ties included', async () => {
    clock = FIXTURE_NOW;
    // 40 conversations, three or so to a minute: many ties, in pages of 3 and then 7 (pages split tied runs).
    const conversations = Array.from({ length: 40 }, (_, i) =>
      makeConversation({
        id: `conv_${i}`,
        contactPhone: `+1555001${String(i).padStart(4, '0')}`,
        contactName: `Contact ${i}`,
        lastMessageAt: minutesAgo(Math.floor(((i * 7) % 40) / 3)),
      }),
    );
    const client = createFakeWacrmClient({ now, fixtures: createFixtures({ conversations, messages: {} }) });
    const wa = client.whatsapp(DEMO_CLIENT_ID);
    const inbox = createInboxStore({ whatsapp: wa, conversationsPageSize: 3, conversationsBackgroundPageSize: 7 });
    await inbox.load();
    await inbox.whenListLoaded();
    // The server's order (newest first, ties in its order), as one list of them all shows it.
    const server = (await wa.conversations.list()).map((c) => c.id);
    expect(ids(inbox)).toEqual(server);
    expect(inbox.getSnapshot().totalConversations).toBe(40);
    const whole = createInboxStore({ whatsapp: wa, conversationsPageSize: 1000 });
    await whole.load();
    expect(ids(whole)).toEqual(server);
    // A reload where a conversation moved (merged by sorting, not page by page) shows the server's order too.
    const moved = client.controls.db.conversations.find((c) => c.id === 'conv_5');
    if (moved) moved.lastMessageAt = minutesAgo(4);
    await whole.load();
    expect(ids(whole)).toEqual((await wa.conversations.list()).map((c) => c.id));
    expect(ids(whole)).not.toEqual(server);
  });

  it('a search while the rest loads brings its matches at once; their own page later does not count them twice', async () => {
    const { inbox, pageCalls, all } = paged();
    await inbox.load();
    await inbox.search({ search: ' Contact 9 ' });
    expect(pageCalls()).toEqual([
      { page: 1, limit: 3 },
      { search: 'Contact 9', page: 1, limit: 3 },
    ]);
    // conv_9 (unread) arrived before its page, below the newer ones; the counts stay those of the whole list.
    expect(ids(inbox)).toEqual(['conv_0', 'conv_1', 'conv_2', 'conv_9']);
    expect(inbox.getSnapshot()).toMatchObject({
      totalConversations: 12,
      unreadConversations: 4,
      loadingMoreConversations: true,
    });
    // The pages then bring conversations newer than conv_9: each goes in by time.
    await inbox.whenListLoaded();
    expect(ids(inbox)).toEqual(all);
    expect(inbox.getSnapshot()).toMatchObject({ totalConversations: 12, unreadConversations: 4 });
  });

  it('the Unread tab while the rest loads brings unread conversations, within the same filters as the list', async () => {
    const { inbox, pageCalls } = paged();
    await inbox.load({ search: 'Contact' });
    await inbox.search({ unread: true });
    expect(pageCalls()[1]).toEqual({ search: 'Contact', unread: true, page: 1, limit: 3 });
    expect(ids(inbox)).toEqual(['conv_0', 'conv_1', 'conv_2', 'conv_3', 'conv_6']);
    expect(inbox.getSnapshot().unreadConversations).toBe(4);
    // A search text would replace the list's own (the API takes one): not asked.
    await inbox.search({ search: 'Contact 9' });
    expect(pageCalls()).toHaveLength(2);
  });

  it('a search asks nothing once the list is complete, or without a query', async () => {
    const { inbox, pageCalls } = paged();
    await inbox.load();
    await inbox.search({ search: '   ' });
    await inbox.search({});
    expect(pageCalls()).toHaveLength(1);
    await inbox.whenListLoaded();
    const calls = pageCalls().length;
    await inbox.search({ search: 'Contact 9' });
    expect(pageCalls()).toHaveLength(calls);
  });

  it('a failed search changes nothing; an answer after the list completed is not merged again', async () => {
    const { inbox, client } = paged();
    await inbox.load();
    client.controls.failNext('conversations.page');
    await inbox.search({ search: 'Contact 9' });
    expect(inbox.getSnapshot()).toMatchObject({ error: null, loadingMoreConversations: true });
    expect(ids(inbox)).toEqual(['conv_0', 'conv_1', 'conv_2']);

    // A slow search answer: the list completes first.
    const wa = client.whatsapp(DEMO_CLIENT_ID);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = createInboxStore({
      whatsapp: {
        ...wa,
        conversations: {
          ...wa.conversations,
          page: async (filters = {}) => {
            if (filters.search) await held;
            return wa.conversations.page(filters);
          },
        },
      },
      conversationsPageSize: 3,
      conversationsBackgroundPageSize: 5,
    });
    await slow.load();
    const searching = slow.search({ search: 'Contact 9' });
    await slow.whenListLoaded();
    const complete = slow.getSnapshot();
    release();
    await searching;
    expect(slow.getSnapshot()).toBe(complete);
  });

  it('takes a server that ignores limit at its word: everything in the first answer, no more pages', async () => {
    const { inbox, client } = paged();
    const wa = client.whatsapp(DEMO_CLIENT_ID);
    const everything = await wa.conversations.list();
    const store = createInboxStore({
      whatsapp: {
        ...wa,
        conversations: {
          ...wa.conversations,
          page: vi.fn(async () => ({ items: everything, total: 12, unread: 4, page: 1, limit: 3 })),
        },
      },
      conversationsPageSize: 3,
    });
    await store.load();
    expect(store.getSnapshot()).toMatchObject({ totalConversations: 12, loadingMoreConversations: false });
    expect(store.getSnapshot().conversations).toHaveLength(12);
    await store.whenListLoaded();
    expect(inbox.getSnapshot().conversations).toHaveLength(0);
  });
});
