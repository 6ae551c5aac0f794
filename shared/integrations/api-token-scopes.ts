/**
 * API tokens (issue 42): what an integration's token may call. A token acts as the admin who
 * made it, narrowed to its scopes: each scope opens the routes listed here and nothing else, so
 * a token never reaches a screen's private routes, the token routes themselves, or anything a
 * later route adds until it is listed. Read scopes open GET routes; a write scope opens its
 * domain's writes and its reads.
 */

/** The prefix of every API token: tells it from a session's token, and lets scanners find one. */
export const API_TOKEN_PREFIX = 'acad_';

export const SCOPE_DOMAINS = [
  'accounts',
  'enrolments',
  'courses',
  'progress',
  'certificates',
  'orders',
] as const;
export type ScopeDomain = (typeof SCOPE_DOMAINS)[number];
export type ScopeAccess = 'read' | 'write';
export type ApiTokenScope = `${ScopeDomain}:${ScopeAccess}`;

/** A token's last day: from tomorrow up to this many days ahead; one that never ends is not offered. */
export const API_TOKEN_MAX_DAYS = 365;
/** Requests one token may make in a minute, on every instance together (429 beyond). */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;

type Route = readonly [method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', route: string];

/**
 * Each scope's routes (Hono patterns of the Academy API, as its `answers` name them). A scope
 * that would open nothing (progress is written by the learner's own player, never by staff) is
 * not offered.
 */
export const SCOPE_ROUTES: Readonly<Partial<Record<ApiTokenScope, readonly Route[]>>> = {
  'accounts:read': [
    ['GET', '/v1/accounts'],
    ['GET', '/v1/accounts/:id'],
  ],
  'accounts:write': [['PATCH', '/v1/accounts/:id']],
  'enrolments:read': [['GET', '/v1/accounts/:id/enrollments']],
  // A seat of an order is how staff enrol someone in the order's courses.
  'enrolments:write': [
    ['GET', '/v1/orders/:id/seats'],
    ['POST', '/v1/orders/:id/seats'],
    ['DELETE', '/v1/orders/:id/seats/:seat'],
    ['GET', '/v1/orders/:id/seat_accounts'],
  ],
  'courses:read': [
    ['GET', '/v1/courses'],
    ['GET', '/v1/courses/export.csv'],
    ['GET', '/v1/courses/:course'],
    ['GET', '/v1/courses/:course/items/:item'],
  ],
  'courses:write': [
    ['POST', '/v1/courses'],
    ['PATCH', '/v1/courses/:course'],
    ['POST', '/v1/courses/:course/publish'],
    ['POST', '/v1/courses/:course/archive'],
    ['POST', '/v1/courses/:course/restore'],
  ],
  // Each account's enrolments carry its progress per course (spec §3).
  'progress:read': [
    ['GET', '/v1/accounts/:id/enrollments'],
    ['GET', '/v1/courses/:course/outline_items/:item/package_attempts'],
  ],
  'certificates:read': [
    ['GET', '/v1/certificates'],
    ['GET', '/v1/certificates/export'],
    ['GET', '/v1/certificates/:id'],
    ['GET', '/v1/accounts/:id/certificates'],
  ],
  'certificates:write': [['POST', '/v1/certificates/:id/revoke']],
  'orders:read': [
    ['GET', '/v1/orders'],
    ['GET', '/v1/orders/export'],
    ['GET', '/v1/orders/:id'],
    ['GET', '/v1/accounts/:id/orders'],
    ['GET', '/v1/order_customers'],
  ],
  'orders:write': [
    ['POST', '/v1/orders/quote'],
    ['POST', '/v1/orders'],
    ['POST', '/v1/orders/:id/status'],
    ['POST', '/v1/orders/:id/automations'],
  ],
};

/** The scopes a token may hold, in the order the admin screen lists them. */
export const API_TOKEN_SCOPES = SCOPE_DOMAINS.flatMap((domain) =>
  (['read', 'write'] as const)
    .map((access): ApiTokenScope => `${domain}:${access}`)
    .filter((scope) => SCOPE_ROUTES[scope] !== undefined),
);

/** What every token may call whatever its scopes: who it acts as. */
export const ANY_TOKEN_ROUTES: readonly Route[] = [['GET', '/v1/me']];

/** A write scope holds its domain's read scope too. */
export function effectiveScopes(scopes: readonly ApiTokenScope[]): Set<ApiTokenScope> {
  const all = new Set<ApiTokenScope>(scopes);
  for (const scope of scopes) {
    if (scope.endsWith(':write')) all.add(scope.replace(/:write$/, ':read') as ApiTokenScope);
  }
  return all;
}

function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.replace(/\/+$/, '').split('/');
  if (wanted.length !== given.length) return false;
  return wanted.every((part, index) =>
    part.startsWith(':') ? (given[index] ?? '') !== '' : part === given[index],
  );
}

/** A literal segment beats a parameter (`/v1/orders/export` is not the order `export`). */
function specificity(pattern: string): number {
  return pattern.split('/').filter((part) => !part.startsWith(':')).length;
}

const ALL_ROUTES: readonly Route[] = [
  ...ANY_TOKEN_ROUTES,
  ...Object.values(SCOPE_ROUTES).flatMap((routes) => routes ?? []),
];

/** The listed route a request is for, the most specific pattern first; null: none is listed. */
export function tokenRouteOf(method: string, path: string): string | null {
  const verb = method === 'HEAD' ? 'GET' : method;
  const found = ALL_ROUTES.filter(([m, pattern]) => m === verb && matches(pattern, path)).sort(
    (a, b) => specificity(b[1]) - specificity(a[1]),
  )[0];
  return found ? `${found[0]} ${found[1]}` : null;
}

/**
 * Whether a token with these scopes may make this request: the route is listed under a scope
 * it holds (writes hold reads) or under every token's. The answer names what it lacked.
 */
export function tokenMayCall(
  scopes: readonly ApiTokenScope[],
  method: string,
  path: string,
): { ok: true } | { ok: false; needs: ApiTokenScope[] } {
  const route = tokenRouteOf(method, path);
  if (!route) return { ok: false, needs: [] };
  if (ANY_TOKEN_ROUTES.some(([m, pattern]) => `${m} ${pattern}` === route)) return { ok: true };
  const held = effectiveScopes(scopes);
  const opening = API_TOKEN_SCOPES.filter((scope) =>
    (SCOPE_ROUTES[scope] ?? []).some(([m, pattern]) => `${m} ${pattern}` === route),
  );
  return opening.some((scope) => held.has(scope)) ? { ok: true } : { ok: false, needs: opening };
}

export function isApiTokenScope(value: string): value is ApiTokenScope {
  return (API_TOKEN_SCOPES as readonly string[]).includes(value);
}
