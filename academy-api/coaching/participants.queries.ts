import { type SQL, sql } from 'drizzle-orm';
import {
  AT_RISK_RULES,
  inactiveBefore,
  type RiskReason,
  riskReasons,
} from '../../shared/coaching/at-risk';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';

/**
 * The coach's participants (/coach/students, /coach/mentees, the dashboard and a participant's
 * page): the rows of coach_participants — who the coach reaches and the facts of the courses
 * reached, kept up to date by the triggers of migration 0015 — with the at-risk rules of
 * shared/coaching/at-risk.ts applied when read (the 7 days run against the request's clock).
 * A list reads the table and the accounts by their indexes, never every enrolment.
 */

export const PARTICIPANT_SORTS = [
  'full_name',
  'progress',
  'last_online',
  'last_activity',
  'open_tickets',
] as const;
export type ParticipantSort = (typeof PARTICIPANT_SORTS)[number];

/** filter[risk]: any reason, or one of them. */
export const RISK_FILTERS = ['at_risk', 'inactive', 'behind', 'overdue'] as const;
export type RiskFilter = (typeof RISK_FILTERS)[number];

export type ParticipantQuery = {
  coachId: string;
  portalId: string;
  now: Date;
  search?: string;
  courseId?: string;
  risk?: RiskFilter;
  /** Only students whose primary coach the coach is (/coach/mentees). */
  mentees?: boolean;
  /** Only this student (the participant's page). */
  studentId?: string;
  sort: { field: ParticipantSort; desc: boolean };
  page: { number: number; size: number };
};

export type ParticipantCourse = {
  id: string;
  title: string;
  slug: string;
  progress: number;
  status: 'active' | 'completed';
};

export type ParticipantRow = {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  avatarUrl: string | null;
  lastOnline: Date | null;
  entityName: string;
  mentee: boolean;
  /** Every course of the student is reached (primary coach, mandate), not only coached ones. */
  whole: boolean;
  progress: number | null;
  lastActivityAt: Date | null;
  openTickets: number;
  overdueAssignments: number;
  courses: ParticipantCourse[];
  risk: RiskReason[];
};

export type ParticipantPage = {
  rows: ParticipantRow[];
  total: number;
  /** At risk among everyone the other filters leave (the risk filter's count). */
  atRiskTotal: number;
};

/** The three rules as SQL over a coach_participants row `cp`, at the request's time. */
function riskConditions(now: Date) {
  const active = sql`cp.active_courses > 0`;
  const cutoff = inactiveBefore(now).toISOString();
  const inactive = sql`(${active} and (cp.last_activity_at is null or cp.last_activity_at <= ${cutoff}::timestamptz))`;
  const behind = sql`(${active} and cp.behind >= ${AT_RISK_RULES.behindPoints})`;
  const overdue = sql`(${active} and cp.overdue >= ${AT_RISK_RULES.overdueAssignments})`;
  return { inactive, behind, overdue, any: sql`(${inactive} or ${behind} or ${overdue})` };
}

function riskCondition(risk: RiskFilter | undefined, rules: ReturnType<typeof riskConditions>) {
  switch (risk) {
    case 'at_risk':
      return rules.any;
    case 'inactive':
      return rules.inactive;
    case 'behind':
      return rules.behind;
    case 'overdue':
      return rules.overdue;
    default:
      return undefined;
  }
}

const COLUMNS = sql`a.id, a.full_name, a.email, a.phone_number, a.avatar_url, a.last_online,
  en.name as entity_name, cp.mentee, cp.whole, cp.course_ids, cp.progress, cp.active_courses,
  cp.last_activity_at, cp.behind, bc.title as behind_course_title, cp.overdue, cp.open_tickets`;

/**
 * The page's query, shaped so each sort walks an index and stops at the page: by name or
 * last online it walks the portal's accounts in that order and looks up the coach's row of
 * each (OFFSET 0 keeps the lookup per account, by primary key); by a fact of the row it walks
 * that coach_participants index and looks up each account. Every sort ends on an id, so pages
 * never overlap.
 */
function pageQuery(query: ParticipantQuery, where: SQL): SQL {
  const { sort } = query;
  const limit = sql`limit ${query.page.size} offset ${(query.page.number - 1) * query.page.size}`;
  if (sort.field === 'full_name' || sort.field === 'last_online') {
    const order =
      sort.field === 'full_name'
        ? sort.desc
          ? sql`a.full_name desc, a.id desc`
          : sql`a.full_name asc, a.id asc`
        : sort.desc
          ? sql`a.last_online desc nulls last, a.id`
          : sql`a.last_online asc nulls last, a.id`;
    return sql`
      select ${COLUMNS}
      from accounts a
      cross join lateral (
        select * from coach_participants cp
        where cp.coach_id = ${query.coachId}::uuid and cp.student_id = a.id
        offset 0
      ) as cp
      join entities en on en.id = a.entity_id
      left join courses bc on bc.id = cp.behind_course_id
      where a.portal_id = ${query.portalId}::uuid and ${where}
      order by ${order}
      ${limit}`;
  }
  const column = {
    progress: sql`cp.progress`,
    last_activity: sql`cp.last_activity_at`,
    open_tickets: sql`cp.open_tickets`,
  }[sort.field];
  // open_tickets is never null: without `nulls last` a descending sort walks
  // coach_participants_tickets_idx backwards instead of sorting all the coach's rows.
  const nulls = sort.field === 'open_tickets' ? sql`` : sql` nulls last`;
  const order = sort.desc
    ? sql`${column} desc${nulls}, cp.student_id desc`
    : sql`${column} asc${nulls}, cp.student_id asc`;
  return sql`
    select ${COLUMNS}
    from coach_participants cp
    cross join lateral (select * from accounts a where a.id = cp.student_id offset 0) as a
    join entities en on en.id = a.entity_id
    left join courses bc on bc.id = cp.behind_course_id
    where cp.coach_id = ${query.coachId}::uuid and ${where}
    order by ${order}
    ${limit}`;
}

type ListRow = {
  id: string;
  full_name: string;
  email: string;
  phone_number: string | null;
  avatar_url: string | null;
  last_online: string | Date | null;
  entity_name: string;
  mentee: boolean;
  whole: boolean;
  course_ids: string[];
  progress: number | null;
  active_courses: number;
  last_activity_at: string | Date | null;
  behind: number | null;
  behind_course_title: string | null;
  overdue: number;
  open_tickets: number;
  /** json_agg of CourseRow (text or parsed, by driver). */
  courses: CourseRow[] | string;
};

type CourseRow = {
  course_id: string;
  title: string;
  slug: string;
  progress: number;
  status: 'active' | 'completed';
};

const toDate = (value: string | Date | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Works out again the coach's rows whose facts ran out (an assignment fell due, a mandate
 * lapsed) — usually none: one probe of coach_participants_valid_until_idx.
 */
async function refreshDue(db: Db, coachId: string) {
  await db.execute(sql`select coach_participants_refresh_due(${coachId}::uuid)`);
}

/** One page of participants with their facts, the total, and how many are at risk. */
export async function listParticipants(db: Db, query: ParticipantQuery): Promise<ParticipantPage> {
  await refreshDue(db, query.coachId);
  const rules = riskConditions(query.now);
  const conditions: SQL[] = [sql`cp.portal_id = ${query.portalId}::uuid`];
  const search = query.search?.trim();
  if (search) {
    // The expressions of the accounts' trigram indexes (accounts_*_lower_trgm_idx).
    const pattern = likePattern(search);
    conditions.push(
      sql`(lower(a.full_name) like lower(${pattern}) or lower(a.email) like lower(${pattern}))`,
    );
  }
  if (query.courseId) conditions.push(sql`${query.courseId}::uuid = any (cp.course_ids)`);
  if (query.mentees) conditions.push(sql`cp.mentee`);
  if (query.studentId) conditions.push(sql`cp.student_id = ${query.studentId}::uuid`);
  const where = sql.join(conditions, sql` and `);
  const risk = riskCondition(query.risk, rules);

  // The page, then its rows' reached courses (A–Z) for those rows alone.
  const rows = rowsOf<ListRow>(
    await db.execute(sql`
      select page.*, coalesce((
        select json_agg(json_build_object('course_id', c.id, 'title', c.title, 'slug', c.slug,
          'progress', e.progress, 'status', e.status) order by lower(c.title), c.id)
        from enrollments e join courses c on c.id = e.course_id
        where e.account_id = page.id and e.course_id = any (page.course_ids)
      ), '[]') as courses
      from (${pageQuery(query, risk ? sql`${where} and ${risk}` : where)}) as page`),
  );
  // The totals in one pass over the coach's rows (and their accounts only for a search).
  const [counts] = rowsOf<{ total: number; at_risk_total: number }>(
    await db.execute(sql`
      select (count(*) filter (where ${risk ?? sql`true`}))::int as total,
        (count(*) filter (where ${rules.any}))::int as at_risk_total
      from coach_participants cp
      ${search ? sql`join accounts a on a.id = cp.student_id` : sql``}
      where cp.coach_id = ${query.coachId}::uuid and ${where}`),
  );
  return {
    rows: rows.map((row) => toParticipant(row, query.now)),
    total: counts?.total ?? 0,
    atRiskTotal: counts?.at_risk_total ?? 0,
  };
}

function toParticipant(row: ListRow, now: Date): ParticipantRow {
  const lastActivityAt = toDate(row.last_activity_at);
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phoneNumber: row.phone_number,
    avatarUrl: row.avatar_url,
    lastOnline: toDate(row.last_online),
    entityName: row.entity_name,
    mentee: row.mentee,
    whole: row.whole,
    progress: row.progress,
    lastActivityAt,
    openTickets: row.open_tickets,
    overdueAssignments: row.overdue,
    courses: (typeof row.courses === 'string' ? JSON.parse(row.courses) : row.courses).map(
      (course: CourseRow) => ({
        id: course.course_id,
        title: course.title,
        slug: course.slug,
        progress: course.progress,
        status: course.status,
      }),
    ),
    risk: riskReasons(
      {
        activeCourses: row.active_courses,
        lastActivityAt,
        behind:
          row.behind !== null && row.behind_course_title !== null
            ? { points: row.behind, courseTitle: row.behind_course_title }
            : null,
        overdueAssignments: row.overdue,
      },
      now,
    ),
  };
}

/** A student's name, contact and entity, with no coaching facts (not one of the coach's rows). */
export async function participantBasics(
  db: Db,
  params: { scope: AccountScope; whole: boolean },
): Promise<ParticipantRow | null> {
  const [row] = rowsOf<{
    id: string;
    full_name: string;
    email: string;
    phone_number: string | null;
    avatar_url: string | null;
    last_online: string | Date | null;
    entity_name: string;
  }>(
    await db.execute(sql`
      select a.id, a.full_name, a.email, a.phone_number, a.avatar_url, a.last_online,
        en.name as entity_name
      from accounts a join entities en on en.id = a.entity_id
      where a.id = ${params.scope.accountId}::uuid and a.portal_id = ${params.scope.portalId}::uuid`),
  );
  if (!row) return null;
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phoneNumber: row.phone_number,
    avatarUrl: row.avatar_url,
    lastOnline: toDate(row.last_online),
    entityName: row.entity_name,
    mentee: false,
    whole: params.whole,
    progress: null,
    lastActivityAt: null,
    openTickets: 0,
    overdueAssignments: 0,
    courses: [],
    risk: [],
  };
}
