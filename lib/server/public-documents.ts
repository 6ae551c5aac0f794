import 'server-only';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { getRequestContext } from './request-context';
import { callUpstream, withContext } from './upstream';

/**
 * The portal's public documents: its Open Badges did:web DID document (/.well-known/did.json) and
 * signed status list (/open-badges/status-list) (issue 41; docs/open-badges.md), its LTI JWKS
 * (/lti/jwks, issue 38), read from the Academy API without a session and passed on with their type. Anyone may read them
 * (a wallet or verifier elsewhere): CORS open, cached a minute.
 */
export async function publicDocument(path: string): Promise<Response> {
  const context = await getRequestContext();
  const refusal = (status: number) =>
    new Response(status === 404 ? 'Not found\n' : 'Unavailable\n', {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  if (!context.portalDomain) return refusal(404);
  let upstream: Response;
  try {
    upstream = await callUpstream({
      method: 'GET',
      path,
      headers: withContext(new Headers({ accept: 'application/json' }), {
        portalDomain: context.portalDomain,
        locale: context.requestedLocale ?? DEFAULT_LOCALE,
        clientAddress: context.clientAddress,
        host: context.host,
      }),
    });
  } catch {
    return refusal(502);
  }
  if (upstream.status >= 500) return refusal(502);
  if (!upstream.ok) return refusal(404);
  return new Response(await upstream.arrayBuffer(), {
    status: 200,
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
      'cache-control': 'public, max-age=60',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    },
  });
}
