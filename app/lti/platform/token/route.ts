import { ltiUpstream } from '@/lib/server/bff-lti';

export const dynamic = 'force-dynamic';

/** Token requests are small forms: an assertion and a few scopes. */
const MAX_BYTES = 20_000;

/**
 * /lti/platform/token: the tools' OAuth 2.0 token endpoint (client credentials with a JWT
 * assertion, Security Framework §4.1). The form goes to the API as it came; its answer back.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await request.text().catch(() => '');
  if (body.length > MAX_BYTES) return new Response(null, { status: 413 });
  try {
    const upstream = await ltiUpstream('/v1/lti/platform/token', {
      method: 'POST',
      body,
      contentType: request.headers.get('content-type') ?? '',
      accept: 'application/json',
    });
    if (!upstream) return new Response(null, { status: 404 });
    return passOn(upstream);
  } catch {
    return new Response(null, { status: 502 });
  }
}

/** An answer passed on with only its type, cache, Retry-After and WWW-Authenticate. */
async function passOn(upstream: Response): Promise<Response> {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const name of ['content-type', 'retry-after', 'www-authenticate', 'link', 'location']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  const empty = upstream.status === 204;
  return new Response(empty ? null : await upstream.arrayBuffer(), {
    status: upstream.status,
    headers,
  });
}
