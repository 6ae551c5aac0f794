import { framePage, messagePage } from '@/lib/lti/platform-pages';
import { ltiPageTexts } from '@/lib/lti/platform-texts';
import { ltiAttributes, ltiPageHeaders } from '@/lib/server/bff-lti';

export const dynamic = 'force-dynamic';

const SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/;

/**
 * /lti/platform/launch?course=…&item=…: a learner's launch of an external-tool item (issue 38;
 * docs/lti-tools.md). Framed by the player: a page holding the tool's login initiation URL in a
 * full-size frame (its policy allows the tool's origins, the player's only this page); with
 * `target=window`, or for a tool that opens in a window, the browser goes to the tool itself.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const course = url.searchParams.get('course') ?? '';
  const item = url.searchParams.get('item') ?? '';
  const { locale, t } = await ltiPageTexts();
  const refuse = (status: number) => {
    const page = messagePage({
      title: t('unavailableTitle'),
      text: t('unavailable'),
      lang: locale,
    });
    return new Response(page.html, { status, headers: ltiPageHeaders(page.csp) });
  };
  if (!SLUG.test(course) || !SLUG.test(item)) return refuse(404);
  const { status, attributes } = await ltiAttributes(
    `/v1/courses/${course}/items/${item}/lti_launch`,
    { session: true },
  );
  if (!attributes) return refuse(status >= 500 ? 502 : status);
  const loginUrl = String(attributes.login_url);
  const window = url.searchParams.get('target') === 'window';
  if (window) {
    return new Response(null, {
      status: 303,
      headers: { location: loginUrl, 'cache-control': 'no-store' },
    });
  }
  if (attributes.presentation === 'window') {
    const page = messagePage({
      title: t('windowTitle'),
      text: t('window'),
      lang: locale,
      link: { href: `${url.pathname}${url.search}&target=window`, label: t('open') },
    });
    return new Response(page.html, { headers: ltiPageHeaders(page.csp) });
  }
  const page = framePage({
    loginUrl,
    origins: (attributes.origins as string[]) ?? [],
    title: t('frameTitle'),
    lang: locale,
  });
  return new Response(page.html, { headers: ltiPageHeaders(page.csp) });
}
