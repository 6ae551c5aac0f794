import type { BrowserOptions } from '@sentry/nextjs';
import type { DeployEnvironment } from './environment';
import { monitoringEnvironment, tracesSampleRate } from './environment';
import { IGNORED_ERRORS } from './ignored-errors';
import { filterTransaction } from './transaction-filter';

/** Same-origin path of the monitoring tunnel (app/api/monitoring/route.ts). */
export const MONITORING_TUNNEL_PATH = '/api/monitoring';

export type SharedSentryOptions = Pick<
  BrowserOptions,
  | 'dsn'
  | 'environment'
  | 'tracesSampleRate'
  | 'traceLifecycle'
  | 'ignoreErrors'
  | 'beforeSendTransaction'
  | 'debug'
  | 'dataCollection'
>;

/**
 * The options browser and server share, built from the rules of spec §1. Plain data and
 * functions (the SDK import above is types only), so they are unit-tested and cost nothing.
 *
 * `dataCollection` keeps personal data out: no user info, cookies, bodies (sign-in forms carry
 * passwords), database parameters or stack-frame variables; of the request headers only those
 * that explain a browser-specific bug.
 */
export function sharedSentryOptions(
  dsn: string,
  appEnv: DeployEnvironment | undefined,
): SharedSentryOptions {
  return {
    dsn,
    environment: monitoringEnvironment(appEnv),
    tracesSampleRate: tracesSampleRate(appEnv),
    // Whole transactions, sent when they end: only then is the response status known, which
    // the 404/redirect filter needs. (v11's default, span streaming, applies `ignoreSpans` at
    // span start and skips beforeSendTransaction altogether.)
    traceLifecycle: 'static',
    ignoreErrors: [...IGNORED_ERRORS],
    // Deprecated in v11 and due to go in v12; it is the one hook that sees the finished
    // transaction with its status. Revisit (ignoreSpans on status attributes) when upgrading.
    beforeSendTransaction: filterTransaction,
    // What is sent is never shown to users: no debug output in their console.
    debug: false,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['user-agent', 'accept-language'] }, response: false },
      httpBodies: [],
      databaseQueryData: false,
      stackFrameVariables: false,
    },
  };
}
