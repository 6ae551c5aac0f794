import { parseEnv } from './lib/env-schema';
import { startServerMonitoring } from './lib/monitoring/server';

export { reportRequestError } from './lib/monitoring/server';

/**
 * Checks the configuration (an invalid one stops the server with a message naming the
 * variable), starts monitoring when SENTRY_DSN is set (before anything else, so it sees the
 * rest of start-up), then, with the embedded API, opens the database, migrates and seeds now,
 * so the first page does not pay for it.
 */
export async function startNodeServer() {
  let config: ReturnType<typeof parseEnv>;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    console.error(`[academy] ${(error as Error).message}`);
    process.exit(1);
  }
  await startServerMonitoring(config);
  if (process.env.ACADEMY_API_URL) return;
  const { startEmbeddedApi } = await import('./lib/server/embedded-client');
  await startEmbeddedApi();
}
