import { autoPostPage, messagePage } from '@/lib/lti/platform-pages';
import { ltiPageTexts } from '@/lib/lti/platform-texts';
import { createNonce } from '@/lib/proxy/csp';
import { ltiAttributes, ltiPageHeaders } from '@/lib/server/bff-lti';

export const dynamic = 'force-dynamic';

const FIELDS = [
  'scope',
  'response_type',
  'response_mode',
  'prompt',
  'client_id',
  'redirect_uri',
  'login_hint',
  'lti_message_hint',
  'state',
  'nonce',
] as const;

/**
 * /lti/platform/auth: the OIDC authorization endpoint tools send the browser to (LTI 1.3
 * §5.1.1.2), by GET or POST. The API checks the request and signs the id_token; this page posts
 * it to the tool's registered redirect URI (form_post). No cookie is needed: the hints are
 * signed and short-lived; a session, when the browser sends one, must be the same person's.
 */
async function authorize(params: URLSearchParams): Promise<Response> {
  const attributes: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = params.get(name);
    if (value !== null) attributes[name] = value.slice(0, 4000);
  }
  const { locale, t } = await ltiPageTexts();
  const answer = await ltiAttributes('/v1/lti/platform/auth', { session: true, attributes });
  if (!answer.attributes) {
    const page = messagePage({ title: t('refusedTitle'), text: t('refused'), lang: locale });
    const status = answer.status === 429 ? 429 : answer.status >= 500 ? 502 : 400;
    return new Response(page.html, { status, headers: ltiPageHeaders(page.csp) });
  }
  const fields: Record<string, string> = { id_token: String(answer.attributes.id_token) };
  if (typeof answer.attributes.state === 'string') fields.state = answer.attributes.state;
  const page = autoPostPage({
    action: String(answer.attributes.action),
    fields,
    nonce: createNonce(),
    lang: locale,
    title: t('continueTitle'),
    button: t('continue'),
  });
  return new Response(page.html, { headers: ltiPageHeaders(page.csp) });
}

export function GET(request: Request): Promise<Response> {
  return authorize(new URL(request.url).searchParams);
}

export async function POST(request: Request): Promise<Response> {
  const text = await request.text().catch(() => '');
  return authorize(new URLSearchParams(text.slice(0, 40_000)));
}
