export const JSON_API = 'application/vnd.api+json';

/** Serialises a JSON:API document (or nothing, for 204). */
export function jsonApiResponse(document: unknown, status = 200): Response {
  if (status === 204) return new Response(null, { status });
  return jsonApiText(JSON.stringify(document), status);
}

/** A document serialised already (one kept whole, e.g. accounts/me-documents.ts). */
export function jsonApiText(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': JSON_API, 'cache-control': 'no-store' },
  });
}
