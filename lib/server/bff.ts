import 'server-only';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import {
  bffErrors,
  forwardedRequestHeaders,
  isCrossSiteWrite,
  safeResponseHeaders,
  upstreamPath,
} from './bff-rules';
import { readBodyWithin } from './read-body';
import { getRequestContext } from './request-context';
import { callUpstream, type UpstreamCall, UpstreamTimeoutError, withContext } from './upstream';

/** 1 MB of JSON is plenty; file uploads get their own route with the 50 MB limit of spec §9. */
export const MAX_BODY_BYTES = 1_000_000;

const JSON_API = 'application/vnd.api+json';

export function jsonResponse(body: unknown, status: number, headers?: HeadersInit): Response {
  const out = new Headers(headers);
  out.set('content-type', JSON_API);
  out.set('cache-control', 'private, no-store');
  return new Response(JSON.stringify(body), { status, headers: out });
}

/** Reads a request body up to the limit, streaming; null when it is larger. */
export async function readBody(request: Request): Promise<ArrayBuffer | null> {
  const body = await readBodyWithin(request, MAX_BODY_BYTES);
  return (
    body && (body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer)
  );
}

/** Calls the upstream and turns transport failures into the fixed 502/504 JSON:API errors. */
export async function forward(call: UpstreamCall): Promise<Response> {
  try {
    return await callUpstream(call);
  } catch (error) {
    if (error instanceof UpstreamTimeoutError) return jsonResponse(bffErrors.timeout(), 504);
    console.error('[bff] upstream unavailable:', (error as Error).message);
    return jsonResponse(bffErrors.unavailable(), 502);
  }
}

/**
 * The BFF: every verb of /api/… goes to the Academy API with the session's token, the portal
 * domain and the locale added, the browser's credentials stripped, and only safe headers back.
 */
export async function proxyToAcademy(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const check = upstreamPath(url.pathname);
  if (!check.ok) {
    return check.status === 400
      ? jsonResponse(bffErrors.badPath(), 400)
      : jsonResponse(bffErrors.notFound(), 404);
  }
  if (isCrossSiteWrite(request.method, request.headers, request.headers.get('host'))) {
    return jsonResponse(bffErrors.crossSite(), 403);
  }
  const context = await getRequestContext();
  if (!context.portalDomain) return jsonResponse(bffErrors.invalidHost(), 400);

  let body: ArrayBuffer | null = null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    body = await readBody(request);
    if (body === null) return jsonResponse(bffErrors.tooLarge(), 413);
  }
  const upstream = await forward({
    method: request.method,
    path: `${check.path}${url.search}`,
    headers: withContext(forwardedRequestHeaders(request.headers), {
      token: context.token,
      portalDomain: context.portalDomain,
      locale: context.requestedLocale ?? DEFAULT_LOCALE,
    }),
    body,
  });
  // Both upstreams answer from memory already; a buffer is cheaper for Next.js to send than a
  // stream piped through (and the API's answers are small: lists are paginated).
  const empty = upstream.status === 204 || upstream.status === 304;
  return new Response(empty ? null : await upstream.arrayBuffer(), {
    status: upstream.status,
    headers: safeResponseHeaders(upstream.headers),
  });
}
