import { ltiOrigin, openLtiSession, seeOther } from '@/lib/server/lti-tool';

export const dynamic = 'force-dynamic';

/**
 * A launch's hand-over (issue 38 item 2): in a first-party window (the launch's own, or the one
 * the iframe opened), the one-time code becomes the session cookie, and the course opens.
 */
export async function GET(request: Request): Promise<Response> {
  const origin = await ltiOrigin();
  const code = new URL(request.url).searchParams.get('code') ?? '';
  return seeOther(origin, await openLtiSession(code));
}
