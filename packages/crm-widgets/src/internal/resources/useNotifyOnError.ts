import { useEffect, useRef } from 'react';
import { useWacrm } from '../../provider';

/**
 * A load failure is a notice too, besides the inline error: `notify.error(error)` each time a new failure appears
 * (not again on re-render, nor for the same failure twice in a row).
 */
export function useNotifyOnError(error: string | null): void {
  const { notify } = useWacrm();
  const notified = useRef('');
  useEffect(() => {
    if (error && error !== notified.current) notify.error(error);
    notified.current = error ?? '';
  }, [error, notify]);
}
