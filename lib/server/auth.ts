import 'server-only';
import { z } from 'zod';
import { isErrorDocument } from '@/lib/api/errors';
import { env } from '@/lib/env';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { signInRefusal } from '@/shared/auth/sign-in-refusal';
import { safePortalPath } from '@/shared/navigation/safe-path';
import { forward, jsonResponse } from './bff';
import { bffErrors, isCrossSiteWrite, isSameHostOrigin } from './bff-rules';
import { clientAddress } from './client-address';
import { getUiLanguage } from './locale';
import { ClientAbortError, clientGoneResponse, readBodyWithin } from './read-body';
import { getRequestContext } from './request-context';
import { getSession } from './session';
import { providerLogoutUrl } from './sso';
import { withContext } from './upstream';

const tokenDocument = z.object({
  data: z.object({ attributes: z.object({ token: z.string().min(16) }) }),
});

/** Sign-in and registration bodies are tiny; anything past 16 KB is refused unread. */
export const MAX_AUTH_BODY_BYTES = 16_384;

const TOO_LARGE = Symbol('too large');
const CLIENT_GONE = Symbol('client gone');

async function readText(request: Request): Promise<string | typeof TOO_LARGE | typeof CLIENT_GONE> {
  let bytes: Uint8Array | null;
  try {
    bytes = await readBodyWithin(request, MAX_AUTH_BODY_BYTES);
  } catch (error) {
    if (error instanceof ClientAbortError) return CLIENT_GONE;
    throw error;
  }
  return bytes === null ? TOO_LARGE : new TextDecoder().decode(bytes);
}

async function readJson(request: Request): Promise<unknown> {
  const text = await readText(request);
  if (typeof text !== 'string') return text;
  try {
    const body = JSON.parse(text) as { data?: { attributes?: unknown } };
    return body?.data?.attributes ?? body;
  } catch {
    return null;
  }
}

/** A form the browser sent itself (before the page's scripts ran, or without them). */
export function isNativeFormPost(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').startsWith(
    'application/x-www-form-urlencoded',
  );
}

/** The guest routes of the API's /auth that the BFF passes on (the mailed account links too). */
export type AuthUpstreamPath =
  | '/auth/login'
  | '/auth/register'
  | '/auth/password_resets'
  | '/auth/password_resets/check'
  | '/auth/password_resets/confirm'
  | '/auth/email_changes/confirm'
  | '/auth/invitations/check'
  | '/auth/invitations/accept';

/**
 * One call to the API's /auth: same-origin writes only, the body capped at 16 KB and unwrapped
 * from JSON:API, the portal, language and visitor's address added (throttling counts per
 * address). An error answer (with its Retry-After) comes back as `response`.
 */
type AuthCall =
  | { response: Response }
  | { upstream: Response; document: unknown; portalDomain: string; locale: Locale };

async function callAuth(request: Request, upstreamPath: AuthUpstreamPath): Promise<AuthCall> {
  // The language the page was shown in (the choice, else the account's, else the portal's
  // default): a registration from the Dutch form makes a Dutch account, and a refusal
  // ("too many attempts", or one of the BFF's own) reads in the form's language.
  const { locale } = await getUiLanguage();
  if (isCrossSiteWrite(request.method, request.headers, request.headers.get('host'))) {
    return { response: jsonResponse(bffErrors.crossSite(locale), 403) };
  }
  const attributes = await readJson(request);
  if (attributes === TOO_LARGE) return { response: jsonResponse(bffErrors.tooLarge(locale), 413) };
  // Cut off by the client: not sent on (no sign-in attempt is counted), and no server error.
  if (attributes === CLIENT_GONE) return { response: clientGoneResponse() };
  if (!attributes || typeof attributes !== 'object') {
    return { response: jsonResponse(bffErrors.invalidJson(locale), 400) };
  }
  return callAuthWith(request, upstreamPath, attributes, locale);
}

/** The upstream call itself, for attributes read and checked already. */
async function callAuthWith(
  request: Request,
  upstreamPath: AuthUpstreamPath,
  attributes: object,
  locale: Locale,
): Promise<AuthCall> {
  const context = await getRequestContext();
  if (!context.portalDomain) return { response: jsonResponse(bffErrors.invalidHost(locale), 400) };

  const headers = withContext(
    new Headers({ 'content-type': 'application/json', accept: 'application/vnd.api+json' }),
    { portalDomain: context.portalDomain, locale, host: context.host },
  );
  // Throttling counts per address too; the API trusts this header from us only.
  headers.set(
    'x-academy-client-address',
    clientAddress(request.headers.get('x-forwarded-for'), env().TRUST_PROXY_HOPS),
  );
  const upstream = await forward({
    method: 'POST',
    path: upstreamPath,
    headers,
    body: JSON.stringify(attributes),
  });
  const document: unknown = await upstream.json().catch(() => null);
  if (!upstream.ok) {
    const retryAfter = upstream.headers.get('retry-after');
    return {
      response: jsonResponse(
        isErrorDocument(document) ? document : bffErrors.requestFailed(upstream.status, locale),
        upstream.status,
        retryAfter ? { 'retry-after': retryAfter } : undefined,
      ),
    };
  }
  return { upstream, document, portalDomain: context.portalDomain, locale };
}

/**
 * "Forgot password" and the links it and an e-mail change mail: guest calls that
 * write no session; the API's answer passes through.
 */
export async function accountLinkCall(request: Request, upstreamPath: AuthUpstreamPath) {
  const result = await callAuth(request, upstreamPath);
  if ('response' in result) return result.response;
  return jsonResponse(result.document ?? {}, result.upstream.status);
}

/**
 * Login, register and accepting an invitation (issue 43): the only places that write the session. The upstream's token goes into the
 * encrypted httpOnly cookie (a fresh one, so the session id rotates) and never into the response.
 */
export async function signIn(
  request: Request,
  upstreamPath: '/auth/login' | '/auth/register' | '/auth/invitations/accept',
) {
  return startSession(await callAuth(request, upstreamPath));
}

/** A successful sign-in or registration's token into a fresh session; a refusal passes through. */
async function startSession(result: AuthCall): Promise<Response> {
  if ('response' in result) return result.response;
  const { upstream, document } = result;
  const context = { portalDomain: result.portalDomain };
  const parsed = tokenDocument.safeParse(document);
  if (!parsed.success) return jsonResponse(bffErrors.unavailable(result.locale), 502);

  await writeSessionToken(parsed.data.data.attributes.token, context.portalDomain);
  return jsonResponse({ meta: { signed_in: true } }, upstream.status);
}

/**
 * A fresh seal with a new token: whatever the cookie held before is replaced, not extended, and
 * its token is revoked upstream, so a copy of the old cookie signs nobody in. Also the LTI
 * launch's session hand-over (lib/server/lti-tool.ts).
 */
export async function writeSessionToken(token: string, portalDomain: string) {
  const session = await getSession();
  const previousToken = session.token;
  if (previousToken && previousToken !== token) await revokeToken(previousToken, portalDomain);
  delete session.accountId;
  session.token = token;
  session.signedInAt = Date.now();
  await session.save();
}

/** Spec §7's upstream call: GET /auth/logout revokes the bearer token (best effort). */
async function revokeToken(token: string, portalDomain: string) {
  await forward({
    method: 'GET',
    path: '/auth/logout',
    headers: withContext(new Headers({ accept: 'application/vnd.api+json' }), {
      token,
      portalDomain,
      locale: DEFAULT_LOCALE,
    }),
  });
}

/**
 * Signing out changes state, so it is a POST with the XHR marker and a same-origin Origin: an
 * `<img>` or a link on another site cannot sign anyone out. Then the upstream token
 * is revoked and the session always cleared.
 */
export async function signOut(request: Request) {
  if (isCrossSiteWrite(request.method, request.headers, request.headers.get('host'))) {
    return jsonResponse(bffErrors.crossSite((await getUiLanguage()).locale), 403);
  }
  const context = await getRequestContext();
  const session = await getSession();
  // Signed in through a provider with an end-session or SLO address: the browser goes there next
  // (OIDC RP-initiated logout, SAML single logout; issue 39), and the provider sends it back. Asked
  // before the token is revoked: the SAML LogoutRequest names this session.
  const providerLogout = await providerLogoutUrl(
    request,
    session.ssoProviderId,
    context.token ?? undefined,
  ).catch(() => null);
  if (context.token && context.portalDomain) await revokeToken(context.token, context.portalDomain);
  session.destroy();
  return jsonResponse(
    { meta: { logged_out: true, ...(providerLogout ? { redirect: providerLogout } : {}) } },
    200,
  );
}

/** The cookie that hands the e-mail address of a refused form sign-in back to the form. */
export const SIGN_IN_EMAIL_COOKIE = 'sign-in-email';

/**
 * The sign-in form as the browser sends it itself: clicked before the page's scripts ran (a slow
 * phone) or without them. Only from a page of this host (a browser names the Origin of every form
 * post); the same upstream call and session as the scripted form. Signed in, the browser goes
 * where the visitor was going; refused, back to the form with the reason's code in the address
 * and the e-mail address (never the password) in a short-lived cookie, so nothing typed but the
 * password is lost. Both are 303s: reloading the page after it sends nothing again.
 */
export async function signInFromForm(request: Request): Promise<Response> {
  const host = request.headers.get('host');
  const text = isSameHostOrigin(request.headers.get('origin'), host)
    ? await readText(request)
    : null;
  const form = new URLSearchParams(typeof text === 'string' ? text : '');
  const returnTo = safePortalPath(form.get('returnTo'));
  const email = (form.get('email') ?? '').trim();
  const refused = (code: string) => formRefusal(code, returnTo, email);
  if (text === null) return refused('CROSS_SITE_REQUEST');
  if (text === CLIENT_GONE) return clientGoneResponse();
  if (text === TOO_LARGE) return refused('INVALID_CREDENTIALS');
  const { locale } = await getUiLanguage();
  const answer = await startSession(
    await callAuthWith(
      request,
      '/auth/login',
      { email, password: form.get('password') ?? '' },
      locale,
    ),
  );
  if (answer.ok) return seeOther(returnTo ?? '/');
  const document: unknown = await answer.json().catch(() => null);
  return refused(
    (isErrorDocument(document) ? document.errors[0]?.code : undefined) ?? 'REQUEST_FAILED',
  );
}

function seeOther(location: string, headers?: Headers): Response {
  const out = headers ?? new Headers();
  out.set('location', location);
  out.set('cache-control', 'private, no-store');
  return new Response(null, { status: 303, headers: out });
}

function formRefusal(code: string, returnTo: string | null, email: string): Response {
  const query = new URLSearchParams();
  if (returnTo) query.set('returnTo', returnTo);
  query.set('error', signInRefusal(code));
  const headers = new Headers();
  if (email && email.length <= 254) {
    headers.append(
      'set-cookie',
      `${SIGN_IN_EMAIL_COOKIE}=${encodeURIComponent(email)}; Path=/auth; Max-Age=120; HttpOnly; SameSite=Lax`,
    );
  }
  return seeOther(`/auth?${query}`, headers);
}
