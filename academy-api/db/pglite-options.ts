import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * What every PGlite instance is created with (server, snapshots, tests, benchmarks).
 * - pg_trgm: the migrations create it and its GIN indexes; a data directory (or snapshot)
 *   holding them cannot be opened without it.
 * - random_page_cost 1.1 instead of 4: the data is in memory or the OS cache, so an index
 *   lookup costs about what a sequential page does. With 4 the planner read all 100,000
 *   accounts to find the 2,000 coaches (35 ms instead of 8).
 */
export const pgliteOptions = {
  extensions: { pg_trgm },
  postgresqlconf: ['random_page_cost = 1.1'],
  relaxedDurability: true,
};
