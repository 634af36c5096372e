import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref holding the values of the last render (updated after each commit): callbacks and effects that must not run
 * again when a label, a format or a host callback changes read them through it.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
