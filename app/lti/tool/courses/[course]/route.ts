import { ltiOrigin, seeOther } from '@/lib/server/lti-tool';

export const dynamic = 'force-dynamic';

/**
 * A course's LTI target link (what deep linking returns; issue 38). A platform launches it through
 * the login and launch; opened directly, it is the course's page.
 */
export async function GET(_request: Request, context: { params: Promise<{ course: string }> }) {
  const { course } = await context.params;
  return seeOther(await ltiOrigin(), `/catalog/${encodeURIComponent(course)}`);
}
