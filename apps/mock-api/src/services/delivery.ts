// Outbound messages after they are stored: announced over the socket, then sent -> delivered -> read (simulated),
// statuses only ever moving forward.
import type { Ctx } from '../context';
import type { MessageRecord, MessageStatus } from '../store/types';
import { findConversation } from './conversations';
import { conversationUpdate, messageOut } from './wire';

const STATUS_ORDER: Record<MessageStatus, number> = { pending: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

/** Pushes a stored outbound message to the room and starts its delivery simulation. */
export function announceOutbound(ctx: Ctx, message: MessageRecord, readChance = 1): void {
  ctx.realtime.emit(message.clientId, 'whatsapp_message', messageOut(message));
  const conversation = findConversation(ctx, message.clientId, message.contact_phone);
  if (conversation)
    ctx.realtime.emit(message.clientId, 'conversation_update', conversationUpdate(ctx.store, conversation));
  if (message.status === 'sent') scheduleDelivery(ctx, message.id, readChance);
  if (message.status === 'failed') {
    ctx.realtime.emit(message.clientId, 'message_status_update', {
      messageId: message.id,
      ...(message.client_message_id ? { clientMessageId: message.client_message_id } : {}),
      status: 'failed',
      ...(message.error ? { error: message.error } : {}),
    });
  }
}

/** Moves a message's status forward only (webhooks can arrive out of order); updates campaign counters. */
export function advanceStatus(ctx: Ctx, message: MessageRecord, status: MessageStatus): boolean {
  if (message.status === 'failed' || STATUS_ORDER[status] <= STATUS_ORDER[message.status]) return false;
  const before = message.status;
  message.status = status;
  if (message.campaign_id) {
    const campaign = ctx.store.data.campaigns.find((c) => c.id === message.campaign_id);
    if (campaign) {
      if (status === 'delivered' || (status === 'read' && before !== 'delivered')) campaign.delivered += 1;
      if (status === 'read') campaign.read += 1;
    }
  }
  return true;
}

/** sent -> delivered -> read over the socket, one step every MOCK_DELIVERY_STEP_MS. */
export function scheduleDelivery(ctx: Ctx, messageId: string, readChance = 1): void {
  const step = (status: 'delivered' | 'read') => {
    const message = ctx.store.data.messages.find((m) => m.id === messageId);
    if (!message || !advanceStatus(ctx, message, status)) return;
    void ctx.persistInBackground().then(() => {
      ctx.realtime.emit(message.clientId, 'message_status_update', {
        messageId: message.id,
        ...(message.client_message_id ? { clientMessageId: message.client_message_id } : {}),
        status,
      });
    });
    const readsIt = readChance >= 1 || stableFraction(message.id) < readChance;
    if (status === 'delivered' && readsIt) ctx.scheduler.later(ctx.timings.deliveryStepMs, () => step('read'));
  };
  const current = ctx.store.data.messages.find((m) => m.id === messageId)?.status;
  ctx.scheduler.later(ctx.timings.deliveryStepMs, () => step(current === 'delivered' ? 'read' : 'delivered'));
}

/** After a restart: outbound messages of the last 10 minutes still on their way continue to delivered/read. */
export function resumeDeliveries(ctx: Ctx, now = Date.now()): number {
  let resumed = 0;
  for (const m of ctx.store.data.messages) {
    if (m.direction !== 'outbound' || (m.status !== 'sent' && m.status !== 'delivered')) continue;
    if (now - Date.parse(m.created_at) > 10 * 60 * 1000) continue;
    scheduleDelivery(ctx, m.id, m.campaign_id ? 0.7 : 1);
    resumed += 1;
  }
  return resumed;
}

/** A deterministic number in [0, 1) from a string (so simulations are repeatable per id). */
export function stableFraction(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0) / 2 ** 32;
}
