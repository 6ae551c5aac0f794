import type { Instrumentation } from 'next';
import type { AppEnv } from '../env-schema';
import { sharedSentryOptions } from './sentry-options';

/**
 * Server-side monitoring, started from instrumentation-node.ts (Node.js runtime only). Free of
 * `server-only` and of `@/` paths because instrumentation imports it. The SDK is imported only
 * when SENTRY_DSN is set, so a server without one never loads it. The SDK keeps its client on
 * a global, so reports from route bundles reach the client started by instrumentation.
 */
const monitoringIsOn = () => Boolean(process.env.SENTRY_DSN);

export async function startServerMonitoring(config: AppEnv): Promise<void> {
  if (!config.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  if (Sentry.getClient()) return;
  Sentry.init(sharedSentryOptions(config.SENTRY_DSN, config.APP_ENV));
}

/** Next.js `onRequestError`: errors thrown while rendering, in route handlers and actions. */
export async function reportRequestError(
  ...args: Parameters<Instrumentation.onRequestError>
): Promise<void> {
  if (!monitoringIsOn()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
}

/** For server code that handles an error itself but still wants it seen (critical ones). */
export async function reportServerError(
  error: unknown,
  context?: Record<string, unknown>,
): Promise<void> {
  if (!monitoringIsOn()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureException(error, context ? { extra: context } : undefined);
}
