import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * What every PGlite instance is created with (server, snapshots, tests, benchmarks).
 * - pg_trgm: the migrations create it and its GIN indexes; a data directory (or snapshot)
 *   holding them cannot be opened without it.
 * - random_page_cost 1.1 instead of 4: the data is in memory or the OS cache, so an index
 *   lookup costs about what a sequential page does. With 4 the planner read all 100,000
 *   accounts to find the 2,000 coaches (35 ms instead of 8).
 * - shared_buffers 32MB instead of 128: PostgreSQL's buffer cache lives in PGlite's WebAssembly
 *   memory, which never gives a page back, and the default filled it to ~165 MB resident after
 *   `npm run bench:web` (at most 600 MB for the whole app); with 32 MB it is ~60 MB.
 *   The seeded database is ~30 MB, and a page not in the cache comes from the OS's file cache
 *   (the data directory is a real directory), so the CPU per request stayed within the noise.
 */
export const pgliteOptions = {
  extensions: { pg_trgm },
  postgresqlconf: ['random_page_cost = 1.1', 'shared_buffers = 32MB'],
  relaxedDurability: true,
};
