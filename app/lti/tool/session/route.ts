import { ltiOrigin, openLtiSession, seeOther } from '@/lib/server/lti-tool';
import { launchLocale } from '@/shared/lti/tool-rules';

export const dynamic = 'force-dynamic';

/**
 * A launch's hand-over (issue 38 item 2): in a first-party window (the launch's own, or the one
 * the iframe opened), the one-time code becomes the session cookie, and the course opens.
 */
export async function GET(request: Request): Promise<Response> {
  const origin = await ltiOrigin();
  const query = new URL(request.url).searchParams;
  const code = query.get('code') ?? '';
  return seeOther(origin, await openLtiSession(code, launchLocale(query.get('lang'))));
}
