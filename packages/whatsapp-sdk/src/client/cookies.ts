/**
 * The few lines of `document.cookie` the token store needs (it replaced js-cookie, whose general API the elements'
 * script-tag loader could not carry within its size budget). Values are written as js-cookie wrote them (percent-
 * encoded, keeping the characters a cookie value allows) and read back the same way, so cookies an earlier version
 * stored are read unchanged. Names are written as given: the store only builds names from RFC 6265 token characters.
 */

/** Attributes of a written cookie; `days` 0 or less deletes it. */
export interface CookieAttributes {
  days: number;
  path: string;
  domain?: string;
  secure?: boolean;
}

/** The value of cookie `name`, or undefined (the first one when the browser sends several). */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const at = pair.indexOf('=');
    if ((at < 0 ? pair : pair.slice(0, at)) !== name) continue;
    let value = at < 0 ? '' : pair.slice(at + 1);
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Writes cookie `name` with SameSite=Strict (`days` 0 or less: expired, so the browser deletes it). */
export function writeCookie(name: string, value: string, attributes: CookieAttributes): void {
  const encoded = encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  const expires = new Date(Date.now() + attributes.days * 864e5).toUTCString();
  document.cookie =
    `${name}=${encoded}; path=${attributes.path}; expires=${expires}` +
    (attributes.domain ? `; domain=${attributes.domain}` : '') +
    (attributes.days > 0 ? '; sameSite=Strict' : '') +
    (attributes.secure ? '; secure' : '');
}
