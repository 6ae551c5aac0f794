import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, courseCoaches, courseItems, itemProgress } from '../db/schema';
import { setUpTestApi } from '../test/api-client';
import { weeklyActiveParticipants } from './coach-courses.queries';

const t = setUpTestApi();
let cora: { id: string; portalId: string };

beforeAll(async () => {
  const [row] = await t.db
    .select({ id: accounts.id, portalId: accounts.portalId })
    .from(accounts)
    .where(eq(accounts.email, 'coach@demo.academy'));
  cora = { id: row?.id ?? '', portalId: row?.portalId ?? '' };
});

const DAY = 86_400_000;

/** The same count the slow way: distinct accounts per week of the coach's courses' completions. */
async function countedDistinct(since: Date) {
  const result = await t.db.execute(sql`
    select to_char(date_trunc('week', p.completed_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
      count(distinct p.account_id)::int as active
    from item_progress p
    join course_coaches cc on cc.course_id = p.course_id and cc.account_id = ${cora.id}::uuid
    where p.completed_at >= ${since.toISOString()}::timestamptz and p.account_id <> ${cora.id}::uuid
    group by 1 order by 1`);
  return (result as unknown as { rows: { week: string; active: number }[] }).rows.map((row) => ({
    weekStart: `${row.week}T00:00:00.000Z`,
    active: row.active,
  }));
}

describe("weeklyActiveParticipants (the coach dashboard's chart)", () => {
  it('counts a participant once a week, however many items and courses, and never the coach', async () => {
    const coached = await t.db
      .select({ courseId: courseCoaches.courseId })
      .from(courseCoaches)
      .where(eq(courseCoaches.accountId, cora.id));
    const courseIds = coached.map((row) => row.courseId);
    expect(courseIds.length).toBeGreaterThanOrEqual(2);
    const items = await t.db
      .select({ id: courseItems.id, courseId: courseItems.courseId })
      .from(courseItems)
      .where(inArray(courseItems.courseId, courseIds));
    const [first, second] = courseIds.map((id) => items.filter((item) => item.courseId === id));
    const students = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.portalId, cora.portalId), sql`${accounts.id} <> ${cora.id}::uuid`))
      .limit(3);
    const [ann, ben, cas] = students.map((row) => row.id);
    // A Monday long before the seed's own activity, 09:00 UTC.
    const monday = new Date(Date.UTC(2025, 2, 3, 9));
    const at = (days: number) => new Date(monday.getTime() + days * DAY);
    const done = (
      accountId: string | undefined,
      item: { id: string; courseId: string } | undefined,
      when: Date,
    ) => ({
      accountId: accountId ?? '',
      itemId: item?.id ?? '',
      courseId: item?.courseId ?? '',
      completedAt: when,
    });
    // Remove what the seed has for these three and Cora, so the weeks below are theirs alone.
    await t.db
      .delete(itemProgress)
      .where(inArray(itemProgress.accountId, [ann, ben, cas, cora.id] as string[]));
    await t.db.insert(itemProgress).values([
      // Ann: three items in two courses in the same week — one active participant.
      done(ann, first?.[0], at(0)),
      done(ann, first?.[1], at(2)),
      done(ann, second?.[0], at(6)),
      // Ben: twice the same week.
      done(ben, first?.[0], at(1)),
      done(ben, second?.[0], at(5)),
      // Cas: only the week after; Cora herself never counts.
      done(cas, first?.[0], at(9)),
      done(cora.id, first?.[0], at(3)),
    ]);
    const since = new Date(monday.getTime() - 7 * DAY);
    const weeks = await weeklyActiveParticipants(t.db, {
      coachId: cora.id,
      portalId: cora.portalId,
      since,
    });
    expect(weeks).toEqual(await countedDistinct(since));
    expect(weeks.slice(0, 2)).toEqual([
      { weekStart: '2025-03-03T00:00:00.000Z', active: 2 },
      { weekStart: '2025-03-10T00:00:00.000Z', active: 1 },
    ]);
  });
});
