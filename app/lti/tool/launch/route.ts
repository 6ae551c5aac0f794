import { ltiCall, ltiOrigin, ltiParams, refusedPath, seeOther } from '@/lib/server/lti-tool';
import { idTokenLocale, withLaunchLocale } from '@/shared/lti/tool-rules';

export const dynamic = 'force-dynamic';

/**
 * The LTI 1.3 launch (redirect_uri; issue 38 item 2): the platform's form_post of the id_token and
 * the state. The API checks everything the Security Framework asks and, when valid, signs the
 * person in and enrols them; this answers with the page that opens the course (or the course
 * picker of a deep-linking request), or the refusal page, each in the launch's language (its
 * `locale` claim; the portal's default when it has none of ours).
 */
export async function POST(request: Request): Promise<Response> {
  const origin = await ltiOrigin();
  const params = await ltiParams(request);
  const answer = await ltiCall('POST', '/launches', {
    id_token: params?.get('id_token') ?? '',
    state: params?.get('state') ?? '',
  });
  const locale = idTokenLocale(params?.get('id_token'));
  if (!answer.ok) return seeOther(origin, refusedPath(answer.reason, locale));
  const code = encodeURIComponent(String(answer.attributes.code));
  return seeOther(
    origin,
    withLaunchLocale(
      answer.attributes.message_type === 'LtiDeepLinkingRequest'
        ? `/lti/tool/deep-link?code=${code}`
        : `/lti/tool/open?code=${code}`,
      locale,
    ),
  );
}
