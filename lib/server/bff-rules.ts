import { errorDocument } from '@/lib/api/errors';

/** First path segments the BFF forwards; auth and health have their own routes. */
const FORWARDED_ROOTS = new Set(['v1', 'ping']);

const SAFE_SEGMENT = /^[A-Za-z0-9._~@-]+$/;

export type PathCheck = { ok: true; path: string } | { ok: false; status: 400 | 404 };

/**
 * The upstream path for a request to /api/…, or why it is refused: anything that could leave the
 * upstream prefix (dot segments, encoded slashes or backslashes, schemes) is a 400.
 */
export function upstreamPath(rawPathname: string): PathCheck {
  if (!rawPathname.startsWith('/api/')) return { ok: false, status: 400 };
  const rest = rawPathname.slice('/api/'.length);
  if (/%(2f|5c|2e|00)|\\|\/\//i.test(rest)) return { ok: false, status: 400 };
  const segments = rest.split('/');
  for (const segment of segments) {
    if (segment === '.' || segment === '..' || segment.includes(':')) {
      return { ok: false, status: 400 };
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false, status: 400 };
    }
    if (segment !== '' && !SAFE_SEGMENT.test(decoded)) return { ok: false, status: 400 };
  }
  if (segments.some((segment) => segment === '')) return { ok: false, status: 400 };
  if (!FORWARDED_ROOTS.has(segments[0] ?? '')) return { ok: false, status: 404 };
  return { ok: true, path: `/${segments.join('/')}` };
}

const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'if-none-match', 'if-modified-since'];

/** Only these browser headers reach the upstream: never Authorization, Cookie or forwarding ones. */
export function forwardedRequestHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** An upload also passes its length, so the API can refuse a too-large one before reading it. */
export function forwardedUploadHeaders(incoming: Headers): Headers {
  const headers = forwardedRequestHeaders(incoming);
  const length = incoming.get('content-length');
  if (length && /^\d+$/.test(length)) headers.set('content-length', length);
  return headers;
}

/**
 * The file storage's two streamed calls (SCREENS "Files"): an upload (`POST /v1/files`, a
 * multipart body of up to 50 MB) and a file's bytes (`GET /v1/files/{id}/content`). Every other
 * call is small JSON and is read whole.
 */
export function fileRoute(method: string, path: string): 'upload' | 'content' | null {
  const pathname = path.split('?')[0] ?? '';
  if (method === 'POST' && pathname === '/v1/files') return 'upload';
  // A quiz import's CSV (up to 10 MB, SCREENS "quiz-import"), streamed like an upload.
  if (method === 'POST' && /^\/v1\/quizzes\/[^/]+\/import$/.test(pathname)) return 'upload';
  // A course's groups as CSV `email,group` (up to 1 MB, issue 17), the same way.
  if (method === 'POST' && /^\/v1\/courses\/[^/]+\/groups\/import$/.test(pathname)) {
    return 'upload';
  }
  if ((method === 'GET' || method === 'HEAD') && /^\/v1\/files\/[^/]+\/content$/.test(pathname)) {
    return 'content';
  }
  return null;
}

const FILE_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'etag',
  'last-modified',
  'x-content-type-options',
  'content-security-policy',
];

/**
 * What a file's bytes go back with: its type, length, disposition (inline or attachment with
 * the name) and ETag for 304s, `nosniff` always, and a private cache lifetime at most (a file
 * is never cached by shared caches: its access is per person).
 */
export function fileResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  for (const name of FILE_RESPONSE_HEADERS) {
    const value = upstream.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-content-type-options', 'nosniff');
  const cacheControl = upstream.get('cache-control') ?? '';
  headers.set(
    'cache-control',
    /^private\b/i.test(cacheControl) && !/no-store/i.test(cacheControl)
      ? cacheControl
      : 'private, no-store',
  );
  return headers;
}

const SAFE_RESPONSE_HEADERS = ['content-type', 'etag', 'last-modified', 'content-language'];

/** Only these upstream headers reach the browser; private data is never cached by others. */
export function safeResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  for (const name of SAFE_RESPONSE_HEADERS) {
    const value = upstream.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('cache-control', 'private, no-store');
  return headers;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request check for state-changing calls: the XMLHttpRequest marker (which a plain
 * HTML form cannot send) and, when the browser names one, an Origin on this host.
 */
export function isCrossSiteWrite(method: string, headers: Headers, host: string | null): boolean {
  if (READ_METHODS.has(method.toUpperCase())) return false;
  if (headers.get('x-requested-with') !== 'XMLHttpRequest') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export const bffErrors = {
  badPath: () => errorDocument(400, 'INVALID_PATH', 'Invalid path'),
  notFound: () => errorDocument(404, 'NOT_FOUND', 'Not found'),
  crossSite: () =>
    errorDocument(403, 'CROSS_SITE_REQUEST', 'Cross-site request refused', 'Reload the page.'),
  tooLarge: () => errorDocument(413, 'PAYLOAD_TOO_LARGE', 'Request body too large'),
  // Spec §9, the same code and words as the API's own refusal (the app localises by code).
  fileTooLarge: () =>
    errorDocument(
      413,
      'FILE_TOO_LARGE',
      'File too large',
      'The file is larger than 50 MB (50,000,000 bytes).',
    ),
  unavailable: () =>
    errorDocument(
      502,
      'UPSTREAM_UNAVAILABLE',
      'Service unavailable',
      'The service cannot be reached.',
    ),
  timeout: () =>
    errorDocument(
      504,
      'UPSTREAM_TIMEOUT',
      'Service timed out',
      'The service took too long to answer.',
    ),
  // A Host that is not a plain host[:port] (issue 21); unknown portals are the API's 404.
  invalidHost: () => errorDocument(400, 'INVALID_HOST', 'Invalid Host header'),
};
