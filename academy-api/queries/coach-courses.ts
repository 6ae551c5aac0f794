import { type SQL, sql } from 'drizzle-orm';
import { PROGRESS_BANDS } from '../../shared/participants/progress';
import { type CoachReach, coachedCourseIds, wholeStudentIds } from '../access/coach-scope';
import type { Db } from '../db/database';

export type CoachCourseRow = {
  id: string;
  title: string;
  slug: string;
  status: string;
  participants: number;
  completed: number;
  /** Rounded average progress of its participants; null without any. */
  averageProgress: number | null;
  /** Participants per band of shared/participants/progress.ts (0–19 … 80–99, 100). */
  distribution: number[];
};

/** The band of e.progress, generated from PROGRESS_BANDS (the pure progressBand agrees). */
const BAND: SQL = sql`case ${sql.join(
  PROGRESS_BANDS.map(
    (band, index) =>
      sql`when e.progress between ${sql.raw(String(band.min))} and ${sql.raw(String(band.max))} then ${sql.raw(String(index))}`,
  ),
  sql` `,
)} end`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The courses the coach coaches on the portal (/coach/courses, the dashboard's average
 * progress per course), A–Z, with their participants, completions, average progress and the
 * progress distribution, in one query.
 */
export async function listCoachCourses(
  db: Db,
  params: { coachId: string; portalId: string },
): Promise<CoachCourseRow[]> {
  const bands = PROGRESS_BANDS.map(
    (_, index) => sql`(count(e.id) filter (where ${BAND} = ${sql.raw(String(index))}))::int`,
  );
  const result = await db.execute(sql`
    select c.id, c.title, c.slug, c.status,
      count(e.id)::int as participants,
      (count(e.id) filter (where e.status = 'completed'))::int as completed,
      round(avg(e.progress))::int as average_progress,
      array[${sql.join(bands, sql`, `)}] as distribution
    from courses c
    left join enrollments e on e.course_id = c.id and e.account_id <> ${params.coachId}::uuid
    where c.id in (${coachedCourseIds(params.coachId)}) and c.portal_id = ${params.portalId}::uuid
    group by c.id
    order by lower(c.title), c.id`);
  return rowsOf<{
    id: string;
    title: string;
    slug: string;
    status: string;
    participants: number;
    completed: number;
    average_progress: number | null;
    distribution: number[];
  }>(result).map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    participants: row.participants,
    completed: row.completed,
    averageProgress: row.average_progress,
    distribution: row.distribution.map(Number),
  }));
}

/**
 * Weekly active participants (the dashboard's chart): per week from `since`, how many of the
 * coach's students finished at least one item in a course the coach reaches them in. Served by
 * item_progress_course_completed_idx (course, time, account) for the courses they coach, and by
 * the account index for the students they reach whole.
 */
export async function weeklyActiveParticipants(
  db: Db,
  params: { reach: CoachReach; viewerId: string; since: Date; now: Date },
): Promise<{ weekStart: string; active: number }[]> {
  const { reach, since, now } = params;
  const from = since.toISOString();
  const done =
    reach.kind === 'portal'
      ? sql`select p.account_id, p.completed_at from item_progress p
          join courses c on c.id = p.course_id
          where c.portal_id = ${reach.portalId}::uuid and p.completed_at >= ${from}::timestamptz`
      : sql`select p.account_id, p.completed_at from item_progress p
          where p.course_id in (${coachedCourseIds(reach.coachId)})
            and p.completed_at >= ${from}::timestamptz
          union all
          select p.account_id, p.completed_at from item_progress p
          join courses c on c.id = p.course_id and c.portal_id = ${reach.portalId}::uuid
          where p.account_id in (${wholeStudentIds(reach, now)})
            and p.completed_at >= ${from}::timestamptz`;
  const result = await db.execute(sql`
    select to_char(date_trunc('week', done.completed_at at time zone 'UTC'), 'YYYY-MM-DD')
        as week_start,
      count(distinct done.account_id)::int as active
    from (${done}) as done
    where done.account_id <> ${params.viewerId}::uuid
    group by 1
    order by 1`);
  return rowsOf<{ week_start: string; active: number }>(result).map((row) => ({
    weekStart: `${row.week_start}T00:00:00.000Z`,
    active: row.active,
  }));
}
