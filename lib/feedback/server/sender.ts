import 'server-only';
import { canGiveFeedback } from '@/lib/access/shell';
import { ApiError } from '@/lib/api/errors';
import type { Locale } from '@/lib/i18n/locales';
import type { MeResult } from '@/lib/resources/me';
import { jsonResponse } from '@/lib/server/bff';
import { bffErrors } from '@/lib/server/bff-rules';
import { getUiLanguage } from '@/lib/server/locale';
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
  /** The page's language: the BFF's own error details are in it. */
  locale: Locale;
}

/** The language of the page the request came from (the choice, the account's, the portal's). */
export async function requestLocale(): Promise<Locale> {
  return (await getUiLanguage()).locale;
}

/** The signed-in user behind this request, from the session's /v1/me; else the error answer. */
export async function signedInSender(request: Request): Promise<Sender | Response> {
  const [context, locale] = await Promise.all([getRequestContext(), requestLocale()]);
  if (!context.portalDomain) return jsonResponse(bffErrors.invalidHost(locale), 400);
  let me: MeResult;
  try {
    me = await getMe();
  } catch (error) {
    if (error instanceof ApiError) return jsonResponse({ errors: error.errors }, error.status);
    if (error instanceof UpstreamTimeoutError) return jsonResponse(bffErrors.timeout(locale), 504);
    return jsonResponse(bffErrors.unavailable(locale), 502);
  }
  if (!me.authenticated || !me.me.account) {
    return jsonResponse(bffErrors.unauthenticated(locale), 401);
  }
  return {
    me,
    context: {
      token: context.token,
      portalDomain: context.portalDomain,
      // The page's language, not the browser's: the service's texts go on the page.
      locale,
    },
    referer: request.headers.get('referer'),
    host: context.host,
    locale,
  };
}

/** Spec §6: "Give-feedback and project feedback are for admin or coach." Else the 403 answer. */
export function refuseUnlessFeedbackGiver(sender: Sender): Response | null {
  if (canGiveFeedback(sender.me.me.roles)) return null;
  return jsonResponse(bffErrors.feedbackForbidden(sender.locale), 403);
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
