import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { RULES } from '../../shared/access/rules';
import type { AppEnv } from '../app-env';
import { found } from '../jsonapi/endpoint';
import { uuidParam } from '../jsonapi/ids';
import { type CourseDetail, findCourseById } from '../learning/courses.queries';
import { readOnly } from '../middleware/read-only';
import { authorize } from './authorize';
import type { Row } from './route-table';

/*
 * Student view (issue 43 item 4): an author sees a course, draft or published, exactly as a
 * student who just enrolled would, and takes its quizzes, without anything being recorded.
 *
 * It is a read API of its own, `/v1/courses/{course id}/preview/…`, beside the learner's
 * `/v1/courses/{slug}/…`, rather than a flag on the learner's routes:
 * - who may use it is the course editor's rule (RULES.courses, the same check as
 *   `GET /v1/courses/{id}/editor`), never an enrolment: a student is refused (403) before any
 *   course is looked up, so no student can reach a draft's content through it, and a course of
 *   another portal is a 404 as everywhere;
 * - every route runs in a READ ONLY database transaction (middleware/read-only.ts), so nothing
 *   can be written however the code beneath changes: no enrolment, no progress, no learner
 *   activity, no quiz attempt, no ticket, certificate, xAPI statement, notification or webhook
 *   (all of those follow from writes);
 * - what a student would do that writes is done in the browser for the tab's life (ticks,
 *   progress) or computed and answered without being kept (a quiz's grade: the attempt's draw
 *   comes again from its seed, the attempt id, and is graded by the same functions).
 * The learner's routes stay as they were: no branch in them can leak a draft to a student.
 */

/** Who may use student view: those who may edit courses (the editor's rule). */
export const PREVIEW_RULE = RULES.courses;

/**
 * A Hono app for student view's routes: the role check first (401, 403), then `before` (what
 * must happen outside the transaction: reading a key that its first use writes), then every
 * request in a read-only transaction.
 */
export function previewApp(before: MiddlewareHandler<AppEnv> = (_, next) => next()) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      authorize(c, PREVIEW_RULE);
      await next();
    })
    .use(before)
    .use(readOnly);
}

/** The path's course (by id) of this portal, any status; anything else is a 404. */
export async function previewedCourse(c: Context<AppEnv>): Promise<CourseDetail> {
  return found(
    findCourseById(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('course')),
    }),
  );
}

/** The route × account table: editors (Ada, Alex) reach the course lookup, others stop at 403. */
export const PREVIEWERS = (ok: number): Row['expect'] => ({
  guest: 401,
  ada: ok,
  alex: ok,
  others: 403,
});
