import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Writes for tests of what the API keeps while the change feed (db/change-feed.ts) is quiet:
 * `heard` as the app writes (the triggers notify), `unheard` with the triggers switched off for
 * the statement, so "kept" shows as a change the API does not see. Parameters `$1…` are inlined
 * as literals: test values only (names, ids, hashes, times).
 */
export function feedWrites(db: () => Db) {
  const bind = (statement: string, params: unknown[]) =>
    statement.replace(/\$(\d+)/g, (_, n) => `'${String(params[Number(n) - 1])}'`);
  return {
    async heard(statement: string, params: unknown[] = []) {
      await db().execute(sql.raw(bind(statement, params)));
    },
    async unheard(statement: string, params: unknown[] = []) {
      await db().transaction(async (tx) => {
        await tx.execute(sql.raw(`set local session_replication_role = replica`));
        await tx.execute(sql.raw(bind(statement, params)));
      });
    },
  };
}
