import { proxyLrs } from '@/lib/server/bff';

export const dynamic = 'force-dynamic';

// The learning record store (academy-api/lrs): xAPI statements, state and profiles, by the
// HTTP Basic credential of the request, on the portals' hosts and the content origin alike.
export {
  proxyLrs as DELETE,
  proxyLrs as GET,
  proxyLrs as HEAD,
  proxyLrs as OPTIONS,
  proxyLrs as POST,
  proxyLrs as PUT,
};
