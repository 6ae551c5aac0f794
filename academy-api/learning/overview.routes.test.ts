import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TicketStatus } from '../../shared/coaching/types';
import { TODO_WINDOW } from '../../shared/learning/overview';
import {
  assignments,
  certificates,
  certifications,
  contentPackageVersions,
  courseItems,
  courseModules,
  courses,
  packageAttempts,
  portals,
  quizAttempts,
  reviewTicketAccounts,
  reviewTickets,
} from '../db/schema';
import type { PackageDescription } from '../packages';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';

/** Issue 43, item 1: a learner's grades per course and what is due, in one place. */
const PEOPLE = ['stijn', 'cora', 'hugo', 'ada', 'sam', 'eva', 'fenna', 'lars'] as const;
const { t, id, ask } = setUpDemoApi(PEOPLE);

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const grades = (who: (typeof PEOPLE)[number] | null, whose: string, query = '') =>
  ask(who, `/v1/accounts/${whose}/grades${query}`);
const todo = (who: (typeof PEOPLE)[number] | null, whose: string, query = '') =>
  ask(who, `/v1/accounts/${whose}/todo${query}`);

/** The attributes of a list answer's resources, by course title (grades) or title (to-do). */
const byCourse = (body: Json) =>
  new Map<string, Json>(
    body.data.map((row: Json) => [row.attributes.course_title, row.attributes]),
  );

/** A course of Demo Academy and its last module, by slug. */
async function course(slug: string) {
  const [row] = await t.db
    .select({ id: courses.id, portalId: courses.portalId, moduleId: courseModules.id })
    .from(courses)
    .innerJoin(portals, eq(portals.id, courses.portalId))
    .innerJoin(courseModules, eq(courseModules.courseId, courses.id))
    .where(and(eq(courses.slug, slug), eq(portals.key, 'demo')))
    .orderBy(desc(courseModules.position))
    .limit(1);
  if (!row) throw new Error(`No course ${slug}`);
  return row;
}

let added = 0;

/** An item of its own at the end of a course's last module (this file's database only). */
async function addItem(slug: string, kind: 'assignment' | 'package', title: string) {
  const { id: courseId, portalId, moduleId } = await course(slug);
  const [item] = await t.db
    .insert(courseItems)
    .values({
      courseId,
      moduleId,
      kind,
      title,
      slug: title.toLowerCase().replace(/\W+/g, '-'),
      position: 100 + added++,
    })
    .returning({ id: courseItems.id });
  if (!item) throw new Error('No item');
  return { itemId: item.id, courseId, portalId };
}

/** An assignment of its own, due `dueIn` ms from now (negative: overdue). */
async function addAssignment(
  slug: string,
  title: string,
  dueIn: number | null,
  settings: Partial<typeof assignments.$inferInsert> = {},
) {
  const item = await addItem(slug, 'assignment', title);
  await t.db.insert(assignments).values({
    ...item,
    dueAt: dueIn === null ? null : new Date(Date.now() + dueIn),
    ...settings,
  });
  return item;
}

/** Stijn's review ticket of an assignment, in `status`, graded when a grade is given. */
async function ticketOf(
  item: { itemId: string; courseId: string; portalId: string },
  status: TicketStatus,
  grade?: { score: number; maxScore: number; passed: boolean },
) {
  const [ticket] = await t.db
    .insert(reviewTickets)
    .values({
      ...item,
      kind: 'assignment',
      accountId: id.stijn,
      status,
      ...(grade ? { ...grade, gradedAt: new Date() } : {}),
    })
    .returning({ id: reviewTickets.id });
  if (!ticket) throw new Error('No ticket');
  await t.db
    .insert(reviewTicketAccounts)
    .values({ ticketId: ticket.id, accountId: id.stijn ?? '' });
}

/** The Data literacy quiz's item. */
async function dataLiteracyQuiz() {
  const { id: courseId, portalId } = await course('data-literacy');
  const [item] = await t.db
    .select({ id: courseItems.id })
    .from(courseItems)
    .where(and(eq(courseItems.courseId, courseId), eq(courseItems.slug, 'data-literacy-quiz')));
  if (!item) throw new Error('No quiz');
  return { itemId: item.id, courseId, portalId };
}

/** A quiz attempt of `accountId` at the Data literacy quiz. */
async function attempt(
  accountId: string,
  number: number,
  values: Partial<typeof quizAttempts.$inferInsert>,
) {
  const quiz = await dataLiteracyQuiz();
  const [row] = await t.db
    .insert(quizAttempts)
    .values({ ...quiz, accountId, number, questions: [], maxScore: 5, ...values })
    .returning({ id: quizAttempts.id });
  return row?.id ?? '';
}

describe('GET /v1/accounts/{id}/grades (issue 43, item 1)', () => {
  it('Stijn’s three courses (DEMO-DATA), most recently active first, with their graded items and certificates', async () => {
    const { status, body } = await grades('stijn', id.stijn ?? '');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(3);
    const rows = byCourse(body);
    expect([...rows.keys()].sort()).toEqual([
      'Data literacy',
      'Project management basics',
      'Writing for the web',
    ]);
    // Most recently active first: a lesson of Data literacy, then the course he completed, then
    // the one he has not started (no activity yet: last).
    expect(body.data.map((row: Json) => row.attributes.course_title)).toEqual([
      'Data literacy',
      'Project management basics',
      'Writing for the web',
    ]);
    expect(body.data[2].attributes.last_activity_at).toBeNull();

    // Completed, the "Learning plan" graded Pass by Cora, the certificate valid 24 months.
    const basics = rows.get('Project management basics');
    expect(basics).toMatchObject({ progress: 100, status: 'completed' });
    expect(basics.items).toEqual([
      expect.objectContaining({
        kind: 'assignment',
        title: 'Learning plan',
        slug: 'learning-plan',
        result: 'passed',
        scheme: 'pass_fail',
        pass_mark: null,
        attempts: 1,
      }),
    ]);
    const gradedAgo = (Date.now() - Date.parse(basics.items[0].result_at)) / DAY;
    expect(Math.round(gradedAgo)).toBe(38);
    expect(basics.certificates).toEqual([
      expect.objectContaining({ name: 'Project management certificate', status: 'valid' }),
    ]);
    const held = basics.certificates[0];
    const issued = new Date(held.issued_at);
    issued.setUTCMonth(issued.getUTCMonth() + 24);
    expect(held.expires_at).toBe(issued.toISOString());
    expect(held.certificate_id).toMatch(/^[0-9a-f-]{36}$/);

    // 40 %, the quiz (pass mark 60 %) not taken, the certificate that needs 60 % not earned.
    const data = rows.get('Data literacy');
    expect(data).toMatchObject({ progress: 40, status: 'active' });
    expect(data.items).toEqual([
      expect.objectContaining({
        kind: 'quiz',
        title: 'Data literacy quiz',
        result: 'not_started',
        scheme: 'percent',
        percent: null,
        pass_mark: 60,
        attempts: 0,
      }),
    ]);
    expect(data.certificates).toEqual([
      expect.objectContaining({
        name: 'Data literacy certificate',
        min_score: 60,
        status: 'not_earned',
        certificate_id: null,
      }),
    ]);

    // Team North submitted "Style guide" a day ago: it waits for Cora, for Stijn too.
    const writing = rows.get('Writing for the web');
    expect(writing).toMatchObject({ progress: 0, status: 'active', certificates: [] });
    expect(writing.items).toEqual([
      expect.objectContaining({ title: 'Style guide', result: 'awaiting_review', attempts: 1 }),
    ]);
  });

  it('pages like every list: one course a page, three pages', async () => {
    const { body } = await grades('stijn', id.stijn ?? '', '?page[size]=1&page[number]=2');
    expect(body.data).toHaveLength(1);
    expect(body.meta).toMatchObject({ total: 3, last_page: 3, current_page: 2 });
    expect((await grades('stijn', id.stijn ?? '', '?sort=title')).status).toBe(400);
  });

  it('a quiz counts its best attempt, and passes once any attempt passed', async () => {
    const stijn = id.stijn ?? '';
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const done = { status: 'submitted' as const };
    const best = at(2);
    await attempt(stijn, 1, { ...done, score: 2, percent: 40, passed: false, submittedAt: at(3) });
    await attempt(stijn, 2, { ...done, score: 4, percent: 80, passed: true, submittedAt: best });
    await attempt(stijn, 3, { ...done, score: 3.5, percent: 70, passed: true, submittedAt: at(1) });
    // Hugo has only started: in progress, nothing counted yet.
    await attempt(id.hugo ?? '', 1, { deadlineAt: new Date(Date.now() + 30 * MINUTE) });

    const quiz = byCourse((await grades('stijn', stijn)).body).get('Data literacy').items[0];
    expect(quiz).toMatchObject({
      result: 'passed',
      score: 4,
      max_score: 5,
      percent: 80,
      attempts: 3,
      result_at: best.toISOString(),
    });
    const hugos = byCourse((await grades('hugo', id.hugo ?? '')).body).get('Data literacy');
    expect(hugos.items[0]).toMatchObject({ result: 'in_progress', attempts: 0, percent: null });
  });

  it('an assignment counts its grade (points with their pass mark), or where its ticket stands', async () => {
    const points = await addAssignment('writing-for-the-web', 'Headline test', null, {
      scheme: 'points',
      maxPoints: 10,
      passPercent: 80,
    });
    await ticketOf(points, 'graded', { score: 7, maxScore: 10, passed: false });
    const sentBack = await addAssignment('writing-for-the-web', 'Rewrite a page', null);
    await ticketOf(sentBack, 'changes_requested');

    const items = byCourse((await grades('stijn', id.stijn ?? '')).body).get(
      'Writing for the web',
    ).items;
    expect(items.map((item: Json) => [item.title, item.result])).toEqual([
      ['Style guide', 'awaiting_review'],
      ['Headline test', 'failed'],
      ['Rewrite a page', 'changes_requested'],
    ]);
    expect(items[1]).toMatchObject({
      scheme: 'points',
      score: 7,
      max_score: 10,
      percent: 70,
      pass_mark: 80,
    });
    expect(items[2]).toMatchObject({ score: null, percent: null });
  });

  it('a package counts its latest attempt', async () => {
    const item = await addItem('data-literacy', 'package', 'Chart lab');
    const [version] = await t.db
      .insert(contentPackageVersions)
      .values({
        portalId: item.portalId,
        itemId: item.itemId,
        number: 1,
        kind: 'scorm12',
        title: 'Chart lab',
        description: {} as PackageDescription,
        fileName: 'chart-lab.zip',
        zipBytes: 1,
        sha256: 'x',
        fileCount: 1,
        totalBytes: 1,
      })
      .returning({ id: contentPackageVersions.id });
    const base = {
      portalId: item.portalId,
      itemId: item.itemId,
      accountId: id.stijn ?? '',
      versionId: version?.id ?? '',
      completionStatus: 'completed',
    };
    await t.db.insert(packageAttempts).values([
      { ...base, successStatus: 'passed', scoreScaled: 0.9, createdAt: new Date(Date.now() - DAY) },
      { ...base, successStatus: 'failed', scoreScaled: 0.4, createdAt: new Date() },
    ]);
    const items = byCourse((await grades('stijn', id.stijn ?? '')).body).get('Data literacy').items;
    expect(items.find((row: Json) => row.kind === 'package')).toMatchObject({
      title: 'Chart lab',
      result: 'failed',
      scheme: 'percent',
      percent: 40,
      attempts: 2,
    });
  });

  it('a coach reads their student’s: Cora, Stijn’s primary coach, all three; Hugo only the course he coaches', async () => {
    const cora = await grades('cora', id.stijn ?? '');
    expect(cora.status).toBe(200);
    expect(cora.body.meta.total).toBe(3);
    expect((await grades('ada', id.stijn ?? '')).body.meta.total).toBe(3);
    // Fenna is enrolled in Workplace safety (Hugo coaches it) and Writing for the web.
    const hugo = await grades('hugo', id.fenna ?? '');
    expect(hugo.status).toBe(200);
    expect(hugo.body.data.map((row: Json) => row.attributes.course_title)).toEqual([
      'Workplace safety',
    ]);
  });

  it('Lars on Unlimited Learning: his one course, nothing graded in it', async () => {
    const { status, body } = await grades('lars', id.lars ?? '', '');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({
        attributes: expect.objectContaining({
          course_title: 'Customer conversations',
          items: [],
          certificates: [],
        }),
      }),
    ]);
  });

  it('anyone else’s is not there: 404; guests 401', async () => {
    const stijn = id.stijn ?? '';
    expect((await grades(null, stijn)).status).toBe(401);
    // Sam reads accounts, not grades; Hugo's mandate for Stijn is only asked for.
    for (const who of ['sam', 'hugo', 'eva', 'fenna'] as const) {
      expect((await grades(who, stijn)).status, who).toBe(404);
    }
    expect((await grades('lars', stijn, '')).status).toBe(404);
    expect((await ask('stijn', `/v1/accounts/${id.lars}/grades`)).status).toBe(404);
    expect((await ask('stijn', `/v1/accounts/${id.lars}/todo`)).status).toBe(404);
    expect((await grades('stijn', crypto.randomUUID())).status).toBe(404);
    expect((await grades('stijn', 'not-an-id')).status).toBe(404);
  });
});

describe('GET /v1/accounts/{id}/todo (issue 43, item 1)', () => {
  it('Stijn has nothing due in the next 14 days: his one certificate runs for 24 months', async () => {
    const { status, body } = await todo('stijn', id.stijn ?? '');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: 0, days: 14 });
    expect(TODO_WINDOW.defaultDays).toBe(14);
    const until = (Date.parse(body.meta.until) - Date.now()) / DAY;
    expect(Math.round(until)).toBe(14);
  });

  it('overdue first, then by due date; submitted work, later dates and other people’s left out', async () => {
    const overdue = await addAssignment('data-literacy', 'Chart critique', -2 * DAY);
    const rewrite = await addAssignment('writing-for-the-web', 'Second draft', 3 * DAY);
    await ticketOf(rewrite, 'changes_requested');
    const headlines = await addAssignment('writing-for-the-web', 'Headline drill', 5 * DAY);
    const submitted = await addAssignment('project-management-basics', 'Project review', 4 * DAY);
    await ticketOf(submitted, 'new');
    const later = await addAssignment('data-literacy', 'Dashboard design', 20 * DAY);
    // Team North submitted the Style guide: done for Stijn, whoever of them submitted it.
    const [guide] = await t.db
      .select({ id: courseItems.id })
      .from(courseItems)
      .where(eq(courseItems.slug, 'style-guide'));
    await t.db
      .update(assignments)
      .set({ dueAt: new Date(Date.now() + DAY) })
      .where(eq(assignments.itemId, guide?.id ?? ''));
    // A started attempt at the quiz whose time runs out in 30 minutes, and one long gone.
    const open = await attempt(id.stijn ?? '', 9, {
      deadlineAt: new Date(Date.now() + 30 * MINUTE),
    });
    await attempt(id.stijn ?? '', 10, { deadlineAt: new Date(Date.now() - MINUTE) });
    // The certificate now expires in 10 days.
    const [certificate] = await t.db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() + 10 * DAY) })
      .where(eq(certificates.accountId, id.stijn ?? ''))
      .returning({ id: certificates.id });

    const { body } = await todo('stijn', id.stijn ?? '');
    expect(
      body.data.map((row: Json) => [row.id, row.attributes.title, row.attributes.overdue]),
    ).toEqual([
      [`assignment-${overdue.itemId}`, 'Chart critique', true],
      [`quiz-${open}`, 'Data literacy quiz', false],
      [`assignment-${rewrite.itemId}`, 'Second draft', false],
      [`assignment-${headlines.itemId}`, 'Headline drill', false],
      [`certificate-${certificate?.id}`, 'Project management certificate', false],
    ]);
    expect(body.meta.total).toBe(5);
    const [first, quiz, second, , expiry] = body.data.map((row: Json) => row.attributes);
    expect(first).toMatchObject({
      kind: 'assignment',
      status: 'not_submitted',
      source_id: overdue.itemId,
      course_title: 'Data literacy',
      course_slug: 'data-literacy',
      path: '/courses/data-literacy/chart-critique',
    });
    expect(quiz).toMatchObject({
      kind: 'quiz',
      status: 'in_progress',
      path: '/courses/data-literacy/data-literacy-quiz',
    });
    expect(second.status).toBe('changes_requested');
    expect(expiry).toMatchObject({
      kind: 'certificate',
      status: 'expiring',
      course_title: null,
      path: `/certificates/${certificate?.id}`,
    });

    // A wider window reaches the assignment due in 20 days; a narrower one drops the expiry.
    const month = await todo('stijn', id.stijn ?? '', '?days=30');
    expect(month.body.data.map((row: Json) => row.attributes.title)).toContain('Dashboard design');
    expect(month.body.meta.days).toBe(30);
    const week = await todo('stijn', id.stijn ?? '', '?days=7');
    expect(week.body.data.map((row: Json) => row.attributes.kind)).not.toContain('certificate');
    expect(later.itemId).toBeTruthy();

    // Pages: two a page, the overdue one first on page 1.
    const paged = await todo('stijn', id.stijn ?? '', '?page[size]=2');
    expect(paged.body.meta).toMatchObject({ total: 5, last_page: 3 });
    expect(paged.body.data[0].attributes.overdue).toBe(true);

    // Cora, his primary coach, reads the same list; Hugo does not reach him.
    const cora = await todo('cora', id.stijn ?? '');
    expect(cora.body.data.map((row: Json) => row.id)).toEqual(body.data.map((row: Json) => row.id));
    expect((await todo('hugo', id.stijn ?? '')).status).toBe(404);
    expect((await todo(null, id.stijn ?? '')).status).toBe(401);
  });

  it('a course the learner may not learn in now adds nothing (Eva’s subscription has lapsed)', async () => {
    await addAssignment('time-management', 'Week plan', 2 * DAY);
    expect((await todo('eva', id.eva ?? '')).body.data).toEqual([]);
    // Hugo, enrolled in Time management with an active subscription, has it.
    const hugo = await todo('hugo', id.hugo ?? '');
    expect(hugo.body.data.map((row: Json) => row.attributes.title)).toContain('Week plan');
  });

  it('takes 1 to 90 days, else 400', async () => {
    expect((await todo('stijn', id.stijn ?? '', '?days=90')).status).toBe(200);
    for (const days of ['0', '91', 'x', '', '1.5']) {
      const { status, body } = await todo('stijn', id.stijn ?? '', `?days=${days}`);
      expect(status, days).toBe(400);
      expect(body.errors[0].source).toEqual({ parameter: 'days' });
    }
  });

  it('Lars has nothing due on Unlimited Learning', async () => {
    const { status, body } = await todo('lars', id.lars ?? '');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('certificates: only valid ones expiring in the window', async () => {
    const [held] = await t.db
      .select({ id: certificates.id })
      .from(certificates)
      .innerJoin(certifications, eq(certifications.id, certificates.certificationId))
      .where(eq(certificates.accountId, id.stijn ?? ''));
    await t.db
      .update(certificates)
      .set({ revokedAt: new Date(), revokedReason: 'test' })
      .where(eq(certificates.id, held?.id ?? ''));
    const { body } = await todo('stijn', id.stijn ?? '');
    expect(body.data.map((row: Json) => row.attributes.kind)).not.toContain('certificate');
  });
});
