import { type SQL, sql } from 'drizzle-orm';
import { OPEN_TICKET_STATUSES } from '../../shared/coaching/ticket-status';
import {
  AT_RISK_RULES,
  inactiveBefore,
  type RiskCode,
  type RiskReason,
  riskReasons,
} from '../../shared/participants/at-risk';
import { type CoachReach, coachedCourseIds, wholeStudentIds } from '../access/coach-scope';
import type { Db } from '../db/database';
import { likePattern } from './like-pattern';

/**
 * The coach's participants (/coach/students, the dashboard): every student the coach reaches
 * (access/coach-scope.ts), with what the list shows of the courses reached — progress, last
 * activity, open tickets, overdue assignments — and the at-risk rules of
 * shared/participants/at-risk.ts, worked out in one query over the reached enrolments.
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
  reach: CoachReach;
  /** The asking coach: never their own participant. */
  viewerId: string;
  now: Date;
  search?: string;
  courseId?: string;
  risk?: RiskFilter;
  /** Only students whose primary coach the viewer is (/coach/mentees). */
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

const OPEN = sql.join(
  OPEN_TICKET_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** The reached enrolments (alias e, joined to its course c): the coach scope as a condition. */
function reachedEnrollments(reach: CoachReach, now: Date): SQL {
  const ofPortal = sql`c.portal_id = ${reach.portalId}::uuid`;
  if (reach.kind === 'portal') return ofPortal;
  return sql`${ofPortal} and (e.course_id in (${coachedCourseIds(reach.coachId)})
    or e.account_id in (${wholeStudentIds(reach, now)}))`;
}

/** The students reached without an enrolment the list would find (mentees, mandates). */
function unenrolledStudents(reach: CoachReach, now: Date): SQL {
  return reach.kind === 'portal'
    ? sql``
    : sql`union select id as account_id from (${wholeStudentIds(reach, now)}) as whole(id)`;
}

/**
 * The CTEs of both queries: the reached enrolments, their courses' averages (over every
 * participant of the course, reached or not: "behind" is behind the group), and per student
 * the facts the list sorts and filters by.
 */
function factsCtes(query: ParticipantQuery, studentFilter: SQL = sql``): SQL {
  const { reach, now } = query;
  return sql`reach as materialized (
      select e.account_id, e.course_id, e.progress, e.status,
        coalesce(e.last_activity_at, e.enrolled_at) as active_at
      from enrollments e join courses c on c.id = e.course_id
      where ${reachedEnrollments(reach, now)} and e.account_id <> ${query.viewerId}::uuid
        ${studentFilter}
    ),
    course_average as (
      select e.course_id, avg(e.progress)::float8 as average
      from enrollments e
      where e.course_id in (select distinct course_id from reach)
      group by e.course_id
    ),
    facts as (
      select r.account_id,
        round(avg(r.progress))::int as progress,
        (count(*) filter (where r.status = 'active'))::int as active_courses,
        max(r.active_at) filter (where r.status = 'active') as last_activity_at,
        floor(max(ca.average - r.progress) filter (where r.status = 'active'))::int as behind
      from reach r join course_average ca on ca.course_id = r.course_id
      group by r.account_id
    ),
    overdue as (
      select r.account_id, count(*)::int as overdue
      from reach r
      join assignments asg on asg.course_id = r.course_id and asg.due_at < ${now.toISOString()}::timestamptz
      where r.status = 'active' and not exists (
        select 1 from review_ticket_accounts rta
        join review_tickets t on t.id = rta.ticket_id
        where rta.account_id = r.account_id and t.item_id = asg.item_id)
      group by r.account_id
    ),
    tickets as (
      select rta.account_id, count(*)::int as open_tickets
      from reach r
      join review_ticket_accounts rta on rta.account_id = r.account_id
      join review_tickets t on t.id = rta.ticket_id and t.course_id = r.course_id
      where t.status in (${OPEN})
      group by rta.account_id
    )`;
}

const SORT_COLUMNS: Record<ParticipantSort, string> = {
  full_name: 'full_name',
  progress: 'progress',
  last_online: 'last_online',
  last_activity: 'last_activity_at',
  open_tickets: 'open_tickets',
};

function orderBy(sort: ParticipantQuery['sort']): SQL {
  const column = sql.raw(SORT_COLUMNS[sort.field]);
  const direction = sql.raw(sort.desc ? 'desc nulls last' : 'asc nulls last');
  const name = sql.raw(sort.field === 'full_name' ? '' : ', full_name asc');
  return sql`${column} ${direction}${name}, id asc`;
}

function riskCondition(risk: RiskFilter | undefined): SQL {
  switch (risk) {
    case 'at_risk':
      return sql`where at_risk`;
    case 'inactive':
      return sql`where risk_inactive`;
    case 'behind':
      return sql`where risk_behind`;
    case 'overdue':
      return sql`where risk_overdue`;
    default:
      return sql``;
  }
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
  progress: number | null;
  active_courses: number | null;
  last_activity_at: string | Date | null;
  behind: number | null;
  overdue: number;
  open_tickets: number;
  total: number;
  at_risk_total: number;
};

type CourseRow = {
  account_id: string;
  course_id: string;
  title: string;
  slug: string;
  progress: number;
  status: 'active' | 'completed';
  gap: number | null;
};

const toDate = (value: string | Date | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One page of participants with their facts, the total, and how many are at risk. */
export async function listParticipants(db: Db, query: ParticipantQuery): Promise<ParticipantPage> {
  const { reach, now } = query;
  const conditions: SQL[] = [sql`a.portal_id = ${reach.portalId}::uuid`];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      sql`(lower(a.full_name) like lower(${pattern}) or lower(a.email) like lower(${pattern}))`,
    );
  }
  if (query.courseId) {
    conditions.push(
      sql`exists (select 1 from reach r where r.account_id = a.id and r.course_id = ${query.courseId}::uuid)`,
    );
  }
  if (query.mentees && reach.kind === 'coach') {
    conditions.push(sql`a.primary_coach_id = ${reach.coachId}::uuid`);
  }
  const one = query.studentId;
  if (one) conditions.push(sql`a.id = ${one}::uuid`);
  const cutoff = inactiveBefore(now).toISOString();
  const active = sql`coalesce(f.active_courses, 0) > 0`;
  const inactive = sql`${active} and (f.last_activity_at is null or f.last_activity_at <= ${cutoff}::timestamptz)`;
  const behind = sql`${active} and f.behind >= ${AT_RISK_RULES.behindPoints}`;
  const overdue = sql`${active} and coalesce(o.overdue, 0) >= ${AT_RISK_RULES.overdueAssignments}`;
  const offset = (query.page.number - 1) * query.page.size;

  const result = await db.execute(sql`
    with ${factsCtes(query, one ? sql`and e.account_id = ${one}::uuid` : sql``)},
    people as (
      select account_id from facts ${unenrolledStudents(reach, now)}
    ),
    listed as (
      select a.id, a.full_name, a.email, a.phone_number, a.avatar_url, a.last_online,
        en.name as entity_name,
        ${reach.kind === 'coach' ? sql`coalesce(a.primary_coach_id = ${reach.coachId}::uuid, false)` : sql`false`} as mentee,
        f.progress, f.active_courses, f.last_activity_at, f.behind,
        coalesce(o.overdue, 0) as overdue, coalesce(tk.open_tickets, 0) as open_tickets,
        (${inactive}) as risk_inactive, (${behind}) as risk_behind, (${overdue}) as risk_overdue
      from people p
      join accounts a on a.id = p.account_id
      join entities en on en.id = a.entity_id
      left join facts f on f.account_id = a.id
      left join overdue o on o.account_id = a.id
      left join tickets tk on tk.account_id = a.id
      where ${sql.join(conditions, sql` and `)}
    ),
    counted as (
      select listed.*, (risk_inactive or risk_behind or risk_overdue) as at_risk,
        (count(*) filter (where risk_inactive or risk_behind or risk_overdue) over ())::int
          as at_risk_total
      from listed
    )
    select *, (count(*) over ())::int as total
    from counted ${riskCondition(query.risk)}
    order by ${orderBy(query.sort)}
    limit ${query.page.size} offset ${offset}`);
  const listed = rowsOf<ListRow>(result);
  const first = listed[0];
  if (!first) {
    // An empty page: the totals still tell the pagination and the filter what there is.
    const totals =
      offset > 0 ? await countParticipants(db, { ...query, page: { number: 1, size: 1 } }) : null;
    return { rows: [], total: totals?.total ?? 0, atRiskTotal: totals?.atRiskTotal ?? 0 };
  }
  const courses = await participantCourses(
    db,
    query,
    listed.map((row) => row.id),
  );
  return {
    rows: listed.map((row) => toParticipant(row, courses.get(row.id) ?? [], now)),
    total: first.total,
    atRiskTotal: first.at_risk_total,
  };
}

async function countParticipants(db: Db, query: ParticipantQuery) {
  const page = await listParticipants(db, query);
  return { total: page.total, atRiskTotal: page.atRiskTotal };
}

function toParticipant(row: ListRow, courses: CourseRow[], now: Date): ParticipantRow {
  const widest = courses
    .filter((course) => course.status === 'active' && course.gap !== null)
    .reduce<CourseRow | null>(
      (best, course) => ((course.gap ?? 0) > (best?.gap ?? -Infinity) ? course : best),
      null,
    );
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
    progress: row.progress,
    lastActivityAt,
    openTickets: row.open_tickets,
    overdueAssignments: row.overdue,
    courses: courses.map((course) => ({
      id: course.course_id,
      title: course.title,
      slug: course.slug,
      progress: course.progress,
      status: course.status,
    })),
    risk: riskReasons(
      {
        activeCourses: row.active_courses ?? 0,
        lastActivityAt,
        behind:
          row.behind !== null && widest ? { points: row.behind, courseTitle: widest.title } : null,
        overdueAssignments: row.overdue,
      },
      now,
    ),
  };
}

/** The reached courses of some participants, with how far each is below its course's average. */
async function participantCourses(db: Db, query: ParticipantQuery, ids: string[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with ${factsCtes(query, sql`and e.account_id in (${list})`)}
    select r.account_id, c.id as course_id, c.title, c.slug, r.progress, r.status,
      floor(ca.average - r.progress)::int as gap
    from reach r
    join courses c on c.id = r.course_id
    join course_average ca on ca.course_id = r.course_id
    order by c.title, c.id`);
  const byAccount = new Map<string, CourseRow[]>();
  for (const row of rowsOf<CourseRow>(result)) {
    const rows = byAccount.get(row.account_id) ?? [];
    rows.push(row);
    byAccount.set(row.account_id, rows);
  }
  return byAccount;
}

export type { RiskCode };
