/** Cookie that lets staff act on another portal from this host (spec §7: portal switch). */
export const PORTAL_DOMAIN_COOKIE = 'portal_domain';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Spec §9: a host name has at most 253 octets and 63 per label. */
export function isValidHostname(value: string): boolean {
  if (value.length === 0 || value.length > 253) return false;
  if (value === '[::1]') return true;
  return value.split('.').every((label) => LABEL.test(label));
}

/** The host name of a Host header: lower case, without port or trailing dot; null when malformed. */
export function hostnameFromHost(host: string | null | undefined): string | null {
  if (!host) return null;
  const trimmed = host.trim().toLowerCase();
  const hostname = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : (trimmed.split(':')[0] ?? '');
  const withoutDot = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return isValidHostname(withoutDot) ? withoutDot : null;
}

/**
 * The portal domain a request is for: the portal_domain cookie when it holds a valid host name
 * (the API decides whether the account may use it), otherwise the request's own host.
 */
export function resolvePortalDomain(
  host: string | null | undefined,
  cookieValue: string | null | undefined,
): string | null {
  const fromCookie = cookieValue ? hostnameFromHost(cookieValue) : null;
  return fromCookie ?? hostnameFromHost(host);
}
