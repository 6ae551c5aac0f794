import { type SQL, sql } from 'drizzle-orm';
import type { ReportKind } from '../../shared/reports/report-kinds';
import type { Db } from '../db/database';

export type ReportFilter = {
  courseId?: string;
  entityId?: string;
  /** From this instant on (inclusive) and before `to` (exclusive). */
  from?: Date;
  to?: Date;
  /** One of the kind's statuses (shared/reports/report-kinds.ts). */
  status?: string;
};

/** A row as the query names its columns (snake_case, as the resource's attributes). */
export type ReportRow = Record<string, unknown> & { id: string };

export type SummaryEntry = { key: string; label: string; count: number };

/**
 * How one kind of report reads: the tables joined (always within the portal), the instant the
 * period applies to, the columns of a row, the status of a row and the order of the pages. A
 * page is one query over indexed keys, read in its order (enrolments: migration 0048's indexes,
 * certificates: certificates_portal_issued_idx), and the summary one count that joins no
 * accounts; bench:reports measures both at 100,000 learners.
 */
type Source = {
  /** The rows' tables within the portal; with `learner`, the accounts and entities too. */
  from: (portalId: string, learner: boolean) => SQL;
  /** The rows' account. */
  account: SQL;
  at: SQL;
  status: SQL;
  columns: SQL;
  order: SQL;
  /** What the summary counts by: the status, or (completions) the course. */
  groupKey: SQL;
  groupLabel: SQL;
  /** Rows of this kind only (completions: the completed enrolments). */
  only?: SQL;
  /** The rows of one course. */
  course: (courseId: string) => SQL;
};

/** The learner's account and entity, joined for the rows of a page only (not the summary). */
const learnerJoin = (account: SQL, learner: boolean) =>
  learner
    ? sql`join accounts a on a.id = ${account} join entities en on en.id = a.entity_id`
    : sql``;

const learnerColumns = sql`a.id as account_id, a.full_name as account_name, a.email,
  en.id as entity_id, en.name as entity_name`;

const enrolmentStatus = sql`case when e.status = 'completed' then 'completed'
  when e.progress > 0 then 'in_progress' else 'not_started' end`;

const enrolments = (at: SQL, only?: SQL): Source => ({
  from: (portalId, learner) => sql`courses c
    join enrollments e on e.course_id = c.id
    ${learnerJoin(sql`e.account_id`, learner)}
    where c.portal_id = ${portalId}`,
  account: sql`e.account_id`,
  at,
  status: enrolmentStatus,
  columns: sql`e.id, ${learnerColumns}, c.id as course_id, c.title as course_title,
    ${enrolmentStatus} as status, e.progress, e.enrolled_at, e.completed_at, e.last_activity_at`,
  // As enrollments_enrolled_idx and enrollments_completed_idx order them (migration 0048):
  // DESC NULLS LAST as drizzle writes them.
  order: sql`${at} desc nulls last, e.id desc nulls last`,
  groupKey: only ? sql`c.id::text` : enrolmentStatus,
  groupLabel: only ? sql`c.title` : enrolmentStatus,
  only,
  course: (courseId) => sql`c.id = ${courseId}`,
});

const quizStatus = sql`case when q.pending_review or q.passed is null then 'pending'
  when q.passed then 'passed' else 'failed' end`;

const certificateStatus = sql`case when ce.revoked_at is not null then 'revoked'
  when ce.expires_at is not null and ce.expires_at <= now() then 'expired' else 'valid' end`;

const SOURCES: Record<ReportKind, Source> = {
  completions: enrolments(sql`e.completed_at`, sql`e.status = 'completed'`),
  progress: enrolments(sql`e.enrolled_at`),
  quiz_results: {
    from: (portalId, learner) => sql`quiz_attempts q
      join courses c on c.id = q.course_id
      join course_items i on i.id = q.item_id
      ${learnerJoin(sql`q.account_id`, learner)}
      where q.portal_id = ${portalId} and q.status = 'submitted'`,
    account: sql`q.account_id`,
    at: sql`q.submitted_at`,
    status: quizStatus,
    columns: sql`q.id, ${learnerColumns}, c.id as course_id, c.title as course_title,
      i.id as quiz_id, i.title as quiz_title, q.number as attempt, q.submitted_at, q.score,
      q.max_score, q.percent, ${quizStatus} as status`,
    order: sql`q.submitted_at desc, q.id desc`,
    groupKey: quizStatus,
    groupLabel: quizStatus,
    course: (courseId) => sql`c.id = ${courseId}`,
  },
  certificates: {
    from: (portalId, learner) => sql`certificates ce
      join certifications ct on ct.id = ce.certification_id
      ${learnerJoin(sql`ce.account_id`, learner)}
      where ce.portal_id = ${portalId}`,
    account: sql`ce.account_id`,
    at: sql`ce.issued_at`,
    status: certificateStatus,
    columns: sql`ce.id, ${learnerColumns}, ct.id as certification_id,
      ct.name as certification_name, ce.code, ce.issued_at, ce.expires_at, ce.revoked_at,
      ${certificateStatus} as status`,
    order: sql`ce.issued_at desc, ce.id desc`,
    groupKey: certificateStatus,
    groupLabel: certificateStatus,
    // A certification's courses: a course's report names the certificates it leads to.
    course: (courseId) => sql`exists (select 1 from certification_courses cc
      where cc.certification_id = ct.id and cc.course_id = ${courseId})`,
  },
};

/** The filters but the status: the summary counts every status of what they match. */
function scope(source: Source, portalId: string, filter: ReportFilter, learner: boolean): SQL {
  const parts = [source.from(portalId, learner)];
  if (source.only) parts.push(source.only);
  if (filter.courseId) parts.push(source.course(filter.courseId));
  if (filter.entityId) {
    parts.push(
      sql`${source.account} in (select id from accounts where entity_id = ${filter.entityId})`,
    );
  }
  if (filter.from) parts.push(sql`${source.at} >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`${source.at} < ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

function withStatus(source: Source, where: SQL, status: string | undefined): SQL {
  return status ? sql`${where} and ${source.status} = ${status}` : where;
}

/** db.execute answers { rows } on PGlite and node-postgres alike. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** The rows of one report page, newest first, and the summary (counts per status or course). */
export async function listReport(
  db: Db,
  kind: ReportKind,
  params: { portalId: string; filter: ReportFilter; page: { number: number; size: number } },
) {
  const source = SOURCES[kind];
  const rows = scope(source, params.portalId, params.filter, true);
  const [page, grouped] = await Promise.all([
    db.execute(sql`select ${source.columns} from ${withStatus(source, rows, params.filter.status)}
      order by ${source.order}
      limit ${params.page.size} offset ${(params.page.number - 1) * params.page.size}`),
    db.execute(sql`select ${source.groupKey} as key, min(${source.groupLabel}) as label,
        count(*)::int as count
      from ${scope(source, params.portalId, params.filter, false)}
      group by 1 order by 3 desc, 2`),
  ]);
  const summary = rowsOf<SummaryEntry>(grouped);
  const status = params.filter.status;
  // The completions' summary is per course, every other one per status.
  const total = summary
    .filter((entry) => source.only || !status || entry.key === status)
    .reduce((sum, entry) => sum + entry.count, 0);
  return { rows: rowsOf<ReportRow>(page), total, summary };
}

/** Every row the filter matches, newest first, for the CSV export (at most `limit`). */
export async function exportReport(
  db: Db,
  kind: ReportKind,
  params: { portalId: string; filter: ReportFilter; limit: number },
) {
  const source = SOURCES[kind];
  const where = scope(source, params.portalId, params.filter, true);
  return rowsOf<ReportRow>(
    await db.execute(sql`select ${source.columns} from ${withStatus(source, where, params.filter.status)}
      order by ${source.order} limit ${params.limit}`),
  );
}

/** The portal's courses and entities by name: what /admin/reports filters by. */
export async function reportFilterOptions(db: Db, params: { portalId: string }) {
  const [courses, entities] = await Promise.all([
    db.execute(sql`select id, title from courses where portal_id = ${params.portalId}
      order by title, id`),
    db.execute(sql`select id, name from entities where portal_id = ${params.portalId}
      order by name, id`),
  ]);
  return {
    courses: rowsOf<{ id: string; title: string }>(courses),
    entities: rowsOf<{ id: string; name: string }>(entities),
  };
}

/** The entity (organisation) an account belongs to: an entity manager's reports' scope. */
export async function accountEntity(db: Db, params: { accountId: string; portalId: string }) {
  const [row] = rowsOf<{ entity_id: string }>(
    await db.execute(sql`select entity_id from accounts
      where id = ${params.accountId} and portal_id = ${params.portalId}`),
  );
  return row?.entity_id ?? null;
}
