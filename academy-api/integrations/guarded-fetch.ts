import { Agent, fetch as undiciFetch } from 'undici';
import { guardedLookup, urlProblem } from './webhook-address';

/**
 * Every outgoing call to an address an admin typed in (an IdP's discovery and keys, an LTI
 * platform's or tool's JWKS, token and AGS endpoints, metadata URLs) goes through here: the URL
 * is checked as written (`urlProblem`), and the address the socket really connects to is checked
 * again (`guardedLookup`), so a name that resolves to this machine or a private network — at once
 * or after a DNS change — is refused in production. Redirects are never followed, a slow answer
 * is cut off, and a body larger than `maxBytes` is refused rather than read.
 * `allowPrivate` is ACADEMY_WEBHOOKS_ALLOW_PRIVATE (development and the tests' loopback programs).
 */

export type GuardedFetchOptions = {
  allowPrivate: boolean;
  /** Default 10 s. */
  timeoutMs?: number;
  /** Default 1 MiB. */
  maxBytes?: number;
};

export const GUARDED_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 1024 * 1024 } as const;

/** Signals a URL or a resolved address that is not allowed (private, loopback, bad scheme). */
export class GuardedFetchRefused extends Error {
  constructor(
    readonly reason: string,
    readonly url: string,
  ) {
    super(`Outgoing call to ${url} refused: ${reason}`);
    this.name = 'GuardedFetchRefused';
  }
}

const dispatchers = new Map<boolean, Agent>();

/** One keep-alive agent per rule; its lookup refuses private addresses unless allowed. */
export function guardedDispatcher(allowPrivate: boolean): Agent {
  let agent = dispatchers.get(allowPrivate);
  if (!agent) {
    agent = new Agent({ connect: { lookup: guardedLookup(allowPrivate) as never } });
    dispatchers.set(allowPrivate, agent);
  }
  return agent;
}

async function cappedBody(response: Awaited<ReturnType<typeof undiciFetch>>, maxBytes: number) {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new GuardedFetchRefused('answer too large', response.url);
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new GuardedFetchRefused('answer too large', response.url);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * fetch for admin-typed URLs: refuses what `urlProblem` refuses, connects only to allowed
 * addresses, never follows a redirect (a 3xx comes back as it is), and answers a Response whose
 * body is already read (≤ maxBytes).
 */
export async function guardedFetch(
  input: string | URL,
  init: RequestInit,
  options: GuardedFetchOptions,
): Promise<Response> {
  const url = String(input);
  const problem = urlProblem(url, options.allowPrivate);
  if (problem) throw new GuardedFetchRefused(problem, url);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? GUARDED_FETCH_DEFAULTS.timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let response: Awaited<ReturnType<typeof undiciFetch>>;
  try {
    response = await undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      redirect: 'manual',
      signal,
      dispatcher: guardedDispatcher(options.allowPrivate),
    });
  } catch (error) {
    const cause = (error as { cause?: NodeJS.ErrnoException }).cause;
    if (cause?.code === 'EPRIVATEADDRESS') throw new GuardedFetchRefused('private', url);
    throw error;
  }
  const body = await cappedBody(response, options.maxBytes ?? GUARDED_FETCH_DEFAULTS.maxBytes);
  // A Response of the platform's own kind, so callers and libraries (openid-client) see the usual type.
  const nullBody = [101, 204, 205, 304].includes(response.status);
  return new Response(nullBody ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers as unknown as HeadersInit,
  });
}
