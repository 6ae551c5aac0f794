import { randomUUID } from 'node:crypto';
import { HTTPException } from 'hono/http-exception';
import { ZodError, type z } from 'zod';
import { messageOfIssue } from '../../shared/validation/zod-rules';
import { type ErrorTexts, errorTexts } from '../i18n/error-texts';
import type { Locale } from '../i18n/locales';
import { ApiError, type ErrorObject, pointerTo } from './errors';
import { jsonApiResponse } from './response';

type Issue = z.core.$ZodIssue;

type RuleFailure = { rule: string; values?: Record<string, string | number> };

/**
 * The spec §5 rule an issue broke. Issues of the shared rule strings (shared/validation) carry
 * it; zod's own checks (types, formats, enums) are read as the nearest rule.
 */
function ruleOf(issue: Issue): RuleFailure {
  const shared = messageOfIssue(issue);
  if (shared) return { rule: shared.key.replace(/^validation\./, ''), values: shared.values };
  switch (issue.code) {
    case 'invalid_type':
      // Only a missing value is "required"; a wrong type is a format problem.
      return issue.input === undefined || issue.input === null
        ? { rule: 'required' }
        : { rule: 'regex', values: { pattern: issue.expected } };
    case 'too_small':
      if (issue.origin !== 'string') return { rule: 'regex', values: { pattern: issue.origin } };
      return issue.minimum === 1 && issue.input === ''
        ? { rule: 'required' }
        : { rule: 'min', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { rule: 'max', values: { max: Number(issue.maximum) } }
        : { rule: 'regex', values: { pattern: issue.origin } };
    case 'invalid_format':
      return issue.format === 'email'
        ? { rule: 'is_email' }
        : { rule: 'regex', values: { pattern: issue.format } };
    case 'invalid_value':
      return { rule: 'in_array', values: { values: issue.values.map(String).join(', ') } };
    default:
      return { rule: 'regex', values: { pattern: issue.code } };
  }
}

/** One 422 error object per invalid attribute (the first issue of each), pointing at it. */
export function zodErrorObjects(error: ZodError): ErrorObject[] {
  const byField = new Map<string, ErrorObject>();
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('/') : '';
    const top = String(issue.path[0] ?? '');
    if (byField.has(top)) continue;
    const { rule, values } = ruleOf(issue);
    byField.set(top, {
      status: '422',
      code: 'VALIDATION_FAILED',
      field: { rule, ...(values ? { values } : {}) },
      source: field ? pointerTo(field) : { pointer: '/data/attributes' },
      meta: { rule },
    });
  }
  return [...byField.values()];
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'INVALID_JSON',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
};

function localise(errors: ErrorObject[], texts: ErrorTexts): ErrorObject[] {
  return errors.map(({ text, field, ...e }) => {
    const detail = text
      ? texts.text(text.key, text.values)
      : field
        ? texts.field(field.rule, field.values)
        : (e.detail ?? texts.detail(e.code));
    return {
      ...e,
      title: e.title ?? texts.title(e.code, e.status),
      ...(detail !== undefined ? { detail } : {}),
    };
  });
}

/** PostgreSQL's "cannot serve now" SQLSTATEs: connection exceptions (08…), shutdown (57P0…), too many connections. */
const DATABASE_DOWN_STATES = /^(08\d{3}|57P0[1-4]|53300)$/;
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
const DATABASE_DOWN_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)|PGlite is closed/i;

/**
 * The database is down or restarting (anywhere in the cause chain: Drizzle
 * wraps the driver's error). That is a 503 the client may retry, not an internal error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 6; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (DATABASE_DOWN_STATES.test(code) || DATABASE_DOWN_CODES.has(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && DATABASE_DOWN_MESSAGES.test(message)) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one mapping from anything thrown to a JSON:API error response, its texts in `locale` with
 * the portal's overrides of that language (i18n/error-texts.ts).
 */
export function toErrorResponse(
  error: unknown,
  locale: Locale = 'en',
  overrides: string | null = null,
): Response {
  const texts = errorTexts(locale, overrides);
  if (error instanceof ApiError) {
    const response = jsonApiResponse({ errors: localise(error.errors, texts) }, error.status);
    for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
    return response;
  }
  if (error instanceof ZodError) {
    return jsonApiResponse({ errors: localise(zodErrorObjects(error), texts) }, 422);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = CODE_BY_STATUS[error.status] ?? 'INVALID_JSON';
    return jsonApiResponse(
      { errors: localise([{ status: String(error.status), code }], texts) },
      error.status,
    );
  }
  if (isDatabaseUnavailable(error)) {
    console.error('[academy-api] database unavailable:', (error as Error).message);
    const response = jsonApiResponse(
      { errors: localise([{ status: '503', code: 'DATABASE_UNAVAILABLE' }], texts) },
      503,
    );
    response.headers.set('retry-after', '5');
    return response;
  }
  // Unknown: log it with an id the client can quote, and leak nothing about it.
  const id = randomUUID();
  console.error(`[academy-api] unhandled error ${id}`, error);
  const body = { errors: localise([{ id, status: '500', code: 'INTERNAL_ERROR' }], texts) };
  return jsonApiResponse(body, 500);
}
