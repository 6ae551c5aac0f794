import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { courseItems, courses, files, portals } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

const t = setUpTestApi();
const { token, id } = demoPeople(t, {
  ada: 'admin@demo.academy',
  alex: 'author@demo.academy',
  cora: 'coach@demo.academy',
  stijn: 'student@demo.academy',
  sven: 'sales@demo.academy',
});

const as = (who: keyof typeof token, method = 'GET', body?: unknown) => ({
  token: token[who],
  method,
  body,
});

/** A new draft of Alex's (every test makes its own, so they do not depend on each other). */
async function newCourse(title = `Course ${crypto.randomUUID().slice(0, 6)}`, extra: Json = {}) {
  const { status, body } = await t.request('/v1/courses', as('alex', 'POST', { title, ...extra }));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as Json;
}

async function catalogId(name = 'Professional skills') {
  const { body } = await t.request('/v1/courses/authoring_options', as('alex'));
  return body.included.find((r: Json) => r.type === 'catalogs' && r.attributes.name === name)
    .id as string;
}

async function addModule(courseId: string, title: string) {
  const { status, body } = await t.request(
    `/v1/courses/${courseId}/modules`,
    as('alex', 'POST', { title }),
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.id as string;
}

async function addItem(courseId: string, moduleId: string, title: string, kind = 'lesson') {
  const { status, body } = await t.request(
    `/v1/courses/${courseId}/modules/${moduleId}/items`,
    as('alex', 'POST', { title, kind }),
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.id as string;
}

async function editor(courseId: string) {
  const { status, body } = await t.request(`/v1/courses/${courseId}/editor`, as('alex'));
  expect(status).toBe(200);
  return body;
}

const outlineOf = (doc: Json) =>
  doc.data.relationships.modules.data.map((ref: Json) => {
    const module = doc.included.find((r: Json) => r.type === 'course_modules' && r.id === ref.id);
    return [
      module.attributes.title,
      module.relationships.items.data.map(
        (i: Json) =>
          doc.included.find((r: Json) => r.type === 'course_items' && r.id === i.id).attributes
            .title,
      ),
    ];
  });

describe('course authoring rights (spec §6: course rights and content groups)', () => {
  it('lets Alex and Ada list every status, and refuses Cora, Stijn and Sven with 403', async () => {
    for (const who of ['alex', 'ada'] as const) {
      const { status, body } = await t.request('/v1/courses?page[size]=100', as(who));
      expect(status).toBe(200);
      const statuses = new Set(body.data.map((c: Json) => c.attributes.status));
      expect(statuses.has('draft')).toBe(true);
      expect(statuses.has('published')).toBe(true);
    }
    for (const who of ['cora', 'stijn', 'sven'] as const) {
      expect((await t.request('/v1/courses', as(who))).status).toBe(403);
      expect((await t.request('/v1/courses', as(who, 'POST', { title: 'Mine now' }))).status).toBe(
        403,
      );
      expect((await t.request('/v1/courses/export.csv', as(who))).status).toBe(403);
    }
    expect((await t.request('/v1/courses')).status).toBe(401);
  });

  it('refuses the others on a course too, and answers 404 for another portal’s course', async () => {
    const course = await newCourse();
    for (const who of ['cora', 'stijn', 'sven'] as const) {
      expect((await t.request(`/v1/courses/${course.id}/editor`, as(who))).status).toBe(403);
      expect(
        (
          await t.request(
            `/v1/courses/${course.id}`,
            as(who, 'PATCH', { version: 1, title: 'Hijacked' }),
          )
        ).status,
      ).toBe(403);
    }
    const [unlimited] = await t.db.select().from(portals).where(eq(portals.key, 'unlimited'));
    const [other] = await t.db
      .select()
      .from(courses)
      .where(eq(courses.portalId, unlimited?.id ?? ''));
    expect(other).toBeDefined();
    const otherId = other?.id ?? '';
    expect((await t.request(`/v1/courses/${otherId}/editor`, as('ada'))).status).toBe(404);
    expect(
      (await t.request(`/v1/courses/${otherId}`, as('ada', 'PATCH', { version: 1, title: 'Mine' })))
        .status,
    ).toBe(404);
    expect((await t.request(`/v1/courses/${otherId}/publish`, as('ada', 'POST'))).status).toBe(404);
    expect(
      (await t.request(`/v1/courses/${otherId}/modules`, as('alex', 'POST', { title: 'X' })))
        .status,
    ).toBe(404);
    expect((await t.request('/v1/courses/not-an-id/editor', as('alex'))).status).toBe(404);
  });
});

describe('creating, editing, ordering and publishing a course', () => {
  it('goes from a draft to the student catalog', async () => {
    const title = `Fire drills ${crypto.randomUUID().slice(0, 6)}`;
    const created = await newCourse(title, { summary: 'What to do when the alarm goes.' });
    expect(created.attributes).toMatchObject({ status: 'draft', title, version: 1 });
    expect(created.attributes.slug).toMatch(/^fire-drills-/);

    const patched = await t.request(
      `/v1/courses/${created.id}`,
      as('alex', 'PATCH', {
        version: 1,
        description_html: '<p>Why drills <strong>matter</strong>.</p>',
        catalog_id: await catalogId(),
        coach_ids: [id.cora],
      }),
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data.attributes).toMatchObject({
      version: 2,
      coach_ids: [id.cora],
    });
    expect(
      new Date(patched.body.data.attributes.updated_at) >= new Date(created.attributes.updated_at),
    ).toBe(true);

    const one = await addModule(created.id, 'Before');
    const two = await addModule(created.id, 'During');
    const alarm = await addItem(created.id, one, 'The alarm');
    const exits = await addItem(created.id, one, 'Exits');
    const meet = await addItem(created.id, two, 'Meeting point');
    for (const item of [alarm, exits, meet]) {
      const { status } = await t.request(
        `/v1/courses/${created.id}/outline_items/${item}`,
        as('alex', 'PATCH', { content_html: `<p>About ${item}</p>` }),
      );
      expect(status).toBe(200);
    }
    // Exits moves to the second module, first.
    const ordered = await t.request(
      `/v1/courses/${created.id}/outline`,
      as('alex', 'PUT', {
        modules: [
          { id: one, item_ids: [alarm] },
          { id: two, item_ids: [exits, meet] },
        ],
      }),
    );
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(outlineOf(ordered.body)).toEqual([
      ['Before', ['The alarm']],
      ['During', ['Exits', 'Meeting point']],
    ]);

    const before = await t.request('/v1/catalog/courses?page[size]=100', { token: token.stijn });
    expect(before.body.data.map((c: Json) => c.attributes.title)).not.toContain(title);
    const published = await t.request(`/v1/courses/${created.id}/publish`, as('alex', 'POST'));
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.attributes.status).toBe('published');
    const after = await t.request('/v1/catalog/courses?page[size]=100', { token: token.stijn });
    expect(after.body.data.map((c: Json) => c.attributes.title)).toContain(title);
    // And its page lists the new order for the student.
    const page = await t.request(
      `/v1/courses/${created.attributes.slug}?include=modules,modules.items`,
      {
        token: token.stijn,
      },
    );
    expect(page.status).toBe(200);

    const archived = await t.request(`/v1/courses/${created.id}/archive`, as('ada', 'POST'));
    expect(archived.body.data.attributes.status).toBe('archived');
    const gone = await t.request('/v1/catalog/courses?page[size]=100', { token: token.stijn });
    expect(gone.body.data.map((c: Json) => c.attributes.title)).not.toContain(title);
    const restored = await t.request(`/v1/courses/${created.id}/restore`, as('ada', 'POST'));
    expect(restored.body.data.attributes.status).toBe('draft');
    expect((await t.request(`/v1/courses/${created.id}/restore`, as('ada', 'POST'))).status).toBe(
      409,
    );
  });

  it("starts a new course in the portal's primary language (Dutch on Demo Academy), unless told", async () => {
    expect((await newCourse()).attributes.language).toBe('nl');
    expect((await newCourse(undefined, { language: 'ro' })).attributes.language).toBe('ro');
    const unlimited = await t.request('/v1/courses', {
      ...as('ada', 'POST', { title: `English ${crypto.randomUUID().slice(0, 6)}` }),
      domain: 'unlimited.localhost',
    });
    expect(unlimited.status, JSON.stringify(unlimited.body)).toBe(201);
    expect(unlimited.body.data.attributes.language).toBe('en');
  });

  it("gives items a duration of whole minutes, 0 to 1440; the course's is their sum", async () => {
    const course = await newCourse();
    const module = await addModule(course.id, 'Timed');
    const first = await addItem(course.id, module, 'Twenty minutes');
    const second = await addItem(course.id, module, 'Twenty-five minutes');
    const patchItem = (item: string, body: Json) =>
      t.request(`/v1/courses/${course.id}/outline_items/${item}`, as('alex', 'PATCH', body));
    const durationOf = async () =>
      (await editor(course.id)).data.attributes.duration_minutes as number;
    expect(await durationOf()).toBe(0);
    const saved = await patchItem(first, { duration_minutes: 20 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.attributes.duration_minutes).toBe(20);
    expect((await patchItem(second, { duration_minutes: 25 })).status).toBe(200);
    expect(await durationOf()).toBe(45);
    for (const wrong of [1441, -1, 1.5, '10']) {
      const refused = await patchItem(second, { duration_minutes: wrong });
      expect(refused.status, String(wrong)).toBe(422);
      expect(refused.body.errors[0].source.pointer).toBe('/data/attributes/duration_minutes');
    }
    expect((await patchItem(second, { duration_minutes: 1440 })).status).toBe(200);
    expect(await durationOf()).toBe(1460);
    // The course's own duration is not set apart from its items'.
    const details = await t.request(
      `/v1/courses/${course.id}`,
      as('alex', 'PATCH', { version: 1, duration_minutes: 5 }),
    );
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body.data.attributes.duration_minutes).toBe(1460);
    await t.request(`/v1/courses/${course.id}/outline_items/${second}`, as('alex', 'DELETE'));
    expect(await durationOf()).toBe(20);
  });

  it('gives unique slugs within the portal, and refuses a slug another course has', async () => {
    const a = await newCourse('Same name');
    const b = await newCourse('Same name');
    expect(a.attributes.slug).not.toBe(b.attributes.slug);
    const taken = await t.request(
      `/v1/courses/${b.id}`,
      as('alex', 'PATCH', { version: 1, slug: a.attributes.slug }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors[0].source.pointer).toBe('/data/attributes/slug');
    const bad = await t.request(
      `/v1/courses/${b.id}`,
      as('alex', 'PATCH', { version: 1, slug: 'Not a slug!' }),
    );
    expect(bad.status).toBe(422);
    const missing = await t.request('/v1/courses', as('alex', 'POST', { title: '  ' }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].source.pointer).toBe('/data/attributes/title');
  });

  it('says what is missing before publishing (422, one error per thing)', async () => {
    const course = await newCourse();
    const module = await addModule(course.id, 'One');
    await addItem(course.id, module, 'Empty lesson');
    await addItem(course.id, module, 'Knowledge check', 'quiz');
    const { status, body } = await t.request(
      `/v1/courses/${course.id}/publish`,
      as('alex', 'POST'),
    );
    expect(status).toBe(422);
    expect(body.errors.map((e: Json) => e.code)).toEqual([
      'SUMMARY_MISSING',
      'CATALOG_MISSING',
      'LESSON_EMPTY',
      'QUIZ_WITHOUT_QUESTIONS',
    ]);
    expect(body.errors[1].source.pointer).toBe('/data/attributes/catalog_id');
    expect(body.errors[3].detail).toBe('Quiz “Knowledge check” has no questions yet.');
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.status).toBe('draft');
  });

  it('refuses a stale version with 409 naming what changed, and loses nothing', async () => {
    const course = await newCourse('Conflicts');
    const first = await t.request(
      `/v1/courses/${course.id}`,
      as('ada', 'PATCH', { version: 1, summary: 'Ada’s summary' }),
    );
    expect(first.status).toBe(200);
    const stale = await t.request(
      `/v1/courses/${course.id}`,
      as('alex', 'PATCH', { version: 1, summary: 'Alex’s summary', title: 'Conflicts' }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].code).toBe('EDIT_CONFLICT');
    expect(stale.body.errors[0].meta).toEqual({ current_version: 2, changed_fields: ['summary'] });
    expect(stale.body.errors[0].detail).toContain('summary');
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ description: 'Ada’s summary', version: 2 });
    const retried = await t.request(
      `/v1/courses/${course.id}`,
      as('alex', 'PATCH', { version: 2, summary: 'Alex’s summary' }),
    );
    expect(retried.status).toBe(200);
    expect(retried.body.data.attributes).toMatchObject({ summary: 'Alex’s summary', version: 3 });
  });

  it('keeps both modules when two editors add one at the same time', async () => {
    const course = await newCourse();
    const titles = ['From Alex', 'From Ada', 'Another of Alex', 'Another of Ada'];
    const answers = await Promise.all(
      titles.map((title, i) =>
        t.request(
          `/v1/courses/${course.id}/modules`,
          as(i % 2 ? 'ada' : 'alex', 'POST', { title }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const modules = outlineOf(await editor(course.id)).map(([title]: [string]) => title);
    expect([...modules].sort()).toEqual([...titles].sort());
  });

  it('refuses an outline that is not exactly the course’s', async () => {
    const course = await newCourse();
    const one = await addModule(course.id, 'One');
    const lesson = await addItem(course.id, one, 'Lesson');
    const other = await newCourse();
    const foreign = await addModule(other.id, 'Foreign');
    const cases = [
      { modules: [{ id: one, item_ids: [] }] },
      { modules: [{ id: one, item_ids: [lesson, lesson] }] },
      {
        modules: [
          { id: one, item_ids: [lesson] },
          { id: foreign, item_ids: [] },
        ],
      },
    ];
    for (const body of cases) {
      expect(
        (await t.request(`/v1/courses/${course.id}/outline`, as('alex', 'PUT', body))).status,
      ).toBe(409);
    }
    expect(
      (await t.request(`/v1/courses/${course.id}/outline`, as('alex', 'PUT', { modules: 'x' })))
        .status,
    ).toBe(422);
  });

  it('sanitises the description and lesson HTML on write', async () => {
    const course = await newCourse();
    const module = await addModule(course.id, 'One');
    const lesson = await addItem(course.id, module, 'Dangerous');
    const evil =
      '<p>x</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">y</a>';
    const desc = await t.request(
      `/v1/courses/${course.id}`,
      as('alex', 'PATCH', { version: 1, description_html: evil }),
    );
    expect(desc.status).toBe(200);
    const item = await t.request(
      `/v1/courses/${course.id}/outline_items/${lesson}`,
      as('alex', 'PATCH', { content_html: evil }),
    );
    expect(item.status).toBe(200);
    const [stored] = await t.db.select().from(courseItems).where(eq(courseItems.id, lesson));
    const [storedCourse] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    for (const html of [stored?.contentHtml ?? '', storedCourse?.descriptionHtml ?? '']) {
      expect(html).toContain('<p>x</p>');
      expect(html).not.toMatch(/onerror|<script|javascript:/i);
    }
  });

  it('keeps a lesson’s stored images and takes out another site’s, saying which', async () => {
    const course = await newCourse();
    const module = await addModule(course.id, 'One');
    const lesson = await addItem(course.id, module, 'Pictures');
    const stored =
      '<img src="/api/v1/files/01935d6c-7a4e-7000-8000-000000000001/content" alt="A chart">';
    const item = await t.request(
      `/v1/courses/${course.id}/outline_items/${lesson}`,
      as('alex', 'PATCH', {
        content_html: `<p>x</p>${stored}<img src="https://tracker.example/p.gif" alt="" srcset="https://tracker.example/2x.gif 2x">`,
      }),
    );
    expect(item.status).toBe(200);
    expect(item.body.data.attributes.content_html).toBe(`<p>x</p>${stored}`);
    expect(item.body.data.meta).toEqual({ refused_images: ['https://tracker.example/p.gif'] });
    const [row] = await t.db.select().from(courseItems).where(eq(courseItems.id, lesson));
    expect(row?.contentHtml).toBe(`<p>x</p>${stored}`);
    const clean = await t.request(
      `/v1/courses/${course.id}/outline_items/${lesson}`,
      as('alex', 'PATCH', { content_html: `<p>y</p>${stored}` }),
    );
    expect(clean.body.data.meta).toBeUndefined();
  });

  it('sets an uploaded cover: the students’ cover_url is its content through the app', async () => {
    const course = await newCourse();
    const [portal] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
    const [file] = await t.db
      .insert(files)
      .values({
        portalId: portal?.id ?? '',
        purpose: 'course_cover',
        courseId: course.id,
        fileName: 'cover.png',
        contentType: 'image/png',
        sizeBytes: 68,
        storageKey: `test/${crypto.randomUUID()}`,
        sha256: 'x',
      })
      .returning();
    const fileId = file?.id ?? '';
    const { status, body } = await t.request(
      `/v1/courses/${course.id}`,
      as('alex', 'PATCH', { version: 1, cover_file_id: fileId }),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.attributes.cover_url).toBe(`/api/v1/files/${fileId}/content`);
    const wrong = await t.request(
      `/v1/courses/${course.id}`,
      as('alex', 'PATCH', { version: 2, cover_file_id: crypto.randomUUID() }),
    );
    expect(wrong.status).toBe(422);
  });
});

describe('the admin list, bulk actions and CSV export', () => {
  it('searches, filters by status and sorts, with enrolment counts', async () => {
    const { status, body } = await t.request(
      '/v1/courses?filter[search]=data&include=labels',
      as('ada'),
    );
    expect(status).toBe(200);
    const row = body.data.find((c: Json) => c.attributes.title === 'Data literacy');
    expect(row.attributes.enrollment_count).toBeGreaterThan(0);
    expect(row.attributes.catalog_name).toBe('Digital skills');
    const drafts = await t.request('/v1/courses?filter[status]=draft&page[size]=100', as('ada'));
    expect(drafts.body.data.every((c: Json) => c.attributes.status === 'draft')).toBe(true);
    const sorted = await t.request('/v1/courses?sort=title&filter[status]=published', as('ada'));
    const names = sorted.body.data.map((c: Json) => c.attributes.title as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect((await t.request('/v1/courses?sort=slug', as('ada'))).status).toBe(400);
    expect((await t.request('/v1/courses?filter[status]=gone', as('ada'))).status).toBe(400);
    expect((await t.request('/v1/courses?filter[label]=nope', as('ada'))).status).toBe(400);
  });

  it('publishes in bulk: what passes the check is published, the rest says why', async () => {
    const ready = await newCourse(undefined, { summary: 'Ready', catalog_id: await catalogId() });
    const module = await addModule(ready.id, 'One');
    const lesson = await addItem(ready.id, module, 'Lesson');
    await t.request(
      `/v1/courses/${ready.id}/outline_items/${lesson}`,
      as('alex', 'PATCH', { content_html: '<p>Text</p>' }),
    );
    const unready = await newCourse();
    const { status, body } = await t.request(
      '/v1/courses/bulk',
      as('alex', 'POST', { action: 'publish', ids: [ready.id, unready.id, crypto.randomUUID()] }),
    );
    expect(status).toBe(200);
    expect(body.meta.succeeded).toBe(1);
    const [first, second, third] = body.meta.results;
    expect(first).toMatchObject({ id: ready.id, ok: true });
    expect(second.ok).toBe(false);
    expect(second.errors.map((e: Json) => e.code)).toContain('NO_MODULES');
    expect(third.errors[0].code).toBe('NOT_FOUND');

    const labels = await t.request('/v1/courses/authoring_options', as('alex'));
    const label = labels.body.included.find((r: Json) => r.type === 'labels').id;
    const added = await t.request(
      '/v1/courses/bulk',
      as('alex', 'POST', { action: 'add_label', ids: [unready.id], label_id: label }),
    );
    expect(added.body.meta.succeeded).toBe(1);
    expect((await editor(unready.id)).data.attributes.label_ids).toEqual([label]);
    expect(
      (
        await t.request(
          '/v1/courses/bulk',
          as('alex', 'POST', { action: 'add_label', ids: [unready.id] }),
        )
      ).status,
    ).toBe(422);
  });

  it('says why a course of a bulk action failed in the request’s language', async () => {
    const unready = await newCourse();
    const details: Record<string, string[]> = {};
    for (const locale of ['nl', 'ro'] as const) {
      const { body } = await t.request('/v1/courses/bulk', {
        ...as('alex', 'POST', { action: 'publish', ids: [unready.id, crypto.randomUUID()] }),
        headers: { 'accept-language': locale },
      });
      details[locale] = body.meta.results.map((row: Json) => row.errors.at(-1).detail);
    }
    expect(details.nl?.[1]).toBe('Deze cursus bestaat niet op dit portaal.');
    expect(details.ro?.[1]).toBe('Acest curs nu există pe acest portal.');
    // The publish check's own words are in it too.
    expect(details.nl?.[0]).not.toBe(details.ro?.[0]);
  });

  it('exports CSV: UTF-8 with BOM, a header row, quoting and formula injection defused', async () => {
    await newCourse('=HYPERLINK("http://evil.example","click")');
    await newCourse('Quotes "and", commas');
    const response = await t.api.fetch(
      new Request('http://api/v1/courses/export.csv?filter[status]=draft', {
        headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token.ada}` },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes); // decode() drops the BOM
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual([
      'title',
      'slug',
      'status',
      'catalog',
      'labels',
      'enrollments',
      'updated_at',
    ]);
    const titles = rows.slice(1).map((row) => row[0]);
    expect(titles).toContain(`'=HYPERLINK("http://evil.example","click")`);
    expect(titles).toContain('Quotes "and", commas');
    expect(csv).toContain('"Quotes ""and"", commas"');
    expect(rows.slice(1).every((row) => row[2] === 'draft')).toBe(true);
  });
});
