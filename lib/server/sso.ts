import 'server-only';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { env, isProduction } from '@/lib/env';
import { safePortalPath } from '@/shared/navigation/safe-path';
import { isSsoRefusal, type SsoRefusal } from '@/shared/sso/providers';
import { forward } from './bff';
import { isSameHostOrigin } from './bff-rules';
import { clientAddress } from './client-address';
import { loadPortalMe } from './guard';
import { getUiLanguage } from './locale';
import { readBodyWithin } from './read-body';
import { getRequestContext } from './request-context';
import { requestOrigin } from './request-origin';
import { getSession } from './session';
import { withContext } from './upstream';

/**
 * Single sign-on through the BFF (issue 39, docs/sso.md). The browser goes to the provider and
 * comes back to /api/auth/sso/callback; everything else (state, nonce, PKCE verifier, the code's
 * exchange, the ID token's checks) happens in the API. The browser holds only the state in a
 * short-lived httpOnly cookie, so a callback another browser started is refused (login CSRF),
 * and, while a link waits for the person's password, the link's one-time token.
 */

const STATE_COOKIE = 'sso-state';
const LINK_COOKIE = 'sso-link';
/** The path the provider sends people back to (the OIDC redirect URI of every provider). */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

const redirectDocument = z.object({
  data: z.object({
    attributes: z.object({ url: z.string().nullable(), state: z.string().nullable() }),
  }),
});
const outcomeDocument = z.object({
  data: z.object({
    attributes: z.object({
      outcome: z.enum(['signed_in', 'link_required', 'refused']),
      token: z.string().nullable(),
      link_token: z.string().nullable(),
      email: z.string().nullable(),
      reason: z.string().nullable(),
      return_to: z.string().nullable(),
      provider_id: z.string().nullable(),
    }),
  }),
});

const cookieOptions = (path: string, maxAge: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: isProduction(),
  path,
  maxAge,
});

/**
 * One call to the API's /auth/sso (the portal, language and visitor's address added): a guest's,
 * or with the session's token where the API must know whose session it is (sign-out).
 */
async function callSso(request: Request, path: string, attributes: object, token?: string) {
  const [context, { locale }] = await Promise.all([getRequestContext(), getUiLanguage()]);
  if (!context.portalDomain) return null;
  const headers = withContext(
    new Headers({ 'content-type': 'application/json', accept: 'application/vnd.api+json' }),
    {
      portalDomain: context.portalDomain,
      locale,
      host: context.host,
      clientAddress: clientAddress(request.headers.get('x-forwarded-for'), env().TRUST_PROXY_HOPS),
      ...(token ? { token } : {}),
    },
  );
  const upstream = await forward({
    method: 'POST',
    path,
    headers,
    body: JSON.stringify({ data: { attributes } }),
  });
  const document: unknown = await upstream.json().catch(() => null);
  return { status: upstream.status, document, portalDomain: context.portalDomain };
}

/** This site's origin as the browser sees it (the portal domain's base URL, else protocol://host). */
async function siteOrigin(): Promise<string | null> {
  const result = await loadPortalMe();
  return requestOrigin(result.me.portal);
}

function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location, 'cache-control': 'private, no-store' },
  });
}

/** The refusal page, with why (a known code only) and where the person was going. */
function refusedPage(reason: SsoRefusal, returnTo: string | null) {
  const query = new URLSearchParams({ reason });
  if (returnTo) query.set('returnTo', returnTo);
  return seeOther(`/auth/sso/refused?${query}`);
}

/** GET /api/auth/sso/{id}/start: off to the provider, the state kept in this browser. */
export async function startSso(request: Request, providerId: string): Promise<Response> {
  const returnTo = safePortalPath(new URL(request.url).searchParams.get('returnTo'));
  if (!/^[0-9a-f-]{36}$/i.test(providerId)) return refusedPage('provider_off', returnTo);
  const origin = await siteOrigin();
  if (!origin) return refusedPage('provider_off', returnTo);
  const answer = await callSso(request, `/auth/sso/providers/${providerId}/start`, {
    redirect_uri: `${origin}${SSO_CALLBACK_PATH}`,
    return_to: returnTo,
  });
  const parsed = redirectDocument.safeParse(answer?.document);
  if (!parsed.success || !parsed.data.data.attributes.url || !parsed.data.data.attributes.state) {
    return refusedPage(answer?.status === 404 ? 'provider_off' : 'provider_unreachable', returnTo);
  }
  const jar = await cookies();
  jar.set(STATE_COOKIE, parsed.data.data.attributes.state, cookieOptions('/api/auth/sso', 600));
  return seeOther(parsed.data.data.attributes.url);
}

/** The API's session token into a fresh session (as a password sign-in does), with the provider. */
async function startSession(token: string, providerId: string | null) {
  const session = await getSession();
  const previous = session.token;
  if (previous && previous !== token) {
    const context = await getRequestContext();
    if (context.portalDomain) {
      await forward({
        method: 'GET',
        path: '/auth/logout',
        headers: withContext(new Headers({ accept: 'application/vnd.api+json' }), {
          token: previous,
          portalDomain: context.portalDomain,
          locale: (await getUiLanguage()).locale,
        }),
      });
    }
  }
  delete session.accountId;
  session.token = token;
  session.signedInAt = Date.now();
  if (providerId) session.ssoProviderId = providerId;
  else delete session.ssoProviderId;
  await session.save();
}

/** Where an outcome sends the browser: in, to the link's password, or to the refusal page. */
async function afterOutcome(document: unknown): Promise<Response> {
  const parsed = outcomeDocument.safeParse(document);
  if (!parsed.success) return refusedPage('provider_unreachable', null);
  const outcome = parsed.data.data.attributes;
  const returnTo = safePortalPath(outcome.return_to);
  if (outcome.outcome === 'signed_in' && outcome.token) {
    await startSession(outcome.token, outcome.provider_id);
    return seeOther(returnTo ?? '/');
  }
  if (outcome.outcome === 'link_required' && outcome.link_token) {
    const jar = await cookies();
    const value = `${outcome.link_token}.${Buffer.from(outcome.email ?? '').toString('base64url')}`;
    jar.set(LINK_COOKIE, value, cookieOptions('/', 600));
    const query = returnTo ? `?${new URLSearchParams({ returnTo })}` : '';
    return seeOther(`/auth/sso/link${query}`);
  }
  return refusedPage(isSsoRefusal(outcome.reason) ? outcome.reason : 'provider_error', returnTo);
}

/** GET /api/auth/sso/callback: the provider's answer, checked by the API. */
export async function finishSso(request: Request): Promise<Response> {
  const origin = await siteOrigin();
  const jar = await cookies();
  const browserState = jar.get(STATE_COOKIE)?.value ?? null;
  jar.delete({ name: STATE_COOKIE, path: '/api/auth/sso' });
  if (!origin) return refusedPage('provider_off', null);
  const search = new URL(request.url).search;
  const answer = await callSso(request, '/auth/sso/callback', {
    callback_url: `${origin}${SSO_CALLBACK_PATH}${search}`,
    browser_state: browserState,
  });
  return afterOutcome(answer?.document);
}

/** The pending link of this browser: its token and the address to confirm, or null. */
export async function pendingLink(): Promise<{ token: string; email: string } | null> {
  const value = (await cookies()).get(LINK_COOKIE)?.value;
  const [token, email] = value?.split('.') ?? [];
  if (!token || email === undefined) return null;
  return { token, email: Buffer.from(email, 'base64url').toString('utf8') };
}

/**
 * POST /api/auth/sso/link: the password form of a pending link, as the browser sends it itself
 * (from a page of this host only). A wrong password comes back to the form; a link that is no
 * longer valid goes to the refusal page.
 */
export async function confirmLink(request: Request): Promise<Response> {
  if (!isSameHostOrigin(request.headers.get('origin'), request.headers.get('host'))) {
    return refusedPage('state_mismatch', null);
  }
  const bytes = await readBodyWithin(request, 16_384).catch(() => null);
  const form = new URLSearchParams(bytes ? new TextDecoder().decode(bytes) : '');
  const returnTo = safePortalPath(form.get('returnTo'));
  const link = await pendingLink();
  if (!link) return refusedPage('expired_request', returnTo);
  const answer = await callSso(request, '/auth/sso/link', {
    link_token: link.token,
    password: form.get('password') ?? '',
  });
  if (answer && answer.status === 422) {
    const code = (answer.document as { errors?: { code?: string }[] } | null)?.errors?.[0]?.code;
    if (code === 'INVALID_CREDENTIALS') {
      const query = new URLSearchParams({ error: 'INVALID_CREDENTIALS' });
      if (returnTo) query.set('returnTo', returnTo);
      return seeOther(`/auth/sso/link?${query}`);
    }
    (await cookies()).delete(LINK_COOKIE);
    return refusedPage('expired_request', returnTo);
  }
  if (answer && answer.status === 429) {
    const query = new URLSearchParams({ error: 'TOO_MANY_ATTEMPTS' });
    if (returnTo) query.set('returnTo', returnTo);
    return seeOther(`/auth/sso/link?${query}`);
  }
  (await cookies()).delete(LINK_COOKIE);
  return afterOutcome(answer?.document);
}

/**
 * Where the browser goes after our sign-out when the session came through a provider with an
 * end-session address (OIDC RP-initiated logout) or an SLO address (SAML single logout: the API
 * signs a LogoutRequest for this session, so it is asked with the session's token, before the
 * token is revoked), or null.
 */
export async function providerLogoutUrl(
  request: Request,
  providerId: string | undefined,
  token: string | undefined,
): Promise<string | null> {
  if (!providerId) return null;
  const origin = await siteOrigin().catch(() => null);
  if (!origin) return null;
  const answer = await callSso(
    request,
    `/auth/sso/providers/${providerId}/logout`,
    { post_logout_redirect_uri: `${origin}/auth?loggedOut=true` },
    token,
  );
  const parsed = redirectDocument.safeParse(answer?.document);
  return parsed.success ? parsed.data.data.attributes.url : null;
}

/** The portal's sign-in buttons (GET /auth/sso/providers), for the sign-in page. */
export type SignInProvider = {
  id: string;
  kind: 'oidc' | 'saml';
  name: string;
  logoUrl: string | null;
  emailDomains: string[];
  passwordsOff: boolean;
};

const providersDocument = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      attributes: z.object({
        kind: z.enum(['oidc', 'saml']),
        name: z.string(),
        logo_url: z.string().nullable(),
        email_domains: z.array(z.string()),
        passwords_off: z.boolean(),
      }),
    }),
  ),
});

export async function signInProviders(): Promise<SignInProvider[]> {
  const context = await getRequestContext();
  if (!context.portalDomain) return [];
  const upstream = await forward({
    method: 'GET',
    path: '/auth/sso/providers',
    headers: withContext(new Headers({ accept: 'application/vnd.api+json' }), {
      portalDomain: context.portalDomain,
      locale: (await getUiLanguage()).locale,
      host: context.host,
    }),
  });
  const parsed = providersDocument.safeParse(await upstream.json().catch(() => null));
  if (!upstream.ok || !parsed.success) return [];
  return parsed.data.data.map((row) => ({
    id: row.id,
    kind: row.attributes.kind,
    name: row.attributes.name,
    logoUrl: row.attributes.logo_url,
    emailDomains: row.attributes.email_domains,
    passwordsOff: row.attributes.passwords_off,
  }));
}

/** GET /api/auth/sso/saml/{id}/start: an AuthnRequest to the IdP (HTTP-Redirect binding). */
export async function startSaml(request: Request, providerId: string): Promise<Response> {
  const returnTo = safePortalPath(new URL(request.url).searchParams.get('returnTo'));
  if (!/^[0-9a-f-]{36}$/i.test(providerId)) return refusedPage('provider_off', returnTo);
  const origin = await siteOrigin();
  if (!origin) return refusedPage('provider_off', returnTo);
  const answer = await callSso(request, `/auth/sso/providers/${providerId}/saml/start`, {
    origin,
    return_to: returnTo,
  });
  const parsed = redirectDocument.safeParse(answer?.document);
  if (!parsed.success || !parsed.data.data.attributes.url) {
    return refusedPage(answer?.status === 404 ? 'provider_off' : 'provider_unreachable', returnTo);
  }
  return seeOther(parsed.data.data.attributes.url);
}

/** The most a SAML Response posted to the ACS may weigh (an encrypted, signed one is a few KB). */
const MAX_SAML_BYTES = 512 * 1024;

/**
 * POST /api/auth/sso/saml/{id}/acs: the IdP's form post (from the IdP's page, so cross-site by
 * nature: the signed Response and its InResponseTo are what bind it, checked by the API).
 */
export async function finishSaml(request: Request, providerId: string): Promise<Response> {
  if (!/^[0-9a-f-]{36}$/i.test(providerId)) return refusedPage('provider_off', null);
  const bytes = await readBodyWithin(request, MAX_SAML_BYTES).catch(() => null);
  if (!bytes) return refusedPage('token_invalid', null);
  const form = new URLSearchParams(new TextDecoder().decode(bytes));
  const origin = await siteOrigin();
  if (!origin) return refusedPage('provider_off', null);
  const answer = await callSso(request, `/auth/sso/providers/${providerId}/saml/acs`, {
    origin,
    saml_response: form.get('SAMLResponse') ?? '',
    relay_state: form.get('RelayState'),
  });
  return afterOutcome(answer?.document);
}

/** GET /api/auth/sso/saml/{id}/metadata: our SP metadata, to give the IdP. */
export async function samlMetadataResponse(providerId: string): Promise<Response> {
  const [context, origin] = await Promise.all([getRequestContext(), siteOrigin()]);
  if (!context.portalDomain || !origin || !/^[0-9a-f-]{36}$/i.test(providerId)) {
    return new Response(null, { status: 404 });
  }
  const upstream = await forward({
    method: 'GET',
    path: `/auth/sso/providers/${providerId}/saml/metadata?${new URLSearchParams({ origin })}`,
    headers: withContext(new Headers({ accept: 'application/samlmetadata+xml' }), {
      portalDomain: context.portalDomain,
      locale: (await getUiLanguage()).locale,
      host: context.host,
    }),
  });
  if (!upstream.ok) return new Response(null, { status: 404 });
  return new Response(await upstream.text(), {
    status: 200,
    headers: {
      'content-type': 'application/samlmetadata+xml; charset=utf-8',
      'cache-control': 'no-store',
    },
  });
}

const logoutDocument = z.object({
  data: z.object({
    attributes: z.object({
      outcome: z.enum(['logged_out', 'refused']),
      url: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  }),
});

/**
 * GET or POST /api/auth/sso/saml/{id}/slo: our SAML single logout service. The IdP sends the
 * browser here with its LogoutResponse (the end of our sign-out) or its own LogoutRequest (the
 * person signed out elsewhere: the API ends their sessions here on every instance and signs our
 * LogoutResponse, which the browser takes back to the IdP). Cross-site by nature, like the ACS:
 * the IdP's signature is what binds it, checked by the API. The redirect binding's query goes to
 * the API as the browser sent it (the signature is over its raw parameters).
 */
export async function samlSingleLogout(request: Request, providerId: string): Promise<Response> {
  if (!/^[0-9a-f-]{36}$/i.test(providerId)) return refusedPage('provider_off', null);
  const origin = await siteOrigin();
  if (!origin) return refusedPage('provider_off', null);
  let attributes: Record<string, string | null>;
  if (request.method === 'POST') {
    const bytes = await readBodyWithin(request, MAX_SAML_BYTES).catch(() => null);
    if (!bytes) return refusedPage('token_invalid', null);
    const form = new URLSearchParams(new TextDecoder().decode(bytes));
    attributes = {
      saml_request: form.get('SAMLRequest'),
      saml_response: form.get('SAMLResponse'),
      relay_state: form.get('RelayState'),
    };
  } else {
    attributes = { query: new URL(request.url).search.slice(1) };
  }
  const answer = await callSso(request, `/auth/sso/providers/${providerId}/saml/slo`, {
    origin,
    ...attributes,
  });
  const parsed = logoutDocument.safeParse(answer?.document);
  if (!parsed.success) return refusedPage('provider_unreachable', null);
  const outcome = parsed.data.data.attributes;
  if (outcome.outcome === 'refused') {
    return refusedPage(isSsoRefusal(outcome.reason) ? outcome.reason : 'token_invalid', null);
  }
  // This browser's own session ends too when the IdP asked (its token was revoked with the
  // rest) or our round trip came back: nothing of it is kept.
  (await getSession()).destroy();
  return seeOther(outcome.url ?? '/auth?loggedOut=true');
}
