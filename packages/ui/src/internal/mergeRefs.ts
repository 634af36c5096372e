import { useCallback, type Ref, type RefCallback } from 'react';

type PossibleRef<T> = Ref<T> | undefined | null;

function assign<T>(ref: PossibleRef<T>, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}

/** One callback ref that feeds every given ref. */
export function mergeRefs<T>(...refs: PossibleRef<T>[]): RefCallback<T> {
  return (node: T | null) => {
    for (const ref of refs) assign(ref, node);
  };
}

/** Memoised `mergeRefs` for use in render. */
export function useMergedRefs<T>(...refs: PossibleRef<T>[]): RefCallback<T> {
  // The refs themselves are the dependencies.
  return useCallback(mergeRefs(...refs), refs);
}
