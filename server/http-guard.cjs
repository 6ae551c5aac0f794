/**
 * The first thing the standalone server loads (scripts/copy-standalone-assets.sh puts a require
 * of this file at the top of .next/standalone/server.js). It answers, before Next.js sees them,
 * requests that Next.js itself would turn into a 500 (issue 21):
 * - methods outside the ones this app serves (TRACE, PROPFIND, …): 405 with Allow;
 * - a Host that is not a plain `host[:port]` (`localhost@evil.com`): 400;
 * - a Next-Router-State-Tree header that Next.js's own validator refuses: 400.
 * Everything else goes on to Next.js untouched. Plain CommonJS: it runs before any bundle.
 */
const http = require('node:http');

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

function refusal(method, host, headers) {
  if (!METHODS.has(method)) return { status: 405, title: 'Method not allowed' };
  const match = HOST.exec(host ?? '');
  if (!match || (match[2] !== undefined && Number(match[2]) > 65535)) {
    return { status: 400, title: 'Invalid Host header' };
  }
  const state = headers[ROUTER_STATE];
  if (state !== undefined) {
    try {
      validateRouterState(state);
    } catch {
      return { status: 400, title: 'Invalid router state header' };
    }
  }
  return null;
}

function send(response, { status, title }) {
  const body = JSON.stringify({ errors: [{ status: String(status), title }] });
  const headers = {
    'content-type': 'application/vnd.api+json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  };
  if (status === 405) headers.allow = [...METHODS].join(', ');
  response.writeHead(status, headers);
  response.end(body);
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function guardedEmit(event, ...args) {
  if (event === 'request') {
    const [request, response] = args;
    const refused = refusal(request.method, request.headers.host, request.headers);
    if (refused) {
      request.resume();
      send(response, refused);
      return true;
    }
  }
  return emit.call(this, event, ...args);
};

module.exports = { refusal };
