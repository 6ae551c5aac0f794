export type ErrorSource = { pointer?: string; parameter?: string };

/** A JSON:API error object; `title` is filled from the catalogue when left out. */
export type ErrorObject = {
  id?: string;
  status: string;
  code: string;
  title?: string;
  detail?: string;
  source?: ErrorSource;
  meta?: Record<string, unknown>;
};

/** A known failure with its HTTP status; thrown anywhere, rendered once by toErrorResponse. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorObject[];
  /** Response headers the error needs (e.g. Retry-After on a 429). */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    errors: Omit<ErrorObject, 'status'>[],
    headers: Record<string, string> = {},
  ) {
    super(errors.map((e) => e.detail ?? e.code).join('; '));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors.map((e) => ({ status: String(status), ...e }));
    this.headers = headers;
  }

  static of(status: number, code: string, detail?: string, source?: ErrorSource): ApiError {
    return new ApiError(status, [
      { code, ...(detail ? { detail } : {}), ...(source ? { source } : {}) },
    ]);
  }
}

export const pointerTo = (field: string) => ({ pointer: `/data/attributes/${field}` });

export const invalidQuery = (parameter: string, detail: string) =>
  ApiError.of(400, 'INVALID_QUERY', detail, { parameter });

export const invalidJson = (detail = 'The request body is not a JSON object.') =>
  ApiError.of(400, 'INVALID_JSON', detail);

export const unauthenticated = () =>
  ApiError.of(401, 'UNAUTHENTICATED', 'Sign in to use this endpoint.');

export const forbidden = (detail = 'You may not do this.') => ApiError.of(403, 'FORBIDDEN', detail);

export const portalAccessDenied = () =>
  ApiError.of(403, 'PORTAL_ACCESS_DENIED', 'This account does not belong to this portal.');

export const notFound = (detail = 'The resource does not exist.') =>
  ApiError.of(404, 'NOT_FOUND', detail);

export const portalNotFound = (domain: string) =>
  ApiError.of(
    404,
    'PORTAL_NOT_FOUND',
    domain ? `No portal serves ${domain}.` : 'X-Portal-Domain is missing.',
  );

export const methodNotAllowed = (method: string) =>
  ApiError.of(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed here.`);

/** A 422 on one attribute; detail defaults to the catalogue text of the code. */
export const fieldError = (field: string, code: string, detail?: string) =>
  ApiError.of(422, code, detail, pointerTo(field));

/**
 * Issue 21: too many failed sign-ins or registrations from one account or address. The
 * detail names the wait; Retry-After and meta.retry_after give it in seconds.
 */
export const tooManyAttempts = (seconds: number, detail: string) =>
  new ApiError(429, [{ code: 'TOO_MANY_ATTEMPTS', detail, meta: { retry_after: seconds } }], {
    'retry-after': String(seconds),
  });
