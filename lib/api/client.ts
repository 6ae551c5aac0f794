import { isLocale } from '@/lib/i18n/locales';
import { ApiError, isErrorDocument, noResponseError } from './errors';
import { type Deserialized, deserialize, type JsonApiDocument } from './jsonapi';

/** Spec §7: every browser call goes to this origin's /api with credentials, JSON and the XHR marker. */
export const API_HEADERS = {
  Accept: 'application/vnd.api+json',
  'Content-Type': 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
} as const;

/**
 * API_HEADERS with the page's language (its `<html lang>`) as Accept-Language, so the API's
 * texts (label names, refusals) come in the language the page is shown in, not the browser's
 * (a Dutch account in an English browser got English on Dutch pages).
 */
export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const language = typeof document === 'undefined' ? null : document.documentElement.lang;
  return {
    ...API_HEADERS,
    ...(isLocale(language) ? { 'Accept-Language': language } : {}),
    ...extra,
  };
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls /api{path}; resolves the raw JSON:API document, throws ApiError on error answers. */
export async function apiFetch(path: string, request: ApiRequest = {}): Promise<JsonApiDocument> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: request.method ?? 'GET',
      credentials: 'include',
      headers: apiHeaders(),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw noResponseError();
  }
  const document = (await response.json().catch(() => ({}))) as JsonApiDocument;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      isErrorDocument(document) ? document.errors : [{ status: String(response.status) }],
    );
  }
  return document;
}

/** apiFetch, then deserialized to camelCase objects. */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<Deserialized<T>> {
  return deserialize<T>(await apiFetch(path, { signal }));
}
