/**
 * The first thing the standalone server loads (scripts/copy-standalone-assets.sh puts a require
 * of this file at the top of .next/standalone/server.js). It answers, before Next.js sees them,
 * requests that Next.js itself would turn into a 500:
 * - methods outside the ones this app serves (TRACE, PROPFIND, …): 405 with Allow;
 * - a Host that is not a plain `host[:port]` (`localhost@evil.com`): 400;
 * - a Next-Router-State-Tree header that Next.js's own validator refuses: 400;
 * - a path whose percent-encoding is not UTF-8 (`/courses/%ED%A0%80`): 400 (found by the fuzz test);
 * - a request target that is no path (`OPTIONS *`): 400;
 * - a BFF query parameter that is not percent-encoded UTF-8 (`/api/v1/x?q=%FF`): 400 INVALID_QUERY.
 * Every request gets an 'error' listener, so a client aborting mid-body is no uncaughtException.
 * Every request's X-Forwarded-For is rewritten so that the socket's address is its last entry:
 * a client cannot pick the address the per-address limits count under.
 * Everything else goes on to Next.js, inside a per-request store through which the app can set
 * a status Next.js cannot: the "unavailable" view is a 503, while Next.js
 * answers a rendered page 200 (or 500). `globalThis[Symbol.for('academy.response-status')]`
 * (lib/server/response-status.ts) records it; the answer's head gets it when it is written.
 * Plain CommonJS: it runs before any bundle.
 */
const http = require('node:http');
const { AsyncLocalStorage } = require('node:async_hooks');

const { serveGuestPage } = require('./guest-page-cache.cjs');

const responseStatus = new AsyncLocalStorage();
globalThis[Symbol.for('academy.response-status')] = {
  /** Answer this request with `status` (for a page Next.js would answer 200 or 500). */
  set(status) {
    const store = responseStatus.getStore();
    if (store) store.status = status;
    return Boolean(store);
  },
};

/** The status a page's head is written with: the app's choice over Next.js's 200 or 500. */
function overridden(chosen, status) {
  return chosen && (status === 200 || status === 500) ? chosen : status;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i;
const ROUTER_STATE = 'next-router-state-tree';

let validateRouterState = null;
try {
  // Next.js's own parser, so "valid" means exactly what Next.js will accept.
  ({
    parseAndValidateFlightRouterState: validateRouterState,
  } = require('next/dist/server/app-render/parse-and-validate-flight-router-state'));
} catch {
  validateRouterState = (value) => {
    const state = JSON.parse(decodeURIComponent(value));
    if (!Array.isArray(state)) throw new Error('not an array');
  };
}

/** A path whose percent-encoding does not decode to UTF-8 (`%ff`, `%ED%A0%80`, `%E0%A4%A`). */
function malformedPath(url) {
  const path = (url ?? '/').split('?')[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The name of the first query parameter whose name or value is not valid percent-encoded UTF-8
 * (`%FF`, `%E0%A4%A`, a stray `%`), or null: the same check as shared/http/query-encoding.ts
 * (the Academy API's), here because Next.js hands the BFF's route handlers a re-encoded URL in
 * which `%FF` has become `%EF%BF%BD` (U+FFFD) and can no longer be told apart.
 */
function undecodableParameter(search) {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    try {
      for (const part of pair.split('=')) decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      const [name = ''] = new URLSearchParams(pair).keys();
      return name.replaceAll('\u0000', '');
    }
  }
  return null;
}

/**
 * A request target that names no path: the asterisk form (`OPTIONS *`, `GET *`), which Next.js
 * turns into a 500, or anything else that is neither a path nor an absolute URL.
 */
function noPath(url) {
  return typeof url === 'string' && !url.startsWith('/') && !/^https?:\/\//i.test(url);
}

/** The refusals' titles in en, nl and ro (they used to be English on every page). */
const TITLES = {
  method: { en: 'Method not allowed', nl: 'Methode niet toegestaan', ro: 'Metodă nepermisă' },
  target: {
    en: 'Invalid request target',
    nl: 'Ongeldig verzoekdoel',
    ro: 'Țintă a cererii invalidă',
  },
  path: {
    en: 'Invalid path encoding',
    nl: 'Ongeldige codering van het pad',
    ro: 'Codificare invalidă a căii',
  },
  host: { en: 'Invalid Host header', nl: 'Ongeldige Host-header', ro: 'Antet Host invalid' },
  query: {
    en: 'Invalid query parameter',
    nl: 'Ongeldige queryparameter',
    ro: 'Parametru de interogare invalid',
  },
  state: {
    en: 'Invalid router state header',
    nl: 'Ongeldige header met de routerstatus',
    ro: 'Antet de stare a routerului invalid',
  },
};

const QUERY_DETAIL = {
  en: '{name} is not valid percent-encoded UTF-8.',
  nl: '{name} is geen geldige procent-gecodeerde UTF-8.',
  ro: '{name} nu este UTF-8 valid codificat cu procente.',
};

/**
 * The request's language as far as it can be known before the app runs (no portal or account
 * here): the visitor's choice (the custom-language cookie, lib/i18n/locales.ts), else the first
 * supported language of Accept-Language, else the app's default, Dutch (DEFAULT_LOCALE).
 */
function requestLanguage(headers) {
  const chosen = /(?:^|;)\s*custom-language=(en|nl|ro)\s*(?:;|$)/.exec(headers.cookie ?? '');
  if (chosen) return chosen[1];
  for (const part of (headers['accept-language'] ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag === 'en' || tag === 'nl' || tag === 'ro') return tag;
  }
  return 'nl';
}

function refusal(method, host, headers, url) {
  const refuse = (status, key) => ({ status, title: TITLES[key][requestLanguage(headers)] });
  if (!METHODS.has(method)) return refuse(405, 'method');
  if (noPath(url)) return refuse(400, 'target');
  // Next.js decodes route parameters with decodeURIComponent and answers 500 when it throws.
  if (malformedPath(url)) return refuse(400, 'path');
  // The BFF (/api/…): the contract's 400 INVALID_QUERY, worded as the API words it.
  // Pages read such a parameter as U+FFFD, which is harmless there.
  const [pathname = '', ...query] = (url ?? '/').split('?');
  const undecodable = pathname.startsWith('/api/') ? undecodableParameter(query.join('?')) : null;
  if (undecodable !== null) {
    return {
      ...refuse(400, 'query'),
      code: 'INVALID_QUERY',
      detail: QUERY_DETAIL[requestLanguage(headers)].replace('{name}', undecodable),
      source: { parameter: undecodable },
    };
  }
  const match = HOST.exec(host ?? '');
  if (!match || (match[2] !== undefined && Number(match[2]) > 65535)) return refuse(400, 'host');
  const state = headers[ROUTER_STATE];
  if (state !== undefined) {
    try {
      validateRouterState(state);
    } catch {
      return refuse(400, 'state');
    }
  }
  return null;
}

/** TRUST_PROXY_HOPS as lib/env-schema.ts reads it (0-5, 0 when unset; anything else stops the app). */
function trustedHops(value = process.env.TRUST_PROXY_HOPS) {
  const hops = Number(value || 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 5 ? hops : 0;
}

/**
 * The X-Forwarded-For the app sees: the entries the `hops` trusted proxies appended
 * (the rightmost `hops` of the header as it arrived; everything left of them was written by the
 * client), then the socket's own address, the hop no one can forge. With no trusted proxy it is
 * the socket's address alone, whatever the client sent; lib/server/client-address.ts takes the
 * visitor from it. Undefined (no header) only when the socket's address is gone too.
 */
function forwardedFor(header, socketAddress, hops) {
  const arrived = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const kept = hops > 0 ? arrived.slice(-hops) : [];
  if (socketAddress) kept.push(socketAddress);
  return kept.length > 0 ? kept.join(', ') : undefined;
}

function send(response, { status, ...error }) {
  const body = JSON.stringify({ errors: [{ status: String(status), ...error }] });
  const headers = {
    'content-type': 'application/vnd.api+json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  };
  if (status === 405) headers.allow = [...METHODS].join(', ');
  response.writeHead(status, headers);
  response.end(body);
}

/**
 * A client that closes its connection before its request body ends makes Node destroy the
 * request with `Error: aborted` (ECONNRESET) and emit it as an 'error' event whenever a listener
 * was attached at some point. Next.js's proxy (proxy.ts) clones every body it forwards and
 * attaches, then drops, such listeners, so the event could find none: an uncaughtException
 * (found by the BFF fuzz, tests/e2e/fuzz.spec.ts). The readers of the body (the BFF, the auth
 * routes) learn of the abort through their own stream, so here it is only acknowledged; anything
 * else is logged.
 */
function onRequestError(error) {
  if (error && (error.code === 'ECONNRESET' || error.message === 'aborted')) return;
  console.error('[http] request stream error:', error);
}

// The unguarded emit, kept on the prototype the first time: a second evaluation of this module
// (two module graphs in one process, as vitest can make) must not wrap the guard in itself, which
// would apply TRUST_PROXY_HOPS twice to one X-Forwarded-For.
const UNGUARDED = Symbol.for('academy.http-guard.unguarded-emit');
http.Server.prototype[UNGUARDED] ??= http.Server.prototype.emit;
const emit = http.Server.prototype[UNGUARDED];
http.Server.prototype.emit = function guardedEmit(event, ...args) {
  if (event === 'request') {
    const [request, response] = args;
    request.on('error', onRequestError);
    // Before anything reads it; Next.js keeps a header that is there (it only fills a missing one).
    const forwarded = forwardedFor(
      request.headers['x-forwarded-for'],
      request.socket?.remoteAddress,
      trustedHops(),
    );
    if (forwarded === undefined) delete request.headers['x-forwarded-for'];
    else request.headers['x-forwarded-for'] = forwarded;
    const refused = refusal(request.method, request.headers.host, request.headers, request.url);
    if (refused) {
      request.resume();
      send(response, refused);
      return true;
    }
    // A guest page kept from an earlier render, with a new nonce (guest-page-cache.cjs).
    if (serveGuestPage(request, response)) return true;
    const store = { status: 0 };
    const writeHead = response.writeHead;
    response.writeHead = function writeHeadWithStatus(status, ...rest) {
      const final = overridden(store.status, status);
      if (final !== status) {
        // Never cached: the next request may find the service back.
        this.setHeader?.('cache-control', 'no-store');
        this.setHeader?.('retry-after', '5');
      }
      return writeHead.call(this, final, ...rest);
    };
    return responseStatus.run(store, () => emit.call(this, event, ...args));
  }
  return emit.call(this, event, ...args);
};

module.exports = {
  undecodableParameter,
  requestLanguage,
  refusal,
  overridden,
  onRequestError,
  forwardedFor,
  trustedHops,
};
