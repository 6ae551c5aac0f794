import { type PortalCookieChange, portalCookieChange } from '@/lib/access/portal-switch';
import type { Portal } from '@/lib/resources/portals';
import { isLoopbackHostname } from '@/shared/portals/base-url';

/** Where the browser is now (window.location's parts). */
export interface Here {
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
}

export type PortalSwitchPlan =
  | { kind: 'stay' }
  /** Open the portal at its own address, on the same path. */
  | { kind: 'navigate'; url: string }
  /** Stay on this host and show the portal through the portal_domain cookie. */
  | { kind: 'cookie'; change: PortalCookieChange };

/**
 * The first of the portal's base URLs the browser can reach from anywhere (http or https). A
 * loopback one (a development address) is served by the server already serving this page, under
 * a port the base URL may not know, and a jump there would lose the session (its cookie belongs
 * to this host).
 */
export function reachableBaseUrl(target: Pick<Portal, 'portalDomains'>): URL | null {
  for (const { baseUrl } of target.portalDomains ?? []) {
    let url: URL;
    try {
      url = new URL(baseUrl);
    } catch {
      continue;
    }
    if (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !isLoopbackHostname(url.hostname)
    ) {
      return url;
    }
  }
  return null;
}

/** The base URL with the current path, query and fragment (a base path is kept in front). */
export function samePathOn(base: URL, here: Here): string {
  const url = new URL(base.href);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${here.pathname}`;
  url.search = here.search;
  url.hash = here.hash;
  return url.href;
}

/**
 * Spec §2/§7, choosing a portal in the palette: its base URL plus the current path — unless the
 * portal is served from this host (its domains include ours) or its base URL cannot be reached
 * from here (none, or only loopback ones); then the portal_domain cookie switches it in place,
 * as the side navigation does, which is also what makes it work on localhost.
 */
export function portalSwitchPlan(
  target: Pick<Portal, 'id' | 'portalDomains'>,
  currentPortalId: string,
  here: Here,
): PortalSwitchPlan {
  if (target.id === currentPortalId) return { kind: 'stay' };
  const host = here.hostname.toLowerCase();
  const servedHere = (target.portalDomains ?? []).some(
    (entry) => entry.domain.toLowerCase() === host,
  );
  const base = servedHere ? null : reachableBaseUrl(target);
  if (base) return { kind: 'navigate', url: samePathOn(base, here) };
  return { kind: 'cookie', change: portalCookieChange(target, here.hostname) };
}
