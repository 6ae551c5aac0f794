import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogs, courseItems, courses } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

const t = setUpTestApi();
const { token } = demoPeople(t, {
  alex: 'author@demo.academy',
  stijn: 'student@demo.academy',
});

const included = (body: Json, type: string) =>
  (body.included ?? []).filter((resource: Json) => resource.type === type);

async function courseId(slug: string) {
  const [row] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  if (!row) throw new Error(`No course ${slug}`);
  return row.id;
}

async function itemId(slug: string) {
  const [row] = await t.db
    .select({ id: courseItems.id })
    .from(courseItems)
    .where(eq(courseItems.slug, slug));
  if (!row) throw new Error(`No item ${slug}`);
  return row.id;
}

describe('a guest’s course page (GET /v1/courses/{course} without a session)', () => {
  it('answers a course of the guest catalog with its outline, coaches and priced unlocks, no progress', async () => {
    const { status, body } = await t.request(
      '/v1/courses/data-literacy?include=modules,modules.items,labels,coaches,unlocked_by,enrollment',
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.attributes).toMatchObject({
      title: 'Data literacy',
      access: 'guest',
      unlocked: false,
      done_count: 0,
    });
    expect(body.data.relationships.enrollment.data).toBeNull();
    const items = included(body, 'course_items');
    expect(items.map((item: Json) => item.attributes.title)).toEqual(
      expect.arrayContaining(['Bar and line charts', 'Misleading axes', 'Data literacy quiz']),
    );
    // The seeded free preview (DEMO-DATA.md), and no other.
    expect(
      items
        .filter((item: Json) => item.attributes.free_preview)
        .map((i: Json) => i.attributes.slug),
    ).toEqual(['bar-and-line-charts']);
    expect(items.every((item: Json) => item.attributes.done === false)).toBe(true);
    expect(items.some((item: Json) => 'content_html' in item.attributes)).toBe(false);
    expect(included(body, 'coaches').map((c: Json) => c.attributes.full_name)).toEqual([
      'Cora Coach',
    ]);
    const products = included(body, 'products');
    const single = products.find(
      (p: Json) => p.attributes.name === 'Data literacy (single course)',
    );
    expect(single.attributes.prices).toEqual([{ currency: 'EUR', amount_cents: 9500 }]);
  });

  it('is 404 for a draft, another portal’s course and an unknown one', async () => {
    expect((await t.request('/v1/courses/leading-hybrid-teams')).status).toBe(404);
    expect((await t.request('/v1/courses/customer-conversations')).status).toBe(404);
    expect((await t.request('/v1/courses/no-such-course')).status).toBe(404);
    // On its own portal, Unlimited Learning's course is open to guests.
    expect(
      (await t.request('/v1/courses/customer-conversations', { domain: 'unlimited.localhost' }))
        .status,
    ).toBe(200);
  });

  it('is 404 for a course the portal hides from guests, as the guest catalog leaves it out', async () => {
    // A catalog with an audience (students only) is not open to everyone: its courses leave
    // the landing page, and their public pages go with them.
    await t.db
      .update(catalogs)
      .set({ audienceRoles: ['student'] })
      .where(eq(catalogs.name, 'Professional skills'));
    try {
      const catalog = await t.request('/v1/catalog/courses');
      const listed = catalog.body.data.map((c: Json) => c.attributes.slug);
      expect(listed).not.toContain('time-management');
      expect(listed).toContain('data-literacy');
      expect((await t.request('/v1/courses/time-management')).status).toBe(404);
      // Its students still see it.
      expect((await t.request('/v1/courses/time-management', { token: token.stijn })).status).toBe(
        200,
      );
    } finally {
      await t.db
        .update(catalogs)
        .set({ audienceRoles: [] })
        .where(eq(catalogs.name, 'Professional skills'));
    }
  });
});

describe('a guest’s free preview lesson (GET /v1/courses/{course}/items/{item} without a session)', () => {
  it('serves a preview lesson’s sanitised text, read-only', async () => {
    const { status, body } = await t.request('/v1/courses/data-literacy/items/bar-and-line-charts');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.attributes).toMatchObject({
      title: 'Bar and line charts',
      free_preview: true,
      done: false,
    });
    expect(body.data.attributes.content_html).toContain('<p>');
    expect(body.data.attributes.content_html).not.toMatch(/<script|onerror|javascript:/i);
    // Progress stays for students.
    expect(
      (
        await t.request('/v1/courses/data-literacy/items/bar-and-line-charts/progress', {
          method: 'PUT',
        })
      ).status,
    ).toBe(401);
  });

  it('needs a session (401) for a lesson that is no preview; 404 for an unknown one', async () => {
    const locked = await t.request('/v1/courses/data-literacy/items/misleading-axes');
    expect(locked.status).toBe(401);
    expect(locked.body.data).toBeUndefined();
    expect((await t.request('/v1/courses/data-literacy/items/no-such-item')).status).toBe(404);
  });

  it('is 404 for a preview of a draft, of a hidden course and of another portal', async () => {
    const draft = await courseId('leading-hybrid-teams');
    await t.db
      .update(courseItems)
      .set({ freePreview: true })
      .where(eq(courseItems.courseId, draft));
    const [draftItem] = await t.db
      .select({ slug: courseItems.slug })
      .from(courseItems)
      .where(eq(courseItems.courseId, draft));
    expect(
      (await t.request(`/v1/courses/leading-hybrid-teams/items/${draftItem?.slug}`)).status,
    ).toBe(404);

    // Data literacy's preview, asked on Unlimited Learning: no such course there.
    expect(
      (
        await t.request('/v1/courses/data-literacy/items/bar-and-line-charts', {
          domain: 'unlimited.localhost',
        })
      ).status,
    ).toBe(404);

    await t.db
      .update(catalogs)
      .set({ audienceRoles: ['student'] })
      .where(eq(catalogs.name, 'Digital skills'));
    try {
      expect((await t.request('/v1/courses/data-literacy/items/bar-and-line-charts')).status).toBe(
        404,
      );
    } finally {
      await t.db
        .update(catalogs)
        .set({ audienceRoles: [] })
        .where(eq(catalogs.name, 'Digital skills'));
    }
  });
});

describe('an author marks a lesson as a free preview (PATCH …/outline_items/{item})', () => {
  it('opens the lesson to guests, and closes it again', async () => {
    const course = await courseId('data-literacy');
    const lesson = await itemId('sorting-and-filtering');
    const path = `/v1/courses/${course}/outline_items/${lesson}`;
    expect((await t.request('/v1/courses/data-literacy/items/sorting-and-filtering')).status).toBe(
      401,
    );
    const marked = await t.request(path, {
      method: 'PATCH',
      token: token.alex,
      body: { free_preview: true },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data.attributes.free_preview).toBe(true);
    expect((await t.request('/v1/courses/data-literacy/items/sorting-and-filtering')).status).toBe(
      200,
    );
    const editor = await t.request(`/v1/courses/${course}/editor`, { token: token.alex });
    expect(
      editor.body.included.find((r: Json) => r.type === 'course_items' && r.id === lesson)
        .attributes.free_preview,
    ).toBe(true);

    const unmarked = await t.request(path, {
      method: 'PATCH',
      token: token.alex,
      body: { free_preview: false },
    });
    expect(unmarked.status).toBe(200);
    expect((await t.request('/v1/courses/data-literacy/items/sorting-and-filtering')).status).toBe(
      401,
    );
  });

  it('refuses a quiz as a preview, a value that is no boolean, and anyone but course staff', async () => {
    const course = await courseId('data-literacy');
    const quiz = await itemId('data-literacy-quiz');
    const lesson = await itemId('averages-and-outliers');
    const onQuiz = await t.request(`/v1/courses/${course}/outline_items/${quiz}`, {
      method: 'PATCH',
      token: token.alex,
      body: { free_preview: true },
    });
    expect(onQuiz.status).toBe(422);
    expect(onQuiz.body.errors[0].source.pointer).toBe('/data/attributes/free_preview');

    const notBoolean = await t.request(`/v1/courses/${course}/outline_items/${lesson}`, {
      method: 'PATCH',
      token: token.alex,
      body: { free_preview: 'yes' },
    });
    expect(notBoolean.status).toBe(422);

    const student = await t.request(`/v1/courses/${course}/outline_items/${lesson}`, {
      method: 'PATCH',
      token: token.stijn,
      body: { free_preview: true },
    });
    expect(student.status).toBe(403);
    const guest = await t.request(`/v1/courses/${course}/outline_items/${lesson}`, {
      method: 'PATCH',
      body: { free_preview: true },
    });
    expect(guest.status).toBe(401);
    expect((await t.request('/v1/courses/data-literacy/items/averages-and-outliers')).status).toBe(
      401,
    );
  });
});

describe('label names in the reader’s language (never "Advanced" on a Dutch page)', () => {
  it('every seeded label has its name in en, nl and ro', async () => {
    const { LABEL_SEEDS } = await import('../db/seed-learning-data');
    const seeds = Object.values(LABEL_SEEDS).flat();
    expect(seeds.length).toBeGreaterThan(0);
    for (const seed of seeds) {
      for (const locale of ['en', 'nl', 'ro']) expect(seed.names[locale], locale).toBeTruthy();
    }
  });

  it('the course page’s chip is named in the language the request asks for', async () => {
    const names: Record<string, string[]> = {};
    for (const locale of ['en', 'nl', 'ro']) {
      const { body } = await t.request('/v1/courses/data-literacy?include=labels', {
        headers: { 'accept-language': locale },
      });
      names[locale] = included(body, 'labels').map((label: Json) => label.attributes.name);
    }
    expect(names).toEqual({ en: ['Advanced'], nl: ['Gevorderd'], ro: ['Avansat'] });
  });
});
