import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { OPEN, type ReleaseState } from '../../shared/learning/release';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import { FIELD_RULES } from '../../shared/validation/field-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import {
  courseAccessOf,
  courseLocked,
  guestCourse,
  learner,
  managesCourses,
  paymentRequired,
  viewerMayLearn,
  visibleCourse,
} from '../access/course-access';
import {
  itemLocked,
  previewReleaseStates,
  requireOpenItem,
  viewerReleaseStates,
} from '../access/item-release';
import { fixedRow, postRow, type Row, type RowsOf } from '../access/route-table';
import type { AppEnv, Viewer } from '../app-env';
import { labelsOfCourses, pricesOfProducts, unlockingProducts } from '../catalog';
import { organisationSeats } from '../commerce';
import { courseForReader, richTextRulesOf } from '../content';
import { CONTENT_ISSUE_CATEGORIES } from '../db/schema';
import { buildDocument } from '../jsonapi/document';
import { attributesOf, found, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, notFound, unauthenticated } from '../jsonapi/errors';
import { jsonApiResponse } from '../jsonapi/response';
import { requireViewer } from '../middleware/viewer';
import { type Answers, one } from '../openapi/answers';
import { issueDueCertificates } from './certificate-issue.queries';
import {
  type CourseDetail,
  coachesOfCourses,
  courseOutline,
  enroll,
  findEnrollment,
  findItemBySlug,
  findRating,
  type OutlineItem,
  rateCourse,
  reportContentIssue,
  setItemDone,
} from './courses.queries';
import { courseResource } from './courses.serializers';
import { enrollmentResource } from './enrollments.serializers';
import {
  contentIssueResource,
  courseDetailDocument,
  itemResource,
  ratingResource,
} from './learning.serializers';
import { courseLocks } from './paths.queries';

/** Spec §5 rule strings shared with the rating form, then the types. */
export const ratingSchema = fieldRules(FIELD_RULES.courseRating, { trim: ['comment'] }).pipe(
  z.object({
    stars: z.coerce.number().int().min(1).max(5),
    comment: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value ?? ''),
  }),
);

export const contentIssueSchema = fieldRules(FIELD_RULES.contentIssue, { trim: ['message'] }).pipe(
  z.object({
    category: z.enum(CONTENT_ISSUE_CATEGORIES),
    message: z.string().trim(),
    item_id: z.uuid().nullish(),
  }),
);

/**
 * Where "Continue" leads: the first item not done that is open to the learner, else the first
 * not done (its page says why it is locked and what it waits for).
 */
function nextItemSlug(items: OutlineItem[], release: ReadonlyMap<string, ReleaseState>) {
  const notDone = items.filter((item) => !item.done);
  return (
    notDone.find((item) => release.get(item.id)?.state === 'open')?.slug ?? notDone[0]?.slug ?? null
  );
}

const enrollmentOf = async (db: AppEnv['Variables']['db'], accountId: string, courseId: string) =>
  findEnrollment(db, { accountId, courseId });

/**
 * A course (SCREENS "Learning"): its page with the whole outline, enrolling, its lessons, the
 * learner's progress, ratings and problem reports. Published courses only, except for staff who
 * write courses; another portal's course does not exist here (404).
 */
export const DETAIL_QUERY = {
  include: ['modules', 'modules.items', 'labels', 'coaches', 'unlocked_by', 'enrollment'],
};

/**
 * A guest's course page: a course of the guest catalog (guestCourse, else 404) with
 * its outline (which lessons are free previews), labels, coaches, and what unlocks it with its
 * prices; no progress, no enrolment.
 */
async function guestCourseDocument(c: Context<AppEnv>) {
  queryOf(c, DETAIL_QUERY);
  const course = await courseForReader(c, await guestCourse(c));
  const [outline, labels, coaches, products] = await Promise.all([
    courseOutline(c.var.db, { courseId: course.id, accountId: null }),
    labelsOfCourses(c.var.db, [course.id]),
    coachesOfCourses(c.var.db, [course.id]),
    unlockingProducts(c.var.db, {
      portalId: c.var.portal.id,
      courseId: course.id,
      catalogId: course.catalogId,
    }),
  ]);
  const prices = await pricesOfProducts(
    c.var.db,
    products.map((product) => product.id),
  );
  return courseDetailDocument({
    course,
    access: 'guest',
    unlocked: false,
    // A guest learns nowhere yet: no basis (the public page says how to get access instead).
    basis: null,
    outline,
    labels,
    coaches,
    products,
    prices,
    enrollment: null,
    locale: c.var.locale,
  });
}

/**
 * A free preview lesson for a guest: only a lesson its author marked, of a course of
 * the guest catalog (else 404); any other item of that course needs a session (401). Read-only:
 * nothing is recorded, and its HTML is sanitised on output like every lesson's.
 */
async function guestPreviewDocument(c: Context<AppEnv>) {
  queryOf(c, {});
  const course = await guestCourse(c);
  const item = await found(
    findItemBySlug(c.var.db, {
      courseId: course.id,
      slug: c.req.param('item') ?? '',
    }),
  );
  if (item.kind !== 'lesson' || !item.freePreview) throw unauthenticated();
  return buildDocument(itemResource({ ...item, done: false }, sanitizeRichText(item.contentHtml)), {
    included: [courseResource(await courseForReader(c, course))],
  });
}

/**
 * The path's item of a course as the player shows it: its content (sanitised on output) and
 * where previous and next lead, ticked as `accountId` finished it (null: nothing done yet).
 * `viewer`: the learner, refused a locked item (403 ITEM_LOCKED, release rules); null: student
 * view, refused what its student who enrolled today would be.
 */
export async function itemDocument(
  c: Context<AppEnv>,
  course: CourseDetail,
  accountId: string | null,
  viewer: Viewer | null = null,
) {
  const item = await found(
    findItemBySlug(c.var.db, { courseId: course.id, slug: c.req.param('item') ?? '' }),
  );
  const outline = await courseOutline(c.var.db, { courseId: course.id, accountId });
  const items = outline.flatMap((module) => module.items);
  const states = viewer
    ? await viewerReleaseStates(c, { viewer, courseId: course.id, items })
    : await previewReleaseStates(c, { courseId: course.id, items });
  const release = states.get(item.id) ?? OPEN;
  if (release.state !== 'open') throw itemLocked(release);
  const index = items.findIndex((candidate) => candidate.id === item.id);
  const current = items[index];
  const data = itemResource(
    { ...item, done: current?.done ?? false },
    // Stored HTML is never trusted on output either.
    sanitizeRichText(item.contentHtml, await richTextRulesOf(c)),
    {
      previous_slug: items[index - 1]?.slug ?? null,
      next_slug: items[index + 1]?.slug ?? null,
    },
    release,
  );
  return buildDocument(data, { included: [courseResource(await courseForReader(c, course))] });
}

export const courseRoutes = new Hono<AppEnv>()
  .get('/:course', async (c) => {
    if (!c.var.viewer) return jsonApiResponse(await guestCourseDocument(c));
    const viewer = requireViewer(c.var.viewer);
    queryOf(c, DETAIL_QUERY);
    // Its texts in the reader's language where it has a translation.
    const course = await courseForReader(c, await visibleCourse(c));
    const [outline, labels, coaches, enrollment, access] = await Promise.all([
      courseOutline(c.var.db, { courseId: course.id, accountId: viewer.id }),
      labelsOfCourses(c.var.db, [course.id]),
      coachesOfCourses(c.var.db, [course.id]),
      enrollmentOf(c.var.db, viewer.id, course.id),
      courseAccessOf(c.var.db, {
        accountId: viewer.id,
        roles: viewer.roles,
        courseIds: [course.id],
      }).then((map) => map.get(course.id) ?? { unlocked: false, basis: 'subscription' as const }),
    ]);
    const staff = managesCourses(c, viewer);
    const unlocked = access.unlocked || staff;
    const products = unlocked
      ? []
      : await unlockingProducts(c.var.db, {
          portalId: c.var.portal.id,
          courseId: course.id,
          catalogId: course.catalogId,
        });
    const items = outline.flatMap((module) => module.items);
    const release = await viewerReleaseStates(c, { viewer, courseId: course.id, items });
    // Locked though the organisation bought seats of it: the 402 view says they are all taken.
    const seats = unlocked
      ? null
      : await organisationSeats(c.var.db, {
          portalId: c.var.portal.id,
          accountId: viewer.id,
          productIds: products.map((product) => product.id),
        });
    return jsonApiResponse(
      courseDetailDocument({
        course,
        access: enrollment ? 'enrolled' : unlocked ? 'included' : 'locked',
        unlocked,
        basis: access.unlocked || !staff ? access.basis : 'staff',
        organisationSeats: seats,
        outline,
        release,
        labels,
        coaches,
        products,
        rules: await richTextRulesOf(c),
        enrollment: enrollment
          ? {
              ...enrollment,
              nextItemSlug: nextItemSlug(items, release),
              firstItemSlug: items[0]?.slug ?? null,
              course,
            }
          : null,
        locale: c.var.locale,
      }),
    );
  })
  .post('/:course/enrollment', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const course = await visibleCourse(c);
    if (course.status !== 'published') throw notFound();
    const existing = await findEnrollment(c.var.db, { accountId: viewer.id, courseId: course.id });
    if (!existing && !(await viewerMayLearn(c, viewer, course.id))) {
      await paymentRequired(c, course);
    }
    // A course waiting for another to be completed is not enrolled in directly (staff may).
    if (!existing && !managesCourses(c, viewer)) {
      const lock = (
        await courseLocks(c.var.db, { accountId: viewer.id, courseIds: [course.id] })
      ).get(course.id);
      if (lock?.state === 'waiting') throw courseLocked(lock);
    }
    const { enrollment, created } = await enroll(c.var.db, {
      accountId: viewer.id,
      courseId: course.id,
    });
    const outline = await courseOutline(c.var.db, { courseId: course.id, accountId: viewer.id });
    const items = outline.flatMap((module) => module.items);
    const next = items.find((item) => !item.done);
    return resourceResponse(
      enrollmentResource({
        ...enrollment,
        nextItemSlug: next?.slug ?? null,
        firstItemSlug: items[0]?.slug ?? null,
        course,
      }),
      { included: [courseResource(await courseForReader(c, course))], status: created ? 201 : 200 },
    );
  })
  .get('/:course/items/:item', async (c) => {
    if (!c.var.viewer) return jsonApiResponse(await guestPreviewDocument(c));
    const { viewer, course } = await learner(c);
    queryOf(c, {});
    return jsonApiResponse(await itemDocument(c, course, viewer.id, viewer));
  })
  .on(['PUT', 'DELETE'], '/:course/items/:item/progress', async (c) => {
    const { viewer, course, enrolled } = await learner(c);
    if (!enrolled) throw ApiError.of(403, 'NOT_ENROLLED');
    const item = await found(
      findItemBySlug(c.var.db, { courseId: course.id, slug: c.req.param('item') }),
    );
    // A locked item is neither ticked nor unticked (release rules).
    await requireOpenItem(c, { viewer, course }, item.id);
    const progress = await setItemDone(c.var.db, {
      accountId: viewer.id,
      courseId: course.id,
      itemId: item.id,
      done: c.req.method === 'PUT',
    });
    // Every certificate needs its courses completed: a completed course may now earn one.
    if (c.req.method === 'PUT' && progress?.status === 'completed') {
      await issueDueCertificates(c.var.db, { portalId: c.var.portal.id, accountId: viewer.id });
    }
    const enrollment = await findEnrollment(c.var.db, {
      accountId: viewer.id,
      courseId: course.id,
    });
    if (!enrollment || !progress) throw notFound();
    const outline = await courseOutline(c.var.db, { courseId: course.id, accountId: viewer.id });
    const items = outline.flatMap((module) => module.items);
    const next = items.find((entry) => !entry.done);
    return jsonApiResponse(
      buildDocument(
        enrollmentResource({
          ...enrollment,
          nextItemSlug: next?.slug ?? null,
          firstItemSlug: items[0]?.slug ?? null,
          course,
        }),
        {
          included: [courseResource(await courseForReader(c, course))],
          meta: {
            just_completed: progress.justCompleted,
            done: progress.done,
            total: progress.total,
          },
        },
      ),
    );
  })
  .get('/:course/rating', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const course = await visibleCourse(c);
    const rating = await findRating(c.var.db, { courseId: course.id, accountId: viewer.id });
    return jsonApiResponse(buildDocument(rating ? ratingResource(rating) : null));
  })
  .put('/:course/rating', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const course = await visibleCourse(c);
    const enrollment = await findEnrollment(c.var.db, {
      accountId: viewer.id,
      courseId: course.id,
    });
    // Rated by those who finished it: what the catalog's average says must mean something.
    if (enrollment?.status !== 'completed') throw ApiError.of(422, 'NOT_COMPLETED');
    const input = await attributesOf(c, ratingSchema);
    const rating = await rateCourse(c.var.db, {
      courseId: course.id,
      accountId: viewer.id,
      stars: input.stars,
      comment: input.comment,
    });
    return resourceResponse(ratingResource(rating));
  })
  .post('/:course/content_issues', async (c) => {
    const { viewer, course } = await learner(c);
    const input = await attributesOf(c, contentIssueSchema);
    let itemId: string | null = null;
    if (input.item_id) {
      const outline = await courseOutline(c.var.db, { courseId: course.id, accountId: null });
      const item = outline.flatMap((module) => module.items).find((i) => i.id === input.item_id);
      if (!item)
        throw ApiError.of(422, 'VALIDATION_FAILED', undefined, {
          pointer: '/data/attributes/item_id',
        });
      itemId = item.id;
    }
    const issue = await reportContentIssue(c.var.db, {
      portalId: c.var.portal.id,
      courseId: course.id,
      itemId,
      category: input.category,
      message: input.message,
      reporterId: viewer.id,
    });
    return resourceResponse(contentIssueResource(issue), { status: 201 });
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/courses/:course': one('courses'),
  'POST /v1/courses/:course/enrollment': one('enrollments', { status: [200, 201] }),
  'GET /v1/courses/:course/items/:item': one('course_items'),
  'PUT /v1/courses/:course/items/:item/progress': one('enrollments'),
  'DELETE /v1/courses/:course/items/:item/progress': one('enrollments'),
  'GET /v1/courses/:course/rating': one('course_ratings', { nullable: true }),
  'PUT /v1/courses/:course/rating': one('course_ratings'),
  'POST /v1/courses/:course/content_issues': one('content_issues', { status: [201] }),
};

/**
 * Who gets what from a route behind learner() on Data literacy: the enrolled (Stijn, Hugo), the
 * staff who may learn without enrolling (Ada, Alex, its coach Cora), a guest; Eva's lapsed
 * subscription 402, Lars (another portal) 404, the others (not enrolled) 403.
 */
const learnerExpect = (enrolled: number, staff: number, guest = 401): Row['expect'] => ({
  guest,
  stijn: enrolled,
  hugo: enrolled,
  ada: staff,
  alex: staff,
  cora: staff,
  eva: 402,
  lars: 404,
  others: 403,
});

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  const item = '/v1/courses/:course/items/:item';
  const progress = '/v1/courses/:course/items/:item/progress';
  return [
    fixedRow(
      'GET',
      '/v1/courses/:course',
      '/v1/courses/data-literacy',
      // Lars asks on Unlimited Learning, which has no such course. Guests get the public course
      // page: Data literacy is in the guest catalog.
      { lars: 404, others: 200 },
    ),
    fixedRow(
      'GET',
      '/v1/courses/:course',
      '/v1/courses/leading-hybrid-teams',
      // A draft: only staff who write courses (authors and admins) see it; guests neither.
      { ada: 200, alex: 200, others: 404 },
    ),
    fixedRow('POST', '/v1/courses/:course/enrollment', '/v1/courses/no-such-course/enrollment', {
      guest: 401,
      others: 404,
    }),
    // Enrolled (Stijn, Hugo), writing courses (Ada, Alex), its coach (Cora); Eva has no access
    // (402); the others are not enrolled.
    fixedRow(
      'GET',
      item,
      '/v1/courses/data-literacy/items/misleading-axes',
      learnerExpect(200, 200),
    ),
    // The seeded free preview: guests read it too; Eva's subscription still gates her as a student.
    fixedRow(
      'GET',
      item,
      '/v1/courses/data-literacy/items/bar-and-line-charts',
      learnerExpect(200, 200, 200),
    ),
    ...['PUT', 'DELETE'].map((method) =>
      fixedRow(
        method,
        progress,
        '/v1/courses/data-literacy/items/no-such-item/progress',
        learnerExpect(404, 403),
      ),
    ),
    fixedRow('GET', '/v1/courses/:course/rating', '/v1/courses/data-literacy/rating', {
      guest: 401,
      lars: 404,
      others: 200,
    }),
    // Rated after completing it: nobody has completed Data literacy.
    fixedRow(
      'PUT',
      '/v1/courses/:course/rating',
      '/v1/courses/data-literacy/rating',
      { guest: 401, lars: 404, others: 422 },
      {},
    ),
    postRow(
      '/v1/courses/:course/content_issues',
      '/v1/courses/data-literacy/content_issues',
      learnerExpect(422, 422),
    ),
  ];
};
