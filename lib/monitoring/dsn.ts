/** A Sentry DSN, `{protocol}://{publicKey}@{host}{pathPrefix}/{projectId}`, taken apart. */
export interface Dsn {
  protocol: 'http' | 'https';
  publicKey: string;
  /** Host name and port, as in a URL's `host`. */
  host: string;
  /** Empty, or a path such as "/sentry" for a self-hosted Sentry behind a prefix. */
  pathPrefix: string;
  projectId: string;
}

/** Parses a DSN the way Sentry's SDKs accept it; null for anything else. */
export function parseDsn(value: string | undefined | null): Dsn | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https') return null;
  if (!url.username || url.search || url.hash) return null;
  const segments = url.pathname.split('/');
  const projectId = segments.pop() ?? '';
  if (!/^\d+$/.test(projectId)) return null;
  return {
    protocol,
    publicKey: decodeURIComponent(url.username),
    host: url.host,
    pathPrefix: segments.join('/'),
    projectId,
  };
}

export function isDsn(value: string): boolean {
  return parseDsn(value) !== null;
}

/** Where a DSN's envelopes are sent (Sentry's ingest endpoint for the project). */
export function envelopeEndpoint(dsn: Dsn): string {
  return `${dsn.protocol}://${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}
