import { describe, expect, it } from 'vitest';
import { createApi } from '../index';
import { apiToken, openBenchDatabase } from './temp-database';

describe('the benchmarks’ database', () => {
  // Every `npm run bench:*` starts here: once, a second wrapper's prepared statements collided
  // with the seed's ("academy_0 already exists") and every benchmark died at its first sign-in.
  it('is migrated and seeded, and the API signs in on it', async () => {
    const { client, db } = await openBenchDatabase();
    try {
      const token = await apiToken(createApi(db), 'support@demo.academy');
      expect(token).toMatch(/\S{20,}/);
    } finally {
      await client.close();
    }
  }, 60_000);
});
