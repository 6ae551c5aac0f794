/**
 * Runs once when the server starts: checks the configuration (an invalid one stops the server
 * with a message naming the variable), then, with the embedded API, opens the database, migrates
 * and seeds now, so the first page does not pay for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { parseEnv } = await import('./lib/env-schema');
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
