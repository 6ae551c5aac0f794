/**
 * The visitor's address for throttling. Each trusted proxy appends the address
 * it saw to X-Forwarded-For, and the HTTP guard (server/http-guard.cjs) rewrites the header
 * before the app sees it: the `hops` entries the trusted proxies appended, then the socket's own
 * address (with no proxy, the socket's address alone: whatever a client wrote is gone). So the
 * visitor is the entry `hops` places left of the last one, the socket's. A shorter header (a
 * request that came past the proxies) gives its first entry, which is still no client's choice.
 * Without the guard (`next dev`) Next.js only fills a missing header with the socket's address.
 * Unusable values give 'unknown'.
 */
export function clientAddress(forwardedFor: string | null, hops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  const index = Math.max(0, entries.length - 1 - hops);
  const address = entries[index] ?? '';
  // IPv4, IPv6 (optionally IPv4-mapped) only: nothing else reaches a counter key.
  return /^[0-9a-f:.]{2,45}$/i.test(address) ? address.toLowerCase() : 'unknown';
}
