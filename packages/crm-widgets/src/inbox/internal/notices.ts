import type { Timers } from '@wacrm/whatsapp-sdk';

export interface IncomingNotice {
  /** Conversation key (normalised phone). */
  key: string;
  /** Contact name, or phone when there is no name. */
  name: string;
  /** Unread messages in that conversation now. */
  unread: number;
}

/**
 * Turns a flood of incoming messages into a few notices: the first one at once, then at most one per conversation
 * per window (with its unread count), and at most `maxPerWindow` notices per window.
 */
export function createNoticeBatcher(
  emit: (notice: IncomingNotice) => void,
  options: { windowMs?: number; maxPerWindow?: number; timers?: Timers } = {},
) {
  const windowMs = options.windowMs ?? 1500;
  const maxPerWindow = options.maxPerWindow ?? 3;
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  let timer: unknown = undefined;
  const pending = new Map<string, IncomingNotice>();

  function flush() {
    timer = undefined;
    let sent = 0;
    for (const notice of pending.values()) {
      if (sent >= maxPerWindow) break;
      emit(notice);
      sent += 1;
    }
    pending.clear();
    if (sent > 0) timer = timers.setTimeout(flush, windowMs);
  }

  return {
    push(notice: IncomingNotice) {
      if (timer === undefined) {
        emit(notice);
        timer = timers.setTimeout(flush, windowMs);
        return;
      }
      pending.delete(notice.key);
      pending.set(notice.key, notice);
    },
    dispose() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
