import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseLabels, courses } from '../db/schema';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';

const PEOPLE = ['ada', 'alex', 'cora', 'stijn', 'sven'] as const;
type Who = (typeof PEOPLE)[number];
const { t, token } = setUpDemoApi(PEOPLE);

const call = (who: Who, method: string, path: string, body?: unknown) =>
  t.request(`/v1/labels${path}`, { method, token: token[who], body });

async function labelsByName(who: Who = 'ada') {
  const { status, body } = await call(who, 'GET', '');
  expect(status).toBe(200);
  return new Map<string, Json>(body.data.map((l: Json) => [l.attributes.names.en, l]));
}

async function courseIds(...slugs: string[]) {
  const rows = await t.db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(inArray(courses.slug, slugs));
  return slugs.map((slug) => rows.find((row) => row.slug === slug)?.id ?? '');
}

const label = (attributes: Record<string, unknown>) => ({ data: { type: 'labels', attributes } });

describe('/v1/labels rights (spec §6 settings: academy and content groups)', () => {
  it('lets Ada and Alex in; Cora, Stijn and Sven get 403, guests 401', async () => {
    expect((await t.request('/v1/labels')).status).toBe(401);
    for (const who of ['cora', 'stijn', 'sven'] as const) {
      expect((await call(who, 'GET', '')).status, who).toBe(403);
    }
    expect((await call('alex', 'GET', '')).status).toBe(200);
  });

  it('lists the seeded labels with usage counts, chip text colour and contrast', async () => {
    const labels = await labelsByName();
    expect([...labels.keys()]).toEqual(
      expect.arrayContaining(['Beginner', 'Advanced', 'Mandatory']),
    );
    const usage = await t.db
      .select({ id: courseLabels.courseId })
      .from(courseLabels)
      .where(eq(courseLabels.labelId, labels.get('Beginner').id));
    expect(usage.length).toBeGreaterThan(0);
    expect(labels.get('Beginner').attributes.usage_count).toBe(usage.length);
    for (const l of labels.values()) {
      expect(l.attributes.contrast_ratio).toBeGreaterThanOrEqual(4.5);
      expect(['#ffffff', '#000000']).toContain(l.attributes.text_color);
    }
  });
});

describe('creating and editing labels', () => {
  it('creates a label with names per language and a colour, shown in the request language', async () => {
    const created = await t.request('/v1/labels', {
      method: 'POST',
      token: token.alex,
      headers: { 'accept-language': 'nl' },
      body: label({ name_en: ' Expert ', name_nl: 'Gevorderd+', name_ro: '', color: '#1A4731' }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      name: 'Gevorderd+',
      names: { en: 'Expert', nl: 'Gevorderd+' },
      color: '#1a4731',
      text_color: '#ffffff',
      usage_count: 0,
    });
    const id = created.body.data.id;
    const edited = await call('alex', 'PATCH', `/${id}`, { name_nl: '', name_ro: 'Expert RO' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.attributes.names).toEqual({ en: 'Expert', ro: 'Expert RO' });
    const recoloured = await call('alex', 'PATCH', `/${id}`, { color: '#f6e05e' });
    expect(recoloured.body.data.attributes).toMatchObject({
      color: '#f6e05e',
      text_color: '#000000',
    });
  });

  it('requires the English name and a #rrggbb colour; nothing is stored on failure', async () => {
    const before = (await labelsByName()).size;
    const noName = await call(
      'alex',
      'POST',
      '',
      label({ name_nl: 'Alleen NL', color: '#000000' }),
    );
    expect(noName.status).toBe(422);
    expect(noName.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/name_en' },
      detail: 'This field is required',
    });
    const badColour = await call('alex', 'POST', '', label({ name_en: 'Red', color: 'red' }));
    expect(badColour.status).toBe(422);
    expect(badColour.body.errors[0].source.pointer).toBe('/data/attributes/color');
    const long = await call(
      'alex',
      'POST',
      '',
      label({ name_en: 'x'.repeat(41), color: '#000000' }),
    );
    expect(long.body.errors[0].detail).toBe('This field has a maximum of 40 characters');
    const beginner = (await labelsByName()).get('Beginner');
    const blank = await call('alex', 'PATCH', `/${beginner.id}`, { name_en: '  ' });
    expect(blank.status).toBe(422);
    expect((await labelsByName()).size).toBe(before);
    expect((await labelsByName()).get('Beginner').attributes.color).toBe(beginner.attributes.color);
  });

  it('answers 404 for another portal’s label', async () => {
    const beginner = (await labelsByName()).get('Beginner');
    const adaThere = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    const foreign = await t.request(`/v1/labels/${beginner.id}`, {
      method: 'PATCH',
      domain: 'unlimited.localhost',
      token: adaThere,
      body: { name_en: 'Taken' },
    });
    expect(foreign.status).toBe(404);
    const deleted = await t.request(`/v1/labels/${beginner.id}`, {
      method: 'DELETE',
      domain: 'unlimited.localhost',
      token: adaThere,
    });
    expect(deleted.status).toBe(404);
    expect((await labelsByName()).get('Beginner')).toBeTruthy();
  });
});

describe('merging and deleting labels', () => {
  it('merges into another label without duplicate rows, and deletes the source', async () => {
    const [one, two, three] = await courseIds(
      'data-literacy',
      'writing-for-the-web',
      'time-management',
    );
    const a = (await call('ada', 'POST', '', label({ name_en: 'Merge A', color: '#000000' }))).body
      .data.id;
    const b = (await call('ada', 'POST', '', label({ name_en: 'Merge B', color: '#ffffff' }))).body
      .data.id;
    await t.db.insert(courseLabels).values([
      { courseId: one ?? '', labelId: a },
      { courseId: two ?? '', labelId: a },
      { courseId: two ?? '', labelId: b },
      { courseId: three ?? '', labelId: b },
    ]);
    const merged = await call('ada', 'POST', `/${a}/merge`, { into: b });
    expect(merged.status).toBe(200);
    expect(merged.body.data.attributes).toMatchObject({ usage_count: 3, names: { en: 'Merge B' } });
    const rows = await t.db.select().from(courseLabels).where(eq(courseLabels.labelId, b));
    expect(rows.map((row) => row.courseId).sort()).toEqual([one, two, three].sort());
    expect(await t.db.select().from(courseLabels).where(eq(courseLabels.labelId, a))).toEqual([]);
    expect((await labelsByName()).has('Merge A')).toBe(false);
    expect((await call('ada', 'POST', `/${a}/merge`, { into: b })).status).toBe(404);
  });

  it('refuses merging into itself, an unknown id or another portal’s label', async () => {
    const labels = await labelsByName();
    const beginner = labels.get('Beginner').id;
    const self = await call('ada', 'POST', `/${beginner}/merge`, { into: beginner });
    expect(self.status).toBe(422);
    expect(self.body.errors[0].source.pointer).toBe('/data/attributes/into');
    const bad = await call('ada', 'POST', `/${beginner}/merge`, { into: 'nope' });
    expect(bad.status).toBe(422);
    const unknown = await call('ada', 'POST', `/${beginner}/merge`, {
      into: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(422);
    const adaThere = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    const theirs = await t.request('/v1/labels', {
      method: 'POST',
      domain: 'unlimited.localhost',
      token: adaThere,
      body: label({ name_en: 'Elsewhere', color: '#222222' }),
    });
    expect(theirs.status).toBe(201);
    const across = await call('ada', 'POST', `/${beginner}/merge`, { into: theirs.body.data.id });
    expect(across.status).toBe(422);
    expect((await labelsByName()).has('Beginner')).toBe(true);
    expect((await labelsByName()).has('Elsewhere')).toBe(false);
  });

  it('deletes a label and its course links', async () => {
    const [course] = await courseIds('data-literacy');
    const id = (await call('alex', 'POST', '', label({ name_en: 'Short-lived', color: '#333333' })))
      .body.data.id;
    await t.db.insert(courseLabels).values({ courseId: course ?? '', labelId: id });
    expect((await labelsByName()).get('Short-lived').attributes.usage_count).toBe(1);
    expect((await call('alex', 'DELETE', `/${id}`)).status).toBe(204);
    expect(await t.db.select().from(courseLabels).where(eq(courseLabels.labelId, id))).toEqual([]);
    expect((await call('alex', 'DELETE', `/${id}`)).status).toBe(404);
  });
});
