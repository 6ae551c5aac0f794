import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  auditEvents,
  catalogs,
  certificates,
  certificationCourses,
  certifications,
  courseItems,
  courses,
  enrollments,
  learningPathEnrollments,
  portals,
  subscriptions,
} from '../db/schema';
import { currentAgreementIds } from '../test/agreements';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';

const PEOPLE = ['ada', 'alex', 'stijn', 'eva', 'cora', 'lars'] as const;
const { t, id, token, ask } = setUpDemoApi(PEOPLE);
type Who = (typeof PEOPLE)[number];

const body = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

const write = (who: Who, method: string, path: string, attributes: Record<string, unknown>) =>
  ask(who, path, { method, body: body('learning_path_definitions', attributes) });

/** The ids of Demo Academy's courses by slug. */
async function courseIds(slugs: string[], portal = 'demo'): Promise<Record<string, string>> {
  const rows = await t.db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .innerJoin(portals, eq(portals.id, courses.portalId))
    .where(and(eq(portals.key, portal), inArray(courses.slug, slugs)));
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

/** A freshly registered student of Demo Academy, with an active subscription unless told. */
async function freshStudent(label: string, subscribed = true) {
  const email = `path-${label}-${Date.now()}@example.org`;
  const { status, body: answer } = await t.request('/auth/register', {
    method: 'POST',
    body: body('accounts', {
      full_name: `Pat ${label}`,
      email,
      password: 'long-enough',
      accepted_agreements: await currentAgreementIds(t),
    }),
  });
  expect(status).toBe(201);
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  const accountId = row?.id ?? '';
  if (subscribed)
    await t.db
      .insert(subscriptions)
      .values({ accountId, kind: 'paid' })
      .onConflictDoUpdate({
        target: subscriptions.accountId,
        set: { isActive: true, kind: 'paid', endsAt: null },
      });
  const bearer = answer.data.attributes.token as string;
  const as = (path: string, options: { method?: string; body?: unknown } = {}) =>
    t.request(path, { ...options, token: bearer, domain: 'localhost' });
  return { id: accountId, as };
}

/** Marks every item of a course done for the student (through the API). */
async function completeCourse(
  student: Awaited<ReturnType<typeof freshStudent>>,
  courseId: string,
  slug: string,
) {
  const items = await t.db
    .select({ slug: courseItems.slug })
    .from(courseItems)
    .where(eq(courseItems.courseId, courseId));
  let last: Json;
  for (const item of items) {
    const answer = await student.as(`/v1/courses/${slug}/items/${item.slug}/progress`, {
      method: 'PUT',
    });
    expect(answer.status).toBe(200);
    last = answer.body;
  }
  return last;
}

async function createPath(attributes: Record<string, unknown>) {
  const { status, body: answer } = await write(
    'ada',
    'POST',
    '/v1/learning_path_definitions',
    attributes,
  );
  expect(status).toBe(201);
  return answer.data as Json;
}

describe('the seed', () => {
  it('publishes Digital basics on Demo Academy, in any order, for guests too', async () => {
    const guest = await ask(null, '/v1/learning_paths/digital-basics');
    expect(guest.status).toBe(200);
    expect(guest.body.data.attributes).toMatchObject({
      title: 'Digital basics',
      sequential: false,
    });
    expect(guest.body.data.attributes.courses.map((c: Json) => c.slug)).toEqual([
      'data-literacy',
      'writing-for-the-web',
    ]);
    // Stijn follows no path: nothing of his is locked by it.
    const stijn = await ask('stijn', '/v1/learning_paths/digital-basics');
    expect(stijn.body.data.attributes.enrolled).toBe(false);
    expect(stijn.body.data.attributes.courses.map((c: Json) => c.lock.state)).toEqual([
      'open',
      'open',
    ]);
  });
});

describe('path definitions (admin)', () => {
  it('creates, lists with search and pages, edits, audits and deletes a path', async () => {
    const ids = await courseIds(['time-management', 'workplace-safety']);
    const created = await createPath({
      title: 'Safety first',
      summary: 'Two courses',
      description_html: '<p>Hello</p><script>alert(1)</script>',
      course_ids: [ids['workplace-safety'], ids['time-management']],
    });
    expect(created.attributes).toMatchObject({
      slug: 'safety-first',
      status: 'draft',
      sequential: true,
      description_html: '<p>Hello</p>',
      certification: null,
    });
    expect(created.attributes.courses.map((c: Json) => c.id)).toEqual([
      ids['workplace-safety'],
      ids['time-management'],
    ]);

    // Alex (content group) writes paths too.
    const second = await write('alex', 'POST', '/v1/learning_path_definitions', {
      title: 'Another one',
    });
    expect(second.status).toBe(201);

    const searched = await ask('ada', '/v1/learning_path_definitions?filter[search]=safety');
    expect(searched.status).toBe(200);
    expect(searched.body.data.map((d: Json) => d.attributes.title)).toEqual(['Safety first']);
    const paged = await ask('ada', '/v1/learning_path_definitions?page[size]=1');
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta.total).toBeGreaterThanOrEqual(2);

    const patched = await write('ada', 'PATCH', `/v1/learning_path_definitions/${created.id}`, {
      title: 'Safety first!',
      sequential: false,
      course_ids: [ids['time-management']],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.attributes).toMatchObject({
      title: 'Safety first!',
      sequential: false,
    });
    expect(patched.body.data.attributes.courses).toHaveLength(1);

    const logged = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, created.id));
    expect(logged.map((row) => row.action).sort()).toEqual([
      'learning_path.changed',
      'learning_path.created',
    ]);

    const removed = await ask('ada', `/v1/learning_path_definitions/${second.body.data.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await ask('ada', `/v1/learning_path_definitions/${second.body.data.id}`)).status).toBe(
      404,
    );
  });

  it('refuses a taken or bad slug, unknown and other portal courses, too many courses', async () => {
    await createPath({ title: 'Taken', slug: 'taken-slug' });
    const taken = await write('ada', 'POST', '/v1/learning_path_definitions', {
      title: 'Again',
      slug: 'taken-slug',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors[0].source.pointer).toBe('/data/attributes/slug');
    const bad = await write('ada', 'POST', '/v1/learning_path_definitions', {
      title: 'Bad',
      slug: 'Not a slug!',
    });
    expect(bad.status).toBe(422);
    const lars = await courseIds(['customer-conversations'], 'unlimited');
    const foreign = await write('ada', 'POST', '/v1/learning_path_definitions', {
      title: 'Foreign',
      course_ids: [lars['customer-conversations']],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0].source.pointer).toBe('/data/attributes/course_ids');
    const empty = await write('ada', 'POST', '/v1/learning_path_definitions', { title: '' });
    expect(empty.status).toBe(422);
  });

  it('keeps another portal’s path out of reach (404), and students out (403)', async () => {
    const path = await createPath({ title: 'Only here' });
    // Ada is staff and may sign in on Unlimited Learning: the path is not there.
    const elsewhere = await ask('ada', `/v1/learning_path_definitions/${path.id}`, {
      domain: 'unlimited.localhost',
    });
    expect(elsewhere.status).toBe(404);
    expect((await ask('stijn', '/v1/learning_path_definitions')).status).toBe(403);
    expect((await ask('cora', `/v1/learning_path_definitions/${path.id}`)).status).toBe(403);
  });

  it('links a certification and, when asked, makes its courses the path’s', async () => {
    const ids = await courseIds(['time-management', 'writing-for-the-web']);
    const [certification] = await t.db
      .insert(certifications)
      .values({
        portalId: (await t.db.select().from(portals).where(eq(portals.key, 'demo')))[0]?.id ?? '',
        name: 'Path certificate',
      })
      .returning();
    const path = await createPath({
      title: 'With a certificate',
      course_ids: [ids['time-management'], ids['writing-for-the-web']],
      certification_id: certification?.id,
    });
    expect(path.attributes.certification).toMatchObject({ matches_path: false });
    const followed = await write('ada', 'PATCH', `/v1/learning_path_definitions/${path.id}`, {
      certification_follows_path: true,
    });
    expect(followed.body.data.attributes.certification).toMatchObject({ matches_path: true });
    const required = await t.db
      .select({ courseId: certificationCourses.courseId })
      .from(certificationCourses)
      .where(eq(certificationCourses.certificationId, certification?.id ?? ''));
    expect(required.map((row) => row.courseId).sort()).toEqual(
      [ids['time-management'], ids['writing-for-the-web']].sort(),
    );
    const unknown = await write('ada', 'PATCH', `/v1/learning_path_definitions/${path.id}`, {
      certification_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(422);
  });
});

describe('course prerequisites', () => {
  it('are set by authors, refuse cycles (422), other portals’ courses and students', async () => {
    const ids = await courseIds(['project-management-basics', 'time-management', 'data-literacy']);
    const path = `/v1/courses/${ids['time-management']}/prerequisites`;
    const put = (who: Who, courseIds: string[], at = path) =>
      ask(who, at, {
        method: 'PUT',
        body: body('course_prerequisites', { course_ids: courseIds }),
      });
    const set = await put('alex', [ids['project-management-basics'] ?? '']);
    expect(set.status).toBe(200);
    expect(set.body.data.attributes.required.map((c: Json) => c.id)).toEqual([
      ids['project-management-basics'],
    ]);
    expect(
      set.body.data.attributes.options.some((c: Json) => c.id === ids['time-management']),
    ).toBe(false);
    // Project management basics needing Time management closes the circle.
    const cycle = await put(
      'ada',
      [ids['time-management'] ?? ''],
      `/v1/courses/${ids['project-management-basics']}/prerequisites`,
    );
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors[0].source.pointer).toBe('/data/attributes/course_ids');
    const itself = await put('ada', [ids['time-management'] ?? '']);
    expect(itself.status).toBe(422);
    const lars = await courseIds(['customer-conversations'], 'unlimited');
    expect((await put('ada', [lars['customer-conversations'] ?? ''])).status).toBe(422);
    expect((await put('stijn', [])).status).toBe(403);
    const read = await ask('ada', path);
    expect(read.body.data.attributes.required).toHaveLength(1);
    // Clean up: nobody else in this file waits for it.
    expect((await put('ada', [])).status).toBe(200);
  });

  it('lock a course for everyone until the required one is completed', async () => {
    const ids = await courseIds(['workplace-safety', 'writing-for-the-web']);
    await ask('ada', `/v1/courses/${ids['workplace-safety']}/prerequisites`, {
      method: 'PUT',
      body: body('course_prerequisites', { course_ids: [ids['writing-for-the-web']] }),
    });
    const student = await freshStudent('prereq');
    const refused = await student.as('/v1/courses/workplace-safety/enrollment', { method: 'POST' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'COURSE_LOCKED',
      meta: { lock: { state: 'waiting', via: 'prerequisite' } },
    });
    expect(refused.body.errors[0].meta.lock.requires[0].slug).toBe('writing-for-the-web');
    // Its page says so, to guests too (without a lock of theirs).
    const lock = await student.as('/v1/courses/workplace-safety/lock');
    expect(lock.body.data.attributes.lock.state).toBe('waiting');
    expect(lock.body.data.attributes.requires[0].slug).toBe('writing-for-the-web');
    const guest = await ask(null, '/v1/courses/workplace-safety/lock');
    expect(guest.status).toBe(200);
    expect(guest.body.data.attributes.lock).toBeNull();
    // Staff are never locked: Ada enrols directly.
    expect(
      (await ask('ada', '/v1/courses/workplace-safety/enrollment', { method: 'POST' })).status,
    ).toBe(201);
    // Fenna completed Workplace safety before the rule; an enrolled learner now locked out of
    // the lessons is told why (403 COURSE_LOCKED), staff still read them.
    await t.db
      .insert(enrollments)
      .values({ accountId: student.id, courseId: ids['workplace-safety'] ?? '' });
    const [item] = await t.db
      .select({ slug: courseItems.slug })
      .from(courseItems)
      .where(eq(courseItems.courseId, ids['workplace-safety'] ?? ''))
      .limit(1);
    const lesson = await student.as(`/v1/courses/workplace-safety/items/${item?.slug}`);
    expect(lesson.status).toBe(403);
    expect(lesson.body.errors[0].code).toBe('COURSE_LOCKED');
    expect((await ask('ada', `/v1/courses/workplace-safety/items/${item?.slug}`)).status).toBe(200);
    // Completing the required course opens it.
    await student.as('/v1/courses/writing-for-the-web/enrollment', { method: 'POST' });
    await completeCourse(student, ids['writing-for-the-web'] ?? '', 'writing-for-the-web');
    expect((await student.as(`/v1/courses/workplace-safety/items/${item?.slug}`)).status).toBe(200);
    await ask('ada', `/v1/courses/${ids['workplace-safety']}/prerequisites`, {
      method: 'PUT',
      body: body('course_prerequisites', { course_ids: [] }),
    });
  });
});

describe('learning paths for learners', () => {
  it('enrols in every course at once, locks course 2 until course 1 completes, completes the path and issues its certificate', async () => {
    const ids = await courseIds(['time-management', 'data-literacy']);
    const [certification] = await t.db
      .insert(certifications)
      .values({
        portalId: (await t.db.select().from(portals).where(eq(portals.key, 'demo')))[0]?.id ?? '',
        name: 'Sequential path certificate',
      })
      .returning();
    const created = await createPath({
      title: 'Time then data',
      slug: 'time-then-data',
      status: 'published',
      course_ids: [ids['time-management'], ids['data-literacy']],
      certification_id: certification?.id,
      certification_follows_path: true,
    });
    const student = await freshStudent('seq');
    const before = await student.as('/v1/learning_paths/time-then-data');
    expect(before.status).toBe(200);
    expect(before.body.data.attributes).toMatchObject({
      enrolled: false,
      unlocked: true,
      progress: null,
      certification: { name: 'Sequential path certificate' },
    });
    // Not following the path, nothing is locked by it.
    expect(before.body.data.attributes.courses[1].lock.state).toBe('open');

    const enrolled = await student.as('/v1/learning_paths/time-then-data/enrollment', {
      method: 'POST',
    });
    expect(enrolled.status).toBe(201);
    const attributes = enrolled.body.data.attributes;
    expect(attributes.enrolled).toBe(true);
    expect(attributes.courses.map((c: Json) => c.enrolled)).toEqual([true, true]);
    expect(attributes.courses[0].lock.state).toBe('open');
    expect(attributes.courses[1].lock).toMatchObject({
      state: 'waiting',
      via: 'path',
      requires: [{ slug: 'time-management' }],
      path: { slug: 'time-then-data' },
    });
    expect(attributes.progress).toEqual({
      completed_count: 0,
      total: 2,
      progress: 0,
      completed: false,
    });
    // Again: the same enrolment (200).
    expect(
      (await student.as('/v1/learning_paths/time-then-data/enrollment', { method: 'POST' })).status,
    ).toBe(200);

    const [item] = await t.db
      .select({ slug: courseItems.slug })
      .from(courseItems)
      .where(eq(courseItems.courseId, ids['data-literacy'] ?? ''))
      .limit(1);
    const locked = await student.as(`/v1/courses/data-literacy/items/${item?.slug}`);
    expect(locked.status).toBe(403);
    expect(locked.body.errors[0]).toMatchObject({ code: 'COURSE_LOCKED' });
    expect(locked.body.errors[0].meta.lock.requires[0].title).toBe('Time management');

    const mine = await student.as('/v1/learning_paths?filter[mine]=true');
    expect(mine.body.data.map((d: Json) => d.attributes.slug)).toEqual(['time-then-data']);

    await completeCourse(student, ids['time-management'] ?? '', 'time-management');
    expect((await student.as(`/v1/courses/data-literacy/items/${item?.slug}`)).status).toBe(200);
    const halfway = await student.as('/v1/learning_paths?filter[mine]=true');
    expect(halfway.body.data[0].attributes.progress).toMatchObject({
      completed_count: 1,
      total: 2,
      progress: 50,
      completed: false,
    });

    await completeCourse(student, ids['data-literacy'] ?? '', 'data-literacy');
    const [pathEnrolment] = await t.db
      .select()
      .from(learningPathEnrollments)
      .where(
        and(
          eq(learningPathEnrollments.accountId, student.id),
          eq(learningPathEnrollments.pathId, created.id),
        ),
      );
    expect(pathEnrolment?.completedAt).toBeInstanceOf(Date);
    const issued = await t.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          eq(certificates.accountId, student.id),
          eq(certificates.certificationId, certification?.id ?? ''),
        ),
      );
    expect(issued).toHaveLength(1);
    const done = await student.as('/v1/learning_paths/time-then-data');
    expect(done.body.data.attributes.progress).toMatchObject({ completed: true, progress: 100 });
    expect(done.body.data.attributes.completed_at).not.toBeNull();
  });

  it('answers 402 with the products that unlock the path, to one without access', async () => {
    const ids = await courseIds(['time-management', 'data-literacy']);
    await createPath({
      title: 'Paid path',
      slug: 'paid-path',
      status: 'published',
      course_ids: [ids['time-management'], ids['data-literacy']],
    });
    const refused = await ask('eva', '/v1/learning_paths/paid-path/enrollment', {
      method: 'POST',
    });
    expect(refused.status).toBe(402);
    const products = refused.body.errors[0].meta.products.map((p: Json) => p.name);
    // Only the products that unlock both courses (not "Data literacy (single course)").
    expect(refused.body.errors[0].meta.whole_path).toBe(true);
    expect(products).not.toContain('Data literacy (single course)');
    expect(products.length).toBeGreaterThan(0);
    const page = await ask('eva', '/v1/learning_paths/paid-path');
    expect(page.body.data.attributes.unlocked).toBe(false);
    expect(page.body.data.attributes.products.map((p: Json) => p.name)).toEqual(products);
    // Nothing was enrolled.
    const rows = await t.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.accountId, id.eva ?? ''),
          eq(enrollments.courseId, ids['data-literacy'] ?? ''),
        ),
      );
    expect(rows).toHaveLength(0);
  });

  it('shows published paths to guests with only the courses of the guest catalog named', async () => {
    const ids = await courseIds(['time-management', 'data-literacy', 'leading-hybrid-teams']);
    await createPath({
      title: 'Guest path',
      slug: 'guest-path',
      status: 'published',
      sequential: false,
      course_ids: [ids['time-management'], ids['data-literacy'], ids['leading-hybrid-teams']],
    });
    await createPath({ title: 'Draft path', slug: 'draft-path' });
    // Time management's catalog admits coaches only.
    const [course] = await t.db
      .select({ catalogId: courses.catalogId })
      .from(courses)
      .where(eq(courses.id, ids['time-management'] ?? ''));
    await t.db
      .update(catalogs)
      .set({ audienceRoles: ['coach'] })
      .where(eq(catalogs.id, course?.catalogId ?? ''));
    try {
      const guest = await ask(null, '/v1/learning_paths/guest-path');
      expect(guest.status).toBe(200);
      // The draft course is nobody's; Time management is hidden from guests (and students).
      expect(guest.body.data.attributes.courses.map((c: Json) => c.slug)).toEqual([
        'data-literacy',
      ]);
      expect(guest.body.data.attributes.hidden_course_count).toBe(1);
      expect(guest.body.data.attributes.unlocked).toBeNull();
      const coach = await ask('cora', '/v1/learning_paths/guest-path');
      expect(coach.body.data.attributes.courses.map((c: Json) => c.slug)).toEqual([
        'time-management',
        'data-literacy',
      ]);
      const list = await ask(null, '/v1/learning_paths');
      const slugs = list.body.data.map((d: Json) => d.attributes.slug);
      expect(slugs).toContain('guest-path');
      expect(slugs).not.toContain('draft-path');
      expect((await ask(null, '/v1/learning_paths/draft-path')).status).toBe(404);
      expect((await ask('stijn', '/v1/learning_paths/draft-path')).status).toBe(404);
      // Authors preview a draft.
      expect((await ask('alex', '/v1/learning_paths/draft-path')).status).toBe(200);
      // Another portal has no such path.
      expect(
        (await ask(null, '/v1/learning_paths/guest-path', { domain: 'unlimited.localhost' }))
          .status,
      ).toBe(404);
      expect((await ask('lars', '/v1/learning_paths/guest-path')).status).toBe(404);
      // "Part of path" on the course page.
      const lock = await ask(null, '/v1/courses/data-literacy/lock');
      expect(lock.body.data.attributes.paths.map((p: Json) => p.slug)).toContain('guest-path');
    } finally {
      await t.db
        .update(catalogs)
        .set({ audienceRoles: [] })
        .where(eq(catalogs.id, course?.catalogId ?? ''));
    }
  });

  it('needs a session to enrol or list one’s own paths', async () => {
    expect(
      (await ask(null, '/v1/learning_paths/guest-path/enrollment', { method: 'POST' })).status,
    ).toBe(401);
    expect((await ask(null, '/v1/learning_paths?filter[mine]=true')).status).toBe(401);
    expect(token.stijn).toBeTruthy();
  });
});
