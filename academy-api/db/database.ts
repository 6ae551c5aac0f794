import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** Either driver (PGlite or node-postgres), or a transaction of either: query functions take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
