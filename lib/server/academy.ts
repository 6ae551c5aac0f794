import 'server-only';
import { cache } from 'react';
import { ApiError, isErrorDocument } from '@/lib/api/errors';
import { deserialize, type JsonApiDocument } from '@/lib/api/jsonapi';
import { ME_INCLUDE, toMeResult } from '@/lib/api/queries';
import type { Me, MeResult } from '@/lib/api/types';
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

/** GET /v1/me once per request (React cache): the account, its portal and the portal's flags. */
export const getMe = cache(async (): Promise<MeResult> => {
  const document = await academyRequest(`/v1/me?include=${ME_INCLUDE}`);
  const { data, meta } = await deserialize<Me>(document);
  return toMeResult(data, meta);
});
