import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { methodNotAllowed } from './errors';

/** One endpoint path of the app, the methods it answers, and how specific its pattern is. */
export interface Endpoint {
  pattern: string;
  matcher: RegExp;
  methods: Set<string>;
  /** Per segment: 0 a fixed name, 1 a parameter, 2 a wildcard; compared left to right. */
  rank: number[];
}

const segmentRank = (segment: string) => (segment.startsWith(':') ? 1 : segment === '*' ? 2 : 0);

function toMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      const parameter = /^:[A-Za-z_][A-Za-z0-9_]*(?:\{(.+)\})?$/.exec(segment);
      if (parameter) return parameter[1] ? `(?:${parameter[1]})` : '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The app's endpoints from its own routes (middleware, registered for every method, left out). */
export function endpointsOf(routes: readonly { path: string; method: string }[]): Endpoint[] {
  const byPattern = new Map<string, Endpoint>();
  for (const { path, method } of routes) {
    if (method === 'ALL') continue;
    let endpoint = byPattern.get(path);
    if (!endpoint) {
      endpoint = {
        pattern: path,
        matcher: toMatcher(path),
        methods: new Set(),
        rank: path.split('/').map(segmentRank),
      };
      byPattern.set(path, endpoint);
    }
    endpoint.methods.add(method);
  }
  return [...byPattern.values()];
}

function moreSpecific(a: Endpoint, b: Endpoint): boolean {
  for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i += 1) {
    const [x = 0, y = 0] = [a.rank[i], b.rank[i]];
    if (x !== y) return x < y;
  }
  return a.rank.length > b.rank.length;
}

/** The first two segments of a path or pattern ('v1/orders'): the bucket its endpoints are in. */
const prefixOf = (path: string) => path.split('/', 3).slice(1).join('/');

interface EndpointIndex {
  byPrefix: Map<string, Endpoint[]>;
  /** Patterns with a parameter or wildcard in their first two segments: tried for every path. */
  anywhere: Endpoint[];
}

const indexes = new WeakMap<readonly Endpoint[], EndpointIndex>();

/** Endpoints by their first two segments, so a request tries a handful of patterns, not all. */
function indexOf(endpoints: readonly Endpoint[]): EndpointIndex {
  let index = indexes.get(endpoints);
  if (!index) {
    index = { byPrefix: new Map(), anywhere: [] };
    for (const endpoint of endpoints) {
      if (endpoint.rank.slice(1, 3).some((rank) => rank !== 0)) {
        index.anywhere.push(endpoint);
        continue;
      }
      const key = prefixOf(endpoint.pattern);
      index.byPrefix.set(key, [...(index.byPrefix.get(key) ?? []), endpoint]);
    }
    indexes.set(endpoints, index);
  }
  return index;
}

/** The endpoint a path belongs to: of those whose pattern matches, the most specific. */
export function endpointFor(endpoints: readonly Endpoint[], path: string): Endpoint | undefined {
  const { byPrefix, anywhere } = indexOf(endpoints);
  let found: Endpoint | undefined;
  for (const candidates of [byPrefix.get(prefixOf(path)) ?? [], anywhere]) {
    for (const endpoint of candidates) {
      if (endpoint.matcher.test(path) && (!found || moreSpecific(endpoint, found))) {
        found = endpoint;
      }
    }
  }
  return found;
}

/**
 * 405 METHOD_NOT_ALLOWED for a method the path's endpoint does not have, derived from the app's
 * own routes (read on the first request, when every router is mounted) instead of listed by hand
 * in each module. The endpoint is the most specific pattern that matches, so /v1/orders/quote
 * (POST only) answers GET with 405 rather than handing 'quote' to GET /v1/orders/:id as an id,
 * and it does not matter which of two routers mounted on one prefix has the path. A path no
 * endpoint has goes on to the 404. HEAD is answered where GET is.
 */
export function methodNotAllowedGuard(app: Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  let endpoints: Endpoint[] | undefined;
  return async (c, next) => {
    endpoints ??= endpointsOf(app.routes);
    const method = c.req.method;
    const endpoint = endpointFor(endpoints, c.req.path);
    if (
      endpoint &&
      !endpoint.methods.has(method) &&
      !(method === 'HEAD' && endpoint.methods.has('GET'))
    ) {
      throw methodNotAllowed(method);
    }
    await next();
  };
}
