import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, announcements, entities, notifications, portals } from '../db/schema';
import { setCurrentWorker, startWorker, type Worker } from '../jobs/worker';
import type { Json } from '../test/api-client';
import { DEMO_EMAILS, setUpDemoApi } from '../test/demo-people';

const PEOPLE = ['ada', 'alex', 'mia', 'cora', 'hugo', 'stijn', 'fenna', 'lars'] as const;
type Who = (typeof PEOPLE)[number];
const { t, id, ask } = setUpDemoApi(PEOPLE);

const announcement = (attributes: Record<string, unknown>) => ({
  data: { type: 'announcements', attributes },
});

const pointers = (body: Json) =>
  body.errors.map((error: Json) => error.source?.pointer as string).sort();

/** The banner of Me (the `banner` relationship's included resource), or null. */
async function bannerOf(who: Who) {
  const { body } = await ask(who, '/v1/me');
  const ref = body.data.relationships.banner?.data;
  return ref ? body.included.find((r: Json) => r.type === 'banners' && r.id === ref.id) : null;
}

async function notificationCount(accountId: string, message: string) {
  const [row] = await t.db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.message, message)));
  return row?.value ?? 0;
}

let worker: Worker;
beforeAll(() => {
  worker = startWorker({ db: t.db, pollMs: 60_000, onError: (error) => console.error(error) });
  setCurrentWorker(worker);
});
afterAll(async () => {
  setCurrentWorker(undefined);
  await worker.stop();
});

describe('the seeded announcements (DEMO-DATA "Communication")', () => {
  it('Stijn sees "New courses this autumn" as his banner; Lars sees Unlimited\'s welcome', async () => {
    expect((await bannerOf('stijn'))?.attributes.title).toBe('New courses this autumn');
    expect((await bannerOf('lars'))?.attributes.title).toBe('Welcome to Unlimited Learning');
    // Coaches only, news only: never a banner.
    expect((await bannerOf('cora'))?.attributes.title).toBe('New courses this autumn');
    expect(await bannerOf('alex')).toBeNull();
  });

  it('coach news: newest first, only what includes coaches', async () => {
    const { status, body } = await ask('cora', '/v1/news');
    expect(status).toBe(200);
    expect(body.data.map((item: Json) => item.attributes.title)).toEqual([
      'Coach meeting on Friday',
      'New courses this autumn',
    ]);
    expect(body.data[0].attributes.body_html).toContain('<p>');
    expect((await ask('stijn', '/v1/news')).status).toBe(403);
    // The dashboard's "latest 3".
    expect((await ask('cora', '/v1/news?page[size]=3')).body.meta.total).toBe(2);
  });
});

describe('the language of an announcement (WCAG 3.1.2)', () => {
  it('the seeded ones are English, on the banner, the news and the admin list', async () => {
    expect((await bannerOf('stijn'))?.attributes.language).toBe('en');
    const news = await ask('cora', '/v1/news');
    expect(news.body.data.map((item: Json) => item.attributes.language)).toEqual(['en', 'en']);
    const list = await ask('ada', '/v1/announcements?filter[search]=autumn');
    expect(list.body.data[0].attributes.language).toBe('en');
  });

  it("defaults to the writer's language, takes one of the portal's and refuses others", async () => {
    const dutch = await ask('ada', '/v1/announcements', {
      method: 'POST',
      headers: { 'Accept-Language': 'nl-NL,nl;q=0.9' },
      body: announcement({ title: 'Nieuwe cursussen', severity: 'info', show_news: true }),
    });
    expect(dutch.status).toBe(201);
    expect(dutch.body.data.attributes.language).toBe('nl');
    const changed = await ask('ada', `/v1/announcements/${dutch.body.data.id}`, {
      method: 'PATCH',
      body: announcement({ language: 'ro' }),
    });
    expect(changed.body.data.attributes.language).toBe('ro');
    // Not one of the portal's languages (Demo Academy: nl, en, ro): 422 on language, in the
    // request's language; the stored language stays.
    for (const language of ['de', 'EN', 42, null]) {
      const refused = await ask('ada', `/v1/announcements/${dutch.body.data.id}`, {
        method: 'PATCH',
        headers: { 'Accept-Language': 'nl' },
        body: announcement({ language }),
      });
      expect(refused.status).toBe(422);
      expect(pointers(refused.body)).toEqual(['/data/attributes/language']);
      expect(refused.body.errors[0].detail).toBe('Kies een van de talen van dit portaal.');
    }
    expect(
      (await ask('ada', `/v1/announcements/${dutch.body.data.id}`)).body.data.attributes,
    ).toMatchObject({ language: 'ro' });
    await ask('ada', `/v1/announcements/${dutch.body.data.id}`, { method: 'DELETE' });

    // Unlimited Learning offers en and nl only: a Romanian writer's default is its primary (en),
    // and ro is refused.
    const lars = await ask('ada', '/v1/announcements', {
      method: 'POST',
      headers: { 'x-portal-domain': 'unlimited.localhost', 'Accept-Language': 'ro' },
      body: announcement({ title: 'Salut', severity: 'info', show_news: true }),
    });
    expect(lars.status).toBe(201);
    expect(lars.body.data.attributes.language).toBe('en');
    const ro = await ask('ada', `/v1/announcements/${lars.body.data.id}`, {
      method: 'PATCH',
      headers: { 'x-portal-domain': 'unlimited.localhost' },
      body: announcement({ language: 'ro' }),
    });
    expect(ro.status).toBe(422);
    await ask('ada', `/v1/announcements/${lars.body.data.id}`, {
      method: 'DELETE',
      headers: { 'x-portal-domain': 'unlimited.localhost' },
    });
  });

  it('coaches’ notifications of news lead to the news page', async () => {
    const title = `Coach update ${Date.now()}`;
    const { body } = await ask('ada', '/v1/announcements', {
      method: 'POST',
      body: announcement({
        title,
        severity: 'info',
        audience_roles: ['coach'],
        show_news: true,
        notify: true,
      }),
    });
    expect(body.errors).toBeUndefined();
    await worker.idle();
    const [coras] = await t.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.accountId, id.cora ?? ''), eq(notifications.message, title)));
    expect(coras?.link).toBe('/coach/news');
    await ask('ada', `/v1/announcements/${body.data.id}`, { method: 'DELETE' });
  });

  it('its notifications carry its language', async () => {
    const title = `Taalweek ${Date.now()}`;
    const { body } = await ask('ada', '/v1/announcements', {
      method: 'POST',
      body: announcement({ title, language: 'nl', severity: 'info', notify: true }),
    });
    await worker.idle();
    const [row] = await t.db
      .select({ language: notifications.language })
      .from(notifications)
      .where(and(eq(notifications.accountId, id.stijn ?? ''), eq(notifications.message, title)));
    expect(row?.language).toBe('nl');
    await ask('ada', `/v1/announcements/${body.data.id}`, { method: 'DELETE' });
  });
});

describe('writing announcements (SCREENS "/admin/announcements")', () => {
  it('refuses an end before the start (422 on ends_at), and a place to show it is needed', async () => {
    const { status, body } = await ask('ada', '/v1/announcements', {
      method: 'POST',
      body: announcement({
        title: 'Backwards',
        severity: 'info',
        show_banner: true,
        starts_at: '2030-01-02T10:00:00Z',
        ends_at: '2030-01-01T10:00:00Z',
      }),
    });
    expect(status).toBe(422);
    expect(pointers(body)).toEqual(['/data/attributes/ends_at']);
    expect(body.errors[0].detail).toBe('The end must come after the start.');

    const nowhere = await ask('ada', '/v1/announcements', {
      method: 'POST',
      body: announcement({ title: 'Nowhere', severity: 'info' }),
    });
    expect(pointers(nowhere.body)).toEqual(['/data/attributes/show_banner']);
  });

  it("checks the title and severity with the form's rules, and the entities are the portal's", async () => {
    const [unlimitedEntity] = await t.db
      .select({ id: entities.id })
      .from(entities)
      .where(eq(entities.name, 'Unlimited Partners'));
    const { status, body } = await ask('ada', '/v1/announcements', {
      method: 'POST',
      body: announcement({
        title: 'x',
        severity: 'loud',
        show_news: true,
        audience_entity_ids: [unlimitedEntity?.id],
      }),
    });
    expect(status).toBe(422);
    expect(pointers(body)).toEqual([
      '/data/attributes/audience_entity_ids',
      '/data/attributes/severity',
      '/data/attributes/title',
    ]);
  });

  it('sanitises the rich text on the server', async () => {
    const { status, body } = await ask('mia', '/v1/announcements', {
      method: 'POST',
      body: announcement({
        title: 'Sanitised',
        severity: 'info',
        show_news: true,
        audience_roles: ['coach'],
        body_html: '<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      }),
    });
    expect(status).toBe(201);
    expect(body.data.attributes.body_html).toBe('<p>Hi</p>');
    await ask('mia', `/v1/announcements/${body.data.id}`, { method: 'DELETE' });
  });

  it('takes out an image of another site on save, says so, and keeps the stored ones', async () => {
    const stored =
      '<img src="/api/v1/files/01935d6c-7a4e-7000-8000-000000000001/content" alt="A chart">';
    const { status, body } = await ask('mia', '/v1/announcements', {
      method: 'POST',
      body: announcement({
        title: 'Tracked',
        severity: 'info',
        show_news: true,
        audience_roles: ['coach'],
        body_html: `<p>Hi</p><img src="https://tracker.example/p.gif?r=1" alt="">${stored}`,
      }),
    });
    expect(status).toBe(201);
    expect(body.data.attributes.body_html).toBe(`<p>Hi</p>${stored}`);
    expect(body.data.meta).toEqual({ refused_images: ['https://tracker.example/p.gif?r=1'] });
    const [row] = await t.db
      .select({ bodyHtml: announcements.bodyHtml })
      .from(announcements)
      .where(eq(announcements.id, body.data.id));
    expect(row?.bodyHtml).toBe(`<p>Hi</p>${stored}`);
    const changed = await ask('mia', `/v1/announcements/${body.data.id}`, {
      method: 'PATCH',
      body: announcement({
        body_html: '<p>Bye</p><img src="https://tracker.example/q.gif" alt="">',
      }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes.body_html).toBe('<p>Bye</p>');
    expect(changed.body.data.meta).toEqual({ refused_images: ['https://tracker.example/q.gif'] });
    await ask('mia', `/v1/announcements/${body.data.id}`, { method: 'DELETE' });
  });

  it('keeps an image of a host the portal allowlists, on save and on reading', async () => {
    const hosts = (image_hosts: string[]) =>
      ask('ada', '/v1/portals/current/integrations', {
        method: 'PATCH',
        body: { data: { type: 'integrations', attributes: { image_hosts } } },
      });
    const allowed = '<img src="https://images.example.com/chart.png" alt="A chart">';
    expect((await hosts(['images.example.com'])).status).toBe(200);
    try {
      const { status, body } = await ask('mia', '/v1/announcements', {
        method: 'POST',
        body: announcement({
          title: 'Allowlisted',
          severity: 'info',
          show_news: true,
          audience_roles: ['coach'],
          body_html: `<p>Hi</p>${allowed}<img src="https://tracker.example/p.gif" alt="">`,
        }),
      });
      expect(status).toBe(201);
      expect(body.data.attributes.body_html).toBe(`<p>Hi</p>${allowed}`);
      expect(body.data.meta).toEqual({ refused_images: ['https://tracker.example/p.gif'] });
      const news = await ask('cora', '/v1/news');
      const item = news.body.data.find((candidate: Json) => candidate.id === body.data.id);
      expect(item?.attributes.body_html).toBe(`<p>Hi</p>${allowed}`);
      // The host taken off the list: the image stored while it was on goes on reading.
      await hosts([]);
      const read = await ask('mia', `/v1/announcements/${body.data.id}`);
      expect(read.body.data.attributes.body_html).toBe('<p>Hi</p>');
      await ask('mia', `/v1/announcements/${body.data.id}`, { method: 'DELETE' });
    } finally {
      await hosts([]);
    }
  });

  it('serves rich text stored before the image rule without its tracking image', async () => {
    const title = `Old news ${Date.now()}`;
    const { body } = await ask('ada', '/v1/announcements', {
      method: 'POST',
      body: announcement({
        title,
        severity: 'info',
        show_news: true,
        show_banner: true,
        audience_roles: ['coach'],
        body_html: '<p>Old</p>',
      }),
    });
    // As an earlier version stored it, when any https image was kept.
    await t.db
      .update(announcements)
      .set({ bodyHtml: '<p>Old</p><img src="https://tracker.example/old.gif" alt="x">' })
      .where(eq(announcements.id, body.data.id));
    const read = await ask('ada', `/v1/announcements/${body.data.id}`);
    expect(read.body.data.attributes.body_html).toBe('<p>Old</p>');
    const news = await ask('cora', '/v1/news');
    const item = news.body.data.find((candidate: Json) => candidate.id === body.data.id);
    expect(item?.attributes.body_html).toBe('<p>Old</p>');
    const banner = await bannerOf('cora');
    expect(banner?.attributes.body_html).toBe('<p>Old</p>');
    await ask('ada', `/v1/announcements/${body.data.id}`, { method: 'DELETE' });
  });

  it('Ada publishes for students: the banner, and one notification each, fanned out once', async () => {
    const title = `Exam week ${Date.now()}`;
    const { status, body } = await ask('ada', '/v1/announcements', {
      method: 'POST',
      body: announcement({
        title,
        severity: 'warning',
        audience_roles: ['student'],
        show_banner: true,
        notify: true,
        body_html: '<p>Exams start on Monday.</p>',
      }),
    });
    expect(status).toBe(201);
    expect(body.data.attributes).toMatchObject({
      state: 'live',
      notify: true,
      severity: 'warning',
    });
    await worker.idle();
    // The warning outranks the seeded info banner.
    expect((await bannerOf('stijn'))?.attributes).toMatchObject({ title, severity: 'warning' });
    expect((await bannerOf('hugo'))?.attributes.title).toBe(title);
    expect((await bannerOf('cora'))?.attributes.title).not.toBe(title);
    expect(await notificationCount(id.stijn ?? '', title)).toBe(1);
    expect(await notificationCount(id.fenna ?? '', title)).toBe(1);
    expect(await notificationCount(id.cora ?? '', title)).toBe(0);
    expect(await notificationCount(id.lars ?? '', title)).toBe(0);
    // A student has no news page; the notifications page is where it is read.
    const [stijns] = await t.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.accountId, id.stijn ?? ''), eq(notifications.message, title)));
    expect(stijns?.link).toBe('/notifications');
    // Saving it again (no change of notify) does not notify anyone twice.
    await ask('ada', `/v1/announcements/${body.data.id}`, {
      method: 'PATCH',
      body: announcement({ body_html: '<p>Exams start on Tuesday.</p>' }),
    });
    await worker.idle();
    expect(await notificationCount(id.stijn ?? '', title)).toBe(1);
    const listed = await ask('ada', `/v1/announcements/${body.data.id}`);
    expect(listed.body.data.attributes.notified_at).not.toBeNull();

    // Dismiss: gone for Stijn on every device (the next banner shows), still there for Hugo.
    expect(
      (await ask('stijn', `/v1/announcements/${body.data.id}/dismissal`, { method: 'POST' }))
        .status,
    ).toBe(204);
    expect((await bannerOf('stijn'))?.attributes.title).toBe('New courses this autumn');
    const again = await t.signIn(DEMO_EMAILS.stijn);
    const other = await t.request('/v1/me', { token: again });
    expect(other.body.data.relationships.banner.data?.id).not.toBe(body.data.id);
    expect((await bannerOf('hugo'))?.attributes.title).toBe(title);
    // Coaches cannot dismiss what was never addressed to them.
    expect(
      (await ask('cora', `/v1/announcements/${body.data.id}/dismissal`, { method: 'POST' })).status,
    ).toBe(404);
    await ask('ada', `/v1/announcements/${body.data.id}`, { method: 'DELETE' });
  });

  it('a future start publishes by itself; its notifications wait for it', async () => {
    const title = `Soon ${Date.now()}`;
    const startsAt = new Date(Date.now() + 1_500);
    const { body } = await ask('ada', '/v1/announcements', {
      method: 'POST',
      body: announcement({
        title,
        severity: 'critical',
        audience_roles: ['student'],
        show_banner: true,
        notify: true,
        starts_at: startsAt.toISOString(),
      }),
    });
    expect(body.data.attributes.state).toBe('scheduled');
    await worker.idle();
    expect((await bannerOf('fenna'))?.attributes.title).not.toBe(title);
    expect(await notificationCount(id.fenna ?? '', title)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, startsAt.getTime() - Date.now() + 50));
    expect((await bannerOf('fenna'))?.attributes.title).toBe(title);
    await worker.idle();
    expect(await notificationCount(id.fenna ?? '', title)).toBe(1);
    await ask('ada', `/v1/announcements/${body.data.id}`, { method: 'DELETE' });
  });

  it("lists with filters; another portal's announcement does not exist here (404)", async () => {
    const live = await ask('ada', '/v1/announcements?filter[state]=live&filter[search]=coach');
    expect(live.body.data.map((a: Json) => a.attributes.title)).toEqual([
      'Coach meeting on Friday',
    ]);
    expect(live.body.meta.entities.map((e: Json) => e.name)).toContain('Acme Learning BV');
    const [welcome] = await t.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(eq(announcements.title, 'Welcome to Unlimited Learning'));
    expect((await ask('ada', `/v1/announcements/${welcome?.id}`)).status).toBe(404);
    expect((await ask('alex', '/v1/announcements')).status).toBe(403);
  });
});

describe('10,000 recipients (the save is not slowed by the fan-out)', () => {
  it('answers the save at once, then notifies each of them exactly once, in batches', async () => {
    const [demo] = await t.db
      .select({ id: portals.id })
      .from(portals)
      .where(eq(portals.key, 'demo'));
    const [bulk] = await t.db
      .insert(entities)
      .values({ portalId: demo?.id ?? '', name: 'Bulk Learners BV' })
      .returning({ id: entities.id });
    await t.db.execute(sql`
      insert into ${accounts} (portal_id, entity_id, email, full_name, password_hash)
      select ${demo?.id}, ${bulk?.id}, 'bulk' || n || '@bulk.example', 'Bulk Learner ' || n, 'x'
      from generate_series(1, 10000) as n`);
    const started = performance.now();
    const { status, body } = await ask('ada', '/v1/announcements', {
      method: 'POST',
      body: announcement({
        title: 'Bulk news',
        severity: 'info',
        audience_entity_ids: [bulk?.id],
        notify: true,
      }),
    });
    const saveMs = performance.now() - started;
    expect(status).toBe(201);
    expect(saveMs).toBeLessThan(250);
    const fanout = performance.now();
    await worker.idle();
    const fanoutMs = performance.now() - fanout;
    const [sent] = await t.db
      .select({
        value: count(),
        distinct: sql<number>`count(distinct ${notifications.accountId})::int`,
      })
      .from(notifications)
      .where(eq(notifications.message, 'Bulk news'));
    expect(sent).toEqual({ value: 10_000, distinct: 10_000 });
    const stored = await ask('ada', `/v1/announcements/${body.data.id}`);
    expect(stored.body.data.attributes.notified_count).toBe(10_000);
    console.info(
      `10,000 recipients: save ${saveMs.toFixed(0)} ms, fan-out ${fanoutMs.toFixed(0)} ms`,
    );
  }, 60_000);
});
