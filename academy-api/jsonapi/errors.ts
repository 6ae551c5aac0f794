import type { TextKey, TextValues } from '../i18n/error-texts';

export type ErrorSource = { pointer?: string; parameter?: string };

/** A detail by its key in `messages/<locale>/api.json` (`text`), written in the request's language. */
export type Text = { key: TextKey; values?: TextValues };

export const text = (key: TextKey, values?: TextValues): Text =>
  values ? { key, values } : { key };

const isText = (detail: string | Text | undefined): detail is Text =>
  typeof detail === 'object' && detail !== null;

/**
 * A JSON:API error object. `title` is filled from the texts when left out; `text` becomes the
 * `detail` in the request's language (i18n/error-texts.ts); a code's fixed detail fills a
 * `detail` left out.
 */
export type ErrorObject = {
  id?: string;
  status: string;
  code: string;
  title?: string;
  detail?: string;
  text?: Text;
  /** A §5 field message by its rule (the app's `validation` bundle), for a 422 on a field. */
  field?: { rule: string; values?: TextValues };
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
    super(errors.map((e) => e.detail ?? e.text?.key ?? e.code).join('; '));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors.map((e) => ({ status: String(status), ...e }));
    this.headers = headers;
  }

  static of(status: number, code: string, detail?: string | Text, source?: ErrorSource): ApiError {
    return new ApiError(status, [
      {
        code,
        ...(isText(detail) ? { text: detail } : detail ? { detail } : {}),
        ...(source ? { source } : {}),
      },
    ]);
  }
}

export const pointerTo = (field: string) => ({ pointer: `/data/attributes/${field}` });

export const invalidQuery = (parameter: string, detail: string | Text) =>
  ApiError.of(400, 'INVALID_QUERY', detail, { parameter });

export const invalidJson = (detail: string | Text = text('bodyNotObject')) =>
  ApiError.of(400, 'INVALID_JSON', detail);

export const unauthenticated = () => ApiError.of(401, 'UNAUTHENTICATED', text('signInRequired'));

export const forbidden = (detail: string | Text = text('notAllowed')) =>
  ApiError.of(403, 'FORBIDDEN', detail);

export const portalAccessDenied = () =>
  ApiError.of(403, 'PORTAL_ACCESS_DENIED', text('accountOfAnotherPortal'));

export const notFound = (detail: string | Text = text('noSuchResource')) =>
  ApiError.of(404, 'NOT_FOUND', detail);

export const portalNotFound = (domain: string) =>
  ApiError.of(
    404,
    'PORTAL_NOT_FOUND',
    domain ? text('noPortalServes', { domain }) : text('portalDomainMissing'),
  );

export const methodNotAllowed = (method: string) =>
  ApiError.of(405, 'METHOD_NOT_ALLOWED', text('methodNotAllowed', { method }));

/** A 422 on one attribute; detail defaults to the catalogue text of the code. */
export const fieldError = (field: string, code: string, detail?: string | Text) =>
  ApiError.of(422, code, detail, pointerTo(field));

/**
 * Too many failed sign-ins or registrations from one account or address. The
 * detail names the wait; Retry-After and meta.retry_after give it in seconds.
 */
export const tooManyAttempts = (seconds: number, detail: string) =>
  new ApiError(429, [{ code: 'TOO_MANY_ATTEMPTS', detail, meta: { retry_after: seconds } }], {
    'retry-after': String(seconds),
  });
