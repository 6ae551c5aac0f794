import type { Portal } from '@/lib/resources/portals';

/** Spec §9: the cookie helper's default lifetime is 1 day, path /. */
export const COOKIE_DEFAULT_DAYS = 1;

export type PortalCookieChange = { kind: 'set'; domain: string } | { kind: 'delete' };

/**
 * Spec §7 portal switch: a portal served on this host needs no cookie (delete it); any other
 * portal is chosen by writing its domain into portal_domain, which the server and the API read.
 */
export function portalCookieChange(
  target: Pick<Portal, 'portalDomains'>,
  host: string,
): PortalCookieChange {
  const domains = (target.portalDomains ?? []).map((entry) => entry.domain.toLowerCase());
  if (domains.includes(host.toLowerCase())) return { kind: 'delete' };
  const domain = domains[0];
  if (!domain) throw new Error('This portal has no domain to switch to');
  return { kind: 'set', domain };
}

/** A cookie string for document.cookie: path /, SameSite=Lax, max-age in days (0 deletes). */
export function cookieString(name: string, value: string, days = COOKIE_DEFAULT_DAYS): string {
  const maxAge = Math.round(days * 24 * 60 * 60);
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/**
 * True when this host shows another portal than its own (a staff member switched with the
 * portal_domain cookie). Then the switch stays available even on a portal without the portals
 * feature, so the way back is never lost.
 */
export function isSwitchedAway(portal: Pick<Portal, 'portalDomains'>, host: string): boolean {
  const domains = (portal.portalDomains ?? []).map((entry) => entry.domain.toLowerCase());
  return domains.length > 0 && !domains.includes(host.toLowerCase());
}
