import 'server-only';
import { cache } from 'react';
import { rememberPortalImageHosts } from '@/lib/proxy/image-hosts';
import { type MeResult, meQuery } from '@/lib/resources/me';
import { portalImageHosts } from '@/lib/resources/portals';
import { getQueryClient } from './query-client';
import { getRequestContext } from './request-context';

/**
 * GET /v1/me once per request, through the request's QueryClient: the layout, the page and its
 * metadata all read it, and the shell's client components find it hydrated under meQuery's key.
 * It also tells the proxy the portal's image hosts for the next page's policy.
 */
export const getMe = cache(async (): Promise<MeResult> => {
  const [result, context] = await Promise.all([
    getQueryClient().fetchQuery(meQuery()),
    getRequestContext(),
  ]);
  // The proxy's img-src follows the portal's image hosts (lib/proxy/image-hosts.ts).
  rememberPortalImageHosts(context.portalDomain, portalImageHosts(result.me.portal));
  return result;
});
