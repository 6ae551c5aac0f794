import 'server-only';
import { z } from 'zod';
import { errorDocument, isErrorDocument } from '@/lib/api/errors';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { forward, jsonResponse } from './bff';
import { bffErrors, isCrossSiteWrite } from './bff-rules';
import { getRequestContext } from './request-context';
import { getSession } from './session';
import { withContext } from './upstream';

const tokenDocument = z.object({
  data: z.object({ attributes: z.object({ token: z.string().min(16) }) }),
});

async function readJson(request: Request): Promise<unknown> {
  try {
    const body = (await request.json()) as { data?: { attributes?: unknown } };
    return body?.data?.attributes ?? body;
  } catch {
    return null;
  }
}

/**
 * Login and register: the only places that write the session. The upstream's token goes into the
 * encrypted httpOnly cookie (a fresh one, so the session id rotates) and never into the response.
 */
export async function signIn(request: Request, upstreamPath: '/auth/login' | '/auth/register') {
  if (isCrossSiteWrite(request.method, request.headers, request.headers.get('host'))) {
    return jsonResponse(bffErrors.crossSite(), 403);
  }
  const attributes = await readJson(request);
  if (!attributes || typeof attributes !== 'object') {
    return jsonResponse(errorDocument(400, 'INVALID_JSON', 'Invalid JSON body'), 400);
  }
  const context = await getRequestContext();
  if (!context.portalDomain) return jsonResponse(bffErrors.unknownPortal(), 404);

  const upstream = await forward({
    method: 'POST',
    path: upstreamPath,
    headers: withContext(
      new Headers({ 'content-type': 'application/json', accept: 'application/vnd.api+json' }),
      { portalDomain: context.portalDomain, locale: context.requestedLocale ?? DEFAULT_LOCALE },
    ),
    body: JSON.stringify(attributes),
  });
  const document: unknown = await upstream.json().catch(() => null);
  if (!upstream.ok) {
    return jsonResponse(
      isErrorDocument(document)
        ? document
        : errorDocument(upstream.status, 'ERROR', 'Request failed'),
      upstream.status,
    );
  }
  const parsed = tokenDocument.safeParse(document);
  if (!parsed.success) return jsonResponse(bffErrors.unavailable(), 502);

  // A fresh seal with a new token: whatever the cookie held before is replaced, not extended.
  const session = await getSession();
  delete session.accountId;
  session.token = parsed.data.data.attributes.token;
  session.signedInAt = Date.now();
  await session.save();
  return jsonResponse({ meta: { signed_in: true } }, upstream.status);
}

/** Revokes the upstream token (best effort) and always clears the session. */
export async function signOut(request: Request) {
  if (request.headers.get('x-requested-with') !== 'XMLHttpRequest') {
    return jsonResponse(bffErrors.crossSite(), 403);
  }
  const context = await getRequestContext();
  if (context.token && context.portalDomain) {
    await forward({
      method: 'GET',
      path: '/auth/logout',
      headers: withContext(new Headers({ accept: 'application/vnd.api+json' }), {
        token: context.token,
        portalDomain: context.portalDomain,
        locale: DEFAULT_LOCALE,
      }),
    });
  }
  const session = await getSession();
  session.destroy();
  return jsonResponse({ meta: { logged_out: true } }, 200);
}
