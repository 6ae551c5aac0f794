import { messagePage } from '@/lib/lti/platform-pages';
import { ltiPageTexts } from '@/lib/lti/platform-texts';
import { ltiAttributes, ltiPageHeaders } from '@/lib/server/bff-lti';
import { isUuid } from '@/shared/validation/empty';

export const dynamic = 'force-dynamic';

/**
 * /lti/platform/deep-link?course=…&module=…&tool=…: an author's "Select content" (Deep Linking
 * 2.0), opened in a window: the browser goes to the tool's login initiation URL, and the tool
 * comes back to /lti/platform/deep-link-return with what was chosen.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const course = url.searchParams.get('course') ?? '';
  const module = url.searchParams.get('module') ?? '';
  const tool = url.searchParams.get('tool') ?? '';
  const { locale, t } = await ltiPageTexts();
  const refuse = (status: number) => {
    const page = messagePage({
      title: t('unavailableTitle'),
      text: t('unavailable'),
      lang: locale,
    });
    return new Response(page.html, { status, headers: ltiPageHeaders(page.csp) });
  };
  if (!isUuid(course) || !isUuid(module) || !isUuid(tool)) return refuse(404);
  const { status, attributes } = await ltiAttributes(
    `/v1/courses/${course}/modules/${module}/lti_deep_link`,
    { session: true, attributes: { tool_id: tool } },
  );
  if (!attributes) return refuse(status >= 500 ? 502 : status);
  return new Response(null, {
    status: 303,
    headers: { location: String(attributes.login_url), 'cache-control': 'no-store' },
  });
}
