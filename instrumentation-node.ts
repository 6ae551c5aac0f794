import { parseEnv } from './lib/env-schema';

/**
 * Checks the configuration (an invalid one stops the server with a message naming the
 * variable), then, with the embedded API, opens the database, migrates and seeds now, so the
 * first page does not pay for it.
 */
export async function startNodeServer() {
  try {
    parseEnv(process.env);
  } catch (error) {
    console.error(`[academy] ${(error as Error).message}`);
    process.exit(1);
  }
  if (process.env.ACADEMY_API_URL) return;
  const { getEmbeddedApi } = await import('./academy-api');
  await getEmbeddedApi();
}
