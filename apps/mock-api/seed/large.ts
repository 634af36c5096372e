import type { ContactRecord, ConversationRecord, DbData, MessageRecord } from '../src/store/types';
import { createSeed, DEMO_USER } from './seed';

export interface LargeDatasetOptions {
  /** Conversations of the demo client (default 10,000). */
  conversations?: number;
  /** Messages in the first (largest) conversation (default 10,000). */
  messagesInLargest?: number;
  now?: number;
}

/** The phone of the conversation holding `messagesInLargest` messages. */
export const LARGEST_CONVERSATION_PHONE = '+919000000000';

/**
 * A large data set for benchmarks: the demo seed plus 10,000 conversations (each with a contact and two messages)
 * and one conversation with 10,000 messages.
 */
export function createLargeDataset(options: LargeDatasetOptions = {}): DbData {
  const now = options.now ?? Date.now();
  const conversationCount = options.conversations ?? 10_000;
  const largest = options.messagesInLargest ?? 10_000;
  const data = createSeed(now);
  const clientId = DEMO_USER.userId;
  const contacts: ContactRecord[] = [];
  const conversations: ConversationRecord[] = [];
  const messages: MessageRecord[] = [];
  const iso = (t: number) => new Date(t).toISOString();
  for (let i = 0; i < conversationCount; i += 1) {
    const phone = `+9190${String(i).padStart(8, '0')}`;
    const name = `Bulk Contact ${i + 1}`;
    const count = i === 0 ? largest : 2;
    const last = now - i * 60_000;
    for (let m = 0; m < count; m += 1) {
      const t = last - (count - 1 - m) * 30_000;
      const inbound = m % 2 === 0;
      messages.push({
        id: `msg_bulk_${i}_${m}`,
        clientId,
        type: 'text',
        content: { text: inbound ? `Question ${m + 1} from ${name}` : `Answer ${m + 1} to ${name}` },
        direction: inbound ? 'inbound' : 'outbound',
        contact_phone: phone,
        contact_name: name,
        ...(inbound ? {} : { to: phone }),
        status: 'read',
        created_at: iso(t),
        timestamp: iso(t),
      });
    }
    const lastMessage = messages[messages.length - 1]!;
    contacts.push({
      id: `ct_bulk_${i}`,
      clientId,
      name,
      phone,
      email: '',
      tags: i % 10 === 0 ? ['VIP'] : [],
      source: 'Other',
      status: 'active',
      lastInteraction: lastMessage.created_at.slice(0, 10),
      notes: '',
      created_at: iso(now - 30 * 86_400_000),
      updated_at: iso(now - 30 * 86_400_000),
    });
    conversations.push({
      id: `conv_bulk_${i}`,
      clientId,
      contact_phone: phone,
      contact_name: name,
      last_message: lastMessage.content.text,
      last_message_at: lastMessage.created_at,
      last_inbound_at: iso(last - 30_000),
      unread_count: 0,
      is_pinned: false,
      tags: [],
      created_at: iso(now - 30 * 86_400_000),
    });
  }
  data.contacts.push(...contacts);
  data.conversations.push(...conversations);
  data.messages.push(...messages);
  return data;
}
