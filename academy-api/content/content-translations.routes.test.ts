import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements, courses, portals } from '../db/schema';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';

const PEOPLE = ['ada', 'alex', 'mia', 'cora', 'stijn'] as const;
type Who = (typeof PEOPLE)[number];
const { t, token } = setUpDemoApi(PEOPLE);

/** A request as `who` (null: a guest) reading or writing in `language`. */
const ask = (
  who: Who | null,
  path: string,
  options: { method?: string; body?: unknown; language?: string } = {},
) =>
  t.request(path, {
    method: options.method,
    body: options.body,
    headers: { 'accept-language': options.language ?? 'en' },
    ...(who ? { token: token[who] } : {}),
  });

const translation = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

const DUTCH_COURSE = {
  title: 'Datageletterdheid',
  summary: 'Lees grafieken en tabellen kritisch.',
  description_html: '<p>Over <strong>grafieken</strong>.</p><script>alert(1)</script>',
};

async function courseIdOf(slug: string, portalName = 'Demo Academy') {
  const [row] = await t.db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(portals, eq(portals.id, courses.portalId))
    .where(and(eq(courses.slug, slug), eq(portals.name, portalName)));
  if (!row) throw new Error(`No course ${slug} on ${portalName}`);
  return row.id;
}

async function announcementIdOf(title: string) {
  const [row] = await t.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.title, title));
  if (!row) throw new Error(`No announcement ${title}`);
  return row.id;
}

const included = (body: Json, type: string) =>
  (body.included ?? []).filter((resource: Json) => resource.type === type);

describe('a course’s translations', () => {
  it('an author adds, changes and removes the Dutch one; the rich text is sanitised', async () => {
    const id = await courseIdOf('writing-for-the-web');
    const path = `/v1/courses/${id}/translations/nl`;
    const body = translation('course_translations', DUTCH_COURSE);
    const created = await ask('alex', path, { method: 'PUT', body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'course_translations',
      attributes: {
        locale: 'nl',
        title: 'Datageletterdheid',
        summary: 'Lees grafieken en tabellen kritisch.',
        description_html: '<p>Over <strong>grafieken</strong>.</p>',
      },
    });

    const changed = await ask('alex', path, {
      method: 'PUT',
      body: translation('course_translations', {
        ...DUTCH_COURSE,
        title: 'Schrijven voor het web',
      }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.id).toBe(created.body.data.id);

    // The editor reads the original and its translations.
    const editor = await ask('alex', `/v1/courses/${id}/editor`);
    expect(editor.body.data.attributes.title).toBe('Writing for the web');
    expect(editor.body.data.relationships.translations.data).toEqual([
      { type: 'course_translations', id: created.body.data.id },
    ]);
    expect(included(editor.body, 'course_translations')[0].attributes.title).toBe(
      'Schrijven voor het web',
    );

    expect((await ask('alex', path, { method: 'DELETE' })).status).toBe(204);
    expect((await ask('alex', path, { method: 'DELETE' })).status).toBe(404);
    const after = await ask('alex', `/v1/courses/${id}/editor`);
    expect(after.body.data.relationships.translations.data).toEqual([]);
  });

  it('refuses a language the portal does not offer, and the original’s own, in the caller’s language', async () => {
    const id = await courseIdOf('writing-for-the-web');
    const body = translation('course_translations', DUTCH_COURSE);
    const german = await ask('alex', `/v1/courses/${id}/translations/de`, {
      method: 'PUT',
      body,
      language: 'nl',
    });
    expect(german.status).toBe(422);
    expect(german.body.errors[0]).toMatchObject({
      code: 'LANGUAGE_NOT_OFFERED',
      detail: 'Kies een van de talen van dit portaal.',
      source: { parameter: 'locale' },
    });
    const english = await ask('alex', `/v1/courses/${id}/translations/en`, {
      method: 'PUT',
      body,
      language: 'ro',
    });
    expect(english.status).toBe(422);
    expect(english.body.errors[0].code).toBe('ORIGINAL_LANGUAGE');
    expect(english.body.errors[0].detail).toMatch(/^Originalul este scris în această limbă/);
  });

  it('checks the texts with the original’s rules (422 per field)', async () => {
    const id = await courseIdOf('writing-for-the-web');
    const { status, body } = await ask('alex', `/v1/courses/${id}/translations/nl`, {
      method: 'PUT',
      body: translation('course_translations', { title: 'x', summary: 's'.repeat(501) }),
    });
    expect(status).toBe(422);
    expect(body.errors.map((error: Json) => error.source.pointer).sort()).toEqual([
      '/data/attributes/summary',
      '/data/attributes/title',
    ]);
  });

  it('is for those who edit courses, of this portal only', async () => {
    const id = await courseIdOf('writing-for-the-web');
    const body = translation('course_translations', DUTCH_COURSE);
    const path = `/v1/courses/${id}/translations/nl`;
    expect((await ask(null, path, { method: 'PUT', body })).status).toBe(401);
    expect((await ask('stijn', path, { method: 'PUT', body })).status).toBe(403);
    expect((await ask('mia', path, { method: 'PUT', body })).status).toBe(403);
    // Another portal's course does not exist here.
    const [unlimited] = await t.db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(portals, eq(portals.id, courses.portalId))
      .where(eq(portals.name, 'Unlimited Learning'))
      .limit(1);
    const foreign = `/v1/courses/${unlimited?.id}/translations/nl`;
    expect((await ask('ada', foreign, { method: 'PUT', body })).status).toBe(404);
    expect((await ask('ada', foreign, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('a course in its reader’s language', () => {
  const DUTCH = { ...DUTCH_COURSE, description_html: '<p>Over grafieken.</p>' };

  it('catalog, course page, my courses and the guest page: the Dutch text, marked Dutch', async () => {
    const id = await courseIdOf('data-literacy');
    const saved = await ask('alex', `/v1/courses/${id}/translations/nl`, {
      method: 'PUT',
      body: translation('course_translations', DUTCH),
    });
    expect(saved.status).toBe(201);

    const card = async (who: Who | null, language: string) => {
      const { body } = await ask(who, '/v1/catalog/courses?page[size]=100', { language });
      return body.data.find((course: Json) => course.id === id).attributes;
    };
    expect(await card('stijn', 'nl')).toMatchObject({
      title: 'Datageletterdheid',
      summary: DUTCH.summary,
      language: 'en',
      text_language: 'nl',
    });
    // No Romanian translation, and English is the original: the original, marked English.
    for (const language of ['ro', 'en']) {
      expect(await card('stijn', language)).toMatchObject({
        title: 'Data literacy',
        language: 'en',
        text_language: 'en',
      });
    }
    expect((await card(null, 'nl')).title).toBe('Datageletterdheid');

    const page = await ask('stijn', '/v1/courses/data-literacy', { language: 'nl' });
    expect(page.body.data.attributes).toMatchObject({
      title: 'Datageletterdheid',
      description_html: '<p>Over grafieken.</p>',
      text_language: 'nl',
    });
    const guest = await ask(null, '/v1/courses/data-literacy', { language: 'nl' });
    expect(guest.body.data.attributes).toMatchObject({
      title: 'Datageletterdheid',
      text_language: 'nl',
    });
    const preview = await ask(null, '/v1/courses/data-literacy/items/bar-and-line-charts', {
      language: 'nl',
    });
    expect(included(preview.body, 'courses')[0].attributes.title).toBe('Datageletterdheid');

    const me = await ask('stijn', '/v1/me');
    const mine = await ask('stijn', `/v1/accounts/${me.body.data.id}/enrollments`, {
      language: 'nl',
    });
    const enrolled = included(mine.body, 'courses').find((course: Json) => course.id === id);
    expect(enrolled.attributes).toMatchObject({ title: 'Datageletterdheid', text_language: 'nl' });

    // A Dutch reader's words find it.
    const found = await ask('stijn', '/v1/catalog/courses?filter[search]=datageletterdheid');
    expect(found.body.data.map((course: Json) => course.id)).toEqual([id]);
  });
});

describe('an announcement’s translations', () => {
  const DUTCH = {
    title: 'Nieuwe cursussen dit najaar',
    body_html:
      '<p>Bekijk de <em>catalogus</em>.</p><img src="https://elsewhere.example/x.png" alt="x">',
  };

  it('whoever writes announcements adds one; the banner and coach news are read in Dutch', async () => {
    const id = await announcementIdOf('New courses this autumn');
    const path = `/v1/announcements/${id}/translations/nl`;
    const body = translation('announcement_translations', DUTCH);
    expect((await ask('alex', path, { method: 'PUT', body })).status).toBe(403);
    const saved = await ask('mia', path, { method: 'PUT', body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.attributes).toEqual(
      expect.objectContaining({ locale: 'nl', body_html: '<p>Bekijk de <em>catalogus</em>.</p>' }),
    );
    // The picture of another site is refused and named, as on the original.
    expect(saved.body.data.meta.refused_images).toEqual(['https://elsewhere.example/x.png']);

    const banner = async (language: string) => {
      const { body: me } = await ask('stijn', '/v1/me', { language });
      const ref = me.data.relationships.banner.data;
      return me.included.find((r: Json) => r.type === 'banners' && r.id === ref.id).attributes;
    };
    expect(await banner('nl')).toMatchObject({ title: DUTCH.title, language: 'nl' });
    expect(await banner('en')).toMatchObject({ title: 'New courses this autumn', language: 'en' });
    expect(await banner('ro')).toMatchObject({ title: 'New courses this autumn', language: 'en' });

    const news = await ask('cora', '/v1/news', { language: 'nl' });
    expect(news.body.data.find((item: Json) => item.id === id).attributes).toMatchObject({
      title: DUTCH.title,
      language: 'nl',
    });

    // The admin list: the original, and its translations for the form.
    const list = await ask('ada', '/v1/announcements', { language: 'nl' });
    const row = list.body.data.find((item: Json) => item.id === id);
    expect(row.attributes.title).toBe('New courses this autumn');
    expect(row.relationships.translations.data).toHaveLength(1);
    expect(included(list.body, 'announcement_translations')[0].attributes.title).toBe(DUTCH.title);

    expect((await ask('ada', path, { method: 'DELETE' })).status).toBe(204);
    expect(await banner('nl')).toMatchObject({ title: 'New courses this autumn', language: 'en' });
  });

  it('refuses the original’s own language and one the portal does not offer', async () => {
    const id = await announcementIdOf('New courses this autumn');
    const body = translation('announcement_translations', DUTCH);
    for (const [locale, code] of [
      ['en', 'ORIGINAL_LANGUAGE'],
      ['fr', 'LANGUAGE_NOT_OFFERED'],
    ] as const) {
      const { status, body: answer } = await ask(
        'ada',
        `/v1/announcements/${id}/translations/${locale}`,
        {
          method: 'PUT',
          body,
        },
      );
      expect(status).toBe(422);
      expect(answer.errors[0].code).toBe(code);
    }
  });
});
