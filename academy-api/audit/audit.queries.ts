import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AuditAction } from '../../shared/audit/audit-actions';
import type { Db } from '../db/database';
import { auditEvents } from '../db/schema';

export type AuditEventRow = typeof auditEvents.$inferSelect;

export type AuditEntry = {
  portalId: string;
  actorId: string | null;
  /** The actor's name when it is no account (a SCIM token, issue 39: the token's name). */
  actorName?: string;
  /** The account the actor acted as (issue 43, item 3): named "Sam Support as Stijn Student". */
  onBehalfOf?: string | null;
  actorAddress: string | null;
  via: string | null;
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  targetLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** One entry's values, as the insert takes them (seq and hash are the trigger's). */
function entryValues(entry: AuditEntry) {
  return sql`(${entry.portalId}, ${entry.actorId},
      ${
        entry.actorName !== undefined
          ? sql`${entry.actorName}`
          : sql`coalesce((select full_name from accounts where id = ${entry.actorId}), '')`
      } || ${
        entry.onBehalfOf
          ? sql`coalesce(' as ' || (select full_name from accounts where id = ${entry.onBehalfOf}), '')`
          : sql`''`
      },
      ${entry.actorAddress}, ${entry.via}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
      ${
        // An account is named as people know it, as it is now.
        entry.targetType === 'accounts' && !entry.targetLabel && entry.targetId
          ? sql`coalesce((select full_name || ' <' || email || '>' from accounts where id::text = ${entry.targetId}), '')`
          : entry.targetLabel
      }, ${entry.before === null ? null : JSON.stringify(entry.before)}::jsonb,
      ${entry.after === null ? null : JSON.stringify(entry.after)}::jsonb, 0, '')`;
}

const INSERT = sql.raw(`insert into audit_events (portal_id, actor_id, actor_name, actor_address,
  via, action, target_type, target_id, target_label, before, after, seq, hash) values `);

/**
 * Appends an entry. Its number, the previous entry's hash and its own hash are the database's
 * (migration 0045's trigger, under a per-portal lock), so no caller can break the chain; the
 * actor's name is read as it is now and kept.
 */
export async function appendAuditEvent(db: Db, entry: AuditEntry) {
  await db.execute(sql`${INSERT}${entryValues(entry)}`);
}

/**
 * Appends many entries in order, a few hundred per statement (a bulk change: an import's
 * accounts, a bulk enrolment's courses); the trigger chains each as appendAuditEvent's.
 */
export async function appendAuditEvents(db: Db, entries: readonly AuditEntry[]) {
  for (let i = 0; i < entries.length; i += 400) {
    const part = entries.slice(i, i + 400).map(entryValues);
    await db.execute(sql`${INSERT}${sql.join(part, sql`, `)}`);
  }
}

export type AuditFilter = {
  action?: AuditAction;
  /** The actions of a kind (issue 39): `scim` is every `scim.*` action, `sso` every `sso.*`. */
  category?: string;
  actorId?: string;
  targetType?: string;
  targetId?: string;
  /** From this instant on (inclusive) and before `to` (exclusive). */
  from?: Date;
  to?: Date;
};

function filterWhere(portalId: string, filter: AuditFilter): SQL | undefined {
  return and(
    eq(auditEvents.portalId, portalId),
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.category ? sql`${auditEvents.action} like ${`${filter.category}.%`}` : undefined,
    filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.targetType ? eq(auditEvents.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditEvents.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditEvents.occurredAt, filter.from) : undefined,
    filter.to ? lt(auditEvents.occurredAt, filter.to) : undefined,
  );
}

/** Counting stops here: a longer log says "more than 10,000" (meta.total_capped). */
export const AUDIT_TOTAL_CAP = 10_000;

/** A portal's log, newest first (audit_events_portal_occurred_idx / _action_idx). */
export async function listAuditEvents(
  db: Db,
  params: { portalId: string; filter: AuditFilter; page: { number: number; size: number } },
) {
  const where = filterWhere(params.portalId, params.filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      // As the indexes order them (DESC NULLS LAST): the page is read from an index.
      .orderBy(
        sql`${auditEvents.occurredAt} desc nulls last`,
        sql`${auditEvents.seq} desc nulls last`,
      )
      .limit(params.page.size)
      .offset((params.page.number - 1) * params.page.size),
    db.select({ value: count() }).from(
      db
        .select({ one: sql`1` })
        .from(auditEvents)
        .where(where)
        .limit(AUDIT_TOTAL_CAP + 1)
        .as('capped'),
    ),
  ]);
  const found = counted?.value ?? 0;
  return {
    rows,
    total: Math.min(found, AUDIT_TOTAL_CAP),
    meta: found > AUDIT_TOTAL_CAP ? { total_capped: true } : undefined,
  };
}

/** Every entry the filter matches, newest first, for the CSV export (at most `limit`). */
export function exportAuditEvents(
  db: Db,
  params: { portalId: string; filter: AuditFilter; limit: number },
) {
  return db
    .select()
    .from(auditEvents)
    .where(filterWhere(params.portalId, params.filter))
    .orderBy(
      sql`${auditEvents.occurredAt} desc nulls last`,
      sql`${auditEvents.seq} desc nulls last`,
    )
    .limit(params.limit);
}

export type ChainCheck = {
  checked: number;
  firstBrokenSeq: number | null;
  lastSeq: number | null;
  lastAt: Date | null;
};

/**
 * Recomputes every entry's hash of a portal (academy_audit_hash, the function that made it) and
 * checks that each names the hash before it and that the numbers run 1, 2, 3…: the first entry
 * that does not is where the log was changed (an edited entry, or one removed or slipped in).
 */
export async function verifyAuditChain(db: Db, params: { portalId: string }): Promise<ChainCheck> {
  const result = await db.execute(sql`
    with chain as (
      select e.seq, e.occurred_at, e.hash = academy_audit_hash(e) as intact,
        e.prev_hash is not distinct from lag(e.hash) over (order by e.seq) as linked,
        e.seq = row_number() over (order by e.seq) as numbered
      from ${auditEvents} e where e.portal_id = ${params.portalId}
    )
    select count(*)::int as checked,
      min(seq) filter (where not (intact and linked and numbered)) as first_broken,
      max(seq) as last_seq, max(occurred_at) as last_at
    from chain`);
  const row = (
    result as unknown as {
      rows: {
        checked: number;
        first_broken: string | number | null;
        last_seq: string | number | null;
        last_at: string | Date | null;
      }[];
    }
  ).rows[0];
  return {
    checked: row?.checked ?? 0,
    firstBrokenSeq: row?.first_broken == null ? null : Number(row.first_broken),
    lastSeq: row?.last_seq == null ? null : Number(row.last_seq),
    lastAt: row?.last_at == null ? null : new Date(row.last_at),
  };
}
