import { startTransition, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { isConversationsWarm } from '../internal/warmState';

export interface FirstRender {
  /** The content (top bar, list, thread) is rendered: until then the widget is a placeholder box. */
  contentShown: boolean;
  /** `contentShown` as last committed, for callbacks. */
  contentShownRef: RefObject<boolean>;
  /** Resolves once the content has rendered. */
  contentRendered: Promise<void>;
}

/** A promise and its resolve (e.g. for 'the content has rendered'). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * The inbox's first-render scheduling. The widget's content first renders in a transition: React renders it in
 * slices of a few milliseconds, so a first render with cold code and styles (compiling the widget's styles, the
 * first run of its code, the first date formats) makes no long task. Until then the widget is a placeholder box.
 * Once the inbox has rendered in this page (or was warmed), its content renders with it at once (no placeholder).
 */
export function useFirstRender(): FirstRender {
  const [contentShown, setContentShown] = useState(isConversationsWarm);
  const contentShownRef = useRef(contentShown);
  const [contentRendered] = useState(deferred);
  useLayoutEffect(() => {
    if (!contentShownRef.current) startTransition(() => setContentShown(true));
  }, []);
  useLayoutEffect(() => {
    contentShownRef.current = contentShown;
    if (contentShown) contentRendered.resolve();
  }, [contentShown, contentRendered]);
  return { contentShown, contentShownRef, contentRendered: contentRendered.promise };
}
