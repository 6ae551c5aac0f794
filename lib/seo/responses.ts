import { SEO_CACHE_CONTROL } from './guest-courses';

/** A public, briefly cacheable text answer (sitemap.xml, robots.txt). */
export function seoResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { 'content-type': contentType, 'cache-control': SEO_CACHE_CONTROL },
  });
}

/** No portal has this host. */
export function seoNotFound(): Response {
  return new Response('Not Found\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SEO_CACHE_CONTROL },
  });
}

/**
 * The upstream failed: 503 with Retry-After, never cached. Crawlers retry a 503 later, where a
 * 404 or an empty 200 would be taken as the answer (and a 404 robots.txt as "crawl everything").
 */
export function seoUnavailable(): Response {
  return new Response('Service Unavailable\n', {
    status: 503,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '60',
    },
  });
}
