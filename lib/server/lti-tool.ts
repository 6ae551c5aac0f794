import 'server-only';
import {
  isLtiRefusal,
  type LaunchLocale,
  type LtiRefusalReason,
  withLaunchLocale,
} from '@/shared/lti/tool-rules';
import { writeSessionToken } from './auth';
import { getMe } from './me';
import { readBodyWithin } from './read-body';
import { getRequestContext } from './request-context';
import { requestOrigin } from './request-origin';
import { callUpstream, withContext } from './upstream';

/**
 * The app's side of the portal as an LTI 1.3 tool (issue 38 item 2; docs/lti.md): the browser of a
 * platform's user reaches /lti/tool/*, which call the API's public /v1/lti/tool and answer with
 * redirects (never the API's documents): onward on success, to /lti/tool/refused?reason=… else.
 */

/** Launch forms are an id_token and a state: 64 KB is plenty. */
const MAX_LTI_BODY_BYTES = 65_536;

export type LtiCall =
  | { ok: true; attributes: Record<string, unknown>; id: string; list: unknown[] }
  | { ok: false; reason: LtiRefusalReason | 'UNKNOWN' };

/** One call to /v1/lti/tool with the portal, language and visitor's address (throttled by it). */
export async function ltiCall(
  method: 'GET' | 'POST',
  path: string,
  attributes?: Record<string, unknown>,
): Promise<LtiCall> {
  const context = await getRequestContext();
  if (!context.portalDomain) return { ok: false, reason: 'UNKNOWN_PLATFORM' };
  let upstream: Response;
  try {
    upstream = await callUpstream({
      method,
      path: `/v1/lti/tool${path}`,
      headers: withContext(
        new Headers({
          accept: 'application/vnd.api+json',
          ...(attributes ? { 'content-type': 'application/json' } : {}),
        }),
        {
          portalDomain: context.portalDomain,
          locale: context.requestedLocale ?? 'en',
          clientAddress: context.clientAddress,
          host: context.host,
        },
      ),
      ...(attributes ? { body: JSON.stringify({ data: { attributes } }) } : {}),
    });
  } catch {
    return { ok: false, reason: 'UNKNOWN' };
  }
  const document = (await upstream.json().catch(() => null)) as {
    data?: { id?: string; attributes?: Record<string, unknown> } | unknown[];
    errors?: { meta?: { reason?: unknown } }[];
  } | null;
  if (!upstream.ok) {
    if (upstream.status === 429) return { ok: false, reason: 'THROTTLED' };
    const reason = document?.errors?.[0]?.meta?.reason;
    return { ok: false, reason: isLtiRefusal(reason) ? reason : 'UNKNOWN' };
  }
  const data = document?.data;
  if (Array.isArray(data)) return { ok: true, attributes: {}, id: '', list: data };
  return { ok: true, attributes: data?.attributes ?? {}, id: data?.id ?? '', list: [] };
}

/** The parameters of a GET's query or a POSTed form (LTI sends both ways). */
export async function ltiParams(request: Request): Promise<URLSearchParams | null> {
  if (request.method === 'GET') return new URL(request.url).searchParams;
  const bytes = await readBodyWithin(request, MAX_LTI_BODY_BYTES).catch(() => null);
  if (bytes === null) return null;
  return new URLSearchParams(new TextDecoder().decode(bytes));
}

/** This portal's origin as platforms reach it (the one the admin screen shows them). */
export async function ltiOrigin(): Promise<string> {
  const { me } = await getMe();
  return (await requestOrigin(me.portal)) ?? '';
}

/** A 303 to a path of this origin (the browser follows with a GET, inside the iframe too). */
export function seeOther(origin: string, path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location: `${origin}${path}`, 'cache-control': 'no-store' },
  });
}

/** The refusal page, in the launch's language when it is known. */
export const refusedPath = (reason: string, locale: LaunchLocale | null = null) =>
  withLaunchLocale(`/lti/tool/refused?reason=${encodeURIComponent(reason)}`, locale);

/** Uses a launch's hand-over code: the session cookie written (first-party window) and where to go. */
export async function openLtiSession(
  code: string,
  locale: LaunchLocale | null = null,
): Promise<string> {
  const answer = await ltiCall('POST', '/sessions', { code });
  if (!answer.ok) return refusedPath(answer.reason, locale);
  const context = await getRequestContext();
  await writeSessionToken(String(answer.attributes.token), context.portalDomain ?? '');
  const course = answer.attributes.course_slug as string | null;
  const item = answer.attributes.item_slug as string | null;
  if (course && item) return `/courses/${encodeURIComponent(course)}/${encodeURIComponent(item)}`;
  if (course) return `/catalog/${encodeURIComponent(course)}`;
  return '/';
}
