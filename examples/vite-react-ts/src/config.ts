/**
 * Where the Wacrm API lives. A partner would hard-code it or read it from their build environment
 * (`VITE_WACRM_API_URL`); `?api=<url>` in the page address overrides both, so one build can be pointed at any mock
 * API (the journeys do). The socket.io server is the API's origin.
 */
export interface PortalConfig {
  apiUrl: string;
  socketUrl: string;
  /** The mock API's dev outbox, shown next to the code field (development backends only). */
  devOutboxUrl: string;
}

const FALLBACK_API_URL = 'http://localhost:4010/api/v1';

function fromQuery(): string | null {
  const value = new URLSearchParams(window.location.search).get('api');
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}

export function readConfig(): PortalConfig {
  const envUrl: unknown = import.meta.env.VITE_WACRM_API_URL;
  const apiUrl = fromQuery() ?? (typeof envUrl === 'string' && envUrl ? envUrl : FALLBACK_API_URL);
  const origin = new URL(apiUrl).origin;
  return { apiUrl, socketUrl: origin, devOutboxUrl: `${origin}/__dev/outbox` };
}
