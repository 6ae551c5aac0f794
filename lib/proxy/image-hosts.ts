import { isValidHostname } from '@/shared/portals/hostname';

/**
 * The image hosts of each portal as this server last read them, by portal domain, so
 * the proxy — which reads no data — can put them in a page's img-src. The portal layout reads the
 * portal (GET /v1/me) on every page and remembers its hosts here; the proxy runs in the same
 * process (Next.js runs Node.js middleware in-process), so the map is shared through globalThis.
 * A page's policy is made before the page reads the portal: a change of the list shows from the
 * page after the one that read it. Until a portal was read, its pages allow no other host (the
 * sanitiser, not the policy, is what keeps other images out).
 */
const KEY = Symbol.for('academy.portal-image-hosts');
/** More domains than any deployment serves: the oldest entry goes first. */
const MAX_DOMAINS = 1000;

function registry(): Map<string, readonly string[]> {
  const holder = globalThis as { [KEY]?: Map<string, readonly string[]> };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** Remembers a portal's image hosts (only valid host names: they end up in a header). */
export function rememberPortalImageHosts(domain: string | null, hosts: readonly string[]): void {
  if (!domain) return;
  const map = registry();
  const valid = hosts.filter((host) => isValidHostname(host) && host !== '[::1]');
  map.delete(domain);
  map.set(domain, valid);
  if (map.size > MAX_DOMAINS) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/** The image hosts last read for the portal of this domain; none when it was not read yet. */
export function portalImageHostsFor(domain: string | null): readonly string[] {
  return (domain && registry().get(domain)) || [];
}
