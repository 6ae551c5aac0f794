import { safePortalPath } from '@/shared/navigation/safe-path';
import { PORTAL_HOST_HEADER } from '@/shared/portals/base-url';

/** Spec §2 / issue: areas that need a signed-in user. Matching is per path segment. */
export const PRIVATE_AREAS = [
  '/admin',
  '/coach',
  '/courses',
  '/catalog',
  '/portfolio',
  '/profile',
  '/account',
  '/notifications',
  '/approvals',
  // Checkout (issue 40): a guest signs in or registers first, and comes back (returnTo).
  '/checkout',
] as const;

export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Private areas whose pages beneath are open to guests, each page deciding what a guest
 * sees: /catalog itself (the catalog) needs a session, a course's page `/catalog/{course}` and its
 * free previews `/catalog/{course}/preview/{lesson}` do not (one URL for guests and students),
 * nor does a learning path's page `/catalog/paths/{path}` (issue 43, item 6).
 */
export const GUEST_PAGES_BENEATH = ['/catalog'] as const;

const GUEST_PAGES = [
  /^\/catalog\/[^/]+$/,
  /^\/catalog\/[^/]+\/preview\/[^/]+$/,
  /^\/catalog\/paths\/[^/]+$/,
];

/** A public course or path page or free preview (GUEST_PAGES_BENEATH): guests are not sent to /auth. */
export function isGuestPage(pathname: string): boolean {
  return GUEST_PAGES.some((pattern) => pattern.test(pathname));
}

export function isPrivatePath(pathname: string): boolean {
  return !isGuestPage(pathname) && PRIVATE_AREAS.some((area) => isUnder(pathname, area));
}

/** Where a signed-out visitor to a private page is sent. */
export function signInPathFor(pathname: string, search: string): string {
  const returnTo = safePortalPath(`${pathname}${search}`);
  return returnTo ? `/auth?returnTo=${encodeURIComponent(returnTo)}` : '/auth';
}

/**
 * The header's "Log in": back to the page it is on, as the sign-in form honours
 * returnTo — but not from the home page (where a sign-in leads to the start page anyway) or the
 * sign-in pages themselves. The path only: a page's query may hold a private link's token.
 */
export function headerSignInPath(pathname: string | null | undefined): string {
  if (!pathname || pathname === '/' || isUnder(pathname.replace(/\/+$/, ''), '/auth')) {
    return '/auth';
  }
  return signInPathFor(pathname, '');
}

/** The encrypted session cookie (written only by app/api/auth/*). */
export const SESSION_COOKIE = 'academy_session';

/**
 * In production the session cookie carries the __Host- prefix: the browser then requires
 * Secure, Path=/ and no Domain, so no other host (a sibling subdomain) can set or shadow it.
 */
export const sessionCookieName = (production: boolean) =>
  production ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

/**
 * Guest pages with nothing private on them: the landing page, sign-in, forgotten
 * password and try free. Sent to a visitor without a session as `private, no-cache` (asked for
 * again on every load, kept by no shared cache) instead of no-store, so the back/forward cache
 * can keep them: Back to the landing page is instant. Exact paths: a guest page opened by a
 * private link (a reset token, a certificate, an unsubscription) may show whose it is.
 */
export const BFCACHE_GUEST_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/auth',
  '/auth/forgot-password',
  '/auth/login/register',
]);

/**
 * The guest pages the HTTP layer may render once and keep for every guest of the portal and
 * language (server/guest-page-cache.cjs, which holds the same list as patterns): proxy.ts marks
 * a guest's answer for them with GUEST_PAGE_MARKER.
 */
export function isKeptGuestPage(pathname: string): boolean {
  return BFCACHE_GUEST_PAGES.has(pathname) || isGuestPage(pathname);
}

/** The response header that marks a guest page the HTTP layer may keep; never sent on. */
export const GUEST_PAGE_MARKER = 'x-academy-guest-page';

/** Every other page, and every page of a visitor with a session: never stored anywhere. */
export const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * Route handlers outside /api that the proxy runs in front of and that set their own
 * Cache-Control: sitemap.xml and robots.txt are public for five minutes (lib/seo/responses.ts),
 * or 503 never cached; the proxy leaves their header alone.
 */
export const OWN_CACHE_CONTROL_PATHS: ReadonlySet<string> = new Set([
  '/sitemap.xml',
  '/robots.txt',
  // The Open Badges issuer's DID document and status list (issue 41): public for a minute.
  '/.well-known/did.json',
  '/open-badges/status-list',
]);

/**
 * The Cache-Control of a page (its document and its RSC payload alike); null where the route
 * handler answering the path sets its own.
 */
export function pageCacheControl(pathname: string, hasSession: boolean): string | null {
  if (OWN_CACHE_CONTROL_PATHS.has(pathname)) return null;
  return !hasSession && BFCACHE_GUEST_PAGES.has(pathname) ? 'private, no-cache' : NO_STORE;
}

/** Request header proxy.ts sets so server components know the path being rendered. */
export const PATH_HEADER = 'x-academy-path';

/** Headers a browser must never be able to set on requests inside this app. */
export const INTERNAL_REQUEST_HEADERS = [
  'x-middleware-subrequest',
  'x-portal-domain',
  'x-academy-token',
  'x-forwarded-host',
  'x-academy-path',
  PORTAL_HOST_HEADER,
] as const;
