/** The deployment environments of APP_ENV (docs/configuration.md). */
export type DeployEnvironment = 'production' | 'review' | 'staging' | 'development';

/**
 * The environment events are tagged with. An unset APP_ENV is a local or demo run, so it is
 * reported (if a DSN is set at all) as development rather than mixed into production's numbers.
 */
export function monitoringEnvironment(appEnv: DeployEnvironment | undefined): DeployEnvironment {
  return appEnv ?? 'development';
}

/** Spec §1: 1% of traces in production, none in development, review or staging. */
export const PRODUCTION_TRACES_SAMPLE_RATE = 0.01;

/**
 * Spec §1 says nothing of an unset APP_ENV here; it is treated as development (no traces), the
 * same environment its events are tagged with, so a demo run never spends the trace quota.
 */
export function tracesSampleRate(appEnv: DeployEnvironment | undefined): number {
  return monitoringEnvironment(appEnv) === 'production' ? PRODUCTION_TRACES_SAMPLE_RATE : 0;
}
