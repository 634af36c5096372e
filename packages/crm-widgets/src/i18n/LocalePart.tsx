import { useMemo, type ReactNode } from 'react';
import type { LocaleLabels } from './dictionary';
import type { Tracked, Translated } from './load';
import { shippedLocaleFor } from './locale';
import { LocaleContext, readLoaded, useWacrmLocale, type ActiveLocale } from './WacrmLocaleProvider';

type Labels = Readonly<Partial<LocaleLabels>>;

/** Per language's labels and part, the labels with the part under them (one object per pair: caches keyed by it hold). */
const withParts = new WeakMap<Labels, WeakMap<Labels, Labels>>();

function withPart(labels: Labels, part: Labels): Labels {
  let byPart = withParts.get(labels);
  if (!byPart) {
    byPart = new WeakMap();
    withParts.set(labels, byPart);
  }
  let merged = byPart.get(part);
  if (!merged) {
    merged = { ...part, ...labels };
    byPart.set(part, merged);
  }
  return merged;
}

export interface LocalePartProps {
  /** Downloads a shipped language's part, once (`loadTemplateEditorLabels`). */
  load: (code: Translated) => Tracked<Labels>;
  /** What reads the part's texts (`useWacrmLabels`, the validation messages, the server's messages). */
  children?: ReactNode;
}

/**
 * The active language with one of its parts added, for the widget below: a shipped language's part (the Template
 * Editor's texts) is downloaded the first time and the children suspend until it is here. The language's own labels
 * stay over the part (a locale of the host's own that gives these texts, `overrideLocale`), and the host's `labels`
 * over both, as everywhere. English, and a locale of the host's own in a language not shipped, have no part: their
 * labels (or the widgets' English defaults) are used as they are.
 */
export function LocalePart({ load, children }: LocalePartProps) {
  const outer = useWacrmLocale();
  const labels = outer.labels;
  const shipped = shippedLocaleFor(outer.code);
  const part = shipped !== 'en' && labels !== null ? readLoaded(load(shipped)) : null;
  const value = useMemo<ActiveLocale>(
    () => (part && labels ? { ...outer, labels: withPart(labels, part) } : outer),
    [outer, labels, part],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
