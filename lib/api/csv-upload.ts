import { apiHeaders } from './client';
import { ApiError, isErrorDocument, noResponseError } from './errors';
import type { JsonApiDocument } from './jsonapi';

/**
 * An import's CSV file sent as the request body to /api{path} (text/csv; the BFF streams such
 * routes like an upload, lib/server/bff-rules.ts), with the headers of every other call. A file
 * over `maxBytes` is refused before a byte is sent (413, as the API would). Resolves with the
 * answer and its document whatever the status: each import reads its refusals its own way.
 */
export async function postCsv(
  path: string,
  file: Blob,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<{ response: Response; document: JsonApiDocument }> {
  if (file.size > maxBytes) throw new ApiError(413, [{ status: '413', code: 'FILE_TOO_LARGE' }]);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: apiHeaders({ 'Content-Type': 'text/csv' }),
      body: file,
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw noResponseError();
  }
  const document = (await response.json().catch(() => ({}))) as JsonApiDocument;
  return { response, document };
}

/** The ApiError of an answer that is a refusal (its error objects, or its status alone). */
export function refusalOf(response: Response, document: JsonApiDocument): ApiError {
  return new ApiError(
    response.status,
    isErrorDocument(document) ? document.errors : [{ status: String(response.status) }],
  );
}
