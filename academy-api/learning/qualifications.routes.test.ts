import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, courses, enrollments, portals, qualifications } from '../db/schema';
import { currentAgreementIds } from '../test/agreements';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { seedQualifications } from './qualifications.seed';

const PEOPLE = ['ada', 'cora', 'stijn', 'lars'] as const;
const { t, id, token } = setUpDemoApi(PEOPLE);

type Who = (typeof PEOPLE)[number];
const domainOf = (who: Who) => (who === 'lars' ? 'unlimited.localhost' : 'localhost');

const get = (who: Who | null, path: string) =>
  t.request(path, who ? { token: token[who], domain: domainOf(who) } : {});

const write = (
  who: Who,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  attributes?: Record<string, unknown>,
) =>
  t.request(path, {
    method,
    token: token[who],
    domain: domainOf(who),
    ...(attributes ? { body: { data: { type: 'qualifications', attributes } } } : {}),
  });

/** The ids of courses by slug on a portal ('demo' or 'unlimited'). */
async function courseIds(portal: string, slugs: string[]): Promise<Record<string, string>> {
  const rows = await t.db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .innerJoin(portals, eq(portals.id, courses.portalId))
    .where(and(eq(portals.key, portal), inArray(courses.slug, slugs)));
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

/** A CSV answer (the test client reads JSON only): status, headers and its lines. */
async function csv(who: Who, path: string) {
  const response = await t.api.fetch(
    new Request(`http://api${path}`, {
      headers: { 'x-portal-domain': domainOf(who), authorization: `Bearer ${token[who]}` },
    }),
  );
  const text = await response.text();
  return { response, lines: text.replace(/^\uFEFF/, '').split('\r\n') };
}

const byName = (body: Json, name: string) =>
  body.data.find((resource: Json) => resource.attributes.name === name);

/** A freshly registered student of Demo Academy: its token and account id. */
async function freshStudent(label: string) {
  const email = `qualified-${label}-${Date.now()}@example.org`;
  const { status, body } = await t.request('/auth/register', {
    method: 'POST',
    body: {
      data: {
        type: 'accounts',
        attributes: {
          full_name: `Quinn ${label}`,
          email,
          password: 'long-enough',
          accepted_agreements: await currentAgreementIds(t),
        },
      },
    },
  });
  expect(status).toBe(201);
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  return { token: body.data.attributes.token as string, id: row?.id ?? '' };
}

describe('the seed', () => {
  it('has Digital foundations on Demo Academy once, however often it runs', async () => {
    const portalRows = await t.db.select({ id: portals.id, key: portals.key }).from(portals);
    const portalIds = new Map(portalRows.map((row) => [row.key, row.id]));
    await seedQualifications(t.db, portalIds, new Map());
    await seedQualifications(t.db, portalIds, new Map());
    const rows = await t.db
      .select()
      .from(qualifications)
      .where(eq(qualifications.name, 'Digital foundations'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ portalId: portalIds.get('demo'), requiredCount: null });
  });
});

describe('GET /v1/qualifications', () => {
  it('shows Stijn Digital foundations: Data literacy 40 %, Writing for the web 0 %, 0 of 2', async () => {
    const { status, body } = await get('stijn', '/v1/qualifications');
    expect(status).toBe(200);
    const digital = byName(body, 'Digital foundations');
    expect(digital.type).toBe('qualifications');
    expect(digital.attributes).toEqual({
      name: 'Digital foundations',
      required_count: null,
      course_count: 2,
      completed_count: 0,
      progress: 0,
      achieved: false,
      courses: [
        {
          id: expect.any(String),
          title: 'Data literacy',
          slug: 'data-literacy',
          progress: 40,
          completed: false,
        },
        {
          id: expect.any(String),
          title: 'Writing for the web',
          slug: 'writing-for-the-web',
          progress: 0,
          completed: false,
        },
      ],
    });
  });

  it('is achieved (100) for a student who completed both courses, 50 after one', async () => {
    const student = await freshStudent('both');
    const ids = await courseIds('demo', ['data-literacy', 'writing-for-the-web']);
    const complete = (slug: string) =>
      t.db.insert(enrollments).values({
        accountId: student.id,
        courseId: ids[slug] ?? '',
        status: 'completed',
        progress: 100,
        completedAt: new Date(),
      });
    const report = async () =>
      byName(
        (await t.request('/v1/qualifications', { token: student.token })).body,
        'Digital foundations',
      ).attributes;

    expect(await report()).toMatchObject({ completed_count: 0, progress: 0, achieved: false });
    await complete('data-literacy');
    expect(await report()).toMatchObject({ completed_count: 1, progress: 50, achieved: false });
    await complete('writing-for-the-web');
    const done = await report();
    expect(done).toMatchObject({ completed_count: 2, progress: 100, achieved: true });
    expect(done.courses.map((course: Json) => [course.progress, course.completed])).toEqual([
      [100, true],
      [100, true],
    ]);
  });

  it('is 403 where qualifications-report is off (Lars), 401 for guests, 400 on unknown queries', async () => {
    expect((await get('lars', '/v1/qualifications')).status).toBe(403);
    expect((await csv('lars', '/v1/qualifications/export')).response.status).toBe(403);
    expect((await get(null, '/v1/qualifications')).status).toBe(401);
    expect((await get('stijn', '/v1/qualifications?sort=name')).status).toBe(400);
  });
});

describe('GET /v1/qualifications/export', () => {
  it('is a CSV with the header and one row per qualification course', async () => {
    const { response, lines } = await csv('stijn', '/v1/qualifications/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/);
    expect(lines[0]).toBe(
      'qualification,needed_count,completed_count,progress,achieved,course,course_slug,course_progress,course_completed',
    );
    expect(lines).toContain('Digital foundations,2,0,0,no,Data literacy,data-literacy,40,no');
    expect(lines).toContain(
      'Digital foundations,2,0,0,no,Writing for the web,writing-for-the-web,0,no',
    );
  });
});

describe('GET /v1/coach/qualifications', () => {
  it('lists Cora’s mentees Stijn and Eva × the qualifications, not Fenna', async () => {
    const { status, body } = await get('cora', '/v1/coach/qualifications');
    expect(status).toBe(200);
    const digital = body.meta.qualifications.find((q: Json) => q.name === 'Digital foundations');
    expect(digital).toEqual({ id: expect.any(String), name: 'Digital foundations' });
    const names = body.data.map((row: Json) => row.attributes.name);
    expect(names).toEqual(['Eva Expired', 'Stijn Student']);
    expect(names).not.toContain('Fenna Flat');
    const stijn = body.data.find((row: Json) => row.id === id.stijn);
    expect(stijn.type).toBe('coach_qualification_rows');
    expect(stijn.attributes.email).toBe('student@demo.academy');
    expect(stijn.attributes.cells).toContainEqual({
      qualification_id: digital.id,
      progress: 0,
      achieved: false,
    });
    expect(stijn.attributes.cells).toHaveLength(body.meta.qualifications.length);
  });

  it('is 403 for Stijn (no coach) and Lars, 401 for guests', async () => {
    expect((await get('stijn', '/v1/coach/qualifications')).status).toBe(403);
    expect((await csv('stijn', '/v1/coach/qualifications/export')).response.status).toBe(403);
    expect((await get('lars', '/v1/coach/qualifications')).status).toBe(403);
    expect((await get(null, '/v1/coach/qualifications')).status).toBe(401);
  });

  it('exports the matrix as a CSV: the header, then a row per mentee and qualification', async () => {
    const { response, lines } = await csv('cora', '/v1/coach/qualifications/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(lines[0]).toBe('name,email,qualification,progress,achieved');
    expect(lines).toContain('Stijn Student,student@demo.academy,Digital foundations,0,no');
    expect(lines).toContain('Eva Expired,expired@demo.academy,Digital foundations,0,no');
    expect(lines.some((line) => line.startsWith('Fenna Flat'))).toBe(false);
  });
});

describe('qualification definitions and writes (RULES.certifications)', () => {
  it('Ada creates, edits and deletes a qualification; invalid input is a 422 per field', async () => {
    const ids = await courseIds('demo', [
      'data-literacy',
      'writing-for-the-web',
      'workplace-safety',
    ]);
    const [foreign] = Object.values(await courseIds('unlimited', ['customer-conversations']));
    const dataLiteracy = ids['data-literacy'] ?? '';
    const web = ids['writing-for-the-web'] ?? '';
    const safety = ids['workplace-safety'] ?? '';
    const pointerOf = (body: Json) => body.errors[0].source.pointer;

    // Stijn may read his report, not write.
    expect(
      (await write('stijn', 'POST', '/v1/qualifications', { name: 'X', course_ids: [web] })).status,
    ).toBe(403);

    const refused: [Record<string, unknown>, string][] = [
      [{ name: '', course_ids: [web] }, 'name'],
      [{ name: 'x'.repeat(201), course_ids: [web] }, 'name'],
      [{ name: 'Safe work' }, 'course_ids'],
      [{ name: 'Safe work', course_ids: [] }, 'course_ids'],
      [{ name: 'Safe work', course_ids: ['not-a-course'] }, 'course_ids'],
      [{ name: 'Safe work', course_ids: [web, foreign] }, 'course_ids'],
      [{ name: 'Safe work', course_ids: [web], required_count: 2 }, 'required_count'],
      [{ name: 'Safe work', course_ids: [web], required_count: 0 }, 'required_count'],
      [{ name: 'Safe work', course_ids: [web], required_count: 'one' }, 'required_count'],
    ];
    for (const [attributes, field] of refused) {
      const { status, body } = await write('ada', 'POST', '/v1/qualifications', attributes);
      expect(status, JSON.stringify(attributes)).toBe(422);
      expect(pointerOf(body)).toBe(`/data/attributes/${field}`);
    }
    const tooMany = await write('ada', 'POST', '/v1/qualifications', {
      name: 'Safe work',
      course_ids: Array.from(
        { length: 51 },
        (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      ),
    });
    expect(tooMany.status).toBe(422);
    // The detail is in the request's language.
    const dutch = await t.request('/v1/qualifications', {
      method: 'POST',
      token: token.ada,
      headers: { 'accept-language': 'nl' },
      body: { name: 'Veilig werken', course_ids: [web], required_count: 2 },
    });
    expect(dutch.body.errors[0].detail).toMatch(/^Vul een heel getal van 1 tot en met 1 in/);

    const created = await write('ada', 'POST', '/v1/qualifications', {
      name: '  Safe and digital  ',
      course_ids: [safety, dataLiteracy, web],
      required_count: 2,
    });
    expect(created.status).toBe(201);
    const qualification = created.body.data.id as string;
    expect(created.body.data.attributes).toMatchObject({
      name: 'Safe and digital',
      required_count: 2,
      course_count: 3,
      course_ids: [safety, dataLiteracy, web],
    });
    expect(created.body.data.attributes.courses.map((c: Json) => c.slug)).toEqual([
      'workplace-safety',
      'data-literacy',
      'writing-for-the-web',
    ]);

    const definitions = await get('ada', '/v1/qualifications/definitions');
    expect(definitions.status).toBe(200);
    expect(byName(definitions.body, 'Safe and digital').id).toBe(qualification);
    expect(byName(definitions.body, 'Digital foundations').attributes.course_count).toBe(2);
    expect((await get('stijn', '/v1/qualifications/definitions')).status).toBe(403);

    // Stijn sees it: 2 of 3 needed, none completed.
    const stijns = byName((await get('stijn', '/v1/qualifications')).body, 'Safe and digital');
    expect(stijns.attributes).toMatchObject({ required_count: 2, course_count: 3, progress: 0 });

    const path = `/v1/qualifications/${qualification}`;
    const tooHigh = await write('ada', 'PATCH', path, { required_count: 4 });
    expect(tooHigh.status).toBe(422);
    expect(pointerOf(tooHigh.body)).toBe('/data/attributes/required_count');
    // Fewer courses than the required count it keeps.
    const fewer = await write('ada', 'PATCH', path, { course_ids: [web] });
    expect(fewer.status).toBe(422);
    expect(pointerOf(fewer.body)).toBe('/data/attributes/required_count');
    expect((await write('ada', 'PATCH', path, { name: ' ' })).status).toBe(422);
    expect((await write('ada', 'PATCH', path, { course_ids: [foreign] })).status).toBe(422);

    const edited = await write('ada', 'PATCH', path, {
      name: 'Digital basics',
      course_ids: [web, dataLiteracy],
      required_count: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.attributes).toMatchObject({
      name: 'Digital basics',
      required_count: null,
      course_ids: [web, dataLiteracy],
    });
    const renamed = await write('ada', 'PATCH', path, { name: 'Digital basics 2' });
    expect(renamed.body.data.attributes).toMatchObject({
      name: 'Digital basics 2',
      course_count: 2,
    });

    // Unlimited Learning has no qualifications-report: its definitions are refused (403).
    const adaThere = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    const elsewhere = await t.request(path, {
      method: 'DELETE',
      token: adaThere,
      domain: 'unlimited.localhost',
    });
    expect(elsewhere.status).toBe(403);
    expect((await write('ada', 'PATCH', '/v1/qualifications/nope', { name: 'X' })).status).toBe(
      404,
    );

    expect((await write('ada', 'DELETE', path)).status).toBe(204);
    expect((await write('ada', 'DELETE', path)).status).toBe(404);
    expect((await write('ada', 'PATCH', path, { name: 'Back' })).status).toBe(404);
    const after = await get('ada', '/v1/qualifications/definitions');
    expect(byName(after.body, 'Digital basics 2')).toBeUndefined();
  });
});
