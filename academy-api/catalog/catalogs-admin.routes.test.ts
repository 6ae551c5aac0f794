import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, courses, entities } from '../db/schema';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';

const PEOPLE = ['ada', 'alex', 'cora', 'stijn', 'sven'] as const;
type Who = (typeof PEOPLE)[number];
const { t, token } = setUpDemoApi(PEOPLE);

const call = (who: Who, method: string, path: string, body?: unknown) =>
  t.request(`/v1/catalogs${path}`, { method, token: token[who], body });

/** The admin tree: catalogs by name, each with its categories and courses. */
async function tree(who: Who = 'alex') {
  const { status, body } = await call(who, 'GET', '');
  expect(status).toBe(200);
  const included = (type: string) => body.included.filter((r: Json) => r.type === type);
  return {
    body,
    catalog: (name: string) => body.data.find((c: Json) => c.attributes.name === name),
    category: (name: string) =>
      included('categories').find((c: Json) => c.attributes.name === name),
    course: (title: string) => included('courses').find((c: Json) => c.attributes.title === title),
    categories: included('categories') as Json[],
    courses: included('courses') as Json[],
  };
}

/** The order body that keeps a catalog as it is (read from the tree). */
function currentOrder(view: Awaited<ReturnType<typeof tree>>, catalogId: string) {
  const mine = view.categories
    .filter((c) => c.attributes.catalog_id === catalogId)
    .sort((a, b) => a.attributes.position - b.attributes.position);
  const catalog = view.body.data.find((c: Json) => c.id === catalogId);
  const courseIds: string[] = catalog.relationships.courses.data.map((r: Json) => r.id);
  const coursesOf = (categoryId: string | null) =>
    view.courses
      .filter((c) => courseIds.includes(c.id) && c.attributes.category_id === categoryId)
      .sort((a, b) => a.attributes.position - b.attributes.position)
      .map((c) => c.id as string);
  return {
    categories: mine.map((c) => ({ id: c.id as string, courses: coursesOf(c.id) })),
    uncategorised: coursesOf(null),
  };
}

const catalogTitles = async (who: Who) => {
  const { body } = await t.request('/v1/catalog/courses?page[size]=100', { token: token[who] });
  return body.data.map((c: Json) => c.attributes.title) as string[];
};

describe('/v1/catalogs rights (spec §6 catalogs: academy and content groups)', () => {
  it('lets Ada and Alex in; Cora, Stijn and Sven get 403 and guests 401', async () => {
    expect((await t.request('/v1/catalogs')).status).toBe(401);
    for (const who of ['cora', 'stijn', 'sven'] as const) {
      expect((await call(who, 'GET', '')).status, who).toBe(403);
      expect((await call(who, 'POST', '', { name: 'Nope' })).status, who).toBe(403);
    }
    expect((await call('ada', 'GET', '')).status).toBe(200);
  });

  it('shows the seeded catalogs with two levels, their courses (drafts too) and the choices', async () => {
    const view = await tree();
    expect(view.catalog('Professional skills')).toBeTruthy();
    expect(view.category('Management').attributes.parent_id).toBeNull();
    expect(view.course('Leading hybrid teams').attributes.status).toBe('draft');
    expect(view.body.meta.roles).toEqual(
      expect.arrayContaining(['student', 'coach', 'academy_admin']),
    );
    expect(view.body.meta.entities.map((e: Json) => e.name)).toContain('Acme Learning BV');
    expect(view.body.meta.entities.map((e: Json) => e.name)).not.toContain('Unlimited Partners');
  });
});

describe('catalogs: create, rename, audience, delete', () => {
  it('validates the name, the roles and the entities (this portal’s only)', async () => {
    const empty = await call('alex', 'POST', '', { name: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].source.pointer).toBe('/data/attributes/name');
    const long = await call('alex', 'POST', '', { name: 'x'.repeat(81) });
    expect(long.body.errors[0].detail).toBe('This field has a maximum of 80 characters');
    const role = await call('alex', 'POST', '', { name: 'Roles', audience_roles: ['wizard'] });
    expect(role.status).toBe(422);
    expect(role.body.errors[0].source.pointer).toMatch(/^\/data\/attributes\/audience_roles/);
    const [foreign] = await t.db
      .select({ id: entities.id })
      .from(entities)
      .where(eq(entities.name, 'Unlimited Partners'));
    const entity = await call('alex', 'POST', '', {
      name: 'Foreign',
      audience_entity_ids: [foreign?.id],
    });
    expect(entity.status).toBe(422);
    expect(entity.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/audience_entity_ids' },
      detail: 'One of these entities does not belong to this portal.',
    });
    expect((await tree()).catalog('Foreign')).toBeUndefined();
  });

  it('creates, renames and deletes a catalog; its courses stay, outside any catalog', async () => {
    const created = await call('alex', 'POST', '', { name: '  Onboarding ' });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      name: 'Onboarding',
      audience_roles: [],
      audience_entity_ids: [],
    });
    const id = created.body.data.id;
    const renamed = await call('ada', 'PATCH', `/${id}`, { name: 'Onboarding 2026' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.attributes.name).toBe('Onboarding 2026');
    const [course] = await t.db
      .update(courses)
      .set({ catalogId: id })
      .where(eq(courses.slug, 'leading-hybrid-teams'))
      .returning();
    expect((await call('ada', 'DELETE', `/${id}`)).status).toBe(204);
    expect((await call('ada', 'GET', `/${id}`)).status).toBe(404);
    const [after] = await t.db
      .select()
      .from(courses)
      .where(eq(courses.id, course?.id ?? ''));
    expect(after).toMatchObject({
      catalogId: null,
      categoryId: null,
      title: 'Leading hybrid teams',
    });
  });

  it('gives an audience the meaning the student catalog reads', async () => {
    const view = await tree();
    const digital = view.catalog('Digital skills').id;
    expect(await catalogTitles('stijn')).toContain('Data literacy');
    const coachesOnly = await call('alex', 'PATCH', `/${digital}`, {
      audience_roles: ['coach', 'coach'],
    });
    expect(coachesOnly.body.data.attributes.audience_roles).toEqual(['coach']);
    expect(await catalogTitles('stijn')).not.toContain('Data literacy');
    expect(await catalogTitles('cora')).toContain('Data literacy');
    const [acme] = await t.db
      .select({ id: entities.id })
      .from(entities)
      .where(eq(entities.name, 'Acme Learning BV'));
    await call('alex', 'PATCH', `/${digital}`, { audience_entity_ids: [acme?.id] });
    expect(await catalogTitles('stijn')).toContain('Data literacy');
    await call('alex', 'PATCH', `/${digital}`, { audience_roles: [], audience_entity_ids: [] });
    expect(await catalogTitles('stijn')).toContain('Data literacy');
  });

  it('answers 404 for another portal’s or an unknown catalog', async () => {
    const professional = (await tree()).catalog('Professional skills').id;
    const adaThere = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    const foreign = await t.request(`/v1/catalogs/${professional}`, {
      method: 'PATCH',
      domain: 'unlimited.localhost',
      token: adaThere,
      body: { name: 'Taken over' },
    });
    expect(foreign.status).toBe(404);
    const list = await t.request('/v1/catalogs', {
      domain: 'unlimited.localhost',
      token: adaThere,
    });
    expect(list.body.data.map((c: Json) => c.attributes.name)).toEqual(['Essentials']);
    expect((await call('ada', 'DELETE', '/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await tree()).catalog('Professional skills').attributes.name).toBe(
      'Professional skills',
    );
  });
});

describe('categories: at most two levels', () => {
  it('adds a subcategory under a top-level one and refuses a third level', async () => {
    const view = await tree();
    const professional = view.catalog('Professional skills').id;
    const safety = view.category('Safety').id;
    const sub = await call('alex', 'POST', `/${professional}/categories`, {
      name: 'Fire safety',
      parent_id: safety,
    });
    expect(sub.status).toBe(201);
    expect(sub.body.data.attributes).toMatchObject({ name: 'Fire safety', parent_id: safety });
    const third = await call('alex', 'POST', `/${professional}/categories`, {
      name: 'Extinguishers',
      parent_id: sub.body.data.id,
    });
    expect(third.status).toBe(422);
    expect(third.body.errors[0]).toMatchObject({
      code: 'CATEGORY_DEPTH',
      source: { pointer: '/data/attributes/parent_id' },
    });
    // Safety has a child now: it cannot go under Management.
    const management = view.category('Management').id;
    const deeper = await call('alex', 'PATCH', `/${professional}/categories/${safety}`, {
      parent_id: management,
    });
    expect(deeper.status).toBe(422);
    expect(deeper.body.errors[0].code).toBe('CATEGORY_DEPTH');
    // Its own parent, or a category of another catalog: refused too.
    const self = await call('alex', 'PATCH', `/${professional}/categories/${management}`, {
      parent_id: management,
    });
    expect(self.status).toBe(422);
    const writing = view.category('Writing').id;
    const across = await call('alex', 'POST', `/${professional}/categories`, {
      name: 'Elsewhere',
      parent_id: writing,
    });
    expect(across.status).toBe(422);
    // Renaming is fine; the subcategory sits right after its parent in the positions.
    const renamed = await call('alex', 'PATCH', `/${professional}/categories/${sub.body.data.id}`, {
      name: 'Fire and evacuation',
    });
    expect(renamed.body.data.attributes.name).toBe('Fire and evacuation');
    const rows = await t.db.select().from(categories).where(eq(categories.catalogId, professional));
    const ordered = rows.sort((a, b) => a.position - b.position).map((row) => row.name);
    expect(ordered.indexOf('Fire and evacuation')).toBe(ordered.indexOf('Safety') + 1);
  });

  it('deleting a category moves its courses to no category, in the same catalog', async () => {
    const view = await tree();
    const professional = view.catalog('Professional skills').id;
    const safety = view.category('Safety').id;
    expect(view.course('Workplace safety').attributes.category_id).toBe(safety);
    expect((await call('alex', 'DELETE', `/${professional}/categories/${safety}`)).status).toBe(
      204,
    );
    const after = await tree();
    expect(after.category('Safety')).toBeUndefined();
    expect(after.category('Fire and evacuation')).toBeUndefined();
    expect(after.course('Workplace safety').attributes.category_id).toBeNull();
    const catalog = after.catalog('Professional skills');
    expect(catalog.relationships.courses.data.map((r: Json) => r.id)).toContain(
      after.course('Workplace safety').id,
    );
    expect((await call('alex', 'DELETE', `/${professional}/categories/${safety}`)).status).toBe(
      404,
    );
  });
});

describe('PUT /v1/catalogs/{id}/order', () => {
  it('reorders courses and categories, and the student catalog follows', async () => {
    const view = await tree();
    const digital = view.catalog('Digital skills').id;
    const order = currentOrder(view, digital);
    const before = await catalogTitles('stijn');
    expect(before.indexOf('Writing for the web')).toBeLessThan(before.indexOf('Data literacy'));
    // Data and security first, then Writing.
    const reordered = { ...order, categories: [...order.categories].reverse() };
    const saved = await call('alex', 'PUT', `/${digital}/order`, reordered);
    expect(saved.status).toBe(200);
    const after = await catalogTitles('stijn');
    expect(after.indexOf('Data literacy')).toBeLessThan(after.indexOf('Writing for the web'));

    // Within a category: Time management before Project management basics.
    const professional = view.catalog('Professional skills').id;
    const own = currentOrder(await tree(), professional);
    const management = (await tree()).category('Management').id;
    const group = own.categories.find((c) => c.id === management);
    if (!group) throw new Error('no Management');
    group.courses.reverse();
    expect((await call('ada', 'PUT', `/${professional}/order`, own)).status).toBe(200);
    const titles = await catalogTitles('stijn');
    expect(titles.indexOf('Time management')).toBeLessThan(
      titles.indexOf('Project management basics'),
    );
  });

  it('refuses an order that drops, repeats or borrows ids, and changes nothing', async () => {
    const view = await tree();
    const digital = view.catalog('Digital skills').id;
    const order = currentOrder(view, digital);
    const dropped = {
      ...order,
      categories: order.categories.map((c, i) => (i === 0 ? { ...c, courses: [] } : c)),
    };
    const missing = await call('alex', 'PUT', `/${digital}/order`, dropped);
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].detail).toMatch(/every course of this catalog/);
    const repeated = {
      ...order,
      categories: [...order.categories, order.categories[0]],
    };
    expect((await call('alex', 'PUT', `/${digital}/order`, repeated)).status).toBe(422);
    const borrowed = {
      ...order,
      uncategorised: [...order.uncategorised, view.course('Time management').id],
    };
    expect((await call('alex', 'PUT', `/${digital}/order`, borrowed)).status).toBe(422);
    expect((await call('alex', 'PUT', `/${digital}/order`, { categories: 'x' })).status).toBe(422);
    expect(currentOrder(await tree(), digital)).toEqual(order);
  });
});
