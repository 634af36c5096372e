import { useCallback, useRef, useState } from 'react';

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
  // The values of this render, for the setter. Written during render on purpose: a layout effect would do the same
  // after commit, at a cost in bytes the inbox's script-tag page (issue 32's 180 KB) has not got; a render React
  // discards only leaves the values of a render that did not commit until the next one.
  const currentRef = useRef(current);
  // eslint-disable-next-line react-hooks/refs -- see above
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  // eslint-disable-next-line react-hooks/refs -- see above
  onChangeRef.current = onChange;
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
