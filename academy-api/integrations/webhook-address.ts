import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent (issue 42, item 2): never, in production, to this machine or a
 * private network (SSRF). The address is checked when the endpoint is saved and again on every
 * try, on the address the request really connects to (`guardedLookup`), so a name that
 * resolves elsewhere later (DNS rebinding) is refused too.
 */

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return !BLOCKED.check(mapped[1], 'ipv4');
    return !BLOCKED.check(address, 'ipv6');
  }
  return !BLOCKED.check(address, 'ipv4');
}

export type UrlProblem = 'invalid' | 'scheme' | 'credentials' | 'private';

/**
 * What is wrong with an endpoint's URL as written, or null. `allowPrivate` (development and the
 * tests) lets http and loopback or private hosts through; production wants https to a public
 * host. A host name is resolved on each try (`guardedLookup`).
 */
export function urlProblem(value: string, allowPrivate: boolean): UrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'scheme';
  if (url.username || url.password) return 'credentials';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? null : 'private';
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return 'private';
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for node:http(s) that refuses a name resolving to a private address: the check is
 * on the address the socket connects to, not on what the name resolved to when it was saved.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      const refused = allowPrivate
        ? undefined
        : list.find((entry) => !isPublicAddress(entry.address));
      if (refused) {
        const blocked: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to ${refused.address}, a private address`,
        );
        blocked.code = 'EPRIVATEADDRESS';
        return callback(blocked, []);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`${hostname} has no address`), []);
      callback(null, first.address, first.family);
    });
  };
}
