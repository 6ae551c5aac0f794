/**
 * npm run api — the Academy API as its own HTTP service (how it scales out: point the app's
 * ACADEMY_API_URL here). Listens on API_HOST:API_PORT, 127.0.0.1:4000 by default.
 */
import { serve } from '@hono/node-server';
import { clientAddressProblems, isLoopback, trustedRequest } from './client-address-trust';
import { getConfig } from './config';
import { closeDatabase } from './db/client';
import { getEmbeddedApi } from './index';

const config = getConfig();
const problems = clientAddressProblems(config);
if (problems.length > 0) throw new Error(`Invalid Academy API environment: ${problems.join('; ')}`);
if (!config.ACADEMY_API_KEY && !isLoopback(config.API_HOST)) {
  console.warn(
    `Academy API on ${config.API_HOST} without ACADEMY_API_KEY: X-Academy-Client-Address is trusted from anyone who reaches this port (docs/upstream-contract.md)`,
  );
}
const started = performance.now();
const api = await getEmbeddedApi();
const server = serve(
  {
    fetch: (request) => api.fetch(trustedRequest(request, config.ACADEMY_API_KEY)),
    port: config.API_PORT,
    hostname: config.API_HOST,
  },
  (info) => {
    console.info(
      `Academy API on http://${info.address}:${info.port} (ready in ${Math.round(performance.now() - started)} ms)`,
    );
  },
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`Academy API: ${signal}, shutting down`);
  // Close the database cleanly: PGlite flushes its files and the lock file is removed.
  server.close();
  // The message in hand goes out and is recorded; the rest of the batch is given back.
  const { stopBackgroundWorker } = await import('./jobs/worker');
  await stopBackgroundWorker().catch((error: unknown) => console.error(error));
  await closeDatabase().catch((error: unknown) => console.error(error));
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
