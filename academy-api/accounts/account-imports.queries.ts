import { and, asc, count, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { PeopleCsvRow, PeopleProblem } from '../../shared/accounts/people-csv';
import { outcomeCounts, type PlannedRow } from '../../shared/accounts/people-import-plan';
import {
  type ImportOutcome,
  type ImportResult,
  PEOPLE_LIMITS,
} from '../../shared/accounts/people-limits';
import type { Db } from '../db/database';
import { accountImportRows, accountImports } from '../db/schema';

export type ImportRecord = typeof accountImports.$inferSelect;
export type ImportRowRecord = typeof accountImportRows.$inferSelect;

const HOUR = 60 * 60 * 1000;

/** Forgets imports past their 24 hours (their rows go with them): they name people. */
export async function sweepImports(db: Db, params: { now: Date }) {
  await db.delete(accountImports).where(lte(accountImports.expiresAt, params.now));
}

/** A checked file: the import and every row with its outcome, nothing else written. */
export async function createImport(
  db: Db,
  params: {
    portalId: string;
    createdBy: string;
    fileName: string;
    columns: string[];
    rows: readonly PlannedRow[];
    now: Date;
  },
): Promise<ImportRecord> {
  return db.transaction(async (tx) => {
    const [record] = await tx
      .insert(accountImports)
      .values({
        portalId: params.portalId,
        createdBy: params.createdBy,
        fileName: params.fileName,
        columns: params.columns,
        counts: outcomeCounts(params.rows),
        createdAt: params.now,
        expiresAt: new Date(params.now.getTime() + PEOPLE_LIMITS.importHours * HOUR),
      })
      .returning();
    if (!record) throw new Error('Inserting an import returned no row');
    for (let i = 0; i < params.rows.length; i += 500) {
      await tx.insert(accountImportRows).values(
        params.rows.slice(i, i + 500).map((row) => ({
          importId: record.id,
          ...fileValues(row),
          outcome: row.outcome,
          changes: row.changes,
          problems: row.problems,
          accountId: row.accountId,
        })),
      );
    }
    return record;
  });
}

/** The importer's own import of this portal, while it is kept; else null. */
export async function findImport(
  db: Db,
  params: { portalId: string; id: string; createdBy: string; now: Date },
): Promise<ImportRecord | null> {
  const [row] = await db
    .select()
    .from(accountImports)
    .where(
      and(
        eq(accountImports.id, params.id),
        eq(accountImports.portalId, params.portalId),
        eq(accountImports.createdBy, params.createdBy),
        gt(accountImports.expiresAt, params.now),
      ),
    );
  return row ?? null;
}

/** One page of an import's rows in file order, of one outcome or result (the indexes serve both). */
export async function listImportRows(
  db: Db,
  params: {
    importId: string;
    outcome?: ImportOutcome;
    result?: ImportResult;
    page: { number: number; size: number };
  },
): Promise<{ rows: ImportRowRecord[]; total: number }> {
  const where: SQL | undefined = and(
    eq(accountImportRows.importId, params.importId),
    params.outcome ? eq(accountImportRows.outcome, params.outcome) : undefined,
    params.result ? eq(accountImportRows.result, params.result) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accountImportRows)
      .where(where)
      .orderBy(asc(accountImportRows.row))
      .limit(params.page.size)
      .offset((params.page.number - 1) * params.page.size),
    db.select({ value: count() }).from(accountImportRows).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every row of an import, in file order: Confirm weighs them again. */
export function allImportRows(db: Db, params: { importId: string }) {
  return db
    .select()
    .from(accountImportRows)
    .where(eq(accountImportRows.importId, params.importId))
    .orderBy(asc(accountImportRows.row));
}

/** What a row of the file says. */
const fileValues = (row: Omit<PeopleCsvRow, 'problems'>) => ({
  row: row.row,
  email: row.email,
  fullName: row.fullName,
  entity: row.entity,
  roles: row.roles,
  language: row.language,
});

/** A stored row as the file gave it (its own problems only when it had some). */
export function csvRowOf(row: ImportRowRecord): PeopleCsvRow {
  return {
    ...fileValues(row),
    problems: row.outcome === 'error' ? (row.problems as PeopleProblem[]) : [],
  };
}

/** What Confirm did to each row: its result, account and (failed) new problems, in batches. */
export async function recordRowResults(
  db: Db,
  params: {
    importId: string;
    results: readonly {
      row: number;
      result: ImportResult;
      accountId: string | null;
      problems?: PeopleProblem[];
    }[];
  },
) {
  for (let i = 0; i < params.results.length; i += 1000) {
    const values = params.results
      .slice(i, i + 1000)
      .map(
        (r) =>
          sql`(${r.row}::int, ${r.result}::text, ${r.accountId}::uuid, ${
            r.problems ? JSON.stringify(r.problems) : null
          }::jsonb)`,
      );
    await db.execute(sql`update ${accountImportRows} as r
      set result = v.result, account_id = coalesce(v.account_id, r.account_id),
        problems = coalesce(v.problems, r.problems)
      from (values ${sql.join(values, sql`, `)}) as v(row, result, account_id, problems)
      where r.import_id = ${params.importId} and r.row = v.row`);
  }
}

/** The import confirmed, with its results per kind. */
export async function markConfirmed(
  db: Db,
  params: { id: string; results: Record<ImportResult, number>; now: Date },
): Promise<ImportRecord> {
  const [row] = await db
    .update(accountImports)
    .set({ status: 'confirmed', results: params.results, confirmedAt: params.now })
    .where(eq(accountImports.id, params.id))
    .returning();
  if (!row) throw new Error('Confirming an import returned no row');
  return row;
}

/** The import's row, locked for Confirm: two confirms at once are one after the other. */
export async function lockImport(db: Db, params: { id: string }) {
  const [row] = await db
    .select()
    .from(accountImports)
    .where(eq(accountImports.id, params.id))
    .for('update');
  return row ?? null;
}
