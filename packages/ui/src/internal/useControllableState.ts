import { useCallback, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/**
 * State that is controlled when `value` is defined and uncontrolled otherwise. The setter always calls `onChange`
 * (when the value changes) and only stores the value itself in uncontrolled mode.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const currentRef = useRef(current);
  const onChangeRef = useRef(onChange);
  // The values of the last commit, for the setter (called from events, after it).
  useIsomorphicLayoutEffect(() => {
    currentRef.current = current;
    onChangeRef.current = onChange;
  });
  const set = useCallback(
    (next: T) => {
      if (Object.is(next, currentRef.current)) return;
      currentRef.current = next;
      if (!controlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, set];
}
