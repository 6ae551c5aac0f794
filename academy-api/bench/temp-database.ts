import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres } from '../db/client';
import type { Db } from '../db/database';
import { migrationsFolder, preparePglite } from '../db/migrate';
import { pgliteOptions } from '../db/pglite-options';

/** A temporary data directory: benchmarks never touch .data or another run's files. */
export function temporaryDataDir(prefix: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * PGlite on `${dataDir}/pglite` (the layout openDatabase uses with ACADEMY_DATA_DIR), migrated
 * and seeded with the demo data; in memory when no directory is given.
 */
export async function openBenchDatabase(dataDir?: string) {
  const client = dataDir
    ? await PGlite.create(path.join(dataDir, 'pglite'), pgliteOptions)
    : await PGlite.create(pgliteOptions);
  const folder = migrationsFolder({ ACADEMY_MIGRATIONS_DIR: undefined });
  // The database preparePglite used: its statements are already prepared under their names.
  const db = await preparePglite(client, folder);
  return { client, db };
}

/**
 * The database a benchmark or a conformance run measures: PostgreSQL at BENCH_DATABASE_URL
 * (migrated and seeded), else the embedded database in memory.
 */
export async function openMeasuredDatabase(): Promise<{
  db: Db;
  kind: 'PostgreSQL' | 'PGlite';
  close(): Promise<void>;
}> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    const { client, db } = await openBenchDatabase();
    return { db, kind: 'PGlite', close: () => client.close() };
  }
  const opened = await openPostgres(databaseUrl, {
    migrationsFolder: path.join(import.meta.dirname, '../db/migrations'),
    seed: true,
  });
  return { db: opened.db, kind: 'PostgreSQL', close: () => opened.close() };
}

/** Signs in through an API-shaped fetch and returns the bearer token. */
export async function apiToken(
  api: { fetch(request: Request): Promise<Response> },
  email: string,
): Promise<string> {
  const response = await api.fetch(
    new Request('http://api/auth/login', {
      method: 'POST',
      headers: { 'x-portal-domain': 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'academy-demo' }),
    }),
  );
  if (response.status !== 200) throw new Error(`Sign-in failed: ${await response.text()}`);
  return (await response.json()).data.attributes.token;
}

/** A GET through an API-shaped fetch on Demo Academy (localhost) with the bearer token. */
export function signedInGet(
  api: { fetch(request: Request): Promise<Response> },
  token: string,
): (path: string) => Promise<Response> {
  return (path) =>
    api.fetch(
      new Request(`http://api${path}`, {
        headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token}` },
      }),
    );
}
