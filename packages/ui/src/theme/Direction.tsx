import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** The writing direction and language of the widgets below a `DirectionProvider`. */
export interface DirectionValue {
  /** 'ltr' or 'rtl'. */
  dir: 'ltr' | 'rtl';
  /** BCP 47 tag of the text ('en', 'ar'). */
  lang: string;
}

const DirectionContext = createContext<DirectionValue | null>(null);

export interface DirectionProviderProps extends DirectionValue {
  /** The part of the app in this direction and language. */
  children?: ReactNode;
}

/**
 * Sets the direction and language that portalled content (dialogs, notices, menus) carries: rendered outside the
 * widget's own element (in `document.body` by default), it would otherwise take the host page's.
 */
export function DirectionProvider({ dir, lang, children }: DirectionProviderProps) {
  const value = useMemo(() => ({ dir, lang }), [dir, lang]);
  return <DirectionContext.Provider value={value}>{children}</DirectionContext.Provider>;
}

/** The nearest `DirectionProvider`'s value, or null (content then inherits the direction of where it renders). */
export function useDirection(): DirectionValue | null {
  return useContext(DirectionContext);
}
