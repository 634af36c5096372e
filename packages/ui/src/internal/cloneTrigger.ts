import { version, type ReactElement, type Ref } from 'react';

/** The ref a caller put on an element (React 19 keeps it in props, React 18 on the element). */
export function elementRef<T>(element: ReactElement): Ref<T> | undefined {
  const props = element.props as { ref?: Ref<T> };
  if (props && 'ref' in props) return props.ref;
  if (version.startsWith('18')) return (element as unknown as { ref?: Ref<T> }).ref ?? undefined;
  return undefined;
}

/** Calls the caller's handler first, then ours unless the caller prevented the default. */
export function chain<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
