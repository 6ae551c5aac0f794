import 'server-only';
import { Readable } from 'node:stream';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { request as undiciRequest } from 'undici';
import { env } from '@/lib/env';
import { MAX_UPLOAD_REQUEST_BYTES, MULTIPART_ALLOWANCE } from '@/lib/files/limits';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import {
  contentOrigin,
  isContentHost,
  PACKAGE_CONTENT_PREFIX,
} from '@/lib/packages/content-origin';
import {
  apiTokenOf,
  bffErrors,
  fileResponseHeaders,
  fileRoute,
  forwardedRequestHeaders,
  forwardedUploadHeaders,
  isCrossSiteWrite,
  isPackageUpload,
  safeResponseHeaders,
  upstreamPath,
} from './bff-rules';
import { fetchEmbedded } from './embedded-client';
import { getUiLanguage } from './locale';
import { ClientAbortError, clientGoneResponse, limitStream, readBodyWithin } from './read-body';
import { getRequestContext } from './request-context';
import {
  callUpstream,
  type UpstreamCall,
  type UpstreamContext,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
  withContext,
} from './upstream';

/**
 * 1 MB of JSON is plenty. File uploads (POST /api/v1/files) are streamed instead, with the
 * 50 MB limit of spec §9 (MAX_UPLOAD_REQUEST_BYTES).
 */
export const MAX_BODY_BYTES = 1_000_000;

const JSON_API = 'application/vnd.api+json';

export function jsonResponse(body: unknown, status: number, headers?: HeadersInit): Response {
  const out = new Headers(headers);
  out.set('content-type', JSON_API);
  out.set('cache-control', 'private, no-store');
  return new Response(JSON.stringify(body), { status, headers: out });
}

/** Reads a request body up to the limit, streaming; null when it is larger. */
export async function readBody(request: Request): Promise<ArrayBuffer | null> {
  const body = await readBodyWithin(request, MAX_BODY_BYTES);
  return (
    body && (body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer)
  );
}

/** Calls the upstream and turns transport failures into the fixed 502/504 JSON:API errors. */
export async function forward(call: UpstreamCall, locale?: string | null): Promise<Response> {
  try {
    return await callUpstream(call);
  } catch (error) {
    return transportError(error, locale);
  }
}

/**
 * The language of the BFF's own errors: the page's, as the auth and feedback
 * routes write theirs (the visitor's choice, else the account's, else the portal's default), not
 * the browser's Accept-Language, which left a Dutch page's refusals English. Worked out only
 * when an error is written: it may ask the API who is signed in.
 */
async function errorLocale(): Promise<Locale> {
  return (await getUiLanguage()).locale;
}

/** A call that failed in transport: the fixed 504 (timed out) or 502 (unavailable). */
function transportError(error: unknown, locale?: string | null): Response {
  if (error instanceof UpstreamTimeoutError) return jsonResponse(bffErrors.timeout(locale), 504);
  console.error('[bff] upstream unavailable:', (error as Error).message);
  return jsonResponse(bffErrors.unavailable(locale), 502);
}

/**
 * The BFF: every verb of /api/… goes to the Academy API with the session's token, the portal
 * domain and the locale added, the browser's credentials stripped, and only safe headers back.
 */
export async function proxyToAcademy(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // The content origin of packages has no API: a package's script finds nothing there.
  if (isContentHost(request.headers.get('host'))) {
    return jsonResponse(bffErrors.notFound(await errorLocale()), 404);
  }
  const check = upstreamPath(url.pathname);
  const context = await getRequestContext();
  if (!check.ok) {
    return check.status === 400
      ? jsonResponse(bffErrors.badPath(await errorLocale()), 400)
      : jsonResponse(bffErrors.notFound(await errorLocale()), 404);
  }
  // An integration's token (issue 42) speaks for it instead of the browser's session. A request
  // carrying one cannot come from another site's form (a browser adds no Authorization header
  // across origins without CORS, which this app never allows), so it needs no cross-site check.
  const apiToken = apiTokenOf(request.headers);
  if (!apiToken && isCrossSiteWrite(request.method, request.headers, request.headers.get('host'))) {
    return jsonResponse(bffErrors.crossSite(await errorLocale()), 403);
  }
  if (!context.portalDomain) return jsonResponse(bffErrors.invalidHost(await errorLocale()), 400);

  const path = `${check.path}${url.search}`;
  const caller: UpstreamContext = {
    token: apiToken ?? context.token,
    portalDomain: context.portalDomain,
    locale: context.requestedLocale ?? DEFAULT_LOCALE,
    clientAddress: context.clientAddress,
    host: context.host,
  };
  const file = fileRoute(request.method, check.path);
  if (file === 'upload') return proxyUpload(request, path, caller);
  if (file === 'content') return proxyFileContent(request, path, caller);

  let body: ArrayBuffer | null = null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    try {
      body = await readBody(request);
    } catch (error) {
      // Cut off by the client: nothing goes upstream, and it is no server error.
      if (error instanceof ClientAbortError) return clientGoneResponse();
      throw error;
    }
    if (body === null) return jsonResponse(bffErrors.tooLarge(await errorLocale()), 413);
  }
  let upstream: Response;
  try {
    upstream = await callUpstream({
      method: request.method,
      path,
      headers: withContext(forwardedRequestHeaders(request.headers), caller),
      body,
    });
  } catch (error) {
    return transportError(error, await errorLocale());
  }
  // Both upstreams answer from memory already; a buffer is cheaper for Next.js to send than a
  // stream piped through (and the API's answers are small: lists are paginated).
  const empty = upstream.status === 204 || upstream.status === 304;
  return new Response(empty ? null : await upstream.arrayBuffer(), {
    status: upstream.status,
    headers: safeResponseHeaders(upstream.headers),
  });
}

type StreamedCall = {
  method: string;
  path: string;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
  /** Rejects to give up waiting for the answer (UpstreamTimeoutError). */
  deadline: Promise<never>;
};

/**
 * A call whose body and answer stream (SCREENS "Files"): over HTTP when ACADEMY_API_URL is set,
 * else to the embedded API's thread in chunks. Resolves with the answer's headers; its body is
 * read as it arrives. (Over HTTP with undici's request rather than fetch with `duplex: 'half'`:
 * both stream, but fetch grew the process by the whole 50 MB on a first upload, undici by 5 MB.)
 */
async function streamUpstream(call: StreamedCall): Promise<Response> {
  const base = env().ACADEMY_API_URL;
  const request = base
    ? httpStream(new URL(base), call)
    : fetchEmbedded({
        method: call.method,
        url: `http://academy-api${call.path}`,
        headers: call.headers,
        body: call.body,
      });
  return Promise.race([
    request.catch((error: unknown) => {
      throw new UpstreamUnavailableError((error as Error).message);
    }),
    call.deadline,
  ]);
}

async function httpStream(base: URL, call: StreamedCall): Promise<Response> {
  const abort = new AbortController();
  // Given up on (a timeout): the connection is closed, not left to finish.
  call.deadline.catch(() => abort.abort());
  const { statusCode, headers, body } = await undiciRequest(
    `${base.origin}${base.pathname.replace(/\/$/, '')}${call.path}`,
    {
      method: call.method as 'GET',
      headers: Object.fromEntries(call.headers),
      body: call.body ? Readable.fromWeb(call.body as NodeReadableStream<Uint8Array>) : null,
      signal: abort.signal,
      // The deadline above decides; a slow upload is not a slow answer.
      headersTimeout: 0,
      bodyTimeout: 0,
    },
  );
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string') responseHeaders.set(name, value);
    else if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
  }
  const empty = statusCode === 204 || statusCode === 304;
  if (empty) await body.dump();
  return new Response(
    empty ? null : (NodeReadableStream.from(body) as ReadableStream<Uint8Array>),
    {
      status: statusCode,
      headers: responseHeaders,
    },
  );
}

/** A deadline that starts when `after` settles (the upload was read whole), or at once. */
function deadline(after?: Promise<void>): { promise: Promise<never>; clear(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cleared = false;
  const promise = new Promise<never>((_, reject) => {
    const start = () => {
      if (cleared) return;
      timer = setTimeout(
        () => reject(new UpstreamTimeoutError('streamed')),
        env().UPSTREAM_TIMEOUT_MS,
      );
    };
    if (after) void after.then(start);
    else start();
  });
  promise.catch(() => undefined);
  return {
    promise,
    clear() {
      cleared = true;
      clearTimeout(timer);
    },
  };
}

/**
 * POST /api/v1/files: the multipart body goes on to the API as it arrives, never whole in
 * memory. Past spec §9's 50 MB (plus the multipart's own few bytes) it is refused: at once
 * when Content-Length says so, else the moment the stream passes it. Session token, portal and
 * language are added as for every call; the cross-site check has run already.
 */
async function proxyUpload(request: Request, path: string, caller: UpstreamContext) {
  const declared = Number(request.headers.get('content-length'));
  const limit = isPackageUpload(path.split('?')[0] ?? '')
    ? env().ACADEMY_PACKAGE_MAX_BYTES + MULTIPART_ALLOWANCE
    : MAX_UPLOAD_REQUEST_BYTES;
  const tooLarge = async () =>
    jsonResponse(bffErrors.fileTooLarge(await errorLocale(), limit - MULTIPART_ALLOWANCE), 413);
  if (Number.isFinite(declared) && declared > limit) return tooLarge();
  const limited = request.body ? limitStream(request.body, limit) : null;
  // The API has until UPSTREAM_TIMEOUT_MS after the last byte to answer; a slow upload is not
  // a slow API.
  const timer = deadline(limited?.finished);
  try {
    const upstream = await streamUpstream({
      method: 'POST',
      path,
      headers: withContext(forwardedUploadHeaders(request.headers), caller),
      body: limited?.stream ?? null,
      deadline: timer.promise,
    });
    const answer = await Promise.race([upstream.arrayBuffer(), timer.promise]);
    if (limited?.exceeded()) return tooLarge();
    return new Response(answer, {
      status: upstream.status,
      headers: safeResponseHeaders(upstream.headers),
    });
  } catch (error) {
    if (limited?.exceeded()) return tooLarge();
    // The client cut its upload off: no upstream failure to report.
    if (limited?.aborted()) return clientGoneResponse();
    return transportError(error, await errorLocale());
  } finally {
    timer.clear();
  }
}

/**
 * GET /api/v1/files/{id}/content (and a person's data zip, issue 42): the bytes stream through
 * as the API sends them (never buffered here), with their type, length, disposition, ETag and
 * `nosniff`; a 304 for a matching If-None-Match passes through too.
 */
async function proxyFileContent(request: Request, path: string, caller: UpstreamContext) {
  const timer = deadline();
  try {
    const upstream = await streamUpstream({
      method: request.method,
      path,
      headers: withContext(forwardedRequestHeaders(request.headers), caller),
      body: null,
      deadline: timer.promise,
    });
    if (!upstream.ok && upstream.status !== 304) {
      // An error document (JSON), small: its usual safe headers.
      return new Response(await upstream.arrayBuffer(), {
        status: upstream.status,
        headers: safeResponseHeaders(upstream.headers),
      });
    }
    const empty = upstream.status === 304 || request.method === 'HEAD';
    if (empty) await upstream.body?.cancel().catch(() => undefined);
    return new Response(empty ? null : upstream.body, {
      status: upstream.status,
      headers: fileResponseHeaders(upstream.headers),
    });
  } catch (error) {
    return transportError(error, await errorLocale());
  } finally {
    timer.clear();
  }
}

/** A package's commit (SCORM 2004's suspend_data and interactions): the API's own limit. */
const MAX_COMMIT_BODY_BYTES = 2_000_000;

const PACKAGE_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
];

/** The learning record store's public path, on every host (issue 37 item 4). */
export const LRS_PREFIX = '/xapi/';

/** A statement batch with its attachments: the API's own limit (academy-api/lrs). */
const MAX_LRS_BODY_BYTES = 20_000_000;

const LRS_REQUEST_HEADERS = [
  'authorization',
  'x-experience-api-version',
  'content-type',
  'if-match',
  'if-none-match',
  'accept-language',
];

const LRS_RESPONSE_HEADERS = [
  'content-type',
  'etag',
  'last-modified',
  'x-experience-api-version',
  'x-experience-api-consistent-through',
];

/**
 * xAPI clients call from any origin with HTTP Basic credentials (never cookies), so any origin
 * may read the answers; the credential decides what they open.
 */
const LRS_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, PUT, POST, DELETE, OPTIONS',
  'access-control-allow-headers':
    'Authorization, Content-Type, X-Experience-API-Version, If-Match, If-None-Match, Accept-Language',
  'access-control-expose-headers':
    'ETag, Last-Modified, X-Experience-API-Version, X-Experience-API-Consistent-Through',
  'access-control-max-age': '600',
  // A stored document is answered with the type it was stored with; none is ever run as a page
  // of this origin.
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  // Each answer is of its moment: a browser keeps none (an AU's second session reading
  // LMS.LaunchData must get the new session's, not the first's from its cache).
  'cache-control': 'no-store',
};

/**
 * The learning record store (issue 37 item 4): `/xapi/…` on any host to the API's `/v1/xapi/…`,
 * body and answer as they are, with neither a session nor a portal: its HTTP Basic credential
 * is all that opens anything. The content origin's cmi5 AUs and outside tools call it alike.
 */
export async function proxyLrs(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: LRS_CORS });
  const url = new URL(request.url);
  const rest = url.pathname.slice(LRS_PREFIX.length);
  if (!url.pathname.startsWith(LRS_PREFIX) || /(^|\/)\.\.?(\/|$)|%2e%2e/i.test(rest)) {
    return new Response('Not found\n', { status: 404, headers: LRS_CORS });
  }
  const headers = new Headers({ 'x-xapi-base-path': LRS_PREFIX.replace(/\/$/, '') });
  for (const name of LRS_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return passThrough(request, {
    path: `/v1/xapi/${rest}${url.search}`,
    headers,
    bodyLimit: request.method === 'PUT' || request.method === 'POST' ? MAX_LRS_BODY_BYTES : null,
    keep: LRS_RESPONSE_HEADERS,
    answerHeaders: LRS_CORS,
  });
}

/**
 * A request streamed to the API as it is (its body, when `bodyLimit` is given, read first within
 * that limit: 413 beyond) and the answer passed back with only the `keep` headers, plus
 * `answerHeaders` on every answer (a 413 too).
 */
async function passThrough(
  request: Request,
  call: {
    path: string;
    headers: Headers;
    bodyLimit: number | null;
    keep: readonly string[];
    answerHeaders?: Record<string, string>;
  },
): Promise<Response> {
  const timer = deadline();
  try {
    let body: ReadableStream<Uint8Array> | null = null;
    if (call.bodyLimit !== null) {
      const read = await readBodyWithin(request, call.bodyLimit);
      if (read === null) {
        return new Response('Too large\n', { status: 413, headers: call.answerHeaders });
      }
      call.headers.set('content-length', String(read.byteLength));
      body = new Blob([read as Uint8Array<ArrayBuffer>]).stream();
    }
    const upstream = await streamUpstream({
      method: request.method,
      path: call.path,
      headers: call.headers,
      body,
      deadline: timer.promise,
    });
    const out = new Headers(call.answerHeaders);
    for (const name of call.keep) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    const empty = request.method === 'HEAD' || upstream.status === 204 || upstream.status === 304;
    if (empty) await upstream.body?.cancel().catch(() => undefined);
    return new Response(empty ? null : upstream.body, { status: upstream.status, headers: out });
  } catch (error) {
    if (error instanceof ClientAbortError) return clientGoneResponse();
    return transportError(error, null);
  } finally {
    timer.clear();
  }
}

/**
 * The content origin's requests (issue 37): `/package-content/{token}/…` to the API's
 * `/v1/package_content/{token}/…`, streamed, with neither a session nor a portal: the launch
 * token in the address is all that opens anything. Only on the content origin's host.
 */
export async function proxyPackageContent(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (
    !isContentHost(request.headers.get('host')) ||
    !url.pathname.startsWith(PACKAGE_CONTENT_PREFIX)
  ) {
    return new Response('Not found\n', { status: 404 });
  }
  const rest = url.pathname.slice(PACKAGE_CONTENT_PREFIX.length);
  // One segment of token (a learner's 43 characters; student view's signed one, longer), then
  // the launcher's or the package's own path (never a dot segment).
  if (!/^[A-Za-z0-9_-]{20,300}\/(~|f)\//.test(rest) || /(^|\/)\.\.?(\/|$)|%2e%2e/i.test(rest)) {
    return new Response('Not found\n', { status: 404 });
  }
  const headers = new Headers();
  // The language, and a byte range (a package's video seeking).
  for (const name of ['accept-language', 'range']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // A commit is JSON, whatever the package's page said (a beacon sends a Blob's type).
  if (request.method === 'POST') headers.set('content-type', 'application/json');
  // Where a cmi5 AU is opened and finds its LRS: this origin, as the app names it.
  headers.set('x-academy-content-origin', contentOrigin(request.headers.get('host')));
  return passThrough(request, {
    path: `/v1/package_content/${rest}${url.search}`,
    headers,
    bodyLimit: request.method === 'POST' ? MAX_COMMIT_BODY_BYTES : null,
    keep: PACKAGE_RESPONSE_HEADERS,
  });
}

/** SCIM 2.0 provisioning's public path on a portal's host (issue 39). */
export const SCIM_PREFIX = '/scim/v2';

const SCIM_RESPONSE_HEADERS = ['content-type', 'etag', 'location', 'cache-control'];

/**
 * SCIM 2.0 (issue 39): `/scim/v2/…` on a portal's host to the API's `/v1/scim/v2/…` with the
 * portal's domain, the identity provider's bearer token (a SCIM token: never a session, so no
 * cookie is read and no cross-site check is needed; a browser adds no Authorization header
 * across origins) and the public base URL, which the answers' `location`s are made of. Bodies
 * within the JSON limit; the answer's own headers (ETag, Location) pass back.
 */
export async function proxyScim(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const rest = url.pathname.slice(SCIM_PREFIX.length);
  const context = await getRequestContext();
  if (
    isContentHost(request.headers.get('host')) ||
    !context.portalDomain ||
    !url.pathname.startsWith(SCIM_PREFIX) ||
    /(^|\/)\.\.?(\/|$)|%2e%2e/i.test(rest)
  ) {
    return new Response('Not found\n', { status: 404 });
  }
  const headers = new Headers();
  for (const name of ['content-type', 'if-match', 'if-none-match', 'accept-language']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const origin = `${url.protocol}//${request.headers.get('host') ?? url.host}`;
  headers.set('x-scim-base-url', `${origin}${SCIM_PREFIX}`);
  const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return passThrough(request, {
    path: `/v1/scim/v2${rest}${url.search}`,
    headers: withContext(headers, {
      token,
      portalDomain: context.portalDomain,
      locale: request.headers.get('accept-language') ?? DEFAULT_LOCALE,
      clientAddress: context.clientAddress,
      host: context.host,
    }),
    bodyLimit: request.method === 'GET' || request.method === 'HEAD' ? null : MAX_BODY_BYTES,
    keep: SCIM_RESPONSE_HEADERS,
  });
}
