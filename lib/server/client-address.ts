/**
 * The visitor's address for throttling (issue 21). Each trusted proxy appends the address it
 * saw to X-Forwarded-For, and the Next.js server fills the header with the socket's address
 * when no proxy did; so with `hops` trusted proxies the visitor is the `hops`-th entry from the
 * right (the last one with none). Entries further left were written by the client and are not
 * trusted. Unusable values give 'unknown'.
 */
export function clientAddress(forwardedFor: string | null, hops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  const index = Math.max(0, entries.length - Math.max(1, hops));
  const address = entries[index] ?? '';
  // IPv4, IPv6 (optionally IPv4-mapped) only: nothing else reaches a counter key.
  return /^[0-9a-f:.]{2,45}$/i.test(address) ? address.toLowerCase() : 'unknown';
}
