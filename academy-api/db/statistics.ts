import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Planner statistics for PGlite. PostgreSQL's autovacuum analyses a table once enough of it has
 * changed; PGlite runs no autovacuum, so without this the planner never learns how big a table
 * is. It then takes 10,000 subscribers for one row and joins them by nested loops (the stall
 * `npm run bench:mailing` found: one mailing's audience query held the API thread for
 * minutes). The worker calls `analyzeChangedTables` at start and then every minute on PGlite;
 * PostgreSQL does its own.
 */

/** autovacuum's defaults: analyse once 50 rows + 10 % of the table changed since the last time. */
export const ANALYZE_THRESHOLD = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;

export interface TableChanges {
  schema: string;
  table: string;
  /** The planner's row estimate (pg_class.reltuples: -1 when never analysed). */
  estimatedRows: number;
  /** Rows inserted, updated or deleted since the last ANALYZE. */
  modifiedSinceAnalyze: number;
}

/** The rule autovacuum applies (autovacuum_analyze_threshold + scale factor × reltuples). */
export function needsAnalyze(table: Pick<TableChanges, 'estimatedRows' | 'modifiedSinceAnalyze'>) {
  const rows = Math.max(table.estimatedRows, 0);
  return table.modifiedSinceAnalyze > ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * rows;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Analyses the tables that changed enough since their last ANALYZE; returns their names. */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  // The cumulative statistics are flushed lazily; make this session's changes count now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const tables = rowsOf<{
    schema: string;
    table: string;
    estimated_rows: number | string;
    modified: number | string;
  }>(
    await db.execute(sql`
      select s.schemaname as schema, s.relname as table, c.reltuples as estimated_rows,
             s.n_mod_since_analyze as modified
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public'`),
  );
  const due = tables
    .map((row) => ({
      schema: row.schema,
      table: row.table,
      estimatedRows: Number(row.estimated_rows),
      modifiedSinceAnalyze: Number(row.modified),
    }))
    .filter(needsAnalyze);
  for (const table of due) {
    await db.execute(sql.raw(`analyze ${quoteIdent(table.schema)}.${quoteIdent(table.table)}`));
  }
  return due.map((table) => table.table);
}
