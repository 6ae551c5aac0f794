import { isValidHostname } from '@/shared/portals/hostname';

export { isValidHostname };

/** Cookie that lets academy staff (academy_* roles) act on another portal from this host (spec §7: portal switch). */
export const PORTAL_DOMAIN_COOKIE = 'portal_domain';

/** A Host header is `host[:port]` and nothing else (no user info, no path, one port). */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

/** The host name of a Host header: lower case, without port or trailing dot; null when malformed. */
export function hostnameFromHost(host: string | null | undefined): string | null {
  if (!host) return null;
  const match = HOST_HEADER.exec(host.trim().toLowerCase());
  if (!match) return null;
  const [, hostname = '', port] = match;
  if (port !== undefined && Number(port) > 65_535) return null;
  const withoutDot = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return isValidHostname(withoutDot) ? withoutDot : null;
}

/**
 * The portal domain a request is for: the portal_domain cookie when it holds a valid host name
 * (the API decides whether the account may use it), otherwise the request's own host. A
 * malformed Host is refused whatever the cookie says.
 */
export function resolvePortalDomain(
  host: string | null | undefined,
  cookieValue: string | null | undefined,
): string | null {
  const own = hostnameFromHost(host);
  if (!own) return null;
  const fromCookie = cookieValue ? hostnameFromHost(cookieValue) : null;
  return fromCookie ?? own;
}
