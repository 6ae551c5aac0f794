/** The request's own Host, which the BFF passes to the API (set by it only, like the portal). */
export const PORTAL_HOST_HEADER = 'x-portal-host';

/**
 * Loopback names (localhost, *.localhost, 127.x.x.x, ::1) reach whichever machine runs the
 * browser: as a portal's base URL they are development addresses.
 */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]' ||
    host === '::1'
  );
}

/**
 * The base URL a portal domain is served at, for links the app prints (canonical URLs, the
 * sitemap, robots.txt, a certificate's verification address, mailed links), without a trailing
 * slash. A real domain's is what the admin set (behind a proxy the request's own host may be an
 * internal one). A loopback one is served by the very server answering a loopback request, on
 * whatever port that runs (the seed writes `http://localhost:3000`, but
 * `PORT=3100 npm start` and the e2e servers, which share one seeded snapshot, run elsewhere):
 * its port is then the request's. `requestHost` is a Host header (`name[:port]`).
 */
export function servedBaseUrl(configured: string, requestHost: string | null | undefined): string {
  const trimmed = configured.replace(/\/+$/, '');
  let base: URL;
  try {
    base = new URL(configured);
  } catch {
    return trimmed;
  }
  if (!isLoopbackHostname(base.hostname) || !requestHost) return trimmed;
  let request: URL;
  try {
    request = new URL(`http://${requestHost.trim()}`);
  } catch {
    return trimmed;
  }
  const plainHost =
    !request.username && !request.password && request.pathname === '/' && !request.search;
  if (!plainHost || request.hash || !isLoopbackHostname(request.hostname)) return trimmed;
  base.port = request.port;
  return `${base.origin}${base.pathname}`.replace(/\/+$/, '');
}
