import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseItems, courses, enrollments, itemProgress, portals } from '../db/schema';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { answerSheet, dataLiteracyQuizFixture } from '../test/quiz-answers';
import { recomputeEnrollment } from './progress.queries';

/**
 * Release rules of the items inside a course (issue 43 item 6, docs/release-rules.md): the
 * editor writes them (checked: same course, no self, no cycle, passable), the outline says
 * where each item stands for its viewer, and every learner route of a locked item refuses it
 * (403 ITEM_LOCKED) — for the enrolled only: staff and coaches are never locked. This file's
 * database is its own: the rules are put on Data literacy (Stijn 40 %: both lessons of "Reading
 * charts" done; Hugo enrolled, nothing done) and Project management basics.
 */
const { t, ask, id } = setUpDemoApi(['alex', 'ada', 'cora', 'stijn', 'hugo']);
const quiz = dataLiteracyQuizFixture(t);

const DAY = 86_400_000;
const ids = new Map<string, string>();
let dataLiteracy = '';
let projectManagement = '';
let stijnEnrolledAt = new Date();
const item = (slug: string) => ids.get(slug) ?? '';

beforeAll(async () => {
  const rows = await t.db
    .select({
      course: courses.slug,
      courseId: courses.id,
      slug: courseItems.slug,
      id: courseItems.id,
    })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .innerJoin(portals, eq(portals.id, courses.portalId))
    .where(eq(portals.key, 'demo'));
  for (const row of rows) {
    if (row.course === 'data-literacy') dataLiteracy = row.courseId;
    if (row.course === 'project-management-basics') projectManagement = row.courseId;
    ids.set(`${row.course === 'data-literacy' ? '' : `${row.course}/`}${row.slug}`, row.id);
  }
  const [enrolment] = await t.db
    .select({ at: enrollments.enrolledAt })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, dataLiteracy), eq(enrollments.accountId, id.stijn ?? '')));
  stijnEnrolledAt = enrolment?.at ?? new Date();
  // Hugo starts Data literacy afresh (the seed may have ticked some of it).
  await t.db
    .delete(itemProgress)
    .where(and(eq(itemProgress.courseId, dataLiteracy), eq(itemProgress.accountId, id.hugo ?? '')));
  await recomputeEnrollment(t.db, { accountId: id.hugo ?? '', courseId: dataLiteracy });
});

type Who = 'alex' | 'ada' | 'cora' | 'stijn' | 'hugo';

const setRule = (who: Who, itemId: string, rule: Record<string, unknown>, course = dataLiteracy) =>
  ask(who, `/v1/courses/${course}/outline_items/${itemId}`, {
    method: 'PATCH',
    body: { data: { type: 'course_items', id: itemId, attributes: rule } },
  });

const NO_RULE = { release_days: null, release_on: null, requires_item_id: null };

/** The viewer's outline of Data literacy: slug → release. */
async function outline(who: Who, course = 'data-literacy') {
  const { status, body } = await ask(
    who,
    `/v1/courses/${course}?include=modules,modules.items,enrollment`,
  );
  expect(status).toBe(200);
  const items = (body.included as Json[]).filter((r) => r.type === 'course_items');
  return {
    body,
    release: new Map<string, Json>(items.map((i) => [i.attributes.slug, i.attributes.release])),
  };
}

const readItem = (who: Who, slug: string, course = 'data-literacy') =>
  ask(who, `/v1/courses/${course}/items/${slug}`);

const progress = (who: Who, slug: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  ask(who, `/v1/courses/data-literacy/items/${slug}/progress`, { method, body: {} });

function expectLocked(answer: { status: number; body: Json }, meta: Json) {
  expect(answer.status).toBe(403);
  expect(answer.body.errors[0]).toMatchObject({ code: 'ITEM_LOCKED', meta });
  expect(JSON.stringify(answer.body)).not.toContain('content_html');
}

describe('the editor writes a rule (authors and admins), checked against the course', () => {
  it('saves days, a date (an instant, whatever its offset) and a prerequisite, and reads them back', async () => {
    const days = await setRule('alex', item('sorting-and-filtering'), { release_days: 3000 });
    expect(days.status).toBe(200);
    expect(days.body.data.attributes).toMatchObject({
      release_days: 3000,
      release_on: null,
      requires_item_id: null,
      requires: 'completed',
    });
    const needs = await setRule('ada', item('averages-and-outliers'), {
      requires_item_id: quiz.quizId,
      requires: 'passed',
    });
    expect(needs.status).toBe(200);
    const date = await setRule('alex', item('bar-and-line-charts'), {
      release_on: '2026-01-14T00:00:00+01:00',
    });
    expect(date.body.data.attributes.release_on).toBe('2026-01-13T23:00:00.000Z');
    const editor = await ask('alex', `/v1/courses/${dataLiteracy}/editor`);
    const saved = new Map<string, Json>(
      (editor.body.included as Json[])
        .filter((r) => r.type === 'course_items')
        .map((r) => [r.attributes.slug, r.attributes]),
    );
    expect(saved.get('sorting-and-filtering')).toMatchObject({ release_days: 3000 });
    expect(saved.get('averages-and-outliers')).toMatchObject({
      requires_item_id: quiz.quizId,
      requires: 'passed',
    });
    expect(saved.get('misleading-axes')).toMatchObject({ ...NO_RULE, requires: 'completed' });
  });

  it('refuses each bad field with its own code on it, and keeps what was saved', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ release_days: 3651 }, 'VALIDATION_FAILED', 'release_days'],
      [{ release_days: -1 }, 'VALIDATION_FAILED', 'release_days'],
      [{ release_days: 1.5 }, 'VALIDATION_FAILED', 'release_days'],
      [{ release_on: '14-12-2026' }, 'VALIDATION_FAILED', 'release_on'],
      [{ requires: 'opened' }, 'VALIDATION_FAILED', 'requires'],
      [{ requires_item_id: 'quiz' }, 'VALIDATION_FAILED', 'requires_item_id'],
      [
        { requires_item_id: item('project-management-basics/learning-plan') },
        'PREREQUISITE_NOT_IN_COURSE',
        'requires_item_id',
      ],
      [
        { requires_item_id: item('averages-and-outliers') },
        'PREREQUISITE_SELF',
        'requires_item_id',
      ],
      [
        { requires_item_id: item('misleading-axes'), requires: 'passed' },
        'PREREQUISITE_NOT_PASSABLE',
        'requires',
      ],
    ];
    for (const [rule, code, field] of cases) {
      const { status, body } = await setRule('alex', item('averages-and-outliers'), rule);
      expect(status, JSON.stringify(rule)).toBe(422);
      expect(body.errors[0], JSON.stringify(rule)).toMatchObject({
        code,
        source: { pointer: `/data/attributes/${field}` },
      });
    }
    // The quiz waiting for "Averages and outliers", which waits for the quiz: a circle.
    const cycle = await setRule('alex', quiz.quizId, {
      requires_item_id: item('averages-and-outliers'),
    });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors[0]).toMatchObject({
      code: 'PREREQUISITE_CYCLE',
      source: { pointer: '/data/attributes/requires_item_id' },
    });
    expect(cycle.body.errors[0].detail).toContain('Averages and outliers');
    // In Dutch too.
    const dutch = await ask('alex', `/v1/courses/${dataLiteracy}/outline_items/${quiz.quizId}`, {
      method: 'PATCH',
      headers: { 'accept-language': 'nl' },
      body: {
        data: {
          type: 'course_items',
          id: quiz.quizId,
          attributes: { requires_item_id: item('averages-and-outliers') },
        },
      },
    });
    expect(dutch.body.errors[0].detail).toContain('wacht al op dit onderdeel');
    const editor = await ask('alex', `/v1/courses/${dataLiteracy}/editor`);
    const averages = (editor.body.included as Json[]).find(
      (r) => r.type === 'course_items' && r.attributes.slug === 'averages-and-outliers',
    );
    expect(averages.attributes).toMatchObject({
      requires_item_id: quiz.quizId,
      requires: 'passed',
    });
  });

  it('a new item takes its rule on creation; a refused rule adds no item', async () => {
    const [module] = (await ask('alex', `/v1/courses/${dataLiteracy}/editor`)).body.data
      .relationships.modules.data;
    const add = (attributes: Record<string, unknown>) =>
      ask('alex', `/v1/courses/${dataLiteracy}/modules/${module.id}/items`, {
        method: 'POST',
        body: { data: { type: 'course_items', attributes } },
      });
    const refused = await add({
      title: 'Never added',
      kind: 'lesson',
      requires_item_id: item('project-management-basics/learning-plan'),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe('PREREQUISITE_NOT_IN_COURSE');
    const none = await t.db
      .select({ id: courseItems.id })
      .from(courseItems)
      .where(and(eq(courseItems.courseId, dataLiteracy), eq(courseItems.title, 'Never added')));
    expect(none).toEqual([]);
    const added = await add({
      title: 'Chart checklist',
      kind: 'lesson',
      requires_item_id: item('misleading-axes'),
    });
    expect(added.status).toBe(201);
    expect(added.body.data.attributes).toMatchObject({
      requires_item_id: item('misleading-axes'),
      requires: 'completed',
    });
    ids.set('chart-checklist', added.body.data.id);
  });

  it('students and coaches write no rule', async () => {
    for (const who of ['stijn', 'cora'] as const) {
      expect((await setRule(who, item('misleading-axes'), { release_days: 1 })).status).toBe(403);
    }
  });
});

describe('the outline says where each item stands for its viewer', () => {
  it('an enrolled learner: scheduled by days from their enrolment or by a date, waiting for a prerequisite', async () => {
    const { release, body } = await outline('stijn');
    expect(release.get('misleading-axes')).toEqual({ state: 'open' });
    // The date is past (January 2026): open.
    expect(release.get('bar-and-line-charts')).toEqual({ state: 'open' });
    expect(release.get('sorting-and-filtering')).toEqual({
      state: 'scheduled',
      opens_at: new Date(stijnEnrolledAt.getTime() + 3000 * DAY).toISOString(),
      after_days: 3000,
      requires: null,
    });
    expect(release.get('averages-and-outliers')).toEqual({
      state: 'waiting',
      requires: {
        item_id: quiz.quizId,
        title: 'Data literacy quiz',
        slug: 'data-literacy-quiz',
        condition: 'passed',
      },
    });
    // Stijn did "Misleading axes": the checklist that waits for it is open to him.
    expect(release.get('chart-checklist')).toEqual({ state: 'open' });
    // Locked items still count toward the course's 100 %.
    expect(body.data.attributes).toMatchObject({ item_count: 6, done_count: 2 });
  });

  it('another learner by their own progress: Hugo has not done "Misleading axes"', async () => {
    const { release } = await outline('hugo');
    expect(release.get('chart-checklist')).toMatchObject({
      state: 'waiting',
      requires: { slug: 'misleading-axes', condition: 'completed' },
    });
  });

  it('staff who write courses and the course’s coach: never locked', async () => {
    for (const who of ['alex', 'ada', 'cora'] as const) {
      const { release } = await outline(who);
      expect(
        [...release.values()].every((r) => r.state === 'open'),
        who,
      ).toBe(true);
    }
  });
});

describe('a locked item is neither read nor written by a learner', () => {
  it('its lesson: 403 ITEM_LOCKED with why and until when, no content; staff and coach read it', async () => {
    expectLocked(await readItem('stijn', 'sorting-and-filtering'), {
      state: 'scheduled',
      opens_at: new Date(stijnEnrolledAt.getTime() + 3000 * DAY).toISOString(),
      after_days: 3000,
      requires: null,
    });
    expectLocked(await readItem('stijn', 'averages-and-outliers'), {
      state: 'waiting',
      opens_at: null,
      after_days: null,
      requires: { item_id: quiz.quizId, slug: 'data-literacy-quiz', condition: 'passed' },
    });
    for (const who of ['alex', 'ada', 'cora'] as const) {
      const { status, body } = await readItem(who, 'averages-and-outliers');
      expect(status, who).toBe(200);
      expect(body.data.attributes.content_html).toContain('<p>');
    }
    expect((await readItem('stijn', 'misleading-axes')).status).toBe(200);
  });

  it('its progress: neither ticked nor unticked; an open item’s is', async () => {
    expectLocked(await progress('stijn', 'sorting-and-filtering'), { state: 'scheduled' });
    expectLocked(await progress('stijn', 'averages-and-outliers', 'DELETE'), {
      state: 'waiting',
    });
    expect((await progress('hugo', 'bar-and-line-charts')).status).toBe(200);
  });

  it('a quiz: neither read, started, answered nor submitted while locked; then passing it opens what waits for it', async () => {
    // The quiz waits for "Misleading axes", which Hugo has not done.
    expect(
      (await setRule('alex', quiz.quizId, { requires_item_id: item('misleading-axes') })).status,
    ).toBe(200);
    const quizPath = `/v1/courses/data-literacy/quizzes/${quiz.quizId}`;
    expectLocked(await ask('hugo', quizPath), {
      state: 'waiting',
      requires: { slug: 'misleading-axes' },
    });
    expectLocked(await ask('hugo', `${quizPath}/attempts`, { method: 'POST', body: {} }), {
      state: 'waiting',
    });
    // Hugo does the lesson: the quiz opens, he starts an attempt.
    expect((await progress('hugo', 'misleading-axes')).status).toBe(200);
    expect((await outline('hugo')).release.get('data-literacy-quiz')).toEqual({ state: 'open' });
    const started = await ask('hugo', `${quizPath}/attempts`, { method: 'POST', body: {} });
    expect(started.status).toBe(201);
    const attemptId = started.body.data.id;
    const answers = answerSheet(started.body.data, quiz.keys);
    // The author locks the quiz meanwhile (a date ahead): the attempt is not answered or sent.
    const ahead = new Date(Date.now() + 10 * DAY).toISOString();
    expect((await setRule('alex', quiz.quizId, { release_on: ahead })).status).toBe(200);
    const attemptBody = (attributes: Json) => ({
      data: { type: 'quiz_attempts', id: attemptId, attributes },
    });
    expectLocked(
      await ask('hugo', `/v1/quiz_attempts/${attemptId}`, {
        method: 'PATCH',
        body: attemptBody({ answers }),
      }),
      { state: 'scheduled', opens_at: ahead },
    );
    expectLocked(
      await ask('hugo', `/v1/quiz_attempts/${attemptId}/submit`, {
        method: 'POST',
        body: attemptBody({ answers }),
      }),
      { state: 'scheduled' },
    );
    // Open again: he passes, and "Averages and outliers" (needs the quiz passed) opens to him.
    expect((await setRule('alex', quiz.quizId, NO_RULE)).status).toBe(200);
    const submitted = await ask('hugo', `/v1/quiz_attempts/${attemptId}/submit`, {
      method: 'POST',
      body: attemptBody({ answers }),
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.attributes.passed).toBe(true);
    expect((await outline('hugo')).release.get('averages-and-outliers')).toEqual({
      state: 'open',
    });
    expect((await readItem('hugo', 'averages-and-outliers')).status).toBe(200);
  });

  it('"passed" asks more than "completed": Stijn ticking the quiz done does not open it', async () => {
    expect((await progress('stijn', 'data-literacy-quiz')).status).toBe(200);
    expect((await outline('stijn')).release.get('averages-and-outliers')).toMatchObject({
      state: 'waiting',
    });
    // Asking only "completed" of it, the tick is enough.
    await setRule('alex', item('averages-and-outliers'), { requires: 'completed' });
    expect((await outline('stijn')).release.get('averages-and-outliers')).toEqual({
      state: 'open',
    });
    await setRule('alex', item('averages-and-outliers'), { requires: 'passed' });
  });

  it('an assignment passed opens what waits for it passed: Stijn’s graded "Learning plan"', async () => {
    const plan = item('project-management-basics/learning-plan');
    const [other] = await t.db
      .select({ id: courseItems.id, slug: courseItems.slug })
      .from(courseItems)
      .where(and(eq(courseItems.courseId, projectManagement), ne(courseItems.id, plan)));
    const set = await setRule(
      'alex',
      other?.id ?? '',
      { requires_item_id: plan, requires: 'passed' },
      projectManagement,
    );
    expect(set.status).toBe(200);
    // Not ticked done: only the grade can open it.
    const ticked = and(eq(itemProgress.itemId, plan), eq(itemProgress.accountId, id.stijn ?? ''));
    const [tick] = await t.db.select().from(itemProgress).where(ticked);
    await t.db.delete(itemProgress).where(ticked);
    const { release } = await outline('stijn', 'project-management-basics');
    expect(release.get(other?.slug ?? '')).toEqual({ state: 'open' });
    if (tick) await t.db.insert(itemProgress).values(tick);
    // Alex, staff, is never locked.
    expect(
      (await outline('alex', 'project-management-basics')).release.get(other?.slug ?? ''),
    ).toEqual({
      state: 'open',
    });
    await setRule('alex', other?.id ?? '', NO_RULE, projectManagement);
  });

  it('an assignment: neither read nor submitted while locked (its completion stays)', async () => {
    const plan = item('project-management-basics/learning-plan');
    expect(
      (
        await setRule(
          'alex',
          plan,
          { release_on: new Date(Date.now() + 5 * DAY).toISOString() },
          projectManagement,
        )
      ).status,
    ).toBe(200);
    const path = `/v1/courses/project-management-basics/assignments/${plan}`;
    expectLocked(await ask('stijn', path), { state: 'scheduled' });
    expectLocked(
      await ask('stijn', `${path}/submissions`, {
        method: 'POST',
        body: {
          data: { type: 'assignment_submissions', attributes: { body_html: '<p>Plan</p>' } },
        },
      }),
      { state: 'scheduled' },
    );
    const { body } = await outline('stijn', 'project-management-basics');
    const enrolment = (body.included as Json[]).find((r) => r.type === 'enrollments');
    expect(enrolment.attributes.status).toBe('completed');
    await setRule('alex', plan, NO_RULE, projectManagement);
    expect((await ask('stijn', path)).status).toBe(200);
  });

  it('a package: not launched while locked', async () => {
    const [module] = await t.db
      .select({ id: courseItems.moduleId })
      .from(courseItems)
      .where(eq(courseItems.id, item('misleading-axes')));
    const [pkg] = await t.db
      .insert(courseItems)
      .values({
        courseId: dataLiteracy,
        moduleId: module?.id ?? '',
        kind: 'package',
        title: 'Chart game',
        slug: 'chart-game',
        position: 99,
        requiresItemId: item('sorting-and-filtering'),
      })
      .returning({ id: courseItems.id });
    ids.set('chart-game', pkg?.id ?? '');
    expectLocked(
      await ask('stijn', '/v1/courses/data-literacy/items/chart-game/package_launch', {
        method: 'POST',
        body: {},
      }),
      { state: 'waiting', requires: { slug: 'sorting-and-filtering', condition: 'completed' } },
    );
  });
});

describe('student view shows the locks of a student who enrolled today', () => {
  const preview = (rest = '') => `/v1/courses/${dataLiteracy}/preview${rest}`;

  it('its outline: days from now, prerequisites unmet (nothing done)', async () => {
    const before = Date.now();
    const { status, body } = await ask('alex', preview());
    expect(status).toBe(200);
    const release = new Map<string, Json>(
      (body.included as Json[])
        .filter((r) => r.type === 'course_items')
        .map((r) => [r.attributes.slug, r.attributes.release]),
    );
    const opens = Date.parse(release.get('sorting-and-filtering').opens_at);
    expect(opens).toBeGreaterThanOrEqual(before + 3000 * DAY);
    expect(opens).toBeLessThanOrEqual(Date.now() + 3000 * DAY);
    // Nothing done in student view: the checklist waits for its lesson.
    expect(release.get('chart-checklist')).toMatchObject({ state: 'waiting' });
    expect(release.get('misleading-axes')).toEqual({ state: 'open' });
  });

  it('a locked item is refused as the student would be; an open one is read', async () => {
    expectLocked(await ask('alex', preview('/items/averages-and-outliers')), { state: 'waiting' });
    expect((await ask('alex', preview('/items/misleading-axes'))).status).toBe(200);
    await setRule('alex', quiz.quizId, { requires_item_id: item('misleading-axes') });
    expectLocked(await ask('alex', preview(`/quizzes/${quiz.quizId}`)), { state: 'waiting' });
    await setRule('alex', quiz.quizId, NO_RULE);
    expect((await ask('alex', preview(`/quizzes/${quiz.quizId}`))).status).toBe(200);
  });
});

describe('a prerequisite deleted', () => {
  it('opens what waited for it', async () => {
    expect((await outline('hugo')).release.get('chart-game')).toMatchObject({ state: 'waiting' });
    const gone = await ask(
      'alex',
      `/v1/courses/${dataLiteracy}/outline_items/${item('sorting-and-filtering')}`,
      { method: 'DELETE' },
    );
    expect(gone.status).toBe(204);
    expect((await outline('hugo')).release.get('chart-game')).toEqual({ state: 'open' });
  });
});
