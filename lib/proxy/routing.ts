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
] as const;

export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Issue 32: private areas whose pages beneath are open to guests, each page deciding what a guest
 * sees: /catalog itself (the catalog) needs a session, a course's page `/catalog/{course}` and its
 * free previews `/catalog/{course}/preview/{lesson}` do not (one URL for guests and students).
 */
export const GUEST_PAGES_BENEATH = ['/catalog'] as const;

const GUEST_PAGES = [/^\/catalog\/[^/]+$/, /^\/catalog\/[^/]+\/preview\/[^/]+$/];

/** A public course page or free preview (GUEST_PAGES_BENEATH): guests are not sent to /auth. */
export function isGuestPage(pathname: string): boolean {
  return GUEST_PAGES.some((pattern) => pattern.test(pathname));
}

export function isPrivatePath(pathname: string): boolean {
  return !isGuestPage(pathname) && PRIVATE_AREAS.some((area) => isUnder(pathname, area));
}

/**
 * A returnTo value that can only lead back into this origin: an absolute path, never a
 * protocol-relative URL, a backslash trick or a scheme. The check runs on the value as a browser
 * would resolve it (dot segments removed), so `/.//evil.com`, which normalises to `//evil.com`,
 * is refused too. Every redirect target the app takes from input goes through here.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!isSameOriginPath(value)) return null;
  try {
    const url = new URL(value, 'http://same-origin.invalid');
    if (url.origin !== 'http://same-origin.invalid') return null;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    return isSameOriginPath(normalised) ? normalised : null;
  } catch {
    return null;
  }
}

/** Starts with one slash, never `//` or `/\`, and holds no backslash or control character. */
function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  return (
    !value.includes('\\') &&
    ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  );
}

/** Where a signed-out visitor to a private page is sent. */
export function signInPathFor(pathname: string, search: string): string {
  const returnTo = safeReturnTo(`${pathname}${search}`);
  return returnTo ? `/auth?returnTo=${encodeURIComponent(returnTo)}` : '/auth';
}

/** The encrypted session cookie (written only by app/api/auth/*). */
export const SESSION_COOKIE = 'academy_session';

/**
 * In production the session cookie carries the __Host- prefix: the browser then requires
 * Secure, Path=/ and no Domain, so no other host (a sibling subdomain) can set or shadow it.
 */
export const sessionCookieName = (production: boolean) =>
  production ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

/** Request header proxy.ts sets so server components know the path being rendered. */
export const PATH_HEADER = 'x-academy-path';

/** Headers a browser must never be able to set on requests inside this app. */
export const INTERNAL_REQUEST_HEADERS = [
  'x-middleware-subrequest',
  'x-portal-domain',
  'x-academy-token',
  'x-forwarded-host',
  'x-academy-path',
] as const;
