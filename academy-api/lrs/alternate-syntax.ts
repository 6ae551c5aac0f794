import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { errorBody, XapiError } from './xapi-http';

/**
 * xAPI 1.0.3's Alternate Request Syntax (Communication 1.3): a browser that cannot send custom
 * headers or methods POSTs a form to `?method=PUT` (or GET, POST, DELETE), with the headers,
 * the parameters and the body (`content`) as its fields. xAPI 2.0 removed it, so only a request
 * in 1.0.x is read this way; under 2.0 `method` is an unknown parameter (400).
 */

/** Form fields that are headers (Communication 1.3.s3.b7), by their lowercase name. */
const HEADER_FIELDS = [
  'authorization',
  'x-experience-api-version',
  'content-type',
  'content-length',
  'if-match',
  'if-none-match',
];
const METHODS = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'];

const refuse = (message: string) =>
  Response.json(errorBody(new XapiError(400, message)), {
    status: 400,
    headers: { 'x-experience-api-version': '1.0.3' },
  });

/** The request a form stands for, or why it cannot be read (pure; tested beside it). */
export function rewriteAlternateRequest(
  url: URL,
  headers: Headers,
  form: URLSearchParams,
): Request | string {
  if ([...url.searchParams.keys()].some((name) => name !== 'method')) {
    return 'An alternate request carries everything but method in its form, nothing else in its address.';
  }
  const method = (url.searchParams.get('method') ?? '').toUpperCase();
  if (!METHODS.includes(method)) return `method ${method} is not one xAPI knows.`;
  const inner = new Headers();
  for (const name of ['authorization', 'accept-language']) {
    const value = headers.get(name);
    if (value) inner.set(name, value);
  }
  const version = headers.get('x-experience-api-version');
  if (version) inner.set('x-experience-api-version', version);
  const query = new URLSearchParams();
  let content: string | null = null;
  for (const [name, value] of form) {
    const lower = name.toLowerCase();
    if (name === 'content') content = value;
    else if (HEADER_FIELDS.includes(lower)) {
      if (lower !== 'content-length') inner.set(lower, value);
    } else query.append(name, value);
  }
  if (content !== null && !inner.has('content-type')) inner.set('content-type', 'application/json');
  const withBody = method === 'PUT' || method === 'POST';
  if (withBody && content === null)
    return 'An alternate PUT or POST sends its body as the form field content.';
  const search = query.size > 0 ? `?${query}` : '';
  return new Request(`${url.origin}${url.pathname}${search}`, {
    method,
    headers: inner,
    body: withBody ? content : null,
  });
}

/** Reads 1.0.x alternate requests and hands what they stand for to `dispatch` (the whole API). */
export function alternateRequestSyntax(
  dispatch: (request: Request) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== 'POST' || !url.searchParams.has('method')) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const body = type === 'application/x-www-form-urlencoded' ? await c.req.text() : null;
    const form = new URLSearchParams(body ?? '');
    const version =
      [...form].find(([name]) => name.toLowerCase() === 'x-experience-api-version')?.[1] ??
      c.req.header('x-experience-api-version') ??
      '';
    if (!/^1\.0(\.\d+)?$/.test(version.trim())) return next();
    if (body === null) {
      return refuse('An alternate request is sent as application/x-www-form-urlencoded.');
    }
    const rewritten = rewriteAlternateRequest(url, c.req.raw.headers, form);
    return typeof rewritten === 'string' ? refuse(rewritten) : dispatch(rewritten);
  };
}
