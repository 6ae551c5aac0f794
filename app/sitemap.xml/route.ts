import { loadPublicSite, type PublicSite } from '@/lib/seo/public-site';
import { seoNotFound, seoResponse, seoUnavailable } from '@/lib/seo/responses';
import { absoluteUrl, coursePath } from '@/lib/seo/site-origin';
import { newestUpdate, sitemapXml } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

/**
 * The sitemap of the portal on this host (SCREENS "Learning": Guests). A route handler outside
 * app/(portal), so it never renders the portal layout; a host no portal has is a 404.
 *
 * It lists the public, indexable pages: the landing page (`lastmod`: the newest update among the
 * courses it lists, GUEST_COURSES), "Try it free", and the public page of each of those courses
 * (`/catalog/{slug}`, its canonical URL, answered 200 to guests; `lastmod`: the
 * course's update). /auth is noindex, so it is not listed; nor are free previews (a part of the
 * course page, not a page of their own for search results).
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
    ...site.courses.map((course) => ({
      loc: absoluteUrl(site.origin, coursePath(course.slug)),
      lastmod: course.updatedAt,
    })),
  ]);
  return seoResponse(xml, 'application/xml; charset=utf-8');
}
