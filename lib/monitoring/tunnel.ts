import { envelopeEndpoint, parseDsn } from './dsn';

/** Browser envelopes are small (errors and sampled traces; no replays or attachments). */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;

export type TunnelDecision =
  | { forward: true; url: string }
  | { forward: false; status: 400 | 404; reason: string };

/**
 * Decides what the monitoring tunnel does with an envelope, given its first line (the envelope
 * header, JSON with the DSN the browser SDK was started with) and the server's SENTRY_DSN.
 *
 * The upstream URL is always built from the configured DSN, never from the envelope, and an
 * envelope naming another host or project is refused: the tunnel must not become an open relay
 * that anyone can use to post to any Sentry (or any host) from this server.
 */
export function decideTunnel(
  headerLine: string,
  configuredDsn: string | undefined,
): TunnelDecision {
  const configured = parseDsn(configuredDsn);
  if (!configured) return { forward: false, status: 404, reason: 'monitoring is off' };
  let header: unknown;
  try {
    header = JSON.parse(headerLine);
  } catch {
    return { forward: false, status: 400, reason: 'envelope header is not JSON' };
  }
  const dsnValue =
    typeof header === 'object' && header !== null ? (header as { dsn?: unknown }).dsn : undefined;
  const dsn = parseDsn(typeof dsnValue === 'string' ? dsnValue : undefined);
  if (!dsn) return { forward: false, status: 400, reason: 'envelope has no valid dsn' };
  if (dsn.host !== configured.host || dsn.projectId !== configured.projectId) {
    return { forward: false, status: 400, reason: 'envelope is for another Sentry project' };
  }
  return { forward: true, url: envelopeEndpoint(configured) };
}

/** The envelope header: everything before the first newline (the body may hold binary items). */
export function envelopeHeaderLine(body: Uint8Array): string {
  const end = body.indexOf(0x0a);
  return new TextDecoder().decode(end === -1 ? body : body.subarray(0, end));
}
