/**
 * Guest pages rendered once, not once per request (issue 36). A guest's landing page, sign-in
 * pages and public course pages are the same HTML for every guest of a portal in a language,
 * except for the Content Security Policy's nonce, which must be new on every response. So the
 * first render of such a page is kept with its nonce, and later requests get a copy in which a
 * fresh nonce replaces it, in the body and in the headers alike: the same guarantees as a render.
 *
 * What may be kept, and for whom:
 * - the app says which responses are guest pages: proxy.ts marks them (MARKER, never sent on);
 * - only a GET of a document (no RSC, router or action headers, no `_rsc`) whose cookies are
 *   all in COOKIES (a session, a sign-in refusal or a chosen portal is someone, not a guest);
 * - only a 200 HTML answer with a nonce and no Set-Cookie;
 * - under a key of everything the render reads from the request: host, path with query,
 *   language cookie, Accept-Language as sent, and whether the visitor is a bot (Next.js renders
 *   metadata differently for bots).
 *
 * When it is dropped: on every change the Academy API's change feed reports
 * (academy-api/db/change-feed.ts: a committed write of any instance or job, through
 * lib/server/embedded-client.ts, which calls `changed`), while the feed is not live nothing is
 * kept, a page whose render overlapped a change is not kept, and every page is rendered again
 * after TTL_MS at the latest (what time alone changes). ACADEMY_GUEST_PAGE_CACHE=off turns it
 * off. Hits are answered gzipped when the visitor accepts it; the render that fills the cache is
 * sent uncompressed (it is captured as text).
 *
 * Plain CommonJS, loaded by server/http-guard.cjs before Next.js.
 */
const crypto = require('node:crypto');
const zlib = require('node:zlib');

const STATE = Symbol.for('academy.guest-pages');
/** The response header proxy.ts sets on a guest page; removed before the answer is sent. */
const MARKER = 'x-academy-guest-page';
/** Says what happened, for tests and operators: hit or miss (a render that may be kept). */
const STATUS_HEADER = 'x-academy-page-cache';
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_BODY = 2 * 1024 * 1024;
/**
 * The pages that may be kept: lib/proxy/routing.ts's isKeptGuestPage (a test holds the two
 * alike). Anything else keeps Next.js's own handling, compression included.
 */
const KEPT_PATHS = [
  /^\/$/,
  /^\/auth$/,
  /^\/auth\/forgot-password$/,
  /^\/auth\/login\/register$/,
  /^\/catalog\/[^/]+$/,
  /^\/catalog\/[^/]+\/preview\/[^/]+$/,
];
/** Cookies a guest page may be rendered with: the chosen language only. */
const COOKIES = new Set(['custom-language']);
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'next-hmr-refresh',
];
/** Headers of the kept answer that belong to one response only. */
const PER_RESPONSE = new Set([
  'date',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'content-encoding',
  MARKER,
  STATUS_HEADER,
]);

let isBot = (userAgent) =>
  /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i.test(userAgent);
try {
  ({ isBot } = require('next/dist/shared/lib/router/utils/is-bot'));
} catch {
  // The fallback above: a wrong guess only picks the other (valid) form of the same page.
}

function state() {
  const holder = globalThis;
  holder[STATE] ??= {
    generation: 0,
    live: false,
    entries: new Map(),
    bytes: 0,
    /** A change (or the feed going down or up): nothing kept so far may be served again. */
    changed(live) {
      this.generation += 1;
      this.live = Boolean(live);
      this.entries.clear();
      this.bytes = 0;
    },
  };
  return holder[STATE];
}

function enabled() {
  return process.env.ACADEMY_GUEST_PAGE_CACHE !== 'off';
}

/** The cookie names of a Cookie header. */
function cookieNames(header) {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim())
    .filter(Boolean);
}

function cookieValue(header, name) {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return '';
}

/** The key a guest's request is kept under, or null when its answer must be rendered for it. */
function keyOf(request) {
  if (request.method !== 'GET') return null;
  const headers = request.headers;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const url = request.url ?? '/';
  const [pathname = '', search = ''] = url.split(/\?(.*)/s);
  if (!KEPT_PATHS.some((pattern) => pattern.test(pathname))) return null;
  if (/(?:^|&)_rsc=/.test(search)) return null;
  if (!cookieNames(headers.cookie).every((name) => COOKIES.has(name))) return null;
  return [
    headers.host ?? '',
    url,
    cookieValue(headers.cookie, 'custom-language'),
    headers['accept-language'] ?? '',
    isBot(headers['user-agent'] ?? '') ? 'bot' : '',
  ].join('\n');
}

function nonceOf(policy) {
  return /'nonce-([^']+)'/.exec(String(policy ?? ''))?.[1] ?? null;
}

function acceptsGzip(request) {
  return /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
}

/** A kept page with a fresh nonce, gzipped when the visitor accepts it. */
function answerFromCache(request, response, entry) {
  const nonce = crypto.randomBytes(16).toString('base64');
  const body = Buffer.from(entry.body.replaceAll(entry.nonce, nonce));
  const headers = {};
  for (const [name, value] of entry.headers) {
    headers[name] =
      typeof value === 'string'
        ? value.replaceAll(entry.nonce, nonce)
        : value.map((one) => one.replaceAll(entry.nonce, nonce));
  }
  headers[STATUS_HEADER] = 'hit';
  const payload = acceptsGzip(request) ? zlib.gzipSync(body, { level: 4 }) : body;
  if (payload !== body) headers['content-encoding'] = 'gzip';
  headers['content-length'] = payload.byteLength;
  response.writeHead(200, headers);
  response.end(payload);
}

function remember(key, entry) {
  const cache = state();
  if (cache.entries.has(key)) {
    cache.bytes -= cache.entries.get(key).size;
    cache.entries.delete(key);
  }
  while (
    cache.entries.size > 0 &&
    (cache.entries.size >= MAX_ENTRIES || cache.bytes + entry.size > MAX_BYTES)
  ) {
    const [oldestKey, oldest] = cache.entries.entries().next().value;
    cache.entries.delete(oldestKey);
    cache.bytes -= oldest.size;
  }
  cache.entries.set(key, entry);
  cache.bytes += entry.size;
}

/**
 * Answers a guest's request from the cache (true), or lets it through (false), after arranging
 * for its answer to be kept when it turns out to be a guest page.
 */
function serveGuestPage(request, response) {
  if (!enabled()) return false;
  const cache = state();
  const key = keyOf(request);
  if (key === null) return false;
  const now = Date.now();
  const kept = cache.live ? cache.entries.get(key) : undefined;
  // A change clears every entry, and a render is kept only if no change came meanwhile: an
  // entry is always of the current generation.
  if (kept && kept.expires > now) {
    // Most recently used last: the first entry is the one to evict.
    cache.entries.delete(key);
    cache.entries.set(key, kept);
    answerFromCache(request, response, kept);
    return true;
  }
  if (!cache.live) return false;
  const generation = cache.generation;
  // The text is kept, so Next.js must not compress it.
  delete request.headers['accept-encoding'];
  const chunks = [];
  let size = 0;
  let keep = true;
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadOfGuestPage(status, ...rest) {
    const marked = this.getHeader(MARKER) !== undefined;
    this.removeHeader(MARKER);
    for (const argument of rest) {
      if (argument && typeof argument === 'object' && !Array.isArray(argument)) {
        for (const name of Object.keys(argument)) {
          if (name.toLowerCase() === MARKER) delete argument[name];
        }
      }
    }
    if (!marked) keep = false;
    else this.setHeader(STATUS_HEADER, 'miss');
    return writeHead.call(this, status, ...rest);
  };
  const collect = (chunk, encoding) => {
    if (!keep || chunk == null || typeof chunk === 'function') return;
    // A copy: a stream may reuse the memory of a chunk it has handed over.
    const copy =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    size += copy.byteLength;
    if (size > MAX_BODY) keep = false;
    else chunks.push(copy);
  };
  const write = response.write;
  response.write = function writeOfGuestPage(chunk, encoding, ...rest) {
    collect(chunk, encoding);
    return write.call(this, chunk, encoding, ...rest);
  };
  const end = response.end;
  response.end = function endOfGuestPage(chunk, encoding, ...rest) {
    collect(chunk, encoding);
    return end.call(this, chunk, encoding, ...rest);
  };
  response.on('finish', () => {
    if (!keep || response.statusCode !== 200) return;
    if (!cache.live || cache.generation !== generation) return;
    const headers = response.getHeaders();
    if (headers['set-cookie'] !== undefined) return;
    if (!/^text\/html/i.test(String(headers['content-type'] ?? ''))) return;
    const nonce = nonceOf(headers['content-security-policy']);
    if (!nonce) return;
    const body = Buffer.concat(chunks).toString('utf8');
    const entryHeaders = Object.entries(headers)
      .filter(([name]) => !PER_RESPONSE.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]);
    remember(key, {
      body,
      nonce,
      headers: entryHeaders,
      expires: Date.now() + TTL_MS,
      size: body.length * 2,
    });
  });
  return false;
}

module.exports = {
  serveGuestPage,
  keyOf,
  KEPT_PATHS,
  nonceOf,
  state,
  MARKER,
  STATUS_HEADER,
  TTL_MS,
};
