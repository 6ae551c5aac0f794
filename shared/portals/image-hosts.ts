import { z } from 'zod';
import { type HostnameProblem, hostnameProblem, normaliseHostname } from './hostname';

/**
 * The hosts besides the file storage whose https images a portal's rich text may show,
 * set by the academy group on /admin/settings/integrations. Host names only: no scheme,
 * port, path or wildcard (an image is always fetched over https), at most MAX_IMAGE_HOSTS.
 * Stored in the portal's information as `image_hosts`; the sanitiser and the Content Security
 * Policy's img-src both follow it.
 */
export const MAX_IMAGE_HOSTS = 20;

/** The hosts typed into the form (one per line, or separated by spaces or commas). */
export function imageHostsOfText(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map(normaliseHostname)
    .filter((host) => host.length > 0);
}

/** The hosts as stored: normalised, each once, in the order given. */
export function normaliseImageHosts(hosts: readonly string[]): string[] {
  return [...new Set(hosts.map(normaliseHostname).filter((host) => host.length > 0))];
}

/** The first host that is not a plain host name, with what is wrong with it; null when all are. */
export function imageHostsProblem(
  hosts: readonly string[],
): { host: string; problem: HostnameProblem } | null {
  for (const host of hosts) {
    const problem = hostnameProblem(host);
    if (problem) return { host, problem };
  }
  return null;
}

/** The API's schema of the field: absent (unchanged), null or [] (none), or a list of hosts. */
export const imageHostsSchema = z
  .array(z.string().max(253))
  .max(MAX_IMAGE_HOSTS)
  .nullish()
  .transform((hosts) => (hosts === undefined ? undefined : normaliseImageHosts(hosts ?? [])));

/** The image hosts a portal's information holds (none unless it is a list of strings). */
export function imageHostsOf(information: unknown): string[] {
  const hosts = (information as { image_hosts?: unknown } | null | undefined)?.image_hosts;
  return Array.isArray(hosts)
    ? hosts.filter((host): host is string => typeof host === 'string')
    : [];
}
