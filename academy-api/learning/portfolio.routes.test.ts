import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, portfolioItems } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

const t = setUpTestApi();
const PEOPLE = {
  student: 'student@demo.academy',
  admin: 'admin@demo.academy',
  eva: 'expired@demo.academy',
  lars: 'learner@unlimited.academy',
} as const;
const LARS_DOMAIN = 'unlimited.localhost';
const { id, token } = demoPeople(t, PEOPLE);

const path = (owner: string, rest = '') => `/v1/accounts/${id[owner]}/portfolio_items${rest}`;

const list = (who: string | null, owner: string, query = '', domain = 'localhost') =>
  t.request(path(owner, query), { domain, ...(who ? { token: token[who] } : {}) });

const create = (who: string, owner: string, attributes: Record<string, unknown>) =>
  t.request(path(owner), {
    method: 'POST',
    token: token[who],
    body: { data: { type: 'portfolio_items', attributes } },
  });

const remove = (who: string, owner: string, item: string) =>
  t.request(path(owner, `/${item}`), { method: 'DELETE', token: token[who] });

const titles = (body: Json) => body.data.map((item: Json) => item.attributes.title);

/** The included course's title of each item (null without one), in list order. */
const courseTitles = (body: Json) =>
  body.data.map((item: Json) => {
    const ref = item.relationships.course.data;
    if (!ref) return null;
    return body.included.find((r: Json) => r.type === 'courses' && r.id === ref.id).attributes
      .title;
  });

/** The id of a Demo Academy course by title. */
async function courseId(title: string) {
  const [row] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.title, title));
  return row?.id ?? '';
}

const SEEDED = [
  'My learning goals for this quarter',
  'Reading our sales dashboard critically',
  'What planning our team day taught me',
  'Completed Project management basics',
];

describe('GET /v1/accounts/{account}/portfolio_items', () => {
  it('gives Stijn his 4 seeded items, newest first, with the linked courses', async () => {
    const { status, body } = await list('student', 'student');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(SEEDED);
    expect(courseTitles(body)).toEqual([null, 'Data literacy', null, 'Project management basics']);
    expect(body.data.map((item: Json) => item.attributes.kind)).toEqual([
      'reflection',
      'assignment',
      'reflection',
      'achievement',
    ]);
    expect(Object.keys(body.data[0].attributes)).toEqual([
      'title',
      'description',
      'kind',
      'shared_with_coach',
      'created_at',
    ]);
    // One item is shared with his primary coach (the participant's page shows it to Cora).
    expect(body.data.map((item: Json) => item.attributes.shared_with_coach)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    const created = body.data.map((item: Json) => item.attributes.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Date(created[0]).getTime()).toBeLessThan(Date.now());
    expect(body.meta).toEqual({ total: 4, last_page: 1, current_page: 1, per_page: 20 });
  });

  it('sorts oldest first, pages, and accepts include=course and sparse fieldsets', async () => {
    const oldest = await list('student', 'student', '?sort=created_at&include=course');
    expect(titles(oldest.body)).toEqual([...SEEDED].reverse());
    const page = await list('student', 'student', '?page[size]=3&page[number]=2');
    expect(titles(page.body)).toEqual([SEEDED[3]]);
    expect(page.body.meta).toMatchObject({ total: 4, last_page: 2, current_page: 2 });
    const sparse = await list('student', 'student', '?fields[portfolio_items]=kind');
    expect(sparse.body.data[0].attributes).toEqual({ kind: 'reflection' });
    expect(sparse.body.data[0].relationships).toBeUndefined();
    const bad = await list('student', 'student', '?sort=title');
    expect(bad.status).toBe(400);
  });
});

describe('who may see and change a portfolio', () => {
  it('is 404 for anyone else, staff included, and 401 for guests', async () => {
    expect((await list('eva', 'student')).status).toBe(404);
    expect((await list('admin', 'student')).status).toBe(404);
    expect((await list(null, 'student')).status).toBe(401);
    const seeded = (await list('student', 'student')).body.data[0].id;
    expect((await remove('eva', 'student', seeded)).status).toBe(404);
    expect((await remove('admin', 'student', seeded)).status).toBe(404);
    expect((await create('eva', 'student', { title: 'Not mine', kind: 'reflection' })).status).toBe(
      404,
    );
    // Eva's own (empty) portfolio is hers to read; Stijn's item is not in it.
    const own = await list('eva', 'eva');
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([]);
    expect((await remove('eva', 'eva', seeded)).status).toBe(404);
    expect((await list('student', 'student')).body.meta.total).toBe(4);
  });

  it('is 403 on a portal without portfolio_feature (Lars on Unlimited Learning)', async () => {
    const { status, body } = await list('lars', 'lars', '', LARS_DOMAIN);
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe('FORBIDDEN');
    const post = await t.request(path('lars'), {
      method: 'POST',
      domain: LARS_DOMAIN,
      token: token.lars,
      body: { title: 'My first item', kind: 'reflection' },
    });
    expect(post.status).toBe(403);
  });
});

describe('POST and DELETE /v1/accounts/{account}/portfolio_items', () => {
  it('creates an item (201) that lists first, with its course; deletes it (204, then 404)', async () => {
    const { status, body } = await create('student', 'student', {
      title: '  Wrote my first web article  ',
      description: 'Published a short article on the intranet.',
      kind: 'assignment',
      course_id: await courseId('Writing for the web'),
    });
    expect(status).toBe(201);
    expect(body.data.type).toBe('portfolio_items');
    expect(body.data.attributes).toMatchObject({
      title: 'Wrote my first web article',
      description: 'Published a short article on the intranet.',
      kind: 'assignment',
    });
    expect(body.included[0].attributes.title).toBe('Writing for the web');
    const item = body.data.id;

    const after = await list('student', 'student');
    expect(titles(after.body)[0]).toBe('Wrote my first web article');
    expect(courseTitles(after.body)[0]).toBe('Writing for the web');
    expect(after.body.meta.total).toBe(5);

    expect((await remove('student', 'student', item)).status).toBe(204);
    expect((await remove('student', 'student', item)).status).toBe(404);
    expect(titles((await list('student', 'student')).body)).toEqual(SEEDED);
  });

  it('creates an item without a course or description (a flat body)', async () => {
    const { status, body } = await t.request(path('student'), {
      method: 'POST',
      token: token.student,
      body: { title: 'Short reflection', kind: 'reflection', course_id: null },
    });
    expect(status).toBe(201);
    expect(body.data.attributes.description).toBe('');
    expect(body.data.relationships.course.data).toBeNull();
    expect((await remove('student', 'student', body.data.id)).status).toBe(204);
  });

  it('answers 422 per field with the §5 rule and message', async () => {
    const { status, body } = await create('student', 'student', {
      title: 'ab',
      description: 'x'.repeat(2001),
      kind: 'diploma',
    });
    expect(status).toBe(422);
    const byField = Object.fromEntries(
      body.errors.map((e: Json) => [e.source.pointer.replace('/data/attributes/', ''), e]),
    );
    expect(Object.keys(byField).sort()).toEqual(['description', 'kind', 'title']);
    expect(byField.title.meta.rule).toBe('min');
    expect(byField.title.detail).toBe('This field requires at least 3 characters');
    expect(byField.description.meta.rule).toBe('max');
    expect(byField.description.detail).toBe('This field has a maximum of 2000 characters');
    expect(byField.kind.meta.rule).toBe('in_array');
    expect(byField.kind.detail).toBe(
      'This field needs to have one of the following values: achievement, assignment, reflection',
    );

    // Blank after trimming is missing; the messages follow Accept-Language.
    const blank = await t.request(path('student'), {
      method: 'POST',
      token: token.student,
      headers: { 'accept-language': 'nl' },
      body: { title: '   ', kind: 'reflection' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toHaveLength(1);
    expect(blank.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/title' },
      meta: { rule: 'required' },
      detail: 'Dit veld is verplicht',
    });

    const missingKind = await create('student', 'student', { title: 'Valid title' });
    expect(missingKind.body.errors[0].source.pointer).toBe('/data/attributes/kind');
    expect(missingKind.body.errors[0].meta.rule).toBe('required');

    const badCourse = await create('student', 'student', {
      title: 'Valid title',
      kind: 'reflection',
      course_id: 'not-a-uuid',
    });
    expect(badCourse.status).toBe(422);
    expect(badCourse.body.errors[0].source.pointer).toBe('/data/attributes/course_id');
    expect((await list('student', 'student')).body.meta.total).toBe(4);
  });

  it('refuses a course he is not enrolled in (422 on course_id)', async () => {
    for (const title of ['Workplace safety', 'Customer conversations']) {
      const { status, body } = await create('student', 'student', {
        title: 'Learned about safety',
        kind: 'achievement',
        course_id: await courseId(title),
      });
      expect(status, title).toBe(422);
      expect(body.errors[0]).toMatchObject({
        code: 'NOT_ENROLLED',
        source: { pointer: '/data/attributes/course_id' },
        detail: 'You are not enrolled in this course.',
      });
    }
    const unknown = await create('student', 'student', {
      title: 'Learned about safety',
      kind: 'achievement',
      course_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(422);
    expect((await list('student', 'student')).body.meta.total).toBe(4);
  });

  it('is 404 for an item id that is not a uuid, 405 for other methods', async () => {
    expect((await remove('student', 'student', 'nope')).status).toBe(404);
    const put = await t.request(path('student'), { method: 'PUT', token: token.student, body: {} });
    expect(put.status).toBe(405);
  });
});

describe('PATCH /v1/accounts/{account}/portfolio_items/{item}: sharing with the primary coach', () => {
  const share = (who: string, owner: string, item: string, attributes: Record<string, unknown>) =>
    t.request(path(owner, `/${item}`), {
      method: 'PATCH',
      token: token[who],
      body: { data: { type: 'portfolio_items', id: item, attributes } },
    });

  it('turns sharing on and off for the own item only', async () => {
    const created = await create('student', 'student', {
      title: 'Shared reflection',
      kind: 'reflection',
    });
    const item = created.body.data.id;
    expect(created.body.data.attributes.shared_with_coach).toBe(false);
    const on = await share('student', 'student', item, { shared_with_coach: true });
    expect(on.status).toBe(200);
    expect(on.body.data.attributes).toMatchObject({
      title: 'Shared reflection',
      shared_with_coach: true,
    });
    const off = await share('student', 'student', item, { shared_with_coach: false });
    expect(off.body.data.attributes.shared_with_coach).toBe(false);
    // Anyone else's item, staff included: 404; a missing or wrong value: 422.
    expect((await share('admin', 'student', item, { shared_with_coach: true })).status).toBe(404);
    expect((await share('student', 'student', item, {})).status).toBe(422);
    expect((await share('student', 'student', item, { shared_with_coach: 'yes' })).status).toBe(
      422,
    );
    expect((await remove('student', 'student', item)).status).toBe(204);
  });
});

describe('seeded portfolio (DEMO-DATA.md)', () => {
  it('does not re-seed: a second seed run adds no items', async () => {
    const total = async () => {
      const [row] = await t.db.select({ value: count() }).from(portfolioItems);
      return row?.value;
    };
    const before = await total();
    expect(before).toBe(4);
    await seedDatabase(t.db);
    expect(await total()).toBe(before);
    expect(titles((await list('student', 'student')).body)).toEqual(SEEDED);
  });
});
