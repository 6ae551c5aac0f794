import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite instance loads: the migrations create pg_trgm and its GIN
 * indexes, and a data directory (or snapshot) holding them cannot be opened without it.
 */
export const pgliteExtensions = { pg_trgm };
