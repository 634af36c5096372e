import { performance } from 'node:perf_hooks';
import { createInboxStore, type Conversation, type Message, type WhatsAppApi } from '@wacrm/whatsapp-sdk';
const N = 10_000;
const BASE = Date.parse('2026-11-21T00:00:00.000Z');
const list: Conversation[] = [];
for (let i = 0; i < N; i++) list.push({ id: `conv_${i}`, contactPhone: `+1555${String(i).padStart(7, '0')}`, contactName: `C ${i}`, contactStatus: 'active', contactLastInteraction: '', lastMessage: 'hello', lastMessageAt: new Date(BASE - i * 1000).toISOString(), lastInboundAt: null, unreadCount: i % 5 ? 0 : 1, isPinned: false, tags: [] });
const mk = (): Message[] => { const msgs: Message[] = []; for (let i = 0; i < N; i++) msgs.push({ id: `m_${i}`, type: 'text', text: `message ${i}`, direction: i % 3 ? 'inbound' : 'outbound', contactPhone: list[0]!.contactPhone, contactName: 'C 0', to: '', templateName: '', status: 'read', createdAt: new Date(BASE - N * 1000 + i * 50).toISOString() }); return msgs; };
let msgs = mk();
const wa = { conversations: { list: async () => list.map((c) => ({ ...c })), messagesPage: async () => ({ items: msgs, hasMore: false }) } } as unknown as WhatsAppApi;
const loads: number[] = [], opens: number[] = [];
for (let r = 0; r < 40; r++) {
  msgs = mk();
  const s = createInboxStore({ whatsapp: wa });
  await s.load();
  let t = performance.now();
  s.getSnapshot();
  loads.push(performance.now() - t);
  t = performance.now();
  await s.open('conv_0');
  s.getSnapshot();
  opens.push(performance.now() - t);
}
const med = (a: number[]) => a.slice(10).sort((x, y) => x - y)[(a.length - 10) >> 1]!.toFixed(2);
console.log('open 10k-message thread median ms', med(opens));
