import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, setUpTestApi } from '../test/api-client';

/**
 * Issue 43, item 5: reports of completions, progress, quiz results and certificates per course,
 * entity and period, for the academy group. The demo's numbers: Workplace safety (the compliance
 * course) was finished by seven learners, six of Acme Learning BV and Fenna Flat (Flat Fee
 * Group); Stijn Student holds the one certificate.
 */
const t = setUpTestApi();
let ada: string;
let stijn: string;
const id: Record<string, string> = {};

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;

async function report(kind: string, query = '') {
  const answer = await t.request(`/v1/reports/${kind}${query}`, { token: ada });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { data: Json[]; meta: Json };
}

const names = (rows: Json[]) => rows.map((row) => row.attributes.account_name).sort();

const SAFETY_GRADUATES = [
  'Chloé Janssen',
  'Fenna Flat',
  'Guusje Willems',
  'Hamza El Amrani',
  'Milan Verbeek',
  'Ruben de Wit',
  'Wouter van der Meer',
];

beforeAll(async () => {
  [ada, stijn] = await Promise.all([
    t.signIn('admin@demo.academy'),
    t.signIn('student@demo.academy'),
  ]);
  for (const row of await rowsOf(sql`select c.title as name, c.id::text as id from courses c
      union all select name, id::text from entities
      union all select i.title, i.id::text from course_items i where i.title = 'Data literacy quiz'`)) {
    id[row.name as string] = row.id as string;
  }
  // Stijn hands in the Data literacy quiz without an answer: one failed attempt.
  const started = await t.request(
    `/v1/courses/data-literacy/quizzes/${id['Data literacy quiz']}/attempts`,
    { method: 'POST', token: stijn },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const submitted = await t.request(`/v1/quiz_attempts/${started.body.data.id}/submit`, {
    method: 'POST',
    token: stijn,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
});

describe('completions: who finished the compliance course?', () => {
  it('answers per course, with the summary per course', async () => {
    const all = await report('completions');
    expect(all.meta.total).toBe(12);
    expect(all.meta.summary).toEqual([
      { key: id['Workplace safety'], label: 'Workplace safety', count: 7 },
      { key: id['Project management basics'], label: 'Project management basics', count: 3 },
      { key: id['Data literacy'], label: 'Data literacy', count: 1 },
      { key: id['Writing for the web'], label: 'Writing for the web', count: 1 },
    ]);
    const safety = await report('completions', `?filter[course]=${id['Workplace safety']}`);
    expect(names(safety.data)).toEqual(SAFETY_GRADUATES);
    expect(safety.data[0].attributes).toMatchObject({
      course_title: 'Workplace safety',
      status: 'completed',
      progress: 100,
    });
    // Newest first.
    const finished = safety.data.map((row) => row.attributes.completed_at);
    expect([...finished].sort().reverse()).toEqual(finished);
  });

  it('filters by entity and by period (days, inclusive)', async () => {
    const acme = await report(
      'completions',
      `?filter[course]=${id['Workplace safety']}&filter[entity]=${id['Flat Fee Group']}`,
    );
    expect(names(acme.data)).toEqual(['Fenna Flat']);
    const safety = await report('completions', `?filter[course]=${id['Workplace safety']}`);
    const newest = safety.data[0].attributes.completed_at.slice(0, 10);
    const that = await report(
      'completions',
      `?filter[course]=${id['Workplace safety']}&filter[from]=${newest}&filter[to]=${newest}`,
    );
    expect(names(that.data)).toEqual([safety.data[0].attributes.account_name]);
    const before = await report('completions', '?filter[to]=2000-01-01');
    expect(before.meta.total).toBe(0);
  });

  it('pages: one page of rows, the total and summary of them all', async () => {
    const page = await report('completions', '?page[size]=5&page[number]=2');
    expect(page.data).toHaveLength(5);
    expect(page.meta).toMatchObject({ total: 12, last_page: 3, current_page: 2 });
  });

  it('exports the same rows as CSV', async () => {
    // Straight through the API's fetch: the test client reads JSON.
    const answer = await t.api.fetch(
      new Request(
        `http://api/v1/reports/completions/export.csv?filter[course]=${id['Workplace safety']}`,
        { headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${ada}` } },
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain('completions-report.csv');
    const lines = (await answer.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'account_id,account_name,email,entity_id,entity_name,course_id,course_title,status,progress,enrolled_at,completed_at,last_activity_at',
    );
    expect(lines).toHaveLength(8);
    expect(lines.some((line) => line.includes('flatfee@demo.academy,'))).toBe(true);
  });
});

describe('progress, quiz results and certificates', () => {
  it('progress: every enrolment, counted per status, filterable by status', async () => {
    const all = await report('progress');
    expect(all.meta.total).toBe(47);
    expect(all.meta.summary).toEqual([
      { key: 'in_progress', label: 'in_progress', count: 33 },
      { key: 'completed', label: 'completed', count: 12 },
      { key: 'not_started', label: 'not_started', count: 2 },
    ]);
    const waiting = await report('progress', '?filter[status]=not_started');
    expect(waiting.meta.total).toBe(2);
    expect(names(waiting.data)).toEqual(['Hugo Hybrid', 'Stijn Student']);
    const stijns = await report(
      'progress',
      `?filter[course]=${id['Data literacy']}&filter[status]=in_progress&page[size]=100`,
    );
    expect(
      stijns.data.find((row) => row.attributes.account_name === 'Stijn Student')?.attributes,
    ).toMatchObject({ progress: 40, status: 'in_progress', completed_at: null });
  });

  it('quiz results: each submitted attempt, with its result', async () => {
    const results = await report('quiz_results');
    expect(results.meta.summary).toEqual([{ key: 'failed', label: 'failed', count: 1 }]);
    expect(results.data[0].attributes).toMatchObject({
      account_name: 'Stijn Student',
      course_title: 'Data literacy',
      quiz_title: 'Data literacy quiz',
      attempt: 1,
      percent: 0,
      status: 'failed',
    });
    expect((await report('quiz_results', '?filter[status]=passed')).data).toEqual([]);
  });

  it("certificates: Stijn's, found through its certification's course", async () => {
    const all = await report('certificates');
    expect(all.data.map((row) => row.attributes)).toMatchObject([
      {
        account_name: 'Stijn Student',
        certification_name: 'Project management certificate',
        status: 'valid',
      },
    ]);
    expect(
      (await report('certificates', `?filter[course]=${id['Project management basics']}`)).data,
    ).toHaveLength(1);
    expect(
      (await report('certificates', `?filter[course]=${id['Workplace safety']}`)).data,
    ).toHaveLength(0);
  });
});

describe('filters', () => {
  it("offers the portal's courses and entities by name", async () => {
    const answer = await t.request('/v1/reports/filters', { token: ada });
    expect(answer.status).toBe(200);
    const { courses, entities } = answer.body.data.attributes;
    expect(courses.map((course: Json) => course.title)).toContain('Workplace safety');
    expect(courses.map((course: Json) => course.title)).not.toContain('Customer conversations');
    expect(entities.map((entity: Json) => entity.name)).toEqual([
      'Acme Learning BV',
      'Demo Academy',
      'Flat Fee Group',
    ]);
  });
});

describe('who may', () => {
  it('turns down students and bad filters', async () => {
    expect((await t.request('/v1/reports/completions', { token: stijn })).status).toBe(403);
    expect((await t.request('/v1/reports/completions')).status).toBe(401);
    for (const query of [
      '?filter[from]=yesterday',
      '?filter[course]=nope',
      '?filter[status]=completed',
    ]) {
      const answer = await t.request(`/v1/reports/completions${query}`, { token: ada });
      expect(answer.status, query).toBe(400);
    }
    expect(
      (await t.request('/v1/reports/progress?filter[status]=done', { token: ada })).status,
    ).toBe(400);
  });

  it("shows a portal's data only: Ada on Unlimited Learning sees none of Demo Academy's", async () => {
    const there = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    const answer = await t.request('/v1/reports/progress?page[size]=100', {
      token: there,
      domain: 'unlimited.localhost',
    });
    expect(answer.status).toBe(200);
    expect(names(answer.body.data)).not.toContain('Stijn Student');
    expect(
      answer.body.data.every((row: Json) => row.attributes.entity_name === 'Unlimited Partners'),
    ).toBe(true);
    // Demo Academy's course asked for on the other portal: nothing.
    const foreign = await t.request(
      `/v1/reports/completions?filter[course]=${id['Workplace safety']}`,
      { token: there, domain: 'unlimited.localhost' },
    );
    expect(foreign.body.data).toEqual([]);
  });
});
