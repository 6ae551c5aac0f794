import 'server-only';
import { headers } from 'next/headers';
import type { Portal } from '@/lib/resources/portals';
import { requestProtocol, siteOrigin } from '@/lib/seo/site-origin';
import { getRequestContext } from './request-context';

/**
 * This site's absolute base on the request's own host (the portal domain's base_url, else the
 * protocol the proxy reports and the Host), for canonical URLs and addresses printed on paper.
 */
export async function requestOrigin(portal: Portal): Promise<string | null> {
  const [context, headerStore] = await Promise.all([getRequestContext(), headers()]);
  return siteOrigin({
    host: context.host,
    domains: portal.portalDomains,
    protocol: requestProtocol(headerStore.get('x-forwarded-proto')),
  });
}
