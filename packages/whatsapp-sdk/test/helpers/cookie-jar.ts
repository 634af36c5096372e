import { vi } from 'vitest';

/**
 * A minimal document.cookie jar that records every write (the store only uses document.cookie), installed as the
 * global `document`, with `location` on `protocol`. Undo with `vi.unstubAllGlobals()`.
 */
export function installCookieJar(protocol = 'http:') {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return [...jar.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair = '', ...attrs] = value.split(';');
      const [name = '', v = ''] = pair.split('=');
      const expires = attrs.find((a) => a.trim().toLowerCase().startsWith('expires='));
      if (expires && new Date(expires.split('=')[1] ?? '').getTime() < Date.now()) jar.delete(name);
      else jar.set(name, v);
    },
  };
  vi.stubGlobal('document', doc);
  vi.stubGlobal('location', { protocol });
  return { jar, writes };
}
