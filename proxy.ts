import { type NextRequest, NextResponse } from 'next/server';
import { isProduction } from '@/lib/env';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
} from '@/lib/i18n/locales';
import {
  contentOrigin,
  isContentHost,
  PACKAGE_CONTENT_PREFIX,
} from '@/lib/packages/content-origin';
import { contentSecurityPolicy, createNonce } from '@/lib/proxy/csp';
import { portalImageHostsFor } from '@/lib/proxy/image-hosts';
import { PORTAL_DOMAIN_COOKIE, resolvePortalDomain } from '@/lib/proxy/portal-domain';
import {
  GUEST_PAGE_MARKER,
  INTERNAL_REQUEST_HEADERS,
  isKeptGuestPage,
  isPrivatePath,
  PATH_HEADER,
  pageCacheControl,
  sessionCookieName,
  signInPathFor,
} from '@/lib/proxy/routing';
import { BFF_ERROR_TEXTS } from '@/lib/server/bff-rules';

/**
 * The first gate only (authorisation is checked again where data is read): strips headers a
 * browser must not set, refuses malformed hosts, sends signed-out visitors of private areas
 * to /auth with a same-origin returnTo, gives every page its Content Security Policy with a
 * fresh nonce and its Cache-Control (guest pages may enter the back/forward cache; a restored
 * page keeps the nonce it was rendered with, which is all its scripts need). No data fetching
 * here.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The learning record store answers on every host by its own credentials (lib/server/bff.ts).
  if (pathname.startsWith('/xapi/')) return NextResponse.next();
  // SCIM (issue 39) answers by its bearer token alone: no session, no page, no policy.
  if (pathname.startsWith('/scim/v2/')) return NextResponse.next();
  // The LTI platform's steps and services (lib/server/bff-lti.ts) write their own documents with
  // their own policies (a tool's origins framed or posted to); tools call them without cookies.
  if (pathname.startsWith('/lti/platform/')) return NextResponse.next();
  // The content origin serves packages and nothing else; no portal serves packages.
  const content = isContentHost(request.headers.get('host'));
  if (content || pathname.startsWith(PACKAGE_CONTENT_PREFIX)) {
    return content && pathname.startsWith(PACKAGE_CONTENT_PREFIX)
      ? NextResponse.next()
      : new NextResponse('Not found\n', { status: 404, headers: { 'content-type': 'text/plain' } });
  }
  const portalDomain = resolvePortalDomain(
    request.headers.get('host'),
    request.cookies.get(PORTAL_DOMAIN_COOKIE)?.value,
  );
  if (!portalDomain) {
    // In the visitor's language: their choice, else the browser's.
    const chosen = request.cookies.get(LANGUAGE_COOKIE)?.value;
    const locale = isLocale(chosen)
      ? chosen
      : (localeFromAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_LOCALE);
    return new NextResponse(`${BFF_ERROR_TEXTS.INVALID_HOST?.title[locale]}\n`, {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }

  const hasSession = request.cookies.has(sessionCookieName(isProduction()));
  if (isPrivatePath(pathname) && !hasSession) {
    return NextResponse.redirect(new URL(signInPathFor(pathname, search), request.url));
  }

  const headers = new Headers(request.headers);
  for (const name of INTERNAL_REQUEST_HEADERS) headers.delete(name);
  headers.set(PATH_HEADER, `${pathname}${search}`);
  // Next.js reads the nonce from the request's policy and puts it on every script it renders.
  const policy = contentSecurityPolicy({
    nonce: createNonce(),
    dev: process.env.NODE_ENV !== 'production',
    imageHosts: portalImageHostsFor(portalDomain),
    frameOrigins: [contentOrigin(request.headers.get('host'))],
    ltiTool: pathname.startsWith('/lti/tool/'),
  });
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  // Next.js keeps a Cache-Control the proxy set (it would send no-store for every page); the
  // SEO route handlers set their own (public, five minutes), which stays.
  const cacheControl = pageCacheControl(pathname, hasSession);
  if (cacheControl) response.headers.set('cache-control', cacheControl);
  // The same for every guest of the portal and language: the HTTP layer may keep it
  // (server/guest-page-cache.cjs), with a new nonce for every answer.
  if (!hasSession && isKeptGuestPage(pathname)) response.headers.set(GUEST_PAGE_MARKER, '1');
  return response;
}

// Not for /api: its route handlers read Host and cookies themselves, forward only an allowlist of
// headers, and check the session where data is read; skipping the proxy there saves ~1 ms a call.
export const config = {
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|portal-assets/).*)'],
};
