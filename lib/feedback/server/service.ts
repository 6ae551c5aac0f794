import 'server-only';
import { env } from '@/lib/env';
import { forward, jsonResponse } from '@/lib/server/bff';
import { bffErrors } from '@/lib/server/bff-rules';
import { type UpstreamContext, withContext } from '@/lib/server/upstream';

/** The feedback service's three calls. */
export type FeedbackPath = '/feedback/projects' | '/feedback/note' | '/feedback/upvote';

export interface FeedbackCall {
  method: 'GET' | 'POST';
  path: FeedbackPath;
  /** A query string, '' or starting with '?' (e.g. `?filter[upvoted_by]=…`). */
  query?: string;
  /** A flat JSON object, snake_case (spec §3: snake_case on send). */
  body?: unknown;
}

const JSON_HEADERS = { accept: 'application/vnd.api+json', 'content-type': 'application/json' };

/**
 * An outside feedback service at FEEDBACK_API_URL, with the server-held FEEDBACK_API_KEY as a
 * bearer token. The session's own token never goes there: the service trusts this server, and
 * the server has already decided who may send what. Plain fetch: a few calls an hour do not
 * need the keep-alive pool the Academy API has.
 */
async function outsideService(
  base: string,
  key: string,
  call: FeedbackCall,
  timeoutMs: number,
  locale?: string,
) {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}${call.path}`;
  url.search = call.query ?? '';
  try {
    return await fetch(url, {
      method: call.method,
      headers: { ...JSON_HEADERS, authorization: `Bearer ${key}` },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
      cache: 'no-store',
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      return jsonResponse(bffErrors.timeout(locale), 504);
    // The message may hold the service's address; the log is the server's, the answer fixed.
    console.error('[feedback] service unavailable:', (error as Error).message);
    return jsonResponse(bffErrors.unavailable(locale), 502);
  }
}

/**
 * One call to the feedback service: the outside one when FEEDBACK_API_URL is set, otherwise the
 * Academy API's own /feedback/* (embedded or at ACADEMY_API_URL), on behalf of the session.
 * Transport failures come back as the fixed 502/504 JSON:API errors.
 */
export async function callFeedbackService(
  call: FeedbackCall,
  context: UpstreamContext,
): Promise<Response> {
  const config = env();
  if (config.FEEDBACK_API_URL && config.FEEDBACK_API_KEY) {
    return outsideService(
      config.FEEDBACK_API_URL,
      config.FEEDBACK_API_KEY,
      call,
      config.UPSTREAM_TIMEOUT_MS,
      context.locale,
    );
  }
  return forward({
    method: call.method,
    path: `${call.path}${call.query ?? ''}`,
    headers: withContext(new Headers(JSON_HEADERS), context),
    body: call.body === undefined ? null : JSON.stringify(call.body),
  });
}
