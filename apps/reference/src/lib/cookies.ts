/** A minimal cookie jar over `document.cookie` (no dependency; touches `document` only when called). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/** Session cookies as the spec sets them: 7 days, SameSite Strict, path /, Secure on https. */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function createDocumentCookieJar(doc: Document = document): CookieJar {
  const secure = () => (doc.location?.protocol === 'https:' ? '; Secure' : '');
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0) continue;
        if (part.slice(0, eq).trim() !== name) continue;
        try {
          const value = decodeURIComponent(part.slice(eq + 1).trim());
          return value === '' ? undefined : value;
        } catch {
          return undefined;
        }
      }
      return undefined;
    },
    set(name, value) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Strict${secure()}`;
    },
    remove(name) {
      doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict${secure()}`;
    },
  };
}
