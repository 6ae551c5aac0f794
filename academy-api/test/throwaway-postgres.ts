import { Pool } from 'pg';
import { afterAll, beforeAll } from 'vitest';

/**
 * A PostgreSQL database of a test file's own on the server TEST_DATABASE_URL names (which must
 * allow CREATE DATABASE): created before the file's tests, dropped after them, so nothing else
 * is touched. `url` is set once the database exists; call it inside a `describe.runIf(url)`.
 * `before` runs after it exists (open it), `after` before it is dropped (close it).
 */
export function throwawayPostgres(
  serverUrl: string | undefined,
  prefix: string,
  hooks: { before?(url: string): Promise<void>; after?(): Promise<void> } = {},
) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const database = { url: '', name };
  let admin: Pool | undefined;

  beforeAll(async () => {
    admin = new Pool({ connectionString: serverUrl, max: 1 });
    await admin.query(`create database ${name}`);
    const target = new URL(serverUrl ?? '');
    target.pathname = `/${name}`;
    database.url = target.toString();
    await hooks.before?.(database.url);
  }, 180_000);

  afterAll(async () => {
    await hooks.after?.();
    // Closed pools disconnect asynchronously: wait for their backends before dropping.
    for (let i = 0; i < 40 && admin; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  return { database, admin: () => admin as Pool };
}
