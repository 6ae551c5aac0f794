import { proxyScim } from '@/lib/server/bff';

export const dynamic = 'force-dynamic';

// SCIM 2.0 provisioning (issue 39): the portal's identity provider, by its SCIM token.
export {
  proxyScim as DELETE,
  proxyScim as GET,
  proxyScim as PATCH,
  proxyScim as POST,
  proxyScim as PUT,
};
