import type { WacrmElementOptions, WacrmErrorDetail } from '../types';

// Developer diagnostics: what is wrong with an element's configuration, and what to tell the developer about an
// event. The script-tag loader fetches this code (a chunk of its own) only once something looks wrong; it imports
// nothing, so an element without a usable api-url gets its message without the widgets' code.

/** What is wrong with an element's configuration: `fatal` ones leave it without a widget. */
export interface ConfigProblem {
  message: string;
  fatal: boolean;
}

/** The API's base path: an `api-url` ends with it. */
const BASE_PATH = '/api/v1';

/**
 * Mistakes in `api-url` an element can see before any request: missing (and no `client`), no scheme (it would be
 * read as a path of the page: `127.0.0.1:4010/api/v1`), or not ending in the API's base path. The messages name the
 * attribute and the fix; they go to `wacrm-error` and, once per element, to the console.
 */
export function configProblem(options: WacrmElementOptions): ConfigProblem | null {
  if (options.client) return null;
  const apiUrl = options.apiUrl;
  if (!apiUrl) {
    return {
      fatal: true,
      message: 'api-url is missing: set api-url="https://your-api.example/api/v1" (or the client property)',
    };
  }
  if (!/^(https?:)?\/\//i.test(apiUrl) && !apiUrl.startsWith('/')) {
    return {
      fatal: true,
      message: `api-url "${apiUrl}" has no http:// or https:// and would be read as a path of this page: write api-url="http://${apiUrl}"`,
    };
  }
  const path = apiUrl.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (!path.endsWith(BASE_PATH)) {
    return {
      fatal: false,
      message: `api-url "${apiUrl}" does not end with ${BASE_PATH}, the API's base path: write api-url="${path}${BASE_PATH}"`,
    };
  }
  return null;
}

const NO_LOGIN =
  'no session, and no <wacrm-login> on the page to sign in with: add <wacrm-login> with the same api-url, or set ' +
  'the client property to a signed-in client';

/**
 * What the developer should read in the console for an element's event, if anything: configuration mistakes and an
 * API that cannot be used from this page; not what a user does (a signed-out page with a sign-in form says nothing).
 */
export function warningFor(type: string, detail: unknown, loginOnPage: boolean): string | null {
  if (type === 'wacrm-session-expired') return loginOnPage ? null : NO_LOGIN;
  if (type !== 'wacrm-error') return null;
  const { code, message, status } = detail as WacrmErrorDetail;
  if (code === 'NOT_SIGNED_IN') return loginOnPage ? null : NO_LOGIN;
  if (code === 'CONFIGURATION' || code === 'LOAD' || (code === 'PROFILE' && (status === 0 || status === 404))) {
    return message;
  }
  return null;
}

/**
 * Why a request to the API got no response, as far as the browser lets a page tell: a `no-cors` request to the API's
 * origin still gets an (opaque) answer from a server that is up but refuses this page's origin in CORS, and fails
 * like the first one when the server cannot be reached (down, wrong host or port, blocked mixed content, offline).
 * For the developer (`wacrm-error`, the console); the user sees the widget's own message.
 */
export async function networkDiagnosis(apiUrl: string): Promise<string> {
  const { origin: parsed } = new URL(apiUrl, document.baseURI);
  const origin = parsed === 'null' ? apiUrl : parsed;
  try {
    await fetch(origin, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return (
      `the API at ${origin} answered, but refused this page (CORS): allow the origin ${location.origin} ` +
      "in the API's allowed origins"
    );
  } catch {
    return `cannot reach the API at ${origin}: is it running, and are the host and port in api-url right?`;
  }
}

/** The diagnostics, as the code that loads them gives them. */
export interface Diagnostics {
  configProblem: typeof configProblem;
  warningFor: typeof warningFor;
  networkDiagnosis: typeof networkDiagnosis;
}
