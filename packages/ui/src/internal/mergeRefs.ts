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
  // The refs themselves are the dependencies (any number of them): a new ref given gets the node through a new
  // callback, as React calls a changed callback ref again.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the dependency list is the refs given
  return useCallback(mergeRefs(...refs), refs);
}
