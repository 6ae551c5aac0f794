import 'server-only';
import { env } from '@/lib/env';
import { readBodyWithin } from '@/lib/server/read-body';
import {
  analyticsEnabledFor,
  analyticsReachOut,
  eventForwardHeaders,
  plausibleHostOf,
} from './analytics';

/**
 * The Plausible proxy behind `/{subdirectory}/js/script.js` and `/{subdirectory}/api/event`
 * (rewritten to app/api/analytics/* by next.config.ts). A route handler rather than
 * next-plausible's build-time rewrite, so PLAUSIBLE_HOST is read at run time (one image, many
 * deployments) and the browser's cookies, the session among them, never leave this server.
 */
const UPSTREAM_TIMEOUT_MS = 5_000;
const SCRIPT_TTL_MS = 6 * 60 * 60 * 1000;
/** After a failed fetch, answer at once for a while instead of waiting on every page. */
const FAILURE_TTL_MS = 60 * 1000;
const MAX_EVENT_BYTES = 16 * 1024;
const MARKER = { 'x-academy-proxy': 'plausible' };

let script: { body: string; until: number } | undefined;
let failedUntil = 0;

function answer(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...MARKER, ...headers },
  });
}

function upstream(path: string): string {
  return new URL(path, plausibleHostOf(env().PLAUSIBLE_HOST)).toString();
}

/** Analytics off (review, staging, development): the proxied paths do not exist. */
const disabled = () => !analyticsEnabledFor(env().APP_ENV);
/** The demo (no environment, no PLAUSIBLE_HOST): answered here, nothing leaves the machine. */
const local = () => !analyticsReachOut(env().APP_ENV, env().PLAUSIBLE_HOST);

/**
 * When Plausible cannot be reached, the page must not see an error (a failed script
 * is a console error on every page). The script is then an empty one that counts nothing,
 * cached briefly, and marked for whoever looks at the network.
 */
function scriptUnavailable() {
  return new Response('/* analytics unavailable: nothing is counted */\n', {
    headers: {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
      'x-academy-analytics': 'unavailable',
      ...MARKER,
    },
  });
}

export async function serveScript(): Promise<Response> {
  if (disabled()) return answer(404, 'analytics are off');
  if (local()) return scriptUnavailable();
  const now = Date.now();
  if (!script || script.until < now) {
    if (failedUntil > now && !script) return scriptUnavailable();
    if (failedUntil <= now) {
      try {
        const response = await fetch(upstream('/js/script.js'), {
          signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        script = { body: await response.text(), until: now + SCRIPT_TTL_MS };
      } catch {
        failedUntil = now + FAILURE_TTL_MS;
        // A stale copy is better than none; it is retried after FAILURE_TTL_MS.
        if (!script) return scriptUnavailable();
      }
    }
  }
  if (!script) return scriptUnavailable();
  return new Response(script.body, {
    headers: {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      ...MARKER,
    },
  });
}

/**
 * An event goes on to Plausible. If Plausible cannot be reached the event is dropped with a
 * 202 (the page's script must not log an error for what the visitor cannot fix); the
 * x-academy-analytics header says it was not counted.
 */
export async function forwardEvent(request: Request): Promise<Response> {
  if (disabled()) return answer(404, 'analytics are off');
  const body = await readBodyWithin(request, MAX_EVENT_BYTES);
  if (!body) return answer(413, 'event too large');
  const dropped = () => answer(202, 'not counted', { 'x-academy-analytics': 'unavailable' });
  if (local() || failedUntil > Date.now()) return dropped();
  try {
    const response = await fetch(upstream('/api/event'), {
      method: 'POST',
      body,
      headers: eventForwardHeaders(request.headers),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    if (response.status >= 500) return dropped();
    return answer(response.status, await response.text());
  } catch {
    failedUntil = Date.now() + FAILURE_TTL_MS;
    return dropped();
  }
}
