import 'server-only';
import { ltiUpstream } from './bff-lti';
import { readBodyWithin } from './read-body';

/** A score or a line item is a small JSON document. */
const MAX_BYTES = 64_000;

const KEEP = ['content-type', 'retry-after', 'www-authenticate', 'link', 'location'];

/**
 * A tool's AGS or NRPS call (/lti/platform/{ags|nrps}/{course}/…) to the API's
 * /v1/lti/platform/…, with its own bearer token (not a session) and its query; the answer
 * passed back with its type, Link and Location headers.
 */
export async function ltiService(request: Request, service: 'ags' | 'nrps'): Promise<Response> {
  const url = new URL(request.url);
  const prefix = `/lti/platform/${service}/`;
  const rest = url.pathname.slice(prefix.length);
  if (!url.pathname.startsWith(prefix) || !/^[0-9a-f-]{36}(\/[A-Za-z0-9_-]+)*$/i.test(rest)) {
    return new Response('Not found\n', { status: 404 });
  }
  let body: string | null = null;
  if (request.method === 'POST' || request.method === 'PUT') {
    const read = await readBodyWithin(request, MAX_BYTES);
    if (read === null) return new Response(null, { status: 413 });
    body = new TextDecoder().decode(read);
  }
  try {
    const upstream = await ltiUpstream(`/v1/lti/platform/${service}/${rest}${url.search}`, {
      method: request.method,
      body,
      contentType: body === null ? undefined : 'application/json',
      authorization: request.headers.get('authorization'),
      accept: request.headers.get('accept') ?? 'application/json',
    });
    if (!upstream) return new Response(null, { status: 404 });
    const headers = new Headers({ 'cache-control': 'no-store' });
    for (const name of KEEP) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    const empty = upstream.status === 204;
    return new Response(empty ? null : await upstream.arrayBuffer(), {
      status: upstream.status,
      headers,
    });
  } catch {
    return new Response(null, { status: 502 });
  }
}
