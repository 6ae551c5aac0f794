import { hostnameFromHost } from '@/lib/proxy/portal-domain';
import { servedBaseUrl } from '@/shared/portals/base-url';

/** A portal domain as /v1/me includes it (only what the origin needs). */
export interface DomainOrigin {
  domain: string;
  baseUrl: string;
}

/** `http` or `https` from an X-Forwarded-Proto header (its first value); https otherwise. */
export function requestProtocol(forwardedProto: string | null | undefined): 'http' | 'https' {
  const first = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return first === 'http' ? 'http' : 'https';
}

/** A base URL as configured, without a trailing slash; null unless it is an http(s) URL. */
function cleanBaseUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.search || url.hash) return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * The absolute base of the site a request is on, for canonical URLs, JSON-LD, the sitemap and
 * robots.txt: the base_url of the portal domain matching the request's host name (a loopback
 * one on the request's port: servedBaseUrl), else `protocol://host`. Null when the Host header is malformed (never echoed back).
 */
export function siteOrigin(params: {
  host: string | null | undefined;
  domains: readonly DomainOrigin[] | null | undefined;
  protocol: 'http' | 'https';
}): string | null {
  const hostname = hostnameFromHost(params.host);
  if (!hostname || !params.host) return null;
  const match = (params.domains ?? []).find(
    (domain) => domain.domain.trim().toLowerCase().replace(/\.$/, '') === hostname,
  );
  const configured = match ? cleanBaseUrl(match.baseUrl) : null;
  // A seeded loopback domain's base URL follows the port this server runs on.
  if (configured) return servedBaseUrl(configured, params.host);
  const port = /:(\d{1,5})$/.exec(params.host.trim())?.[1];
  return `${params.protocol}://${hostname}${port ? `:${port}` : ''}`;
}

/** `origin` + an absolute path (`/`, `/catalog/x`). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The path of a course's page: the same URL for students and guests (its public page). */
export function coursePath(slug: string): string {
  return `/catalog/${encodeURIComponent(slug)}`;
}

const OG_LOCALES: Record<string, string> = { en: 'en_US', nl: 'nl_NL', ro: 'ro_RO' };

/** Open Graph wants language_TERRITORY (`nl_NL`); unknown languages pass through. */
export function openGraphLocale(locale: string): string {
  return OG_LOCALES[locale] ?? locale;
}
