import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseItems, courses, portals } from '../db/schema';
import type { Json } from '../test/api-client';
import { DEMO_EMAILS, setUpDemoApi } from '../test/demo-people';
import { rowFingerprints } from '../test/row-fingerprints';

/**
 * Student view (issue 43 item 4, access/course-preview.ts): those who may edit courses see a
 * course, draft or published, as a student who just enrolled would; nobody else reaches it;
 * and nothing is written.
 */
const { t, ask } = setUpDemoApi(['ada', 'alex', 'sam', 'cora', 'hugo', 'stijn', 'lars']);

/** Course ids by slug (Demo Academy), and item ids by course and slug. */
const courseIds = new Map<string, string>();
const itemIds = new Map<string, string>();
const preview = (slug: string, rest = '') => `/v1/courses/${courseIds.get(slug)}/preview${rest}`;
const item = (course: string, slug: string) => itemIds.get(`${course}/${slug}`) ?? '';

beforeAll(async () => {
  const rows = await t.db
    .select({ id: courses.id, slug: courses.slug, item: courseItems.slug, itemId: courseItems.id })
    .from(courses)
    .innerJoin(portals, eq(portals.id, courses.portalId))
    .innerJoin(courseItems, eq(courseItems.courseId, courses.id))
    .where(eq(portals.key, 'demo'));
  for (const row of rows) {
    courseIds.set(row.slug, row.id);
    itemIds.set(`${row.slug}/${row.item}`, row.itemId);
  }
});

const included = (document: Json, type: string): Json[] =>
  (document.included ?? []).filter((resource: Json) => resource.type === type);

describe('who may use student view', () => {
  it('authors and admins read a draft as a student would: its outline, nothing done, no enrolment', async () => {
    for (const who of ['alex', 'ada'] as const) {
      const { status, body } = await ask(who, preview('leading-hybrid-teams'));
      expect(status, who).toBe(200);
      expect(body.meta).toEqual({ preview: true });
      expect(body.data.attributes).toMatchObject({
        title: 'Leading hybrid teams',
        status: 'draft',
        access: 'included',
        unlocked: true,
        item_count: 4,
        done_count: 0,
      });
      expect(body.data.relationships.enrollment.data).toBeNull();
      expect(
        included(body, 'course_items').map((i) => [i.attributes.slug, i.attributes.done]),
      ).toEqual([
        ['meetings-that-work', false],
        ['written-updates', false],
        ['one-to-ones', false],
        ['recognising-effort', false],
      ]);
    }
  });

  it('shows nothing of their own progress: Hugo is no editor, and Stijn’s 40 % is not the preview’s', async () => {
    const { body } = await ask('ada', preview('data-literacy'));
    expect(body.data.attributes.done_count).toBe(0);
    expect(included(body, 'course_items').every((i: Json) => i.attributes.done === false)).toBe(
      true,
    );
  });

  it('refuses everyone else, a draft or a published course alike (403 before any course is read)', async () => {
    for (const course of ['leading-hybrid-teams', 'data-literacy']) {
      for (const who of ['stijn', 'hugo', 'cora', 'sam'] as const) {
        expect((await ask(who, preview(course))).status, `${who} ${course}`).toBe(403);
        expect(
          (await ask(who, preview(course, `/items/${'meetings-that-work'}`))).status,
          `${who} ${course} item`,
        ).toBe(403);
      }
      expect((await ask(null, preview(course))).status).toBe(401);
    }
  });

  it('a student who signs in on another portal, or asks for a course of it, gets nothing', async () => {
    expect((await ask('lars', preview('data-literacy'))).status).toBe(403);
    // An editor on Unlimited Learning asking for Demo Academy's course: not there (404).
    const alexThere = await t.signIn(DEMO_EMAILS.alex, 'unlimited.localhost');
    const other = await t.request(preview('leading-hybrid-teams'), {
      token: alexThere,
      domain: 'unlimited.localhost',
    });
    expect(other.status).toBe(404);
  });

  it('an unknown course, an id that is no uuid, or an unknown item is a 404', async () => {
    expect(
      (await ask('alex', '/v1/courses/00000000-0000-4000-8000-000000000000/preview')).status,
    ).toBe(404);
    expect((await ask('alex', '/v1/courses/leading-hybrid-teams/preview')).status).toBe(404);
    expect((await ask('alex', preview('leading-hybrid-teams', '/items/no-such-item'))).status).toBe(
      404,
    );
    // An item of another course, by its slug, is not one of this course's.
    expect(
      (await ask('alex', preview('leading-hybrid-teams', '/items/misleading-axes'))).status,
    ).toBe(404);
  });
});

describe('a lesson in student view', () => {
  it('has its text and where previous and next lead, across modules', async () => {
    const { status, body } = await ask(
      'alex',
      preview('leading-hybrid-teams', '/items/written-updates'),
    );
    expect(status).toBe(200);
    expect(body.meta).toEqual({ preview: true });
    expect(body.data.attributes).toMatchObject({ kind: 'lesson', done: false });
    expect(body.data.attributes.content_html).toContain('<p>');
    expect(body.data.meta).toEqual({
      previous_slug: 'meetings-that-work',
      next_slug: 'one-to-ones',
    });
  });

  it('the learner’s own route still keeps a draft from a student', async () => {
    expect(
      (await ask('stijn', '/v1/courses/leading-hybrid-teams/items/written-updates')).status,
    ).toBe(404);
  });
});

describe('an assignment in student view', () => {
  it('reads as a fresh student’s: instructions and grading, nothing submitted, may submit', async () => {
    const { status, body } = await ask(
      'alex',
      preview(
        'project-management-basics',
        `/assignments/${item('project-management-basics', 'learning-plan')}`,
      ),
    );
    expect(status).toBe(200);
    expect(body.meta).toEqual({ preview: true });
    expect(body.data.attributes).toMatchObject({
      can_submit: true,
      blocked_reason: null,
      submissions: [],
      grade: null,
      ticket_status: null,
    });
    expect(body.data.attributes.instructions_html).toContain('one-page learning plan');
  });

  it('a group assignment says what it says to a student in no group', async () => {
    const { body } = await ask(
      'ada',
      preview('writing-for-the-web', `/assignments/${item('writing-for-the-web', 'style-guide')}`),
    );
    expect(body.data.attributes).toMatchObject({
      mode: 'group',
      group: null,
      can_submit: false,
      blocked_reason: 'NO_GROUP',
    });
  });

  it('refuses students, and a lesson is no assignment (404)', async () => {
    const path = preview(
      'project-management-basics',
      `/assignments/${item('project-management-basics', 'learning-plan')}`,
    );
    expect((await ask('stijn', path)).status).toBe(403);
    expect(
      (
        await ask(
          'alex',
          preview(
            'leading-hybrid-teams',
            `/assignments/${item('leading-hybrid-teams', 'one-to-ones')}`,
          ),
        )
      ).status,
    ).toBe(404);
  });
});

describe('nothing is written', () => {
  it('walking a whole course, its quiz and its assignment in student view leaves every learner table as it was', async () => {
    const before = await rowFingerprints(t.db);
    const course = 'data-literacy';
    const detail = await ask('alex', preview(course));
    expect(detail.status).toBe(200);
    for (const entry of included(detail.body, 'course_items')) {
      const path =
        entry.attributes.kind === 'quiz'
          ? `/quizzes/${entry.id}`
          : `/items/${entry.attributes.slug}`;
      expect((await ask('alex', preview(course, path))).status, path).toBe(200);
    }
    const quiz = `/quizzes/${item(course, 'data-literacy-quiz')}`;
    const started = await ask('alex', preview(course, `${quiz}/attempts`), { method: 'POST' });
    expect(started.status).toBe(200);
    const submitted = await ask(
      'alex',
      preview(course, `${quiz}/attempts/${started.body.data.id}/submit`),
      {
        method: 'POST',
        body: { data: { type: 'quiz_attempts', attributes: { answers: {} } } },
      },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.attributes.status).toBe('submitted');
    await ask(
      'ada',
      preview(
        'project-management-basics',
        `/assignments/${item('project-management-basics', 'learning-plan')}`,
      ),
    );
    expect(await rowFingerprints(t.db)).toEqual(before);
  });
});
