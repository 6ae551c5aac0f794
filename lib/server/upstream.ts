import 'server-only';
import { Pool } from 'undici';
import { env } from '@/lib/env';
import { PORTAL_HOST_HEADER } from '@/shared/portals/base-url';
import { fetchEmbedded } from './embedded-client';

export interface UpstreamCall {
  method: string;
  /** Path with query, starting with '/', relative to the API root. */
  path: string;
  headers: Headers;
  body?: ArrayBuffer | string | null;
}

export interface UpstreamContext {
  token?: string;
  portalDomain: string;
  locale: string;
  /** The visitor's address, for the API's per-address limits (certificate verification). */
  clientAddress?: string;
  /** The request's Host (`name:port`): mailed links of a loopback domain use its port. */
  host?: string | null;
}

/** The header that carries ACADEMY_API_KEY (academy-api/client-address-trust.ts checks it). */
export const API_KEY_HEADER = 'x-academy-api-key';

export class UpstreamTimeoutError extends Error {}
export class UpstreamUnavailableError extends Error {}

/** The headers every upstream call carries: who is asking, for which portal, in which language. */
export function withContext(headers: Headers, context: UpstreamContext): Headers {
  const out = new Headers(headers);
  out.set('x-portal-domain', context.portalDomain);
  out.set('accept-language', context.locale);
  if (context.token) out.set('authorization', `Bearer ${context.token}`);
  else out.delete('authorization');
  // The API trusts this header from us only: the browser's own copy is never forwarded, and a
  // separate API (ACADEMY_API_URL) knows the call is ours by the key.
  if (context.clientAddress) out.set('x-academy-client-address', context.clientAddress);
  else out.delete('x-academy-client-address');
  if (context.host) out.set(PORTAL_HOST_HEADER, context.host);
  else out.delete(PORTAL_HOST_HEADER);
  const key = env().ACADEMY_API_KEY;
  if (key) out.set(API_KEY_HEADER, key);
  else out.delete(API_KEY_HEADER);
  return out;
}

const pools = globalThis as unknown as { __academyUpstreamPool?: Pool };

/** A keep-alive pool: ~0.05 ms CPU a call instead of ~1 ms for fetch() (DESIGN.md). */
function pool(origin: string): Pool {
  pools.__academyUpstreamPool ??= new Pool(origin, { connections: 64, pipelining: 1 });
  return pools.__academyUpstreamPool;
}

async function httpUpstream(base: URL, call: UpstreamCall, timeoutMs: number): Promise<Response> {
  const prefix = base.pathname.replace(/\/$/, '');
  try {
    const { statusCode, headers, body } = await pool(base.origin).request({
      method: call.method as 'GET',
      path: `${prefix}${call.path}`,
      headers: Object.fromEntries(call.headers),
      body: call.body === null || call.body === undefined ? null : Buffer.from(call.body as never),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const payload = await body.arrayBuffer();
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value);
    }
    const empty = statusCode === 204 || statusCode === 304;
    return new Response(empty ? null : payload, { status: statusCode, headers: responseHeaders });
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code.includes('TIMEOUT')) throw new UpstreamTimeoutError(code);
    throw new UpstreamUnavailableError(code || String(error));
  }
}

async function embeddedUpstream(call: UpstreamCall, timeoutMs: number): Promise<Response> {
  const request = fetchEmbedded({
    method: call.method,
    url: `http://academy-api${call.path}`,
    headers: call.headers,
    body: call.method === 'GET' || call.method === 'HEAD' ? null : (call.body ?? null),
  }).catch((error: unknown) => {
    throw new UpstreamUnavailableError((error as Error).message);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamTimeoutError('embedded')), timeoutMs);
  });
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const breaker = globalThis as unknown as { __academyUpstreamOpenUntil?: number };
/** After a time-out or a refused connection, calls fail at once for this long. */
export const BREAKER_OPEN_MS = 2_000;

/** A failure that says the API is down or hung, not that one request went wrong. */
function isOutage(error: unknown): boolean {
  if (error instanceof UpstreamTimeoutError) return true;
  return error instanceof UpstreamUnavailableError && /ECONNREFUSED|CONNECT/.test(error.message);
}

/**
 * The one way to reach the Academy API: over HTTP when ACADEMY_API_URL is set, otherwise the
 * embedded app in this process, on a thread of its own (no socket). Throws UpstreamTimeoutError / UpstreamUnavailableError.
 * A circuit breaker: once the API service timed out or refused a connection, further calls fail at once
 * for BREAKER_OPEN_MS, so a page that needs two answers does not wait twice the time-out, and a
 * crowd of requests does not pile up on a dead service; the first call after that tries again.
 */
export async function callUpstream(call: UpstreamCall): Promise<Response> {
  if ((breaker.__academyUpstreamOpenUntil ?? 0) > Date.now()) {
    throw new UpstreamUnavailableError('circuit open: the API failed moments ago');
  }
  const config = env();
  try {
    if (config.ACADEMY_API_URL) {
      return await httpUpstream(new URL(config.ACADEMY_API_URL), call, config.UPSTREAM_TIMEOUT_MS);
    }
    return await embeddedUpstream(call, config.UPSTREAM_TIMEOUT_MS);
  } catch (error) {
    // Only a separate service can be down or hung; the embedded API timing out means this
    // process is overloaded, and refusing everyone for 2 s would turn slow answers into 502s.
    if (config.ACADEMY_API_URL && isOutage(error)) {
      breaker.__academyUpstreamOpenUntil = Date.now() + BREAKER_OPEN_MS;
    }
    throw error;
  }
}
