import 'server-only';
import { env } from '@/lib/env';
import { analyticsEnabledFor } from './analytics';
import { type DeployEnvironment, monitoringEnvironment } from './environment';

export interface MonitoringProps {
  /** SENTRY_DSN, read per request at run time; undefined keeps monitoring off in the browser. */
  dsn?: string;
  environment: DeployEnvironment;
}

/** Props for <Monitoring> (components/analytics/monitoring.tsx), rendered by the root layout. */
export function getMonitoringProps(): MonitoringProps {
  const { SENTRY_DSN, APP_ENV } = env();
  return { dsn: SENTRY_DSN, environment: monitoringEnvironment(APP_ENV) };
}

/** The `enabled` prop of <Analytics> (spec §1, see analyticsEnabledFor). */
export function getAnalyticsEnabled(): boolean {
  return analyticsEnabledFor(env().APP_ENV);
}
