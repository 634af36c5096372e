import type { RealtimeClient, Timers } from '../realtime';
import { phoneKey, type InboxContext } from './inboxContext';

export interface TypingOptions {
  realtime?: RealtimeClient;
  timers: Timers;
  /** Typing state clears this long after the last typing event. */
  idleMs: number;
}

/** Who is typing (contacts, from the socket) and the user's own typing (sent through the socket). */
export interface Typing {
  set(contactPhone: string, typing: boolean): void;
  has(key: string): boolean;
  /** The typing contacts by phone key (the same object until it changes). */
  record(): Readonly<Record<string, true>>;
  invalidate(): void;
  userTyping(contactPhone: string): void;
  stopUserTyping(contactPhone: string): void;
  destroy(): void;
}

export function createTyping(ctx: InboxContext, options: TypingOptions): Typing {
  const { realtime: rt, timers, idleMs } = options;
  const typing = new Map<string, unknown>();
  const userTypingTimers = new Map<string, unknown>();
  let typingRecord: Readonly<Record<string, true>> | null = null;

  function clearTyping(key: string) {
    const handle = typing.get(key);
    if (handle === undefined) return false;
    timers.clearTimeout(handle);
    typing.delete(key);
    return true;
  }

  return {
    set(contactPhone, on) {
      if (!contactPhone) return;
      const key = phoneKey(contactPhone);
      const had = clearTyping(key);
      if (on) {
        typing.set(
          key,
          timers.setTimeout(() => {
            typing.delete(key);
            ctx.changed({ typing: true });
          }, idleMs),
        );
      }
      if (on !== had) ctx.changed({ typing: true });
    },

    has: (key) => typing.has(key),

    record() {
      if (!typingRecord) {
        const rec: Record<string, true> = {};
        for (const key of typing.keys()) rec[key] = true;
        typingRecord = rec;
      }
      return typingRecord;
    },

    invalidate() {
      typingRecord = null;
    },

    userTyping(contactPhone) {
      if (!rt || !contactPhone) return;
      const key = phoneKey(contactPhone);
      const handle = userTypingTimers.get(key);
      if (handle === undefined) rt.startTyping(contactPhone);
      else timers.clearTimeout(handle);
      userTypingTimers.set(
        key,
        timers.setTimeout(() => {
          userTypingTimers.delete(key);
          rt.stopTyping(contactPhone);
        }, idleMs),
      );
    },

    stopUserTyping(contactPhone) {
      const key = phoneKey(contactPhone);
      const handle = userTypingTimers.get(key);
      if (handle === undefined) return;
      timers.clearTimeout(handle);
      userTypingTimers.delete(key);
      rt?.stopTyping(contactPhone);
    },

    destroy() {
      for (const handle of typing.values()) timers.clearTimeout(handle);
      for (const handle of userTypingTimers.values()) timers.clearTimeout(handle);
      typing.clear();
      userTypingTimers.clear();
    },
  };
}
