import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { AcademyConfig } from '../config';
import { sealPlainPortalSecrets } from '../portals';
import type { Db } from './database';
import { withPreparedStatements } from './pglite-prepared';
import * as schema from './schema';
import { seedDatabase } from './seed';

/**
 * The migrations folder, relative to the working directory rather than this file: the code
 * is bundled by Next.js, and in its standalone output only cwd (the app root) is meaningful.
 */
export function migrationsFolder(config: Pick<AcademyConfig, 'ACADEMY_MIGRATIONS_DIR'>): string {
  return config.ACADEMY_MIGRATIONS_DIR
    ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.ACADEMY_MIGRATIONS_DIR)
    : path.join(process.cwd(), 'academy-api/db/migrations');
}

/** Drizzle on PGlite, each query text prepared once (pglite-prepared.ts). */
export function pgliteDrizzle(client: PGlite): Db {
  return drizzlePglite({ client: withPreparedStatements(client), schema });
}

/** Migrates and seeds a PGlite database (the embedded server, tests, the snapshot script). */
export async function preparePglite(client: PGlite, folder: string, seed = true): Promise<Db> {
  // Migrations on PGlite's own query(): no statement is prepared before the schema is final.
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: folder });
  const db = pgliteDrizzle(client);
  await sealPlainPortalSecrets(db);
  if (seed) await seedDatabase(db);
  return db;
}
