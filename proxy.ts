import { type NextRequest, NextResponse } from 'next/server';
import { PORTAL_DOMAIN_COOKIE, resolvePortalDomain } from '@/lib/proxy/portal-domain';
import {
  INTERNAL_REQUEST_HEADERS,
  isPrivatePath,
  PATH_HEADER,
  SESSION_COOKIE,
  signInPathFor,
} from '@/lib/proxy/routing';

/**
 * The first gate only (authorisation is checked again where data is read): strips headers a
 * browser must not set, refuses malformed hosts, and sends signed-out visitors of private areas
 * to /auth with a same-origin returnTo. No data fetching here.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const portalDomain = resolvePortalDomain(
    request.headers.get('host'),
    request.cookies.get(PORTAL_DOMAIN_COOKIE)?.value,
  );
  if (!portalDomain) return new NextResponse('Bad Request: invalid host', { status: 400 });

  if (isPrivatePath(pathname) && !request.cookies.has(SESSION_COOKIE)) {
    return NextResponse.redirect(new URL(signInPathFor(pathname, search), request.url));
  }

  const headers = new Headers(request.headers);
  for (const name of INTERNAL_REQUEST_HEADERS) headers.delete(name);
  headers.set(PATH_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

// Not for /api: its route handlers read Host and cookies themselves, forward only an allowlist of
// headers, and check the session where data is read; skipping the proxy there saves ~1 ms a call.
export const config = {
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|portal-assets/).*)'],
};
