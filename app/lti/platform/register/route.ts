import { ltiUpstream } from '@/lib/server/bff-lti';
import { readBodyWithin } from '@/lib/server/read-body';

export const dynamic = 'force-dynamic';

/**
 * The registration endpoint of LTI Dynamic Registration (§3.5): the tool posts its
 * configuration with the registration token as its bearer token; the tool is made, pending.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readBodyWithin(request, 64_000);
  if (read === null) return new Response(null, { status: 413 });
  try {
    const upstream = await ltiUpstream('/v1/lti/platform/registrations', {
      method: 'POST',
      body: new TextDecoder().decode(read),
      contentType: 'application/json',
      authorization: request.headers.get('authorization'),
      accept: 'application/json',
    });
    if (!upstream) return new Response(null, { status: 404 });
    return new Response(await upstream.arrayBuffer(), {
      status: upstream.status,
      headers: {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
        'cache-control': 'no-store',
      },
    });
  } catch {
    return new Response(null, { status: 502 });
  }
}
