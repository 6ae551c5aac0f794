import 'server-only';
import { canGiveFeedback } from '@/lib/access/shell';
import { ApiError, errorDocument } from '@/lib/api/errors';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { MeResult } from '@/lib/resources/me';
import { jsonResponse } from '@/lib/server/bff';
import { bffErrors } from '@/lib/server/bff-rules';
import { getMe } from '@/lib/server/me';
import { getRequestContext } from '@/lib/server/request-context';
import { type UpstreamContext, UpstreamTimeoutError } from '@/lib/server/upstream';
import type { NoteSender } from '../note-payload';

export interface Sender {
  me: MeResult;
  context: UpstreamContext;
  /** The page the request came from, for the note's url. */
  referer: string | null;
  host: string | null;
}

/** The signed-in user behind this request, from the session's /v1/me; else the error answer. */
export async function signedInSender(request: Request): Promise<Sender | Response> {
  const context = await getRequestContext();
  if (!context.portalDomain) return jsonResponse(bffErrors.invalidHost(), 400);
  let me: MeResult;
  try {
    me = await getMe();
  } catch (error) {
    if (error instanceof ApiError) return jsonResponse({ errors: error.errors }, error.status);
    if (error instanceof UpstreamTimeoutError) return jsonResponse(bffErrors.timeout(), 504);
    return jsonResponse(bffErrors.unavailable(), 502);
  }
  if (!me.authenticated || !me.me.account) {
    return jsonResponse(errorDocument(401, 'UNAUTHENTICATED', 'Sign in first'), 401);
  }
  return {
    me,
    context: {
      token: context.token,
      portalDomain: context.portalDomain,
      locale: context.requestedLocale ?? DEFAULT_LOCALE,
    },
    referer: request.headers.get('referer'),
    host: context.host,
  };
}

/** Spec §6: "Give-feedback and project feedback are for admin or coach." Else the 403 answer. */
export function refuseUnlessFeedbackGiver(sender: Sender): Response | null {
  if (canGiveFeedback(sender.me.me.roles)) return null;
  return jsonResponse(
    errorDocument(403, 'FORBIDDEN', 'Not allowed', 'Feedback is for admins and coaches.'),
    403,
  );
}

/** The note sender as the pure rules see it. */
export function noteSender({ me }: Sender): NoteSender {
  return {
    authenticated: me.authenticated,
    roles: me.me.roles,
    accountId: me.me.account?.id,
    entityName: me.me.entity?.name ?? me.me.account?.entity?.name,
    portalName: me.me.portal.name,
  };
}
