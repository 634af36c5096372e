/** Message used when no response came back at all. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** Code of an `ApiError` for a request that got no response. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

export interface ApiErrorInit {
  /** HTTP status; 0 when no response came back. */
  status: number;
  /** Server error code (`USER_NOT_FOUND`, `VALIDATION_ERROR`, ...), `NETWORK_ERROR`, or `HTTP_<status>`. */
  code: string;
  message: string;
  /** The field a `VALIDATION_ERROR` is about, when the server names one. */
  field?: string;
  /** Raw response body, for callers that need more than the three fields. */
  body?: unknown;
  cause?: unknown;
}

/**
 * The one error type every SDK call rejects with. `message` is the server's when it gave one, else the
 * operation's default from the product's error catalogue, else 'Network error. Please try again.' when nothing came back.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly body?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    if (init.field !== undefined) this.field = init.field;
    if (init.body !== undefined) this.body = init.body;
  }

  /** True when no response came back (offline, DNS, refused, timeout). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function readRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Builds the ApiError for an HTTP error response (any status, any body). */
export function apiErrorFromResponse(status: number, body: unknown, defaultMessage: string, cause?: unknown): ApiError {
  const b = readRecord(body);
  const field = nonBlank(b.field);
  return new ApiError({
    status,
    code: nonBlank(b.code) ?? `HTTP_${status}`,
    message: nonBlank(b.message) ?? nonBlank(b.error) ?? defaultMessage,
    ...(field ? { field } : {}),
    body,
    cause,
  });
}

/** The ApiError for a request that got no response. */
export function networkError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE, cause });
}
