import { ltiCall, ltiOrigin, ltiParams, refusedPath, seeOther } from '@/lib/server/lti-tool';

export const dynamic = 'force-dynamic';

/**
 * LTI 1.3 OIDC third-party initiated login (Core §5.1.1; issue 38 item 2): the platform sends the
 * browser here (GET or POST) with its issuer, the user's login hint and the target link; the
 * portal answers with a redirect to the platform's auth endpoint carrying a signed state and a
 * nonce kept server-side (no cookie: this runs in the platform's iframe).
 */
async function login(request: Request): Promise<Response> {
  const origin = await ltiOrigin();
  const params = await ltiParams(request);
  const value = (name: string) => params?.get(name)?.trim() || undefined;
  const required = ['iss', 'login_hint', 'target_link_uri'].map(value);
  if (!params || required.some((entry) => !entry))
    return seeOther(origin, refusedPath('BAD_LOGIN'));
  const answer = await ltiCall('POST', '/logins', {
    iss: value('iss'),
    login_hint: value('login_hint'),
    target_link_uri: value('target_link_uri'),
    lti_message_hint: value('lti_message_hint'),
    client_id: value('client_id'),
    lti_deployment_id: value('lti_deployment_id'),
    redirect_uri: `${origin}/lti/tool/launch`,
  });
  if (!answer.ok) return seeOther(origin, refusedPath(answer.reason));
  return new Response(null, {
    status: 302,
    headers: { location: String(answer.attributes.redirect_url), 'cache-control': 'no-store' },
  });
}

export const GET = login;
export const POST = login;
