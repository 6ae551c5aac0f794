import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { portalNotFound } from '../jsonapi/errors';
import { findPortalByDomain } from '../queries/portals';

/** `Example.org:3000` → `example.org`: the header should be bare already, but be lenient. */
export function normaliseDomain(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1); // IPv6 literal
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Resolves the tenant from X-Portal-Domain; every route but /health needs one. */
export const resolvePortal = createMiddleware<AppEnv>(async (c, next) => {
  const domain = normaliseDomain(c.req.header('x-portal-domain'));
  // Host names are at most 253 octets (spec §9); longer cannot match, so skip the query.
  const portal =
    domain && domain.length <= 253 ? await findPortalByDomain(c.var.db, { domain }) : null;
  if (!portal) throw portalNotFound(domain);
  c.set('portal', portal);
  await next();
});
