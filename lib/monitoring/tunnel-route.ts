import 'server-only';
import { env } from '@/lib/env';
import { readBodyWithin } from '@/lib/server/read-body';
import { decideTunnel, envelopeHeaderLine, MAX_ENVELOPE_BYTES } from './tunnel';

const UPSTREAM_TIMEOUT_MS = 10_000;

function answer(status: number, text: string) {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * POST handler of app/api/monitoring: checks size and the envelope's DSN (see decideTunnel),
 * then posts the body unchanged to the configured project's envelope endpoint. Nothing of the
 * browser's request (cookies, headers) is passed on.
 */
export async function forwardEnvelope(request: Request): Promise<Response> {
  const body = await readBodyWithin(request, MAX_ENVELOPE_BYTES);
  if (!body) return answer(413, 'envelope too large');

  const decision = decideTunnel(envelopeHeaderLine(body), env().SENTRY_DSN);
  if (!decision.forward) return answer(decision.status, decision.reason);

  try {
    const upstream = await fetch(decision.url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-sentry-envelope' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    // Status and rate-limit headers go back so the SDK backs off when Sentry asks it to.
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const name of ['retry-after', 'x-sentry-rate-limits']) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(await upstream.text(), { status: upstream.status, headers });
  } catch {
    return answer(502, 'monitoring upstream unreachable');
  }
}
