import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  courseItems,
  courses,
  enrollments,
  entities,
  itemProgress,
  notificationCounters,
  notifications,
} from '../db/schema';
import { currentAgreementIds } from '../test/agreements';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

/**
 * Enrolling many accounts, or a whole entity, in courses at once (issue 43, item 2): a result per
 * account and course, idempotent both ways, completed enrolments kept, portals apart.
 */
const t = setUpTestApi();
const { id, token } = demoPeople(t, {
  ada: 'admin@demo.academy',
  sven: 'sales@demo.academy',
  sam: 'support@demo.academy',
  stijn: 'student@demo.academy',
  lars: 'learner@unlimited.academy',
});
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

const course: Record<string, string> = {};
beforeAll(async () => {
  const rows = await t.db.select({ id: courses.id, title: courses.title }).from(courses);
  for (const row of rows) course[row.title] = row.id;
});

let counter = 0;
async function register() {
  const email = `bulk-${Date.now()}-${++counter}@example.org`;
  const { body } = await t.request('/auth/register', {
    method: 'POST',
    body: {
      full_name: `Bulk Person ${counter}`,
      email,
      password: 'a-long-password',
      accepted_agreements: await currentAgreementIds(t),
    },
    headers: { 'x-academy-client-address': `198.18.0.${counter}` },
  });
  const me = await t.request('/v1/me', { token: body.data.attributes.token });
  return me.body.data.id as string;
}

const bulk = (who: string, body: Record<string, unknown>) =>
  t.request('/v1/bulk_enrollments', { method: 'POST', token: who, body });

const outcomes = (body: Json, courseId: string) =>
  (body.meta.results as Json[]).map((r) => r.outcomes[courseId] ?? r.problem?.code);

describe('bulk enrolment', () => {
  it('enrols picked accounts in courses, says what it did per row, and is idempotent', async () => {
    const [a, b] = [await register(), await register()];
    const courseIds = [course['Time management'], course['Data literacy']];
    const first = await bulk(token.sven as string, {
      action: 'enroll',
      course_ids: courseIds,
      account_ids: [a, b, id.lars, NO_SUCH],
    });
    expect(first.status).toBe(200);
    expect(first.body.meta.courses.map((c: Json) => c.title)).toEqual([
      'Data literacy',
      'Time management',
    ]);
    expect(outcomes(first.body, course['Time management'] as string)).toEqual([
      'enrolled',
      'enrolled',
      'NOT_FOUND',
      'NOT_FOUND',
    ]);
    expect(first.body.meta.summary[course['Data literacy'] as string]).toEqual({ enrolled: 2 });
    const again = await bulk(token.sven as string, {
      action: 'enroll',
      course_ids: courseIds,
      account_ids: [a, b],
    });
    expect(outcomes(again.body, course['Data literacy'] as string)).toEqual([
      'already_enrolled',
      'already_enrolled',
    ]);
    const rows = await t.db.select().from(enrollments).where(eq(enrollments.accountId, a));
    expect(rows).toHaveLength(2);

    const log = await t.request(
      `/v1/audit_events?filter[target]=${course['Time management']}&filter[action]=enrollment.bulk_enrolled`,
      { token: token.ada },
    );
    expect(log.body.data[0].attributes.after).toMatchObject({ accounts: 2, account_ids: [a, b] });
  });

  it('un-enrols, keeps a completed enrolment, and says so when there was none', async () => {
    const a = await register();
    const pm = course['Project management basics'] as string;
    await bulk(token.ada as string, { action: 'enroll', course_ids: [pm], account_ids: [a] });
    const out = await bulk(token.ada as string, {
      action: 'unenroll',
      course_ids: [pm],
      account_ids: [a, id.stijn],
    });
    // Stijn completed the course (DEMO-DATA): the learner's record stays.
    expect(outcomes(out.body, pm)).toEqual(['unenrolled', 'kept_completed']);
    const again = await bulk(token.ada as string, {
      action: 'unenroll',
      course_ids: [pm],
      account_ids: [a],
    });
    expect(outcomes(again.body, pm)).toEqual(['not_enrolled']);
    const stijn = await t.db
      .select({ status: enrollments.status })
      .from(enrollments)
      .where(and(eq(enrollments.accountId, id.stijn as string), eq(enrollments.courseId, pm)));
    expect(stijn).toEqual([{ status: 'completed' }]);
  });

  it('enrolling again counts what the learner had done before', async () => {
    const a = await register();
    const data = course['Data literacy'] as string;
    await bulk(token.ada as string, { action: 'enroll', course_ids: [data], account_ids: [a] });
    const [item] = await t.db
      .select({ id: courseItems.id })
      .from(courseItems)
      .where(eq(courseItems.courseId, data))
      .limit(1);
    await t.db
      .insert(itemProgress)
      .values({ accountId: a, itemId: item?.id ?? '', courseId: data });
    await bulk(token.ada as string, { action: 'unenroll', course_ids: [data], account_ids: [a] });
    await bulk(token.ada as string, { action: 'enroll', course_ids: [data], account_ids: [a] });
    const [row] = await t.db
      .select({ progress: enrollments.progress })
      .from(enrollments)
      .where(and(eq(enrollments.accountId, a), eq(enrollments.courseId, data)));
    expect(row?.progress).toBeGreaterThan(0);
  });

  it('enrols a whole entity', async () => {
    const [entity] = await t.db
      .insert(entities)
      .values({
        portalId: (
          await t.db
            .select({ portalId: entities.portalId })
            .from(entities)
            .where(eq(entities.name, 'Acme Learning BV'))
        )[0]?.portalId as string,
        name: `Bulk Entity ${Date.now()}`,
      })
      .returning({ id: entities.id });
    const email = `entity-${Date.now()}@example.org`;
    await t.request('/v1/invitations', {
      method: 'POST',
      token: token.ada,
      body: {
        invitees: [{ email }, { email: `second-${email}` }],
        entity_id: entity?.id,
        roles: ['student'],
        locale: 'en',
      },
    });
    const workplace = course['Workplace safety'] as string;
    const answer = await bulk(token.ada as string, {
      action: 'enroll',
      course_ids: [workplace],
      entity_id: entity?.id,
    });
    expect(outcomes(answer.body, workplace)).toEqual(['enrolled', 'enrolled']);
  });

  it('refuses other portals’ courses and entities, both kinds of target at once, and support', async () => {
    const customer = course['Customer conversations'] as string;
    const other = await bulk(token.ada as string, {
      action: 'enroll',
      course_ids: [customer],
      account_ids: [id.stijn],
    });
    expect(other.status).toBe(422);
    expect(other.body.errors[0].source.pointer).toBe('/data/attributes/course_ids');
    const [unlimited] = await t.db
      .select({ id: entities.id })
      .from(entities)
      .where(eq(entities.name, 'Unlimited Partners'));
    const entity = await bulk(token.ada as string, {
      action: 'enroll',
      course_ids: [course['Time management']],
      entity_id: unlimited?.id,
    });
    expect(entity.status).toBe(422);
    const both = await bulk(token.ada as string, {
      action: 'enroll',
      course_ids: [course['Time management']],
      account_ids: [id.stijn],
      entity_id: unlimited?.id,
    });
    expect(both.status).toBe(422);
    const sam = await bulk(token.sam as string, {
      action: 'enroll',
      course_ids: [course['Time management']],
      account_ids: [id.stijn],
    });
    expect(sam.status).toBe(403);
  });
});

describe('bulk enrolment tells the learners', () => {
  const notificationsOf = (accountId: string) =>
    t.db
      .select({
        message: notifications.message,
        language: notifications.language,
        link: notifications.link,
      })
      .from(notifications)
      .where(eq(notifications.accountId, accountId));

  it('one notification per learner enrolled now, in their language; none for the enrolled', async () => {
    const [a, b, c] = [await register(), await register(), await register()];
    await t.db
      .update(accounts)
      .set({ locale: 'en' })
      .where(inArray(accounts.id, [a, c]));
    await t.db.update(accounts).set({ locale: 'nl' }).where(eq(accounts.id, b));
    // c is enrolled in Data literacy already: one course new, one not.
    expect(
      (
        await bulk(token.ada as string, {
          action: 'enroll',
          course_ids: [course['Data literacy']],
          account_ids: [c],
        })
      ).status,
    ).toBe(200);
    expect(await notificationsOf(c)).toHaveLength(1);
    const answer = await bulk(token.ada as string, {
      action: 'enroll',
      course_ids: [course['Data literacy'], course['Time management']],
      account_ids: [a, b, c],
    });
    expect(answer.status).toBe(200);
    expect(await notificationsOf(a)).toEqual([
      {
        message: 'You were enrolled in 2 courses: Data literacy, Time management.',
        language: 'en',
        link: '/courses',
      },
    ]);
    expect(await notificationsOf(b)).toEqual([
      {
        message: 'Je bent ingeschreven voor 2 cursussen: Data literacy, Time management.',
        language: 'nl',
        link: '/courses',
      },
    ]);
    // c: the first notification, and one for Time management alone, linked to it.
    const own = await notificationsOf(c);
    expect(own).toHaveLength(2);
    expect(own).toContainEqual({
      message: 'You were enrolled in Time management.',
      language: 'en',
      link: '/catalog/time-management',
    });
    // Enrolled again: nobody hears of it twice.
    await bulk(token.ada as string, {
      action: 'enroll',
      course_ids: [course['Data literacy'], course['Time management']],
      account_ids: [a, b, c],
    });
    expect(await notificationsOf(a)).toHaveLength(1);
    expect(await notificationsOf(c)).toHaveLength(2);
    // The bell counts it.
    const unread = await t.db
      .select({ unread: notificationCounters.unread })
      .from(notificationCounters)
      .where(eq(notificationCounters.accountId, a));
    expect(unread[0]?.unread).toBe(1);
  });
});
