'use client';

import { useEffect } from 'react';
import { startBrowserMonitoring } from '@/lib/monitoring/client';
import type { MonitoringProps } from '@/lib/monitoring/public-config';

/**
 * Starts browser error and performance monitoring after hydration, with the DSN the server
 * rendered into the page (one image serves many deployments, so it is not baked in at build).
 * Without a DSN nothing is loaded at all. Renders nothing.
 */
export function Monitoring({ dsn, environment }: MonitoringProps) {
  useEffect(() => {
    void startBrowserMonitoring(dsn, environment);
  }, [dsn, environment]);
  return null;
}
