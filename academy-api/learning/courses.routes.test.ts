import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentIssues, courseItems, courseModules, courses, portals } from '../db/schema';
import { currentAgreementIds } from '../test/agreements';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

const t = setUpTestApi();
const { token } = demoPeople(t, {
  stijn: 'student@demo.academy',
  eva: 'expired@demo.academy',
  fenna: 'flatfee@demo.academy',
  hugo: 'hybrid@demo.academy',
  alex: 'author@demo.academy',
  lars: 'learner@unlimited.academy',
});

const titles = (body: Json) => body.data.map((course: Json) => course.attributes.title as string);

/** A student of its own (try free: a 14-day trial subscription), so tests change only theirs. */
async function freshStudent(name: string) {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const { status, body } = await t.request('/auth/register', {
    method: 'POST',
    body: {
      data: {
        type: 'accounts',
        attributes: {
          full_name: name,
          email,
          password: 'a-long-password',
          accepted_agreements: await currentAgreementIds(t),
        },
      },
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.attributes.token as string;
}

describe('GET /v1/catalog/courses (SCREENS "Learning")', () => {
  it('lists the portal’s published courses only, in catalog order', async () => {
    const { status, body } = await t.request('/v1/catalog/courses', { token: token.stijn });
    expect(status).toBe(200);
    expect(titles(body)).toEqual([
      'Project management basics',
      'Time management',
      'Workplace safety',
      'Writing for the web',
      'Data literacy',
    ]);
    expect(body.meta.total).toBe(5);
  });

  it('shows guests what is open to everyone, and Lars only Unlimited Learning’s courses', async () => {
    const guest = await t.request('/v1/catalog/courses');
    expect(titles(guest.body)).toContain('Data literacy');
    expect(guest.body.data[0].attributes.access).toBe('guest');
    const lars = await t.request('/v1/catalog/courses', {
      token: token.lars,
      domain: 'unlimited.localhost',
    });
    expect(titles(lars.body).sort()).toEqual(['Customer conversations', 'Sales fundamentals']);
  });

  it('says per course whether the viewer is enrolled, has it in their plan, or what unlocks it', async () => {
    const stijn = await t.request('/v1/catalog/courses?include=labels,unlocked_by', {
      token: token.stijn,
    });
    const access = Object.fromEntries(
      stijn.body.data.map((c: Json) => [c.attributes.title, c.attributes.access]),
    );
    expect(access['Data literacy']).toBe('enrolled');
    expect(access['Time management']).toBe('included');
    const dataLiteracy = stijn.body.data.find((c: Json) => c.attributes.title === 'Data literacy');
    expect(dataLiteracy.attributes.enrollment_progress).toBe(40);
    expect(dataLiteracy.attributes.category_name).toBe('Data and security');

    const eva = await t.request('/v1/catalog/courses?include=unlocked_by', { token: token.eva });
    const locked = eva.body.data.find((c: Json) => c.attributes.title === 'Data literacy');
    expect(locked.attributes.access).toBe('locked');
    const unlockers = locked.relationships.unlocked_by.data.map((p: Json) => p.id);
    const products = eva.body.included.filter((r: Json) => r.type === 'products');
    const names = unlockers.map(
      (id: string) => products.find((p: Json) => p.id === id)?.attributes.name,
    );
    expect(names).toEqual([
      'Annual subscription',
      'Data literacy (single course)',
      'Flat fee: all courses',
    ]);
  });

  it('searches title, summary and label names, filters and sorts', async () => {
    const search = (query: string) =>
      t.request(`/v1/catalog/courses?${query}`, { token: token.stijn }).then((r) => titles(r.body));
    expect(await search('filter[search]=charts')).toEqual(['Data literacy']);
    // A label's name (Mandatory), in any of its languages (Verplicht).
    expect(await search('filter[search]=verplicht')).toEqual(['Workplace safety']);
    // Relevance: a title match first.
    expect((await search('filter[search]=time'))[0]).toBe('Time management');
    expect(await search('sort=title')).toEqual([
      'Data literacy',
      'Project management basics',
      'Time management',
      'Workplace safety',
      'Writing for the web',
    ]);
    const categories = await t.request('/v1/catalog/categories', { token: token.stijn });
    const safety = categories.body.included.find(
      (r: Json) => r.type === 'categories' && r.attributes.name === 'Safety',
    );
    expect(await search(`filter[category]=${safety.id}`)).toEqual(['Workplace safety']);
    expect((await t.request('/v1/catalog/courses?sort=price', { token: token.stijn })).status).toBe(
      400,
    );
  });

  it('has no categories where catalog-categories is off (403)', async () => {
    const [unlimited] = await t.db.select().from(portals).where(eq(portals.key, 'unlimited'));
    await t.db
      .update(portals)
      .set({ features: unlimited!.features.filter((f) => f !== 'catalog-categories') })
      .where(eq(portals.key, 'unlimited'));
    try {
      const { status } = await t.request('/v1/catalog/categories', {
        token: token.lars,
        domain: 'unlimited.localhost',
      });
      expect(status).toBe(403);
    } finally {
      await t.db
        .update(portals)
        .set({ features: unlimited!.features })
        .where(eq(portals.key, 'unlimited'));
    }
  });
});

describe('a course and its outline', () => {
  it('answers the whole outline with the viewer’s ticks in one document', async () => {
    const { status, body } = await t.request(
      '/v1/courses/data-literacy?include=modules,modules.items,labels,coaches,enrollment',
      { token: token.stijn },
    );
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({
      title: 'Data literacy',
      access: 'enrolled',
      item_count: 5,
      done_count: 2,
    });
    const modules = body.included.filter((r: Json) => r.type === 'course_modules');
    expect(modules.map((m: Json) => m.attributes.title)).toEqual([
      'Reading charts',
      'Working with tables',
    ]);
    const items = body.included.filter((r: Json) => r.type === 'course_items');
    expect(items.map((i: Json) => [i.attributes.title, i.attributes.done])).toEqual([
      ['Bar and line charts', true],
      ['Misleading axes', true],
      ['Sorting and filtering', false],
      ['Averages and outliers', false],
      ['Data literacy quiz', false],
    ]);
    expect(items.every((i: Json) => i.attributes.content_html === undefined)).toBe(true);
    const coaches = body.included.filter((r: Json) => r.type === 'coaches');
    expect(coaches.map((c: Json) => c.attributes.full_name)).toEqual(['Cora Coach']);
  });

  it('answers an outline of 200 items (SCREENS: no second round trip) whole and in order, fast', async () => {
    const [course] = await t.db
      .select({ id: courses.id, portalId: courses.portalId })
      .from(courses)
      .where(eq(courses.slug, 'time-management'));
    if (!course) throw new Error('Time management is not seeded');
    const modules = await t.db
      .insert(courseModules)
      .values(
        Array.from({ length: 10 }, (_, m) => ({
          courseId: course.id,
          title: `Bulk module ${m + 1}`,
          position: 1000 + m,
        })),
      )
      .returning({ id: courseModules.id });
    await t.db.insert(courseItems).values(
      modules.flatMap((module, m) =>
        Array.from({ length: 20 }, (_, i) => ({
          courseId: course.id,
          moduleId: module.id,
          title: `Bulk lesson ${m * 20 + i + 1}`,
          slug: `bulk-${m * 20 + i + 1}`,
          position: i,
          durationMinutes: 5,
        })),
      ),
    );
    try {
      const started = performance.now();
      const { status, body } = await t.request(
        '/v1/courses/time-management?include=modules,modules.items',
        { token: token.stijn },
      );
      const elapsed = performance.now() - started;
      expect(status).toBe(200);
      const items = body.included.filter((r: Json) => r.type === 'course_items');
      const bulk = items.filter((i: Json) => i.attributes.title.startsWith('Bulk lesson'));
      expect(bulk).toHaveLength(200);
      expect(bulk.map((i: Json) => i.attributes.slug)).toEqual(
        Array.from({ length: 200 }, (_, n) => `bulk-${n + 1}`),
      );
      expect(body.data.attributes.item_count).toBe(items.length);
      // Generous for a loaded CI machine; locally it takes a few milliseconds.
      expect(elapsed).toBeLessThan(1_000);
    } finally {
      await t.db.delete(courseModules).where(
        inArray(
          courseModules.id,
          modules.map((module) => module.id),
        ),
      );
    }
  });

  it('is 404 when unpublished (to students) or of another portal; authors see drafts', async () => {
    expect(
      (await t.request('/v1/courses/leading-hybrid-teams', { token: token.stijn })).status,
    ).toBe(404);
    expect(
      (await t.request('/v1/courses/leading-hybrid-teams', { token: token.alex })).status,
    ).toBe(200);
    expect(
      (
        await t.request('/v1/courses/customer-conversations', {
          token: token.stijn,
        })
      ).status,
    ).toBe(404);
  });

  it('serves a lesson’s sanitised text to the enrolled, with where previous and next lead', async () => {
    const { status, body } = await t.request('/v1/courses/data-literacy/items/misleading-axes', {
      token: token.stijn,
    });
    expect(status).toBe(200);
    expect(body.data.attributes.title).toBe('Misleading axes');
    expect(body.data.attributes.content_html).toContain('<p>');
    expect(body.data.attributes.content_html).not.toMatch(/<script|onerror|javascript:/i);
    expect(body.data.meta).toEqual({
      previous_slug: 'bar-and-line-charts',
      next_slug: 'sorting-and-filtering',
    });
  });

  it('serves a lesson stored before the image rule without its tracking image', async () => {
    const [course] = await t.db.select().from(courses).where(eq(courses.slug, 'data-literacy'));
    const [item] = await t.db
      .select()
      .from(courseItems)
      .where(
        and(eq(courseItems.slug, 'misleading-axes'), eq(courseItems.courseId, course?.id ?? '')),
      );
    const original = item?.contentHtml ?? '';
    // As an earlier version stored it, when any https image was kept.
    const old = `<p>Tracked</p><img src="https://tracker.example/p.gif" alt="">${original}`;
    await t.db
      .update(courseItems)
      .set({ contentHtml: old })
      .where(eq(courseItems.id, item?.id ?? ''));
    try {
      const { body } = await t.request('/v1/courses/data-literacy/items/misleading-axes', {
        token: token.stijn,
      });
      expect(body.data.attributes.content_html).toBe(`<p>Tracked</p>${original}`);
    } finally {
      await t.db
        .update(courseItems)
        .set({ contentHtml: original })
        .where(eq(courseItems.id, item?.id ?? ''));
    }
  });
});

describe('enrolling (spec §4 access)', () => {
  it('lets Stijn (active subscription) enrol in Time management, once', async () => {
    const first = await t.request('/v1/courses/time-management/enrollment', {
      method: 'POST',
      token: token.stijn,
    });
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({ status: 'active', progress: 0 });
    expect(first.body.data.attributes.next_item_slug).toBe('urgent-or-important');
    const again = await t.request('/v1/courses/time-management/enrollment', {
      method: 'POST',
      token: token.stijn,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('answers Eva (inactive subscription) 402, naming what unlocks the course', async () => {
    const { status, body } = await t.request('/v1/courses/workplace-safety/enrollment', {
      method: 'POST',
      token: token.eva,
    });
    expect(status).toBe(402);
    expect(body.errors[0].code).toBe('PAYMENT_REQUIRED');
    expect(body.errors[0].meta.products.map((p: Json) => p.name)).toEqual([
      'Annual subscription',
      'Flat fee: all courses',
    ]);
  });

  it('lets Fenna (flat fee: no subscription needed) enrol; Lars only on his own portal', async () => {
    expect(
      (
        await t.request('/v1/courses/data-literacy/enrollment', {
          method: 'POST',
          token: token.fenna,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.request('/v1/courses/sales-fundamentals/enrollment', {
          method: 'POST',
          token: token.lars,
          domain: 'unlimited.localhost',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.request('/v1/courses/data-literacy/enrollment', {
          method: 'POST',
          token: token.lars,
          domain: 'unlimited.localhost',
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a draft (404)', async () => {
    expect(
      (
        await t.request('/v1/courses/leading-hybrid-teams/enrollment', {
          method: 'POST',
          token: token.alex,
        })
      ).status,
    ).toBe(404);
  });
});

describe('progress is safe', () => {
  const done = (who: string, course: string, item: string, method = 'PUT') =>
    t.request(`/v1/courses/${course}/items/${item}/progress`, { method, token: who });

  it('marking done twice counts once; two lessons at once both count; completion once', async () => {
    const student = await freshStudent('Tess Twice');
    await t.request('/v1/courses/time-management/enrollment', { method: 'POST', token: student });
    const first = await done(student, 'time-management', 'urgent-or-important');
    expect(first.body.data.attributes.progress).toBe(25);
    const twice = await done(student, 'time-management', 'urgent-or-important');
    expect(twice.body.data.attributes.progress).toBe(25);
    // Two tabs, two lessons, at the same moment.
    const [a, b] = await Promise.all([
      done(student, 'time-management', 'saying-no'),
      done(student, 'time-management', 'weekly-planning'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const last = await done(student, 'time-management', 'protecting-focus-time');
    expect(last.body.data.attributes).toMatchObject({ progress: 100, status: 'completed' });
    expect(last.body.meta.just_completed).toBe(true);
    const completedAt = last.body.data.attributes.completed_at;
    // Marking again after completion records nothing new.
    const after = await done(student, 'time-management', 'protecting-focus-time');
    expect(after.body.meta.just_completed).toBe(false);
    expect(after.body.data.attributes.completed_at).toBe(completedAt);
  });

  it('a reload keeps it: the outline and the catalog agree', async () => {
    const student = await freshStudent('Rita Reload');
    await t.request('/v1/courses/data-literacy/enrollment', { method: 'POST', token: student });
    await done(student, 'data-literacy', 'bar-and-line-charts');
    const course = await t.request('/v1/courses/data-literacy', { token: student });
    expect(course.body.data.attributes.done_count).toBe(1);
    const catalog = await t.request('/v1/catalog/courses?filter[search]=data', { token: student });
    expect(catalog.body.data[0].attributes.enrollment_progress).toBe(20);
  });
});

describe('ratings (SCREENS: the average shows from 3 ratings)', () => {
  it('needs a completed course, and shows the average once 3 students rated', async () => {
    const average = async () =>
      (await t.request('/v1/catalog/courses?filter[search]=workplace', { token: token.stijn })).body
        .data[0].attributes;
    const notDone = await t.request('/v1/courses/workplace-safety/rating', {
      method: 'PUT',
      token: token.stijn,
      body: { stars: 5 },
    });
    expect(notDone.status).toBe(422);
    expect(notDone.body.errors[0].code).toBe('NOT_COMPLETED');

    // Fenna completed it (DEMO-DATA.md); two fresh students complete it too.
    const raters = [token.fenna, await freshStudent('Ron Rater'), await freshStudent('Ria Rater')];
    for (const rater of raters.slice(1)) {
      await t.request('/v1/courses/workplace-safety/enrollment', { method: 'POST', token: rater });
      for (const item of [
        'slips-trips-and-falls',
        'screens-and-posture',
        'reporting-an-incident',
        'first-aid-basics',
      ]) {
        await t.request(`/v1/courses/workplace-safety/items/${item}/progress`, {
          method: 'PUT',
          token: rater,
        });
      }
    }
    const stars = [5, 4, 3];
    for (const [index, rater] of raters.entries()) {
      const rated = await t.request('/v1/courses/workplace-safety/rating', {
        method: 'PUT',
        token: rater,
        body: { stars: stars[index], comment: 'Clear and practical.' },
      });
      expect(rated.status).toBe(200);
      if (index < 2) expect((await average()).rating_average).toBeNull();
    }
    expect(await average()).toMatchObject({ rating_average: 4, rating_count: 3 });
    const invalid = await t.request('/v1/courses/workplace-safety/rating', {
      method: 'PUT',
      token: token.fenna,
      body: { stars: 6 },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0].source.pointer).toBe('/data/attributes/stars');
  });
});

describe('reporting a problem on a lesson', () => {
  it('stores it for the content-issues screen, with the lesson', async () => {
    const outline = await t.request('/v1/courses/data-literacy?include=modules.items', {
      token: token.stijn,
    });
    const item = outline.body.included.find(
      (r: Json) => r.type === 'course_items' && r.attributes.slug === 'misleading-axes',
    );
    const { status, body } = await t.request('/v1/courses/data-literacy/content_issues', {
      method: 'POST',
      token: token.stijn,
      body: {
        category: 'typo',
        message: 'The second chart’s caption says 1998.',
        item_id: item.id,
      },
    });
    expect(status).toBe(201);
    expect(body.data.attributes).toMatchObject({ category: 'typo', status: 'open' });
    const [stored] = await t.db
      .select()
      .from(contentIssues)
      .where(eq(contentIssues.id, body.data.id));
    expect(stored?.itemId).toBe(item.id);
    const short = await t.request('/v1/courses/data-literacy/content_issues', {
      method: 'POST',
      token: token.stijn,
      body: { category: 'typo', message: 'x' },
    });
    expect(short.status).toBe(422);
  });
});
