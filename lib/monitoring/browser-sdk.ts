import * as Sentry from '@sentry/nextjs';
import type { DeployEnvironment } from './environment';
import { MONITORING_TUNNEL_PATH, sharedSentryOptions } from './sentry-options';

/**
 * The only module that imports the browser SDK. It is reached through a dynamic import in
 * client.ts, so the SDK lands in its own chunk, fetched only when the page carries a DSN.
 */
export function initBrowserSdk(dsn: string, environment: DeployEnvironment) {
  Sentry.init({
    ...sharedSentryOptions(dsn, environment),
    // Same-origin tunnel (app/api/monitoring): ad-blockers and a CSP let it through and the
    // browser never talks to Sentry's host itself.
    tunnel: MONITORING_TUNNEL_PATH,
  });
  return {
    captureException: (error: unknown, extra?: Record<string, unknown>) => {
      Sentry.captureException(error, extra ? { extra } : undefined);
    },
    captureRouterTransitionStart: Sentry.captureRouterTransitionStart,
  };
}

export type BrowserSdk = ReturnType<typeof initBrowserSdk>;
