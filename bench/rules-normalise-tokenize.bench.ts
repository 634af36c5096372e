// Benchmark: wire normalisers, the WhatsApp tokenizer and template validation (prints figures; not pass/fail).
import {
  normalizeConversation,
  normalizeMessage,
  tokenizeWhatsApp,
  validateTemplate,
  type TemplateInput,
} from '../packages/whatsapp-sdk/src/index';

function measure(label: string, n: number, fn: (i: number) => unknown): void {
  for (let i = 0; i < Math.min(n, 1000); i++) fn(i); // warm-up
  let kept = 0; // results are counted so the work cannot be optimised away
  const start = performance.now();
  for (let i = 0; i < n; i++) if (fn(i)) kept += 1;
  const us = ((performance.now() - start) * 1000) / n;
  console.log(`${label.padEnd(44)} ${String(n).padStart(7)} ops ${us.toFixed(2).padStart(9)} µs/op (${kept} results)`);
}

const rawMessages = Array.from({ length: 10_000 }, (_, i) => ({
  id: `m${i}`,
  type: i % 5 === 0 ? 'image' : 'text',
  content: i % 2 ? { text: `Hello *there* number ${i}` } : `plain ${i}`,
  direction: i % 3 ? 'incoming' : 'outbound',
  contact_phone: `+9198765${String(i).padStart(5, '0')}`,
  contact_name: `Contact ${i}`,
  status: 'DELIVERED',
  created_at: new Date(1_700_000_000_000 + i * 1000).toISOString(),
}));
const rawConversations = rawMessages.map((m, i) => ({
  id: `c${i}`,
  contact: { name: m.contact_name, phone: m.contact_phone, status: 'Active' },
  last_message: m.content,
  unread_count: i % 4,
  contact_tags: ['VIP'],
  last_message_at: m.created_at,
}));
const text =
  '*Order update* for _Ann_:\n- item ~one~ `SKU-1`\n- item two\n1. pay at https://acme.io/pay?x=1\n> thanks\n```\nmono *block*\n```';
const long = `${text}\n`.repeat(30).slice(0, 4096);
const template: TemplateInput = {
  name: 'spring_sale',
  category: 'MARKETING',
  language: 'en_US',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Spring {{1}}', example: { header_text: ['sale'] } },
    { type: 'BODY', text: 'Hi {{1}}, take {{2}} off today.', example: { body_text: [['Ann', '10%']] } },
    { type: 'FOOTER', text: 'Reply STOP to opt out' },
    { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }] },
  ],
};

console.log(`node ${process.version}`);
measure('normalizeMessage (mixed variants)', 10_000, (i) => normalizeMessage(rawMessages[i % 10_000]));
measure('normalizeConversation (contact{...} variant)', 10_000, (i) => normalizeConversation(rawConversations[i]));
measure('tokenizeWhatsApp (7-line formatted text)', 20_000, () => tokenizeWhatsApp(text));
measure('tokenizeWhatsApp (4096-character text)', 1_000, () => tokenizeWhatsApp(long));
measure('validateTemplate (full valid template)', 20_000, () => validateTemplate(template));
