import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { DocumentKind } from './documents.queries';
import { comparableDuration } from './duration';
import { xapiActivities, xapiStatements } from './schema';
import { indexStatement, type Statement } from './statement-index';
import { XapiError } from './xapi-http';

/**
 * Storing and finding a portal's xAPI statements (xAPI 2.0 §4.1.6.1 "Statement Resource",
 * §4.2.5 "Voiding"). A batch is stored whole or not at all (XAPI-00326).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What the LRS itself sets on a statement; two statements that differ only here are the same. */
const SET_BY_LRS = ['authority', 'stored', 'version', 'id'] as const;

/** A JSON value with its object keys in order, so two equal statements serialise the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether a statement sent again is the one stored (a retry), not a different one with its id. */
export function sameStatement(stored: Statement, sent: Statement): boolean {
  const strip = (statement: Statement) => {
    const copy: Statement = { ...statement };
    for (const key of SET_BY_LRS) delete copy[key];
    // The LRS fills in a missing timestamp with `stored`; a retry without one is still the same.
    if (sent.timestamp === undefined) delete copy.timestamp;
    const result = copy.result as Record<string, unknown> | undefined;
    if (result?.duration !== undefined) {
      copy.result = { ...result, duration: comparableDuration(result.duration) };
    }
    return canonicalJson(copy);
  };
  return strip(stored) === strip(sent);
}

/**
 * What a launch adds to storing its statements (cmi5: cmi5-sessions.ts in packages), in the
 * storing transaction: `check` throws an XapiError for statements it refuses, `stored` follows
 * what they recorded. Both see only the statements new to the LRS (a retry is not seen twice).
 */
export type StoreHooks = {
  /**
   * Before storing: throws to refuse the batch. `statements` as they will be stored (ids and
   * timestamps filled in), `sent` as the client sent them.
   */
  check(db: Db, statements: Statement[], sent: readonly Statement[]): Promise<void>;
  stored(db: Db, statements: Statement[]): Promise<void>;
  /** A launch asked for one document by its id (found or not). */
  documentRead?(db: Db, document: { kind: DocumentKind; id: string }): Promise<void>;
  /** A launch writes a document (PUT or POST): throws to refuse what its rules do not allow. */
  documentWrite?(
    db: Db,
    document: { kind: DocumentKind; id: string; contentType: string; content: Uint8Array },
  ): Promise<void>;
};

export type StoreInput = {
  portalId: string;
  /** Null for what the LMS writes itself (cmi5's launched, abandoned, satisfied). */
  credentialId: string | null;
  authority: Record<string, unknown>;
  /** The version a statement without one gets (1.0.0 or 2.0.0). */
  defaultVersion: string;
  statements: Statement[];
};

/**
 * Stores a batch: each statement with its id (given or new), `stored`, `authority`, `version`
 * and `timestamp`; a voiding statement voids its target (unless that is itself a voiding
 * statement, which is ignored, as XAPI-00016 allows). A statement whose id is stored already is
 * skipped when it is the same, and refuses the batch with 409 when it differs. Answers the ids
 * in the order sent.
 */
export async function storeStatements(
  db: Db,
  input: StoreInput,
  hooks?: StoreHooks,
): Promise<string[]> {
  const ids = input.statements.map((statement) =>
    typeof statement.id === 'string' ? statement.id.toLowerCase() : randomUUID(),
  );
  if (new Set(ids).size !== ids.length) {
    throw new XapiError(400, 'Two statements of the batch have the same id.');
  }
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: xapiStatements.id, statement: xapiStatements.statement })
      .from(xapiStatements)
      .where(and(eq(xapiStatements.portalId, input.portalId), inArray(xapiStatements.id, ids)));
    const storedById = new Map(existing.map((row) => [row.id, row.statement]));
    const stored = new Date();
    const storedText = stored.toISOString();
    const rows: (typeof xapiStatements.$inferInsert)[] = [];
    input.statements.forEach((sent, n) => {
      const id = ids[n] as string;
      const before = storedById.get(id);
      if (before) {
        if (!sameStatement(before, sent)) {
          throw new XapiError(409, `A different statement with id ${id} is stored already.`);
        }
        return;
      }
      const statement: Statement = {
        ...sent,
        id,
        timestamp: sent.timestamp ?? storedText,
        stored: storedText,
        authority: input.authority,
        version: sent.version ?? input.defaultVersion,
      };
      const index = indexStatement(statement);
      rows.push({
        portalId: input.portalId,
        id,
        statement,
        stored,
        verbId: index.verbId,
        actorKeys: index.actorKeys,
        objectAgentKeys: index.objectAgentKeys,
        relatedAgentKeys: index.relatedAgentKeys,
        objectActivityId: index.objectActivityId,
        relatedActivityIds: index.relatedActivityIds,
        registration: index.registration,
        referencedId: index.referencedStatementId,
        voiding: index.voidsStatementId !== null,
        credentialId: input.credentialId,
      });
    });
    if (rows.length === 0) return ids;
    const fresh = rows.map((row) => row.statement);
    await hooks?.check(tx, fresh, input.statements);
    // Two requests storing one id at once: the second sees the first's row (and compares).
    const inserted = await tx
      .insert(xapiStatements)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: xapiStatements.id });
    if (inserted.length !== rows.length) {
      throw new XapiError(409, 'A statement of the batch was stored by another request meanwhile.');
    }
    const voided = rows.filter((row) => row.voiding).map((row) => row.referencedId as string);
    if (voided.length > 0) {
      await tx
        .update(xapiStatements)
        .set({ voided: true })
        .where(
          and(
            eq(xapiStatements.portalId, input.portalId),
            inArray(xapiStatements.id, voided),
            eq(xapiStatements.voiding, false),
          ),
        );
    }
    await keepActivityDefinitions(tx, input.portalId, rows);
    await hooks?.stored(tx, fresh);
    return ids;
  });
}

/** Activities named as a statement's object, newest definition merged over the one kept. */
async function keepActivityDefinitions(
  db: Db,
  portalId: string,
  rows: (typeof xapiStatements.$inferInsert)[],
) {
  const definitions = new Map<string, Record<string, unknown> | null>();
  for (const row of rows) {
    const object = row.statement.object as Record<string, unknown> | undefined;
    if (!object || (object.objectType ?? 'Activity') !== 'Activity') continue;
    const id = object.id as string;
    const definition = (object.definition as Record<string, unknown> | undefined) ?? null;
    definitions.set(id, mergeDefinitions(definitions.get(id) ?? null, definition));
  }
  for (const [activityId, definition] of definitions) {
    await db
      .insert(xapiActivities)
      .values({ portalId, activityId, definition })
      .onConflictDoUpdate({
        target: [xapiActivities.portalId, xapiActivities.activityId],
        set: {
          definition: sql`coalesce(${xapiActivities.definition}, '{}'::jsonb) || coalesce(excluded.definition, '{}'::jsonb)`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** A definition's language maps merge key by key; everything else is the newest. */
export function mergeDefinitions(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (!before) return after;
  if (!after) return before;
  const merged: Record<string, unknown> = { ...before, ...after };
  for (const map of ['name', 'description']) {
    const a = before[map];
    const b = after[map];
    if (a && b && typeof a === 'object' && typeof b === 'object') merged[map] = { ...a, ...b };
  }
  return merged;
}

/** The canonical definition of an activity, or null when no statement named it. */
export async function activityDefinition(db: Db, portalId: string, activityId: string) {
  const [row] = await db
    .select({ definition: xapiActivities.definition })
    .from(xapiActivities)
    .where(and(eq(xapiActivities.portalId, portalId), eq(xapiActivities.activityId, activityId)));
  return row ? { definition: row.definition } : null;
}

export type StoredStatement = { statement: Statement; seq: number; stored: Date };

/** One statement by id: a voided one only by `voidedStatementId`, the others only by `statementId`. */
export async function statementById(
  db: Db,
  portalId: string,
  id: string,
  voided: boolean,
): Promise<StoredStatement | null> {
  const [row] = await db
    .select({
      statement: xapiStatements.statement,
      seq: xapiStatements.seq,
      stored: xapiStatements.stored,
    })
    .from(xapiStatements)
    .where(
      and(
        eq(xapiStatements.portalId, portalId),
        eq(xapiStatements.id, id.toLowerCase()),
        eq(xapiStatements.voided, voided),
      ),
    );
  return row ?? null;
}

export type StatementFilters = {
  agentKey?: string;
  relatedAgents?: boolean;
  verbId?: string;
  activityId?: string;
  relatedActivities?: boolean;
  registration?: string;
  since?: Date;
  until?: Date;
  ascending?: boolean;
};

/** Whether a filter beyond time names what the statements are about (then StatementRefs count). */
const namesSomething = (f: StatementFilters) =>
  Boolean(f.agentKey || f.verbId || f.activityId || f.registration);

/**
 * A page of a query (xAPI 2.0 §4.1.6.1 "GET Statements"): not voided, matching the filters,
 * newest first (or oldest with `ascending`), after `afterSeq` and up to `upToSeq` (a `more`
 * link continues the first page's snapshot), `limit` + 1 rows so the caller knows if there is
 * more. Statements that target a match by a StatementRef match too, recursively, as the spec
 * asks of every filter but time and limit ("Filter Conditions for StatementRefs"); a voided
 * statement is never answered but still matches, so its voiding statement does.
 */
export async function queryStatements(
  db: Db,
  portalId: string,
  filters: StatementFilters,
  page: { limit: number; afterSeq?: number; upToSeq: number },
): Promise<StoredStatement[]> {
  const order = sql.raw(filters.ascending ? 'asc' : 'desc');
  const limit = page.limit + 1;
  const select = (alias: string) =>
    sql`select ${sql.raw(`${alias}.statement, ${alias}.seq, ${alias}.stored`)} from ${xapiStatements} ${sql.raw(alias)}`;
  const window = pageWindow('s', portalId, filters, page);
  if (!namesSomething(filters)) {
    const query = sql`${select('s')} where ${window} and ${filterOf('s', filters)}
      order by s.seq ${order} limit ${limit}`;
    return rowsToStatements(await db.execute(query));
  }
  // The direct matches, and apart from them what targets a match by a StatementRef (found from
  // the few statements that carry one), each in seq order, merged: every index keeps its order.
  const query = sql`with recursive refs(id) as (
      select r.id from ${xapiStatements} r
      join ${xapiStatements} t on t.portal_id = r.portal_id and t.id = r.referenced_id
      where r.portal_id = ${portalId} and r.referenced_id is not null and ${filterOf('t', filters)}
      union
      select r.id from ${xapiStatements} r join refs m on r.referenced_id = m.id
      where r.portal_id = ${portalId}
    )
    (${select('s')} where ${window} and ${filterOf('s', filters)}
      order by ${matchOrder(filters)} ${order} limit ${limit})
    union all
    (${select('s')} where ${window} and s.id in (select id from refs)
      and not coalesce(${filterOf('s', filters)}, false) order by s.seq ${order} limit ${limit})
    order by seq ${order} limit ${limit}`;
  return rowsToStatements(await db.execute(query));
}

/**
 * How the direct matches are ordered. Filtered by an agent (GIN indexes, no order), the planner
 * would walk the seq index backwards hoping to meet the learner's few statements early, reading
 * most of the table (80 ms at 50,000 statements on PGlite); `seq + 0` keeps it on the GIN index
 * and sorts just that learner's statements (14 ms). A B-tree filter (verb, activity,
 * registration) keeps its own index order, and a related activity (a course's many statements)
 * the seq order, which meets them early.
 */
function matchOrder(filters: StatementFilters): SQL {
  const btree =
    filters.verbId || filters.registration || (filters.activityId && !filters.relatedActivities);
  return sql.raw(filters.agentKey && !btree ? '(s.seq + 0)' : 's.seq');
}

/** The filters but time, on the statements under `alias` (no filter: true). */
function filterOf(alias: string, filters: StatementFilters): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = [];
  if (filters.verbId) conditions.push(sql`${column('verb_id')} = ${filters.verbId}`);
  if (filters.registration) {
    conditions.push(sql`${column('registration')} = ${filters.registration}`);
  }
  if (filters.agentKey) {
    const key = sql`array[${filters.agentKey}]::text[]`;
    conditions.push(
      filters.relatedAgents
        ? sql`${column('related_agent_keys')} @> ${key}`
        : sql`(${column('actor_keys')} @> ${key} or ${column('object_agent_keys')} @> ${key})`,
    );
  }
  if (filters.activityId) {
    conditions.push(
      filters.relatedActivities
        ? sql`${column('related_activity_ids')} @> array[${filters.activityId}]::text[]`
        : sql`${column('object_activity_id')} = ${filters.activityId}`,
    );
  }
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` and `)})` : sql`true`;
}

/** The portal, not voided, within the snapshot, time and `more` position. */
function pageWindow(
  alias: string,
  portalId: string,
  filters: StatementFilters,
  page: { afterSeq?: number; upToSeq: number },
): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const window = [
    sql`${column('portal_id')} = ${portalId}`,
    sql`not ${column('voided')}`,
    sql`${column('seq')} <= ${page.upToSeq}`,
  ];
  if (filters.since) window.push(sql`${column('stored')} > ${filters.since.toISOString()}`);
  if (filters.until) window.push(sql`${column('stored')} <= ${filters.until.toISOString()}`);
  if (page.afterSeq !== undefined) {
    window.push(
      filters.ascending
        ? sql`${column('seq')} > ${page.afterSeq}`
        : sql`${column('seq')} < ${page.afterSeq}`,
    );
  }
  return sql.join(window, sql` and `);
}

function rowsToStatements(result: unknown): StoredStatement[] {
  const rows = rowsOf<{ statement: Statement; seq: string | number; stored: string | Date }>(
    result,
  );
  return rows.map((row) => ({
    statement: row.statement,
    seq: Number(row.seq),
    stored: new Date(row.stored),
  }));
}

/** The newest statement's position in the portal: what a query's pages are consistent with. */
export async function newestSeq(db: Db, portalId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | number | null>`max(${xapiStatements.seq})` })
    .from(xapiStatements)
    .where(eq(xapiStatements.portalId, portalId));
  return Number(row?.seq ?? 0);
}
