import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { type AcademyConfig, getConfig } from '../config';
import { sealPlainPortalSecrets } from '../portals';
import {
  type ChangeFeed,
  pgliteChangeFeed,
  postgresChangeFeed,
  silentChangeFeed,
} from './change-feed';
import type { Db } from './database';
import { migrationsFolder, preparePglite } from './migrate';
import { acquirePgliteLock } from './pglite-lock';
import { pgliteOptions } from './pglite-options';
import * as schema from './schema';
import { seedDatabase } from './seed';

export type OpenDatabase = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Committed writes as they happen (change-feed.ts). */
  changes: ChangeFeed;
  close(): Promise<void>;
};

// Arbitrary constant: serialises migrate+seed across app instances sharing one PostgreSQL.
const MIGRATION_LOCK_ID = 7_240_113;

/** Opens PostgreSQL; migrates and seeds under an advisory lock, so N instances may start at once. */
export async function openPostgres(
  url: string,
  options: { migrationsFolder: string; seed: boolean },
): Promise<OpenDatabase> {
  // A server that accepts no connection (restarting, overloaded) is a 503 within 5 s, not a
  // request that waits for ever.
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => console.error('[academy-api] idle PostgreSQL client failed', error));
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const locked = drizzlePg(client, { schema });
      await migratePg(locked, { migrationsFolder: options.migrationsFolder });
      await sealPlainPortalSecrets(locked);
      if (options.seed) await seedDatabase(locked);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg(pool, { schema });
  // Without the feed (a pooler that cannot LISTEN) the app runs as before, keeping no pages.
  const changes = await postgresChangeFeed(url).catch((error: unknown) => {
    console.error('[academy-api] change feed unavailable; guest pages are not kept', error);
    return silentChangeFeed();
  });
  return {
    db,
    kind: 'postgres',
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

function readSnapshot(file: string): Blob {
  const resolved = path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
  if (!fs.existsSync(resolved)) {
    throw new Error(
      `ACADEMY_DB_SNAPSHOT points to ${resolved}, which does not exist. ` +
        'Create it with `npm run db:snapshot -- <file>` or unset the variable.',
    );
  }
  return new Blob([fs.readFileSync(resolved)]);
}

async function openPglite(config: AcademyConfig): Promise<OpenDatabase> {
  const dataDir = path.resolve(
    /*turbopackIgnore: true*/ process.cwd(),
    config.ACADEMY_DATA_DIR,
    'pglite',
  );
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const release = acquirePgliteLock(dataDir);
  let client: PGlite | undefined;
  try {
    const snapshot = config.ACADEMY_DB_SNAPSHOT;
    // A migrated, seeded tarball opens in ~1.3 s instead of ~3.6 s for initdb + migrations.
    const loadDataDir = snapshot && isEmptyDir(dataDir) ? readSnapshot(snapshot) : undefined;
    client = await PGlite.create(dataDir, {
      ...pgliteOptions,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    const db = await preparePglite(client, migrationsFolder(config), config.ACADEMY_SEED);
    const opened = client;
    const changes = await pgliteChangeFeed(opened);
    const close = async () => {
      await changes.close();
      await opened.close();
      release();
    };
    return { db, kind: 'pglite', changes, close };
  } catch (error) {
    // Close before unlocking: a retry must never meet a still-open instance on this directory.
    await client?.close().catch(() => {});
    release();
    throw error;
  }
}

const DATABASE = Symbol.for('academy-api.database');
type Holder = { [DATABASE]?: Promise<OpenDatabase> };

/**
 * Opens (once per process) the database: PostgreSQL when DATABASE_URL is set, else PGlite in
 * `${ACADEMY_DATA_DIR}/pglite`; then migrates and seeds. The instance lives on globalThis,
 * because Next.js may evaluate this module once per bundle layer, and two PGlite instances
 * on one directory corrupt it.
 */
export function openDatabase(): Promise<OpenDatabase> {
  const config = getConfig();
  if (config.NEXT_PHASE === 'phase-production-build') {
    throw new Error(
      'The Academy database must not be opened during `next build`: make the page dynamic.',
    );
  }
  const holder = globalThis as Holder;
  holder[DATABASE] ??= (
    config.DATABASE_URL
      ? openPostgres(config.DATABASE_URL, {
          migrationsFolder: migrationsFolder(config),
          seed: config.ACADEMY_SEED,
        })
      : openPglite(config)
  ).catch((error: unknown) => {
    // Let a later request retry (e.g. once the other process released the directory).
    delete holder[DATABASE];
    throw error;
  });
  return holder[DATABASE];
}

/** Closes the process-wide database, if open (server shutdown, scripts). */
export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Holder;
  const opened = holder[DATABASE];
  delete holder[DATABASE];
  if (opened) await (await opened).close();
}
