import { loadPublicSite, type PublicSite } from '@/lib/seo/public-site';
import { seoNotFound, seoResponse, seoUnavailable } from '@/lib/seo/responses';
import { absoluteUrl } from '@/lib/seo/site-origin';
import { newestUpdate, sitemapXml } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

/**
 * The sitemap of the portal on this host (SCREENS "Learning": Guests). A route handler outside
 * app/(portal), so it never renders the portal layout; a host no portal has is a 404.
 *
 * It lists the public, indexable pages: the landing page (`lastmod`: the newest update among the
 * courses it lists, GUEST_COURSES) and "Try it free". Course pages (`/catalog/{slug}`) are left
 * out on purpose: they are behind sign-in (a crawler is redirected to /auth), robots.txt
 * disallows /catalog, and a sitemap should hold only canonical URLs that answer 200. The courses
 * reach search engines through the landing page, which lists them with JSON-LD. /auth is
 * noindex, so it is not listed either.
 */
export async function GET(request: Request): Promise<Response> {
  let site: PublicSite | null;
  try {
    site = await loadPublicSite(request, { withCourses: true });
  } catch (error) {
    console.error('[sitemap.xml] upstream failed:', (error as Error).message);
    return seoUnavailable();
  }
  if (!site) return seoNotFound();
  const xml = sitemapXml([
    { loc: absoluteUrl(site.origin, '/'), lastmod: newestUpdate(site.courses) },
    { loc: absoluteUrl(site.origin, '/auth/login/register') },
  ]);
  return seoResponse(xml, 'application/xml; charset=utf-8');
}
