import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { RULES } from '../../shared/access/rules';
import { type AccessBasis, accessBasis, planOf } from '../../shared/access/subscription';
import type { CourseLock } from '../../shared/learning/paths';
import type { AppEnv, Viewer } from '../app-env';
import {
  accessFacts,
  type CatalogViewer,
  GUEST_VIEWER,
  openToGuests,
  unlockingProducts,
  visibleCatalog,
} from '../catalog/catalog.queries';
import { grantedCourseIds } from '../commerce/order-automations.queries';
import type { Db } from '../db/database';
import { accountRoles, catalogs, courses } from '../db/schema';
import { found } from '../jsonapi/endpoint';
import { ApiError, notFound } from '../jsonapi/errors';
import {
  type CourseDetail,
  findCourseBySlug,
  findEnrollment,
  isCourseCoach,
} from '../learning/courses.queries';
import { courseLocks } from '../learning/paths.queries';
import { requireViewer } from '../middleware/viewer';

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

/** Where a course stands for an account: may they learn in it, and on what (its label). */
export type CourseAccess = { unlocked: boolean; basis: AccessBasis };

/**
 * The one access rule for courses, for an account and some courses: their
 * subscription, their contract's models, a bypass role, or a paid order's access to the course
 * (an order automation's grant, until its term ends or the order is refunded). Every read that
 * says locked, 402 or included — the catalog's cards, a course page, my courses, the player, a
 * quiz — asks this. A locked course's basis is the plan that would open it.
 */
export async function courseAccessOf(
  db: Db,
  params: { accountId: string; roles?: readonly string[]; courseIds: readonly string[] },
): Promise<Map<string, CourseAccess>> {
  const facts = await accessFacts(db, { accountId: params.accountId });
  const roles = params.roles ?? (await rolesOf(db, params.accountId));
  const input = {
    subscription: facts?.subscription ?? null,
    businessModels: facts?.businessModels ?? [],
    roles,
  };
  const everything = accessBasis(input);
  const granted = everything
    ? new Set<string>()
    : await grantedCourseIds(db, { accountId: params.accountId, courseIds: [...params.courseIds] });
  return new Map(
    params.courseIds.map((courseId) => {
      const basis = everything ?? accessBasis({ ...input, orderGrant: granted.has(courseId) });
      return [
        courseId,
        basis
          ? { unlocked: true, basis }
          : {
              unlocked: false,
              basis: planOf(input.businessModels) === 'in_plan' ? 'in_plan' : 'subscription',
            },
      ];
    }),
  );
}

async function rolesOf(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ role: accountRoles.role })
    .from(accountRoles)
    .where(eq(accountRoles.accountId, accountId));
  return rows.map((row) => row.role);
}

/** May the viewer learn in this course without being staff (courseAccessOf for one course). */
export async function viewerMayLearn(
  c: Context<AppEnv>,
  viewer: Viewer,
  courseId: string,
): Promise<boolean> {
  const access = await courseAccessOf(c.var.db, {
    accountId: viewer.id,
    roles: viewer.roles,
    courseIds: [courseId],
  });
  return access.get(courseId)?.unlocked ?? false;
}

/**
 * The course of the path as the viewer may see it: published ones for everyone signed in,
 * drafts and archived ones only for staff who write courses. Anything else is a 404, like a
 * course of another portal.
 */
export async function visibleCourse(c: Context<AppEnv>): Promise<CourseDetail> {
  const course = await found(
    findCourseBySlug(c.var.db, {
      portalId: c.var.portal.id,
      slug: c.req.param('course') ?? '',
    }),
  );
  if (course.status !== 'published' && !managesCourses(c, c.var.viewer)) throw notFound();
  return course;
}

/**
 * The course of the path as a guest may see it (the public course page): published and
 * listed in the guest catalog (outside any catalog, or in one open to everyone), as the landing
 * page lists it. A draft, a course of a catalog with an audience, or another portal's course is
 * a 404, so a guest learns nothing of it.
 */
export async function guestCourse(c: Context<AppEnv>): Promise<CourseDetail> {
  const course = await found(
    findCourseBySlug(c.var.db, {
      portalId: c.var.portal.id,
      slug: c.req.param('course') ?? '',
    }),
  );
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
  // A prerequisite not completed, or the course before it in a sequential path one follows.
  const lock = (await courseLocks(c.var.db, { accountId: viewer.id, courseIds: [course.id] })).get(
    course.id,
  );
  if (lock?.state === 'waiting') throw courseLocked(lock);
  return { viewer, course, enrolled: true };
}

/** A lock as the API words it (COURSE_LOCKED's meta, and the catalog's `lock` attribute). */
export function lockJson(lock: CourseLock) {
  return lock.state === 'open'
    ? { state: 'open' as const, requires: [], via: null, path: null }
    : {
        state: 'waiting' as const,
        requires: lock.requires.map((course) => ({
          id: course.courseId,
          title: course.title,
          slug: course.slug,
        })),
        via: lock.via,
        path: lock.path ?? null,
      };
}

/** 403 COURSE_LOCKED naming what the course waits for (docs/learning-paths.md). */
export function courseLocked(lock: CourseLock): ApiError {
  return new ApiError(403, [{ code: 'COURSE_LOCKED', meta: { lock: lockJson(lock) } }]);
}

/**
 * Which of these courses of the portal the viewer may see named: published ones of a catalog
 * that admits them (a guest: the guest catalog, as guestCourse); staff who write courses see
 * every one.
 */
export async function namedCourseIds(
  c: Context<AppEnv>,
  courseIds: readonly string[],
): Promise<Set<string>> {
  if (courseIds.length === 0) return new Set();
  if (managesCourses(c, c.var.viewer)) return new Set(courseIds);
  const viewer = c.var.viewer ? await catalogViewer(c) : GUEST_VIEWER;
  const rows = await c.var.db
    .select({ id: courses.id })
    .from(courses)
    .leftJoin(catalogs, eq(catalogs.id, courses.catalogId))
    .where(
      and(
        inArray(courses.id, [...courseIds]),
        eq(courses.portalId, c.var.portal.id),
        eq(courses.status, 'published'),
        visibleCatalog(viewer),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
