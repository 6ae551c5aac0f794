import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, contentIssues, courseItems, courses, notifications } from '../db/schema';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';

const PEOPLE = ['ada', 'alex', 'cora', 'stijn', 'sven'] as const;
const { t, id, token } = setUpDemoApi(PEOPLE);

const list = (who: (typeof PEOPLE)[number] | null, query = '', domain = 'localhost') =>
  t.request(`/v1/content_issues${query}`, { domain, ...(who ? { token: token[who] } : {}) });

const patch = (who: (typeof PEOPLE)[number], issue: string, attributes: Record<string, unknown>) =>
  t.request(`/v1/content_issues/${issue}`, {
    method: 'PATCH',
    token: token[who],
    body: { data: { type: 'content_issues', id: issue, attributes } },
  });

/** Stijn reports a problem on Data literacy's "Misleading axes" through the player's call. */
async function stijnReports(message = 'The y axis label says “percent” twice.') {
  const [item] = await t.db
    .select({ id: courseItems.id })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(and(eq(courses.slug, 'data-literacy'), eq(courseItems.slug, 'misleading-axes')));
  const { status, body } = await t.request('/v1/courses/data-literacy/content_issues', {
    method: 'POST',
    token: token.stijn,
    body: { category: 'typo', message, item_id: item?.id },
  });
  expect(status).toBe(201);
  return body.data.id as string;
}

const stijnsNotifications = () =>
  t.db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, id.stijn ?? ''));

describe('GET /v1/content_issues', () => {
  it('is for course rights only: Ada and Alex; Cora, Stijn and Sven 403; guests 401', async () => {
    expect((await list(null)).status).toBe(401);
    for (const who of ['cora', 'stijn', 'sven'] as const) {
      expect((await list(who)).status, who).toBe(403);
    }
    for (const who of ['ada', 'alex'] as const) expect((await list(who)).status, who).toBe(200);
  });

  it('lists the seeded Workplace safety issue with its course, lesson and reporter', async () => {
    const { status, body } = await list('alex', '?filter[status]=open');
    expect(status).toBe(200);
    const seeded = body.data.find(
      (issue: Json) => issue.attributes.course_slug === 'workplace-safety',
    );
    expect(seeded.attributes).toMatchObject({
      category: 'broken_media',
      status: 'open',
      course_title: 'Workplace safety',
      item_slug: 'first-aid-basics',
      lesson_link: '/courses/workplace-safety/first-aid-basics',
      reporter_name: 'Fenna Flat',
    });
    expect(seeded.attributes.item_title).toEqual(expect.any(String));
    expect(body.meta.status_counts.open).toBeGreaterThanOrEqual(1);
    expect(body.meta.courses).toContainEqual(
      expect.objectContaining({ slug: 'workplace-safety', title: 'Workplace safety' }),
    );
  });

  it('filters by status, course and category, sorts, and refuses unknown values', async () => {
    const reported = await stijnReports('Filtering check: a typo in the second chart.');
    const { body: all } = await list('ada', '?sort=-created_at');
    expect(all.data[0].id).toBe(reported);
    const { body: oldest } = await list('ada', '?sort=created_at');
    expect(oldest.data.at(-1).id).toBe(reported);
    const courseId = all.data[0].relationships.course.data.id;
    const { body: ofCourse } = await list('ada', `?filter[course]=${courseId}`);
    expect(ofCourse.data.every((i: Json) => i.attributes.course_slug === 'data-literacy')).toBe(
      true,
    );
    const { body: media } = await list('ada', '?filter[category]=broken_media');
    expect(media.data.map((i: Json) => i.attributes.category)).not.toContain('typo');
    const { body: resolved } = await list('ada', '?filter[status]=resolved&page[size]=25');
    expect(resolved.data.every((i: Json) => i.attributes.status === 'resolved')).toBe(true);
    expect((await list('ada', '?filter[status]=closed')).status).toBe(400);
    expect((await list('ada', '?filter[course]=nope')).status).toBe(400);
    expect((await list('ada', '?sort=message')).status).toBe(400);
  });

  it('shows another portal none of this one’s issues', async () => {
    const adaThere = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    const { status, body } = await t.request('/v1/content_issues', {
      domain: 'unlimited.localhost',
      token: adaThere,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});

describe('PATCH /v1/content_issues/{id}', () => {
  it('moves open → in progress → resolved, and notifies the reporter in their language', async () => {
    const issue = await stijnReports();
    const before = (await stijnsNotifications()).length;

    const skip = await patch('alex', issue, { status: 'resolved' });
    expect(skip.status).toBe(422);
    expect(skip.body.errors[0]).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      source: { pointer: '/data/attributes/status' },
    });

    const started = await patch('alex', issue, { status: 'in_progress' });
    expect(started.status).toBe(200);
    expect(started.body.data.attributes).toMatchObject({
      status: 'in_progress',
      resolved_at: null,
    });
    expect(started.body.meta.reporter_notified).toBe(false);
    expect((await stijnsNotifications()).length).toBe(before);

    const done = await patch('alex', issue, {
      status: 'resolved',
      resolution: '  Fixed the axis label.  ',
    });
    expect(done.status).toBe(200);
    expect(done.body.data.attributes).toMatchObject({
      status: 'resolved',
      resolution: 'Fixed the axis label.',
      handler_name: 'Alex Author',
    });
    expect(done.body.data.attributes.resolved_at).toEqual(expect.any(String));
    expect(done.body.meta.reporter_notified).toBe(true);

    const after = await stijnsNotifications();
    expect(after.length).toBe(before + 1);
    const [stijn] = await t.db
      .select({ locale: accounts.locale })
      .from(accounts)
      .where(eq(accounts.id, id.stijn ?? ''));
    const note = after.find((row) => row.link === '/courses/data-literacy/misleading-axes');
    expect(note?.readAt).toBeNull();
    const opening = {
      en: 'The problem you reported in',
      nl: 'Het probleem dat je meldde in',
      ro: 'Problema raportată de tine în',
    }[stijn?.locale ?? 'en'];
    expect(note?.message).toContain(opening);
    expect(note?.message).toContain('Data literacy');
    // Its language is stored, so a page in another marks it (WCAG 3.1.2).
    expect(note?.language).toBe(stijn?.locale ?? 'en');

    // And he sees it through his own notifications list.
    const { body: mine } = await t.request(`/v1/accounts/${id.stijn}/notifications`, {
      token: token.stijn,
    });
    expect(mine.data[0].attributes.link).toBe('/courses/data-literacy/misleading-axes');
  });

  it('reopens a resolved or rejected issue and refuses other moves', async () => {
    const issue = await stijnReports('Reopen check: the chart colours swap.');
    await patch('ada', issue, { status: 'in_progress' });
    const rejected = await patch('ada', issue, { status: 'rejected', resolution: 'Not a bug.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.meta.reporter_notified).toBe(false);
    expect((await patch('ada', issue, { status: 'in_progress' })).status).toBe(422);
    expect((await patch('ada', issue, { status: 'rejected' })).status).toBe(422);
    const reopened = await patch('ada', issue, { status: 'open' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.attributes).toMatchObject({ status: 'open', resolved_at: null });
    const [row] = await t.db.select().from(contentIssues).where(eq(contentIssues.id, issue));
    expect(row?.handledBy).toBe(id.ada);
  });

  it('validates the status and the resolution note (at most 2,000 characters)', async () => {
    const issue = await stijnReports('Validation check: a broken image.');
    const missing = await patch('alex', issue, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].source.pointer).toBe('/data/attributes/status');
    expect((await patch('alex', issue, { status: 'closed' })).status).toBe(422);
    const long = await patch('alex', issue, {
      status: 'in_progress',
      resolution: 'x'.repeat(2001),
    });
    expect(long.status).toBe(422);
    expect(long.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/resolution' },
      detail: 'This field has a maximum of 2000 characters',
    });
    const [row] = await t.db.select().from(contentIssues).where(eq(contentIssues.id, issue));
    expect(row?.status).toBe('open');
    expect(
      (await patch('alex', issue, { status: 'in_progress', resolution: 'x'.repeat(2000) })).status,
    ).toBe(200);
  });

  it('is 403 without course rights and 404 for another portal’s or an unknown issue', async () => {
    const issue = await stijnReports('Rights check: a missing word.');
    for (const who of ['cora', 'stijn', 'sven'] as const) {
      expect((await patch(who, issue, { status: 'in_progress' })).status, who).toBe(403);
    }
    const adaThere = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    const foreign = await t.request(`/v1/content_issues/${issue}`, {
      method: 'PATCH',
      domain: 'unlimited.localhost',
      token: adaThere,
      body: { status: 'in_progress' },
    });
    expect(foreign.status).toBe(404);
    const unknown = await patch('ada', '00000000-0000-4000-8000-000000000000', {
      status: 'in_progress',
    });
    expect(unknown.status).toBe(404);
    expect((await patch('ada', 'not-a-uuid', { status: 'in_progress' })).status).toBe(404);
    const [row] = await t.db.select().from(contentIssues).where(eq(contentIssues.id, issue));
    expect(row?.status).toBe('open');
  });
});
