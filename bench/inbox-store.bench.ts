// InboxStore benchmark: 10,000 conversations, 10,000 incoming messages (figures, not a pass/fail test).
// Run: node --conditions=@wacrm/source --import tsx bench/inbox-store.bench.ts   (or: npm run bench inbox)
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createInboxStore, type Conversation, type InboxStore, type Message } from '@wacrm/whatsapp-sdk';
import { createFakeWacrmClient, createFixtures } from '@wacrm/whatsapp-sdk/testing';

const CONVERSATIONS = 10_000;
const MESSAGES = 10_000;
const BASE = Date.parse('2026-11-21T00:00:00.000Z');

function phone(i: number): string {
  return `+1555${String(i).padStart(7, '0')}`;
}

function conversations(): Conversation[] {
  const list: Conversation[] = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    list.push({
      id: `conv_${i}`,
      contactPhone: phone(i),
      contactName: `Contact ${i}`,
      contactStatus: 'active',
      contactLastInteraction: '',
      lastMessage: 'hello',
      lastMessageAt: new Date(BASE + i * 1000).toISOString(),
      lastInboundAt: null,
      unreadCount: 0,
      isPinned: false,
      tags: [],
    });
  }
  return list;
}

function message(i: number, contact: number): Message {
  return {
    id: `m_${i}`,
    type: 'text',
    text: `message ${i}`,
    direction: 'inbound',
    contactPhone: phone(contact),
    contactName: `Contact ${contact}`,
    to: '',
    templateName: '',
    status: 'delivered',
    createdAt: new Date(BASE + CONVERSATIONS * 1000 + i).toISOString(),
  };
}

async function freshStore(): Promise<InboxStore> {
  const client = createFakeWacrmClient({ fixtures: createFixtures({ conversations: conversations(), messages: {} }) });
  const inbox = createInboxStore({ whatsapp: client.whatsapp('bench') });
  await inbox.load();
  await inbox.whenListLoaded();
  if (inbox.getSnapshot().conversations.length !== CONVERSATIONS) throw new Error('load failed');
  return inbox;
}

// Pseudo-random but repeatable contact choice.
let seed = 42;
function nextContact(): number {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % CONVERSATIONS;
}

/**
 * Times `fn` by wall clock and by this process's CPU time (user + system). On a shared, loaded machine the wall
 * time includes time the process spent waiting for a core; the CPU time does not.
 */
function measure(label: string, count: number, fn: () => void) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  fn();
  const wall = performance.now() - t0;
  const cpuDelta = process.cpuUsage(cpu0);
  const cpu = (cpuDelta.user + cpuDelta.system) / 1000;
  const per = (ms: number) => ((ms * 1000) / count).toFixed(2).padStart(7);
  console.log(
    `${label.padEnd(58)} wall ${wall.toFixed(1).padStart(7)} ms (${per(wall)} µs/msg)   cpu ${cpu.toFixed(1).padStart(7)} ms (${per(cpu)} µs/msg)`,
  );
}

async function main() {
  const load = (await import('node:os')).loadavg()[0] ?? 0;
  console.log(
    `InboxStore with ${CONVERSATIONS.toLocaleString('en')} conversations, ${MESSAGES.toLocaleString('en')} incoming messages (Node ${process.version}, load average ${load.toFixed(1)})`,
  );

  // 0. Loading the list: the first page, then the rest in pages of 1,000 (one task each).
  {
    const results: Array<{ first: number; whole: number; longest: number }> = [];
    for (let run = 0; run < 5; run++) {
      const client = createFakeWacrmClient({
        fixtures: createFixtures({ conversations: conversations(), messages: {} }),
      });
      const inbox = createInboxStore({ whatsapp: client.whatsapp('bench') });
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      const t0 = performance.now();
      await inbox.load();
      const first = performance.now() - t0;
      await inbox.whenListLoaded();
      const whole = performance.now() - t0;
      delay.disable();
      if (inbox.getSnapshot().conversations.length !== CONVERSATIONS) throw new Error('load failed');
      results.push({ first, whole, longest: delay.max / 1e6 });
    }
    const med = (f: (r: (typeof results)[number]) => number) =>
      results
        .map(f)
        .sort((a, b) => a - b)[2]!
        .toFixed(1);
    console.log(
      `${'load the list: first page (100) / whole list / longest task'.padEnd(58)} ${med((r) => r.first)} / ${med((r) => r.whole)} / ${med((r) => r.longest)} ms (medians of 5, the fake client's copies included)`,
    );
  }

  // 1. Apply messages to random conversations, nobody subscribed.
  {
    const inbox = await freshStore();
    const msgs = Array.from({ length: MESSAGES }, (_, i) => message(i, nextContact()));
    measure('random conversations, no subscriber', MESSAGES, () => {
      for (const m of msgs) inbox.receive(m);
    });
    const top = inbox.getSnapshot().conversations[0];
    if (top?.contactPhone !== msgs.at(-1)?.contactPhone) throw new Error('last conversation is not on top');
  }

  // 2. Same, with a subscriber reading the snapshot after every message (what a React binding does).
  {
    const inbox = await freshStore();
    const msgs = Array.from({ length: MESSAGES }, (_, i) => message(i, nextContact()));
    let reads = 0;
    inbox.subscribe(() => {
      reads += inbox.getSnapshot().conversations.length > 0 ? 1 : 0;
    });
    measure('random conversations, snapshot read after every message', MESSAGES, () => {
      for (const m of msgs) inbox.receive(m);
    });
    if (reads < MESSAGES) throw new Error('subscriber missed updates');
  }

  // 3. 10,000 messages into the one open conversation, then 10,000 status updates on them, then duplicates.
  {
    const inbox = await freshStore();
    await inbox.open('conv_0');
    const msgs = Array.from({ length: MESSAGES }, (_, i) => ({
      ...message(i, 0),
      direction: 'outbound' as const,
      status: 'sent' as const,
    }));
    measure('one open conversation (10,000 messages in it)', MESSAGES, () => {
      for (const m of msgs) inbox.receive(m);
    });
    measure('status updates by id in that conversation', MESSAGES, () => {
      for (const m of msgs) inbox.applyStatus({ messageId: m.id, status: 'delivered' });
    });
    measure('duplicate events (ignored)', MESSAGES, () => {
      for (const m of msgs) inbox.receive(m);
    });
    if (inbox.getSnapshot().messages.length !== MESSAGES) throw new Error('duplicates were added');
  }

  // 4. The open conversation with a subscriber reading the snapshot (list and messages) after every change.
  {
    const inbox = await freshStore();
    await inbox.open('conv_0');
    let total = 0;
    inbox.subscribe(() => {
      const snap = inbox.getSnapshot();
      total += snap.messages.length + snap.conversations.length;
    });
    const msgs = Array.from({ length: MESSAGES }, (_, i) => ({
      ...message(i, 0),
      id: `o_${i}`,
      direction: 'outbound' as const,
      status: 'sent' as const,
    }));
    measure('one open conversation, snapshot read after every message', MESSAGES, () => {
      for (const m of msgs) inbox.receive(m);
    });
    measure('status updates, snapshot read after every update', MESSAGES, () => {
      for (const m of msgs) inbox.applyStatus({ messageId: m.id, status: 'read' });
    });
    if (total === 0) throw new Error('subscriber never ran');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
