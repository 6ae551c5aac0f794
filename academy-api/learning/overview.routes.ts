import { type Context, Hono } from 'hono';
import { sourcePath } from '../../shared/calendar/feed-events';
import { courseGrades, todoItems as todoItemsContract } from '../../shared/learning/contract';
import { isOverdue, TODO_WINDOW, todoDays, todoUntil } from '../../shared/learning/overview';
import { type AccountScope, coachedAccount, ownAccount } from '../access/account-scope';
import { courseAccessOf } from '../access/course-access';
import { ownAccountPath, type RowsOf, stijnsAccountPath } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { coursesForReader } from '../content';
import { listResponse } from '../jsonapi/endpoint';
import { invalidQuery, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { requireViewer } from '../middleware/viewer';
import { type Answers, list } from '../openapi/answers';
import {
  type CourseCertificateRow,
  type CourseReach,
  courseCertificates,
  type EnrollmentPageRow,
  enrolledCourseIds,
  enrollmentPage,
  type GradedItemRow,
  gradedItems,
  type TodoRow,
  todoItems,
} from './overview.queries';

/**
 * The learner overview (issue 43, item 1; docs/learner-overview.md): GET
 * /v1/accounts/{id}/grades, every enrolled course with its progress, graded items and
 * certificates, and GET /v1/accounts/{id}/todo, what falls due in the next 14 days.
 */

/**
 * Whose overview the viewer may read: their own, or a coach's or admin's student through the
 * coach scope (the primary coach and an active mandate: every course; a course's coach: the
 * courses they coach). Anyone else's: 404.
 */
async function readableLearner(
  c: Context<AppEnv>,
): Promise<{ scope: AccountScope; courseIds: CourseReach; own: boolean }> {
  const viewer = requireViewer(c.var.viewer);
  if (uuidParam(c.req.param('id')) === viewer.id) {
    return { scope: ownAccount(c), courseIds: undefined, own: true };
  }
  const { scope, reach } = await coachedAccount(c);
  return { scope, courseIds: reach.whole ? undefined : reach.courseIds, own: false };
}

type CourseGradesRow = EnrollmentPageRow & {
  course: EnrollmentPageRow['course'] & { textLanguage: string };
  /** The language the course is taught in (its own, whatever the title's translation). */
  language: string;
  items: GradedItemRow[];
  certificates: CourseCertificateRow[];
};

function courseGradesResource(row: CourseGradesRow) {
  return resourceOf(courseGrades, row.id, {
    course_id: row.course.id,
    course_title: row.course.title,
    course_slug: row.course.slug,
    text_language: row.course.textLanguage,
    course_language: row.language,
    progress: row.status === 'completed' ? 100 : row.progress,
    status: row.status,
    enrolled_at: iso(row.enrolledAt),
    completed_at: iso(row.completedAt),
    last_activity_at: iso(row.lastActivityAt),
    items: row.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: item.title,
      slug: item.slug,
      result: item.result,
      scheme: item.scheme,
      score: item.score,
      max_score: item.maxScore,
      percent: item.percent,
      pass_mark: item.passMark,
      attempts: item.attempts,
      result_at: iso(item.resultAt),
      due_at: iso(item.dueAt),
    })),
    certificates: row.certificates.map((certificate) => ({
      certification_id: certificate.certificationId,
      name: certificate.name,
      min_score: certificate.minScore,
      status: certificate.status,
      certificate_id: certificate.certificateId,
      issued_at: iso(certificate.issuedAt),
      expires_at: iso(certificate.expiresAt),
    })),
  });
}

/** Rows of `rows` grouped by their course. */
function byCourse<T extends { courseId: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.courseId, [...(grouped.get(row.courseId) ?? []), row]);
  return grouped;
}

export const gradesRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { scope, courseIds } = await readableLearner(c);
  const now = new Date();
  return listResponse(c, {
    query: { paginate: true },
    load: async (query) => {
      const page = await enrollmentPage(c.var.db, { scope, courseIds, page: query.page });
      const ids = page.rows.map((row) => row.course.id);
      const [items, certificates, localized] = await Promise.all([
        gradedItems(c.var.db, { scope, courseIds: ids }),
        courseCertificates(c.var.db, { scope, courseIds: ids, now }),
        // The titles in the reader's language where a course has a translation.
        coursesForReader(
          c,
          page.rows.map((row) => row.course),
        ),
      ]);
      const itemsOf = byCourse(items);
      const certificatesOf = byCourse(certificates);
      const rows: CourseGradesRow[] = page.rows.map((row, index) => ({
        ...row,
        course: localized[index] ?? { ...row.course, textLanguage: row.course.language },
        language: row.course.language,
        items: itemsOf.get(row.course.id) ?? [],
        certificates: certificatesOf.get(row.course.id) ?? [],
      }));
      return { rows, total: page.total };
    },
    serialize: courseGradesResource,
  });
});

function todoItemResource(
  row: TodoRow & { textLanguage: string | null; language: string | null },
  now: Date,
) {
  const dated = { id: row.sourceId, at: row.dueAt, changedAt: row.dueAt };
  const path =
    row.kind === 'certificate' || !row.course
      ? sourcePath({ kind: 'certificate', ...dated, name: row.title })
      : sourcePath({
          kind: row.kind,
          ...dated,
          title: row.title,
          courseTitle: row.course.title,
          courseSlug: row.course.slug,
          itemSlug: row.itemSlug ?? '',
        });
  // The id of the same deadline in the learner's calendar feed (shared/calendar/feed-rules.ts).
  return resourceOf(todoItemsContract, `${row.kind}-${row.sourceId}`, {
    kind: row.kind,
    status: row.status,
    source_id: row.sourceId,
    title: row.title,
    course_title: row.course?.title ?? null,
    course_slug: row.course?.slug ?? null,
    text_language: row.textLanguage,
    course_language: row.language,
    due_at: iso(row.dueAt),
    overdue: isOverdue(row.dueAt, now),
    path,
  });
}

export const todoRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { scope, courseIds, own } = await readableLearner(c);
  const days = todoDays(c.req.query('days'));
  if (days === null) {
    throw invalidQuery(
      'days',
      text('betweenOneAndMax', { parameter: 'days', max: TODO_WINDOW.maxDays }),
    );
  }
  const now = new Date();
  const until = todoUntil(now, days);
  return listResponse(c, {
    query: { paginate: true },
    load: async (query) => {
      // Deadlines count in the courses the learner may learn in now (the one access rule), as
      // in their calendar feed: a locked course's assignment cannot be submitted.
      const enrolled = await enrolledCourseIds(c.var.db, { scope, courseIds });
      const access = await courseAccessOf(c.var.db, {
        accountId: scope.accountId,
        ...(own ? { roles: requireViewer(c.var.viewer).roles } : {}),
        courseIds: enrolled,
      });
      const { rows, total } = await todoItems(c.var.db, {
        scope,
        courseIds: enrolled.filter((id) => access.get(id)?.unlocked),
        certificateCourseIds: courseIds,
        now,
        until,
        page: query.page,
      });
      const courses = rows.flatMap((row) => (row.course ? [row.course] : []));
      const localized = new Map(
        (await coursesForReader(c, courses)).map((course) => [course.id, course]),
      );
      return {
        rows: rows.map((row) => {
          const course = row.course ? localized.get(row.course.id) : undefined;
          return course
            ? { ...row, course, textLanguage: course.textLanguage, language: course.language }
            : { ...row, textLanguage: null, language: null };
        }),
        total,
        meta: { days, until: iso(until) },
      };
    },
    serialize: (row) => todoItemResource(row, now),
  });
});

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/accounts/:id/grades': list('course_grades'),
  'GET /v1/accounts/:id/todo': list('todo_items'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ id }) =>
  (['/grades', '/todo'] as const).flatMap((suffix) => [
    {
      method: 'GET',
      route: `/v1/accounts/:id${suffix}`,
      path: stijnsAccountPath(id, suffix),
      // Cora is Stijn's primary coach, Ada an admin (the coach scope); Hugo's mandate is only
      // asked for, and support and sales staff read accounts, not grades: 404.
      expect: { guest: 401, stijn: 200, cora: 200, ada: 200, others: 404 },
    },
    {
      method: 'GET',
      route: `/v1/accounts/:id${suffix}`,
      path: ownAccountPath(suffix),
      expect: { guest: 401, others: 200 },
    },
  ]);
