import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when the countdown is over or was never started. */
  remaining: number;
  /** Starts (or restarts) from `seconds`, or from `from` seconds (a countdown continued after a reload). */
  restart(from?: number): void;
  /** Stops and goes back to 0. */
  reset(): void;
}

/**
 * A one-second countdown from `seconds` (spec: resend after 60 s), running from `initial` seconds at mount when
 * given (a code step restored after a reload). Ticks with `setInterval`, so fake timers work.
 */
export function useCountdown(seconds: number, initial = 0): Countdown {
  const start = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.min(start, Math.floor(initial))));
  const [generation, setGeneration] = useState(() => (initial > 0 ? 1 : 0));

  useEffect(() => {
    if (generation === 0) return undefined;
    const id = setInterval(() => {
      setRemaining((r) => {
        if (r <= 1) {
          clearInterval(id);
          return 0;
        }
        return r - 1;
      });
    }, 1000);
    return () => clearInterval(id);
  }, [generation]);

  const restart = useCallback(
    (from?: number) => {
      const value = from === undefined ? start : Math.max(0, Math.min(start, Math.floor(from)));
      setRemaining(value);
      setGeneration((g) => g + 1);
    },
    [start],
  );
  const reset = useCallback(() => {
    setRemaining(0);
    setGeneration(0);
  }, []);

  return { remaining, restart, reset };
}
