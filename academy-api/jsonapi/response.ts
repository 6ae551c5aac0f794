export const JSON_API = 'application/vnd.api+json';

/** Serialises a JSON:API document (or nothing, for 204). */
export function jsonApiResponse(document: unknown, status = 200): Response {
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(document), {
    status,
    headers: { 'content-type': JSON_API, 'cache-control': 'no-store' },
  });
}
