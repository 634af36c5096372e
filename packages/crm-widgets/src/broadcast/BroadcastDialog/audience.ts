import {
  broadcastGroupPhones,
  broadcastWindows,
  isMessagingPhone,
  normalizePhone,
  scheduleTime,
  splitRecipientNumbers,
  type BroadcastRecipientGroup,
  type BroadcastWindows,
  type Contact,
  type Conversation,
  type WhatsAppApi,
} from '@wacrm/whatsapp-sdk';
import { loadAllContacts } from '../../contacts/internal/loadAll';

/** What the dialog counts its groups and the recipients' 24-hour windows from. */
export interface BroadcastAudience {
  contacts: readonly Contact[];
  conversations: readonly Pick<Conversation, 'contactPhone' | 'lastInboundAt'>[];
  /** When they were loaded (what the dialog shows is decided at that time; sending checks again). */
  at: number;
}

export type BroadcastGroup = Exclude<BroadcastRecipientGroup, 'custom'>;

/** The time a check is made at (outside render: a helper, so a handler may call it). */
export const currentTime = (): number => Date.now();

/** The account's contacts and conversations (every page): the groups' members and their last inbound times. */
export async function loadBroadcastAudience(whatsapp: WhatsAppApi): Promise<BroadcastAudience> {
  const [contacts, conversations] = await Promise.all([
    loadAllContacts(whatsapp.contacts),
    whatsapp.conversations.list(),
  ]);
  return { contacts, conversations, at: currentTime() };
}

/** Members of each recipient group, counted from the contacts by tag (as the API selects them). */
export function groupCounts(audience: BroadcastAudience): Record<BroadcastGroup, number> {
  const count = (group: BroadcastGroup) => broadcastGroupPhones(group, audience.contacts)?.length ?? 0;
  return { all: count('all'), vip: count('vip'), customers: count('customers'), leads: count('leads') };
}

interface RecipientValues {
  recipientGroup: string;
  customRecipients: string;
  scheduleDate: string;
  scheduleTime: string;
}

/** The recipients the form names (a group's contacts, or the valid custom numbers), normalised, each once. */
export function recipientsOf(values: RecipientValues, audience: BroadcastAudience): string[] {
  if (values.recipientGroup !== 'custom') return broadcastGroupPhones(values.recipientGroup, audience.contacts) ?? [];
  const typed = splitRecipientNumbers(values.customRecipients).filter(isMessagingPhone);
  return [...new Set(typed.map((p) => normalizePhone(p)))];
}

/**
 * Who can receive a custom message when the broadcast goes out (its scheduled time, else `now`): inside their
 * 24-hour window. Null while the contacts and conversations are not known, or without recipients.
 */
export function windowsOf(
  values: RecipientValues,
  audience: BroadcastAudience | undefined,
  now: number,
): BroadcastWindows | null {
  if (!audience) return null;
  const phones = recipientsOf(values, audience);
  if (phones.length === 0) return null;
  const at = scheduleTime(values.scheduleDate, values.scheduleTime);
  return broadcastWindows(phones, audience.conversations, Number.isFinite(at) ? Math.max(at, now) : now);
}
