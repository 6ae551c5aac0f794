import { messagePage } from '@/lib/lti/platform-pages';
import { ltiPageTexts } from '@/lib/lti/platform-texts';
import { ltiAttributes, ltiPageHeaders } from '@/lib/server/bff-lti';

export const dynamic = 'force-dynamic';

/**
 * /lti/platform/deep-link-return: where a tool posts its Deep Linking response (the `JWT` form
 * field, Deep Linking 2.0 §4.5). The API checks the tool's signature and our signed `data`, and
 * makes the items; the author is sent back to the course editor.
 */
export async function POST(request: Request): Promise<Response> {
  const text = await request.text().catch(() => '');
  const jwt = new URLSearchParams(text.slice(0, 200_000)).get('JWT') ?? '';
  const { locale, t } = await ltiPageTexts();
  const answer = await ltiAttributes('/v1/lti/platform/deep_links', { attributes: { jwt } });
  if (!answer.attributes) {
    const page = messagePage({
      title: t('refusedTitle'),
      text: t('deepLinkRefused'),
      lang: locale,
    });
    return new Response(page.html, {
      status: answer.status >= 500 ? 502 : 400,
      headers: ltiPageHeaders(page.csp),
    });
  }
  const count = Array.isArray(answer.attributes.item_ids) ? answer.attributes.item_ids.length : 0;
  const page = messagePage({
    title: t('deepLinkedTitle'),
    text: t('deepLinked', { count }),
    lang: locale,
    link: {
      href: `/admin/courses/${String(answer.attributes.course_id)}`,
      label: t('backToEditor'),
    },
  });
  return new Response(page.html, { headers: ltiPageHeaders(page.csp) });
}
