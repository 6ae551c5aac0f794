import 'server-only';
import { ApiError, isErrorDocument } from '@/lib/api/errors';
import type { JsonApiDocument } from '@/lib/api/jsonapi';
import { apiErrorKind } from '@/lib/errors/api-status';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { bffErrors } from './bff-rules';
import { getUiLanguage } from './locale';
import { getRequestContext, type RequestContext } from './request-context';
import { setResponseStatus } from './response-status';
import {
  callUpstream,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
  withContext,
} from './upstream';

/**
 * A page whose data could not be had because the API (or its database) is
 * down or too slow is a 503, whatever view it shows; a transport failure becomes the BFF's own
 * 502/504 error so pages map it the same way the browser does (spec §8 "unavailable").
 */
async function upstreamOrUnavailable(call: Parameters<typeof callUpstream>[0]) {
  try {
    return await callUpstream(call);
  } catch (error) {
    if (error instanceof UpstreamTimeoutError || error instanceof UpstreamUnavailableError) {
      setResponseStatus(503);
      const timedOut = error instanceof UpstreamTimeoutError;
      const document = timedOut ? bffErrors.timeout() : bffErrors.unavailable();
      throw new ApiError(timedOut ? 504 : 502, document.errors);
    }
    throw error;
  }
}

/** GET /v1/me itself: what the page's language is worked out from (its answer has no text). */
const ME_READ = /^\/v1\/me(?:\?|$)/;

/**
 * The language the API answers in (docs/upstream-contract.md: the UI locale): the page's —
 * the visitor's choice, else the account's, else the portal's — not the browser's
 * Accept-Language, which gave a Dutch account with an English browser English label names and
 * refusals on Dutch pages. /v1/me is asked before the page's language is known.
 */
async function upstreamLocale(path: string, context: RequestContext): Promise<string> {
  if (ME_READ.test(path)) return context.requestedLocale ?? DEFAULT_LOCALE;
  return (await getUiLanguage()).locale;
}

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
    locale: await upstreamLocale(path, context),
    clientAddress: context.clientAddress,
  });
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await upstreamOrUnavailable({
    method: init.method ?? 'GET',
    path,
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const document = (await response.json().catch(() => ({}))) as JsonApiDocument;
  if (!response.ok) {
    if (apiErrorKind(response.status) === 'unavailable') setResponseStatus(503);
    throw new ApiError(
      response.status,
      isErrorDocument(document) ? document.errors : [{ status: String(response.status) }],
    );
  }
  return document;
}
