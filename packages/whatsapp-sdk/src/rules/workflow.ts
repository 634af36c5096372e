// Small pure rules of the product (screens, states, validation) that screens and the mock API must apply the same way.
import type { Contact } from '../model/contact';
import type { Conversation } from '../model/conversation';
import type { MessageStatus } from '../model/message';
import { CUSTOMER_SERVICE_WINDOW_MS } from './constants';

const lower = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : '');

/** State of the 24-hour customer service window (Meta): custom messages only while it is open. */
export interface ServiceWindow {
  open: boolean;
  /** Milliseconds left (0 when closed). */
  remainingMs: number;
  /** ISO time the window closes (or closed); null when the contact never wrote. */
  closesAt: string | null;
}

/** The customer service window after the contact's last inbound message, at `now` (epoch ms). */
export function serviceWindow(lastInboundAt: string | null | undefined, now: number): ServiceWindow {
  const last = typeof lastInboundAt === 'string' ? Date.parse(lastInboundAt) : NaN;
  if (!Number.isFinite(last)) return { open: false, remainingMs: 0, closesAt: null };
  const closes = last + CUSTOMER_SERVICE_WINDOW_MS;
  const remainingMs = Math.max(0, closes - now);
  return { open: remainingMs > 0, remainingMs, closesAt: new Date(closes).toISOString() };
}

/** Only conversations with an id, a contact name and a contact phone can be opened. */
export function canOpenConversation(c: Partial<Pick<Conversation, 'id' | 'contactName' | 'contactPhone'>>): boolean {
  return [c.id, c.contactName, c.contactPhone].every((v) => typeof v === 'string' && v.trim() !== '');
}

/** Conversation search: contact name, phone or last message text, case-insensitive. */
export function matchesConversation(
  c: Pick<Conversation, 'contactName' | 'contactPhone' | 'lastMessage'>,
  search: string | null | undefined,
): boolean {
  const q = lower(search);
  return !q || [c.contactName, c.contactPhone, c.lastMessage].some((v) => lower(v).includes(q));
}

export interface ContactFilter {
  search?: string | null;
  /** A status ('all' or empty for any), any casing. */
  status?: string | null;
  /** A tag ('all' or empty for any), any casing. */
  tag?: string | null;
}

/**
 * Contact search and filters: name, phone or email contain the search, case-insensitive; the
 * status and tag filters combine with it by AND.
 */
export function matchesContact(
  c: Pick<Contact, 'name' | 'phone' | 'email' | 'status' | 'tags'>,
  filter: ContactFilter = {},
): boolean {
  const q = lower(filter.search);
  if (q && ![c.name, c.phone, c.email].some((v) => lower(v).includes(q))) return false;
  const status = lower(filter.status);
  if (status && status !== 'all' && lower(c.status) !== status) return false;
  const tag = lower(filter.tag);
  if (tag && tag !== 'all' && !(c.tags ?? []).some((t) => lower(t) === tag)) return false;
  return true;
}

/**
 * The action button of a campaign card: draft shows Launch ('start'), active shows Pause
 * ('pause'), paused shows Resume ('resume': the toggle's start, which the spec's card left out), other
 * statuses none (null: a completed campaign is history).
 */
export function campaignCardAction(status: unknown): 'start' | 'pause' | 'resume' | null {
  const s = lower(status);
  return s === 'draft' ? 'start' : s === 'active' ? 'pause' : s === 'paused' ? 'resume' : null;
}

/** A completed campaign is view only: what it sent no longer changes (the API answers 409 to an edit). */
export function canEditCampaign(status: unknown): boolean {
  return lower(status) !== 'completed';
}

/** The toggle: pauses an active campaign and starts any other. */
export function campaignToggleAction(status: unknown): 'start' | 'pause' {
  return lower(status) === 'active' ? 'pause' : 'start';
}

/** Only APPROVED templates can be chosen for campaigns and quick messages. */
export function isSelectableTemplate(template: { status?: unknown } | null | undefined): boolean {
  return lower(template?.status) === 'approved';
}

/** Meta allows editing only APPROVED, REJECTED or PAUSED templates. */
export function canEditTemplate(status: unknown): boolean {
  const s = lower(status);
  return s === 'approved' || s === 'rejected' || s === 'paused';
}

/** Ticks of an outgoing message: none while pending, one when sent, two when delivered, two blue when read. */
export interface DeliveryTicks {
  ticks: 0 | 1 | 2;
  read: boolean;
  failed: boolean;
}

export function deliveryTicks(status: MessageStatus): DeliveryTicks {
  switch (status) {
    case 'sent':
      return { ticks: 1, read: false, failed: false };
    case 'delivered':
      return { ticks: 2, read: false, failed: false };
    case 'read':
      return { ticks: 2, read: true, failed: false };
    case 'failed':
      return { ticks: 0, read: false, failed: true };
    default:
      return { ticks: 0, read: false, failed: false };
  }
}
