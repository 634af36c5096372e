import type { Conversation, Message } from '@wacrm/whatsapp-sdk';
import { createFixtures, FIXTURE_NOW, type FakeFixtures } from '@wacrm/whatsapp-sdk/testing';

const FIRST = ['Ann', 'Ben', 'Chen', 'Dara', 'Eva', 'Farid', 'Gita', 'Hugo', 'Ines', 'Jon', 'Kemi', 'Liam', 'Mei'];
const LAST = ['Lee', 'Ortiz', 'Wei', 'Okafor', 'Novak', 'Haddad', 'Rao', 'Silva', 'Berg', 'Kim', 'Adeyemi', 'Ng'];
const TEXTS = [
  'Hi, is my order shipped?',
  'Yes! It left the warehouse this morning.',
  'Great, thanks *so* much!',
  'Can I change the delivery address?',
  'Sure, send me the new one and I will update it.',
  'Here is the tracking link: https://acme.io/track/1042',
  '_Quick question_: do you ship abroad?',
  'We ship to 40 countries.\n- EU\n- UK\n- US',
  'Perfect 👍',
  'Our opening hours are ```9:00-18:00``` on weekdays.',
];

/** The long thread's contact. */
export const LONG_THREAD_PHONE = '+15550000000';

function phoneOf(i: number): string {
  return `+1555${String(i).padStart(7, '0')}`;
}

/**
 * The benchmark and story data set: `conversations` conversations (newest first; the first one is the long
 * thread) and a thread of `messages` messages with the first contact, spread over the last days.
 */
export function createLargeFixtures(
  options: { conversations?: number; messages?: number; now?: number } = {},
): FakeFixtures {
  const count = options.conversations ?? 10_000;
  const messageCount = options.messages ?? 10_000;
  const now = options.now ?? FIXTURE_NOW;
  const base = createFixtures({ conversations: [], messages: {} });
  const conversations: Conversation[] = new Array<Conversation>(count);
  for (let i = 0; i < count; i++) {
    const at = new Date(now - i * 7 * 60_000).toISOString();
    conversations[i] = {
      id: `conv_${i}`,
      contactPhone: phoneOf(i),
      contactName: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`,
      contactStatus: i % 3 === 0 ? 'active' : i % 3 === 1 ? 'potential' : 'inactive',
      contactLastInteraction: '2026-11-20',
      lastMessage: TEXTS[i % TEXTS.length] ?? '',
      lastMessageAt: at,
      lastInboundAt: at,
      unreadCount: i % 5 === 0 ? (i % 4) + 1 : 0,
      isPinned: false,
      tags: [],
    };
  }
  const thread: Message[] = new Array<Message>(messageCount);
  const span = 14 * 24 * 60 * 60_000;
  for (let i = 0; i < messageCount; i++) {
    const inbound = i % 3 !== 1;
    const createdAt = new Date(now - span + Math.floor((i * span) / messageCount)).toISOString();
    thread[i] = {
      id: `m_${i}`,
      type: 'text',
      text: `${TEXTS[i % TEXTS.length] ?? ''}${i % 17 === 0 ? `\n(message ${i})` : ''}`,
      direction: inbound ? 'inbound' : 'outbound',
      contactPhone: LONG_THREAD_PHONE,
      contactName: conversations[0]?.contactName ?? 'Ann Lee 0',
      to: inbound ? '' : LONG_THREAD_PHONE,
      templateName: '',
      status: inbound ? 'read' : 'read',
      createdAt,
    };
  }
  const last = thread[messageCount - 1];
  if (conversations[0] && last) {
    conversations[0] = {
      ...conversations[0],
      lastMessage: last.text,
      lastMessageAt: last.createdAt,
      lastInboundAt: last.createdAt,
      unreadCount: 0,
    };
  }
  return { ...base, conversations, messages: { [LONG_THREAD_PHONE]: thread } };
}
