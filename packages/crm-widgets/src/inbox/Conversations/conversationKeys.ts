import { normalizePhone, type Conversation } from '@wacrm/whatsapp-sdk';

/** A conversation's key by phone: the normalised number (or the trimmed text when it is not one). */
export function phoneKey(phone: string): string {
  return normalizePhone(phone) || phone.trim();
}

/**
 * The conversation of a phone. The store has just moved it to the top, so the first rows are checked first and a
 * full scan (cheap comparison first) is the fallback: no per-row normalisation on every incoming message.
 */
export function findConversation(list: readonly Conversation[], phone: string, key: string): Conversation | undefined {
  for (let i = 0; i < Math.min(3, list.length); i++) {
    const c = list[i];
    if (c && (c.contactPhone === phone || phoneKey(c.contactPhone) === key)) return c;
  }
  return list.find((c) => c.contactPhone === phone) ?? list.find((c) => phoneKey(c.contactPhone) === key);
}
