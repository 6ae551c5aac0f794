import { GUEST_PAGES_BENEATH, PRIVATE_AREAS } from '@/lib/proxy/routing';
import { loadPublicSite, type PublicSite } from '@/lib/seo/public-site';
import { seoNotFound, seoResponse, seoUnavailable } from '@/lib/seo/responses';
import { disallowRules, robotsTxt } from '@/lib/seo/robots';
import { absoluteUrl } from '@/lib/seo/site-origin';

export const dynamic = 'force-dynamic';

/**
 * robots.txt of the portal on this host: everything public may be crawled; the private areas
 * (signed-in only, lib/proxy/routing.ts) and the BFF (/api/) may not, except a course's public
 * page and its free previews beneath /catalog; and where this portal's
 * sitemap is. A route handler outside app/(portal): it never renders the portal layout.
 */
export async function GET(request: Request): Promise<Response> {
  let site: PublicSite | null;
  try {
    site = await loadPublicSite(request);
  } catch (error) {
    console.error('[robots.txt] upstream failed:', (error as Error).message);
    return seoUnavailable();
  }
  if (!site) return seoNotFound();
  const text = robotsTxt({
    disallow: disallowRules(PRIVATE_AREAS, ['/api/'], GUEST_PAGES_BENEATH),
    sitemapUrl: absoluteUrl(site.origin, '/sitemap.xml'),
  });
  return seoResponse(text, 'text/plain; charset=utf-8');
}
