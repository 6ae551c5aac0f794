import type { BrowserSdk } from './browser-sdk';
import type { DeployEnvironment } from './environment';

/**
 * Browser-side monitoring without the SDK in the first-load bundle: the SDK is imported only
 * when <Monitoring> starts it with a DSN. Until then, reports wait in a short queue; without a
 * DSN (or if the SDK fails to load) they are dropped, since monitoring must never break a page.
 */
type State =
  | { kind: 'waiting'; queue: [unknown, Record<string, unknown> | undefined][] }
  | { kind: 'loading'; queue: [unknown, Record<string, unknown> | undefined][] }
  | { kind: 'on'; sdk: BrowserSdk }
  | { kind: 'off' };

const MAX_QUEUED = 20;
let state: State = { kind: 'waiting', queue: [] };

export function startBrowserMonitoring(
  dsn: string | undefined,
  environment: DeployEnvironment,
): Promise<void> {
  if (state.kind === 'on' || state.kind === 'loading') return Promise.resolve();
  if (!dsn) {
    state = { kind: 'off' };
    return Promise.resolve();
  }
  const queue = state.kind === 'waiting' ? state.queue : [];
  state = { kind: 'loading', queue };
  return import('./browser-sdk')
    .then(({ initBrowserSdk }) => {
      const sdk = initBrowserSdk(dsn, environment);
      state = { kind: 'on', sdk };
      for (const [error, context] of queue) sdk.captureException(error, context);
    })
    .catch(() => {
      state = { kind: 'off' };
    });
}

/**
 * Errors that reached the browser with a `digest` were thrown on the server, where
 * onRequestError (instrumentation.ts) already reported them; the browser only sees a redacted
 * copy. Next's own control-flow errors (redirect, notFound) carry a digest as well.
 */
function isServerError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && typeof Reflect.get(error, 'digest') === 'string'
  );
}

/**
 * Reports an error to monitoring, e.g. from an error.tsx boundary or for a critical API error
 * (lib/errors isReported). A no-op without a DSN; never throws and never shows anything.
 */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (typeof window === 'undefined' || isServerError(error)) return;
  switch (state.kind) {
    case 'on':
      state.sdk.captureException(error, context);
      return;
    case 'waiting':
    case 'loading':
      if (state.queue.length < MAX_QUEUED) state.queue.push([error, context]);
      return;
    case 'off':
      return;
  }
}

/** For instrumentation-client.ts: navigation spans once the SDK runs, nothing before. */
export function routerTransitionStarted(href: string, navigationType: string): void {
  if (state.kind === 'on') state.sdk.captureRouterTransitionStart(href, navigationType);
}
