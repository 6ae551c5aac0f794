import { ltiUpstream } from '@/lib/server/bff-lti';

export const dynamic = 'force-dynamic';

/** The portal's OpenID configuration as an LTI platform (Dynamic Registration 1.0 §3.4). */
export async function GET(): Promise<Response> {
  try {
    const upstream = await ltiUpstream('/v1/lti/platform/openid_configuration', {
      accept: 'application/json',
    });
    if (!upstream) return new Response(null, { status: 404 });
    return new Response(await upstream.arrayBuffer(), {
      status: upstream.status,
      headers: {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      },
    });
  } catch {
    return new Response(null, { status: 502 });
  }
}
