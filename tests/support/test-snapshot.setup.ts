import { ensureSnapshot } from '../../academy-api/test/test-database';

/**
 * Vitest's global setup: the seeded database snapshot every API test file starts from is made
 * here, once, before the workers start. Left to the test files, the first file of each worker
 * found it missing and both migrated and seeded a database at the same time on a clean machine.
 */
export default async function setup() {
  await ensureSnapshot();
}
