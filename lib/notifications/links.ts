import { routeAccess } from '@/lib/access/route-access';
import type { MeResult } from '@/lib/resources/me';
import { safePortalPath } from '@/shared/navigation/safe-path';

/**
 * Spec §4: where a notification may take the user. Absolute links are reduced to path plus query
 * and followed only when they point at this portal (one of its domains); relative links must be
 * plain paths. Anything else (javascript:, data:, other hosts, //host) is never followed, and
 * the path is the one a browser would go to (`/.//evil.example` is `//evil.example`,
 * another host), checked by safePortalPath after the reduction, never before.
 */
export function notificationPath(
  link: string | null | undefined,
  portalDomains: readonly string[],
): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  if (trimmed.startsWith('/')) return withoutFragment(safePortalPath(trimmed));
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const domains = portalDomains.map((domain) => domain.toLowerCase());
  if (!domains.includes(url.hostname.toLowerCase())) return null;
  return withoutFragment(safePortalPath(`${url.pathname}${url.search}`));
}

function withoutFragment(path: string | null): string | null {
  return path === null ? null : path.replace(/#.*$/s, '');
}

/** Spec §4: a notification link is clickable only when the user may open its page. */
export function clickablePath(link: string | null | undefined, result: MeResult): string | null {
  const domains = (result.me.portal.portalDomains ?? []).map((entry) => entry.domain);
  const path = notificationPath(link, domains);
  if (!path) return null;
  return routeAccess(path.split('?')[0] ?? path, result) === 'ok' ? path : null;
}
