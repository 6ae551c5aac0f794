import 'server-only';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { getUiLanguage } from './locale';
import { getRequestContext } from './request-context';
import { callUpstream, withContext } from './upstream';

/**
 * The portal's LTI platform endpoints (issue 38; docs/lti-tools.md) to the Academy API: the
 * launch steps and the tools' services (app/lti/platform/…). `session`: the browser's session
 * goes along (a launch by a signed-in person); `authorization`: the tool's own bearer token
 * (AGS, NRPS), never the session. The answer comes back as it is.
 */
export async function ltiUpstream(
  path: string,
  init: {
    method?: string;
    body?: string | null;
    contentType?: string;
    session?: boolean;
    authorization?: string | null;
    accept?: string;
  } = {},
): Promise<Response | null> {
  const context = await getRequestContext();
  if (!context.portalDomain) return null;
  const locale = init.session
    ? (await getUiLanguage()).locale
    : (context.requestedLocale ?? DEFAULT_LOCALE);
  const headers = withContext(new Headers({ accept: init.accept ?? 'application/vnd.api+json' }), {
    token: init.session ? context.token : undefined,
    portalDomain: context.portalDomain,
    locale,
    clientAddress: context.clientAddress,
    host: context.host,
  });
  if (init.authorization) headers.set('authorization', init.authorization);
  if (init.contentType) headers.set('content-type', init.contentType);
  return callUpstream({
    method: init.method ?? 'GET',
    path,
    headers,
    body: init.body ?? null,
  });
}

/** A JSON:API call's attributes, or null with the status of its refusal. */
export async function ltiAttributes(
  path: string,
  init: { method?: string; attributes?: Record<string, unknown>; session?: boolean },
): Promise<{ status: number; attributes: Record<string, unknown> | null }> {
  let response: Response | null;
  try {
    response = await ltiUpstream(path, {
      method: init.method ?? 'POST',
      session: init.session,
      contentType: 'application/json',
      body: JSON.stringify({ data: { type: 'lti', attributes: init.attributes ?? {} } }),
    });
  } catch {
    return { status: 502, attributes: null };
  }
  if (!response) return { status: 404, attributes: null };
  const document = (await response.json().catch(() => null)) as {
    data?: { attributes?: Record<string, unknown> };
  } | null;
  if (!response.ok) return { status: response.status, attributes: null };
  return { status: response.status, attributes: document?.data?.attributes ?? null };
}

/** Headers of every LTI document the app writes itself. */
export function ltiPageHeaders(csp: string): HeadersInit {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'origin',
  };
}
