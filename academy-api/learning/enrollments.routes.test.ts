import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, catalogs, contentIssues, courses, enrollments, portals } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

const t = setUpTestApi();
const PEOPLE = {
  student: 'student@demo.academy',
  admin: 'admin@demo.academy',
  coach: 'coach@demo.academy',
  eva: 'expired@demo.academy',
  fenna: 'flatfee@demo.academy',
  hugo: 'hybrid@demo.academy',
  lars: 'learner@unlimited.academy',
} as const;
const LARS_DOMAIN = 'unlimited.localhost';
const { id, token } = demoPeople(t, PEOPLE);

const list = (who: string | null, owner: string, query = '', domain = 'localhost') =>
  t.request(`/v1/accounts/${id[owner]}/enrollments${query}`, {
    domain,
    ...(who ? { token: token[who] } : {}),
  });

/** The included course of each enrolment, in list order. */
const coursesOf = (body: Json) =>
  body.data.map((e: Json) =>
    body.included.find(
      (r: Json) => r.type === 'courses' && r.id === e.relationships.course.data.id,
    ),
  );
const titles = (body: Json) => coursesOf(body).map((c: Json) => c.attributes.title);

describe('GET /v1/accounts/{account}/enrollments', () => {
  it('gives Stijn his 3 enrolments, newest first, with their courses included', async () => {
    const { status, body } = await list('student', 'student');
    expect(status).toBe(200);
    expect(titles(body)).toEqual([
      'Writing for the web',
      'Data literacy',
      'Project management basics',
    ]);
    expect(body.data.map((e: Json) => [e.attributes.status, e.attributes.progress])).toEqual([
      ['active', 0],
      ['active', 40],
      ['completed', 100],
    ]);
    const enrolled = body.data.map((e: Json) => e.attributes.enrolled_at);
    expect(enrolled).toEqual([...enrolled].sort().reverse());
    expect(Object.keys(body.data[0].attributes)).toEqual([
      'status',
      'progress',
      'enrolled_at',
      'completed_at',
      'last_activity_at',
      'next_item_slug',
      'first_item_slug',
      // Where the course stands: its items, how many are done, the access rule.
      'item_count',
      'done_count',
      'unlocked',
      'access_basis',
    ]);
    // "Continue" and "Review" need no outline: a finished course names its first item.
    expect(body.data[2].attributes.next_item_slug).toBeNull();
    expect(body.data[2].attributes.first_item_slug).toEqual(expect.any(String));
    expect(body.data[1].attributes.first_item_slug).toBe('bar-and-line-charts');
    expect(body.data[0].attributes.completed_at).toBeNull();
    expect(body.data[2].attributes.completed_at).toEqual(expect.any(String));
    expect(coursesOf(body)[2].attributes).toMatchObject({
      slug: 'project-management-basics',
      title: 'Project management basics',
      status: 'published',
      duration_minutes: 90,
      catalog_name: 'Professional skills',
    });
    expect(body.meta).toEqual({ total: 3, last_page: 1, current_page: 1, per_page: 20 });
  });

  it('sorts oldest first, accepts include=course and sparse fieldsets', async () => {
    const oldest = await list('student', 'student', '?sort=enrolled_at&include=course');
    expect(titles(oldest.body)).toEqual([
      'Project management basics',
      'Data literacy',
      'Writing for the web',
    ]);
    const sparse = await list('student', 'student', '?fields[enrollments]=progress');
    expect(sparse.body.data[0].attributes).toEqual({ progress: 0 });
    expect(sparse.body.data[0].relationships).toBeUndefined();
  });

  it('pages with meta and links', async () => {
    const first = await list('student', 'student', '?page[size]=2');
    expect(first.body.data).toHaveLength(2);
    expect(first.body.meta).toEqual({ total: 3, last_page: 2, current_page: 1, per_page: 2 });
    expect(first.body.links.next).toContain('page%5Bnumber%5D=2');
    const second = await list('student', 'student', '?page[size]=2&page[number]=2');
    expect(titles(second.body)).toEqual(['Project management basics']);
    expect(second.body.links.next).toBeNull();
  });

  it("lets staff read a Demo Academy account's enrolments", async () => {
    const { status, body } = await list('admin', 'student');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(3);
    expect((await list('admin', 'eva')).body.meta.total).toBe(1);
    expect((await list('admin', 'fenna')).body.meta.total).toBe(2);
    expect((await list('admin', 'hugo')).body.meta.total).toBe(2);
    // An account without enrolments is an empty list, not a 404.
    const coach = await list('admin', 'coach');
    expect(coach.status).toBe(200);
    expect(coach.body.data).toEqual([]);
  });

  it("is 404 on anyone else's, another portal's and unknown accounts; 401 for guests", async () => {
    expect((await list('student', 'eva')).status).toBe(404);
    // A coach who neither coaches Stijn's courses nor is his primary coach, without a mandate.
    expect((await list('hugo', 'student')).status).toBe(404);
    expect((await list('admin', 'lars')).status).toBe(404);
    const unknown = await t.request(
      '/v1/accounts/00000000-0000-4000-8000-000000000000/enrollments',
      {
        token: token.admin,
      },
    );
    expect(unknown.status).toBe(404);
    const guest = await list(null, 'student');
    expect(guest.status).toBe(401);
  });

  it('the coach scope: the primary coach reads all, a course’s coach that course', async () => {
    const stijns = await list('coach', 'student');
    expect(stijns.status).toBe(200);
    expect(stijns.body.data).toHaveLength(3);
    // Cora coaches Writing for the web, not Workplace safety: of Fenna she sees the one.
    const fennas = await list('coach', 'fenna');
    expect(fennas.status).toBe(200);
    expect(titles(fennas.body)).toEqual(['Writing for the web']);
    expect((await list('coach', 'eva')).status).toBe(200);
  });

  it('gives Lars his one Unlimited Learning course on his own portal', async () => {
    const { status, body } = await list('lars', 'lars', '', LARS_DOMAIN);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Customer conversations']);
  });

  it('rejects what it does not support', async () => {
    for (const [query, parameter] of [
      ['?include=catalog', 'include'],
      ['?sort=title', 'sort'],
      ['?filter[status]=active', 'filter[status]'],
      ['?page[size]=101', 'page[size]'],
    ]) {
      const { status, body } = await list('student', 'student', query);
      expect(status, query).toBe(400);
      expect(body.errors[0].source.parameter).toBe(parameter);
    }
    const post = await t.request(`/v1/accounts/${id.student}/enrollments`, {
      method: 'POST',
      token: token.student,
      body: {},
    });
    expect(post.status).toBe(405);
  });
});

describe('seeded learning content (DEMO-DATA.md)', () => {
  const countOf = async (portalKey: string) => {
    const rows = await t.db
      .select({
        status: courses.status,
        openIssues: sql<number>`(select count(*)::int from ${contentIssues}
          where ${contentIssues.courseId} = ${courses.id} and ${contentIssues.status} = 'open')`,
        catalogId: courses.catalogId,
      })
      .from(courses)
      .innerJoin(portals, eq(portals.id, courses.portalId))
      .where(eq(portals.key, portalKey));
    return {
      courses: rows.length,
      unpublished: rows.filter((r) => r.status !== 'published').length,
      withIssue: rows.filter((r) => r.openIssues > 0).length,
      catalogs: new Set(rows.map((r) => r.catalogId)).size,
    };
  };

  it('has 6+ Demo Academy courses (2 unpublished, 2 catalogs, 1 issue), 2+ on Unlimited', async () => {
    const demo = await countOf('demo');
    expect(demo.courses).toBeGreaterThanOrEqual(6);
    expect(demo).toMatchObject({ unpublished: 2, withIssue: 1, catalogs: 2 });
    expect((await countOf('unlimited')).courses).toBeGreaterThanOrEqual(2);
  });

  it('enrols only in published courses of the account’s own portal', async () => {
    const rows = await t.db
      .select({
        published: sql<boolean>`${courses.status} = 'published'`,
        same: sql<boolean>`${courses.portalId} = ${accounts.portalId}`,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(accounts, eq(accounts.id, enrollments.accountId));
    expect(rows.length).toBeGreaterThan(9);
    expect(rows.every((r) => r.published && r.same)).toBe(true);
  });

  it('does not re-seed: a second seed run adds no catalogs, courses or enrolments', async () => {
    const totals = async () =>
      Promise.all(
        [catalogs, courses, enrollments].map(async (table) => {
          const [row] = await t.db.select({ value: count() }).from(table);
          return row?.value;
        }),
      );
    const before = await totals();
    await seedDatabase(t.db);
    expect(await totals()).toEqual(before);
    expect((await list('student', 'student')).body.meta.total).toBe(3);
  });
});
