/**
 * Runs once when the server starts: with the embedded API, open the database, migrate and seed
 * now, so the first page does not pay for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.ACADEMY_API_URL) return;
  const { getEmbeddedApi } = await import('./academy-api');
  await getEmbeddedApi();
}
