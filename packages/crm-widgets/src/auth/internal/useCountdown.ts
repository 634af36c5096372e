import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when the countdown is over or was never started. */
  remaining: number;
  /** Starts (or restarts) from `seconds`. */
  restart(): void;
  /** Stops and goes back to 0. */
  reset(): void;
}

/** A one-second countdown from `seconds` (spec: resend after 60 s). Ticks with `setInterval`, so fake timers work. */
export function useCountdown(seconds: number): Countdown {
  const start = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const [remaining, setRemaining] = useState(0);
  const [generation, setGeneration] = useState(0);

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

  const restart = useCallback(() => {
    setRemaining(start);
    setGeneration((g) => g + 1);
  }, [start]);
  const reset = useCallback(() => {
    setRemaining(0);
    setGeneration(0);
  }, []);

  return { remaining, restart, reset };
}
