import type { Context } from 'hono';

/**
 * The HTTP side of the learning record store that every resource shares (xAPI 2.0 part three,
 * "Communication"): its errors, the version header, and which query parameters a resource knows.
 */

/** The versions this LRS speaks, newest first (GET /about). */
export const XAPI_VERSIONS = ['2.0.0', '1.0.3'] as const;

/** The version a request asked for by its major.minor: 1.0.x is answered as 1.0.3. */
export type SpokenVersion = '2.0' | '1.0';

/**
 * An answer the LRS gives instead of what was asked, with its status and a message for the
 * developer of the calling tool (xAPI errors are read by people debugging a client).
 */
export class XapiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new XapiError(400, message);

/**
 * The request's X-Experience-API-Version: required on every resource but /about (XAPI-00331),
 * and only versions this LRS speaks (1.0.0–1.0.3 and 2.0.x).
 */
export function requestedVersion(header: string | undefined): SpokenVersion {
  if (header === undefined || header.trim() === '') {
    throw badRequest('The X-Experience-API-Version header is required.');
  }
  const value = header.trim();
  if (/^2\.0(\.\d+)?$/.test(value)) return '2.0';
  if (/^1\.0(\.[0-3])?$/.test(value)) return '1.0';
  throw badRequest(
    `X-Experience-API-Version ${value} is not one this LRS speaks (${XAPI_VERSIONS.join(', ')}).`,
  );
}

/** The version the answer names: the newest patch of the one asked for. */
export function answeredVersion(version: SpokenVersion): string {
  return version === '2.0' ? '2.0.0' : '1.0.3';
}

/**
 * The request's query parameters, refusing any the resource does not know, in any other case
 * (XAPI-00324, XAPI-00325), and any given twice.
 */
export function queryParameters(c: Context, known: readonly string[]): Map<string, string> {
  const url = new URL(c.req.url);
  return knownParameters(
    url.searchParams,
    known,
    `${c.req.method} ${url.pathname.replace(/^.*\/xapi/, '')}`,
  );
}

/** The parameters of `resource`, each known and given once (400 otherwise). */
export function knownParameters(
  search: URLSearchParams,
  known: readonly string[],
  resource: string,
): Map<string, string> {
  const parameters = new Map<string, string>();
  for (const [name, value] of search) {
    if (!known.includes(name)) {
      throw badRequest(
        `${name} is not a parameter of ${resource}; it takes ${known.join(', ') || 'none'}.`,
      );
    }
    if (parameters.has(name)) throw badRequest(`${name} is given more than once.`);
    parameters.set(name, value);
  }
  return parameters;
}

/** A required parameter, or a clear 400. */
export function required(parameters: Map<string, string>, name: string): string {
  const value = parameters.get(name);
  if (value === undefined || value === '') throw badRequest(`${name} is required.`);
  return value;
}

/** An xAPI timestamp parameter's value (since, until): ISO 8601 with a time zone. */
export function timestampValue(name: string, value: string): Date {
  const date = /T.*(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) {
    throw badRequest(`${name} must be an ISO 8601 timestamp with a time zone; got ${value}.`);
  }
  return date;
}

/** A timestamp parameter of a document list, or null when not given. */
export function timestampParameter(parameters: Map<string, string>, name: string): Date | null {
  const value = parameters.get(name);
  return value === undefined ? null : timestampValue(name, value);
}

/** The JSON error body of an XapiError. */
export function errorBody(error: XapiError): { error: true; message: string } {
  return { error: true, message: error.message };
}
