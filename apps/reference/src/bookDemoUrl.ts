/**
 * The 'Book Demo' scheduling page (VITE_BOOK_DEMO_URL), in a module of its own so the landing route loads this
 * and not the whole configuration parser (config.ts composes it; see the landing JavaScript budget).
 */

/** A placeholder scheduling page; deployments set VITE_BOOK_DEMO_URL to their own. */
export const DEFAULT_BOOK_DEMO_URL = 'https://calendly.com/wacrm/demo';

/** A trimmed non-empty string, else undefined. */
export function envText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Parses an absolute URL whose protocol is one of `protocols`; undefined otherwise. */
export function absoluteUrl(value: string, protocols: readonly string[]): URL | undefined {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** True for an absolute http(s) URL: the only kind of external link the app opens. */
export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && absoluteUrl(value.trim(), ['http:', 'https:']) !== undefined;
}

/** VITE_BOOK_DEMO_URL when it is an http(s) URL; otherwise the default, with a warning through `warn`. */
export function parseBookDemoUrl(env: Readonly<Record<string, unknown>>, warn: (message: string) => void): string {
  const raw = envText(env.VITE_BOOK_DEMO_URL);
  if (raw === undefined) return DEFAULT_BOOK_DEMO_URL;
  if (isHttpUrl(raw)) return new URL(raw).href;
  warn(`VITE_BOOK_DEMO_URL "${raw}" is not an http(s) URL; using ${DEFAULT_BOOK_DEMO_URL}.`);
  return DEFAULT_BOOK_DEMO_URL;
}

/**
 * The configured scheduling page. Silent here: a bad value is reported once, by config.ts, which parses the same
 * variable with the same rule when the app's configuration loads.
 */
export const bookDemoUrl: string = parseBookDemoUrl(import.meta.env as Readonly<Record<string, unknown>>, () => {});
