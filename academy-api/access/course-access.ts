import type { Context } from 'hono';
import { RULES } from '../../shared/access/rules';
import { hasAccess } from '../../shared/access/subscription';
import type { AppEnv, Viewer } from '../app-env';
import { ApiError, notFound } from '../jsonapi/errors';
import { requireViewer } from '../middleware/viewer';
import {
  accessFacts,
  type CatalogViewer,
  openToGuests,
  unlockingProducts,
} from '../queries/catalog';
import {
  type CourseDetail,
  findCourseBySlug,
  findEnrollment,
  isCourseCoach,
} from '../queries/courses';
import { grantedCourseIds } from '../queries/order-automations';

/** Staff who write courses (spec §6 course rights and content groups) see drafts and read lessons. */
export function managesCourses(c: Context<AppEnv>, viewer: Viewer | null): boolean {
  return Boolean(viewer && RULES.courses({ roles: viewer.roles, features: c.var.portal.features }));
}

/** Who is asking, for the catalog's audiences (guests: only what is open to everyone). */
export async function catalogViewer(c: Context<AppEnv>): Promise<CatalogViewer> {
  const viewer = c.var.viewer;
  if (!viewer) return { accountId: null, roles: [], entityId: null };
  const facts = await accessFacts(c.var.db, { accountId: viewer.id });
  return { accountId: viewer.id, roles: viewer.roles, entityId: facts?.entityId ?? null };
}

/** Spec §4 access for the signed-in viewer: active subscription, none required, or a bypass role. */
export async function viewerHasAccess(c: Context<AppEnv>, viewer: Viewer): Promise<boolean> {
  const facts = await accessFacts(c.var.db, { accountId: viewer.id });
  return hasAccess({
    subscription: facts?.subscription ?? null,
    businessModels: facts?.businessModels ?? [],
    roles: viewer.roles,
  });
}

/**
 * May the viewer learn in this course without being staff: spec §4 access (an active
 * subscription, none required, a bypass role), or a paid order's access to this course (an
 * order automation's enrolment, until its term ends or the order is refunded).
 */
export async function viewerMayLearn(
  c: Context<AppEnv>,
  viewer: Viewer,
  courseId: string,
): Promise<boolean> {
  if (await viewerHasAccess(c, viewer)) return true;
  const granted = await grantedCourseIds(c.var.db, { accountId: viewer.id, courseIds: [courseId] });
  return granted.has(courseId);
}

/**
 * The course of the path as the viewer may see it: published ones for everyone signed in,
 * drafts and archived ones only for staff who write courses. Anything else is a 404, like a
 * course of another portal.
 */
export async function visibleCourse(c: Context<AppEnv>): Promise<CourseDetail> {
  const course = await findCourseBySlug(c.var.db, {
    portalId: c.var.portal.id,
    slug: c.req.param('course') ?? '',
  });
  if (!course) throw notFound();
  if (course.status !== 'published' && !managesCourses(c, c.var.viewer)) throw notFound();
  return course;
}

/**
 * The course of the path as a guest may see it (issue 32, the public course page): published and
 * listed in the guest catalog (outside any catalog, or in one open to everyone), as the landing
 * page lists it. A draft, a course of a catalog with an audience, or another portal's course is
 * a 404, so a guest learns nothing of it.
 */
export async function guestCourse(c: Context<AppEnv>): Promise<CourseDetail> {
  const course = await findCourseBySlug(c.var.db, {
    portalId: c.var.portal.id,
    slug: c.req.param('course') ?? '',
  });
  if (!course) throw notFound();
  if (!(await openToGuests(c.var.db, { portalId: c.var.portal.id, courseId: course.id }))) {
    throw notFound();
  }
  return course;
}

/** 402 with the products that would unlock the course (SCREENS: the 402 view names them). */
export async function paymentRequired(c: Context<AppEnv>, course: CourseDetail): Promise<never> {
  const products = await unlockingProducts(c.var.db, {
    portalId: c.var.portal.id,
    courseId: course.id,
    catalogId: course.catalogId,
  });
  throw new ApiError(402, [
    {
      code: 'PAYMENT_REQUIRED',
      meta: {
        products: products.map((product) => ({
          id: product.id,
          name: product.name,
          language: product.language,
          business_model: product.businessModel,
        })),
      },
    },
  ]);
}

export type Learner = { viewer: Viewer; course: CourseDetail; enrolled: boolean };

/**
 * May the viewer read this course's lessons and take part in it: signed in (401); with
 * subscription access or a paid order's access to the course (402, naming what unlocks it); enrolled (403 NOT_ENROLLED). Staff who
 * write courses and the course's coaches read without enrolling (`enrolled` false: nothing of
 * theirs is recorded).
 */
export async function learner(c: Context<AppEnv>): Promise<Learner> {
  const viewer = requireViewer(c.var.viewer);
  const course = await visibleCourse(c);
  if (
    managesCourses(c, viewer) ||
    (await isCourseCoach(c.var.db, { courseId: course.id, accountId: viewer.id }))
  ) {
    const enrollment = await findEnrollment(c.var.db, {
      accountId: viewer.id,
      courseId: course.id,
    });
    return { viewer, course, enrolled: enrollment !== null };
  }
  if (!(await viewerMayLearn(c, viewer, course.id))) return paymentRequired(c, course);
  const enrollment = await findEnrollment(c.var.db, { accountId: viewer.id, courseId: course.id });
  if (!enrollment) throw ApiError.of(403, 'NOT_ENROLLED');
  return { viewer, course, enrolled: true };
}
