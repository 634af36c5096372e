import type { Timers } from '@wacrm/whatsapp-sdk';

/**
 * Passes on at most one value per `intervalMs`: the first at once, then the latest one given meanwhile when the
 * interval ends (the ones in between are dropped). The inbox's screen-reader announcements of incoming messages go
 * through it, so a flood of messages is not read out one by one.
 */
export function createLatestThrottle<T>(
  emit: (value: T) => void,
  options: { intervalMs?: number; timers?: Timers; now?: () => number } = {},
) {
  const intervalMs = options.intervalMs ?? 1000;
  const now = options.now ?? (() => Date.now());
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  let last = -Infinity;
  let timer: unknown = undefined;
  let pending: T;

  function send() {
    last = now();
    emit(pending);
  }

  return {
    push(value: T) {
      pending = value;
      const wait = intervalMs - (now() - last);
      if (wait <= 0) send();
      else if (timer === undefined) {
        timer = timers.setTimeout(() => {
          timer = undefined;
          send();
        }, wait);
      }
    },
    dispose() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
