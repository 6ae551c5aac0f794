import 'server-only';
import { ApiError, isErrorDocument } from '@/lib/api/errors';
import type { JsonApiDocument } from '@/lib/api/jsonapi';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { getRequestContext } from './request-context';
import { callUpstream, withContext } from './upstream';

/**
 * A server-side call to the Academy API on behalf of the current request (its session, portal and
 * language). Throws ApiError for error answers.
 */
export async function academyRequest(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<JsonApiDocument> {
  const context = await getRequestContext();
  if (!context.portalDomain) {
    throw new ApiError(404, [{ status: '404', code: 'PORTAL_NOT_FOUND', title: 'Unknown portal' }]);
  }
  const headers = withContext(new Headers({ accept: 'application/vnd.api+json' }), {
    token: context.token,
    portalDomain: context.portalDomain,
    locale: context.requestedLocale ?? DEFAULT_LOCALE,
    clientAddress: context.clientAddress,
  });
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await callUpstream({
    method: init.method ?? 'GET',
    path,
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const document = (await response.json().catch(() => ({}))) as JsonApiDocument;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      isErrorDocument(document) ? document.errors : [{ status: String(response.status) }],
    );
  }
  return document;
}
