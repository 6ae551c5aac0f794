import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { certificateStatus } from '../../shared/certificates/status';
import {
  assignmentResult,
  type GradedItemKind,
  type GradeResult,
  type GradeScheme,
  packageResult,
  percentOf,
  quizResult,
  type TodoKind,
  type TodoStatus,
} from '../../shared/learning/overview';
import { ltiItemResult } from '../../shared/lti/platform';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import {
  certificates,
  certificationCourses,
  certifications,
  courses,
  enrollments,
} from '../db/schema';

/**
 * The learner overview (issue 43, item 1): one query per list — the page of enrolments, the
 * graded items of those courses with their results, the certifications they lead to, and the
 * to-do — each read by the indexes named beside it, whatever the number of courses.
 */

/** A date column of a raw query: PGlite and node-postgres may give a Date or its text. */
const dateOf = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Only these courses, when a coach reaches the learner in some courses only. */
export type CourseReach = string[] | undefined;

export type EnrollmentPageRow = {
  id: string;
  course: { id: string; title: string; slug: string; description: string; language: string };
  progress: number;
  status: 'active' | 'completed';
  enrolledAt: Date;
  completedAt: Date | null;
  lastActivityAt: Date | null;
};

/**
 * One page of the learner's enrolments, most recently active first (as /courses), by
 * enrollments_account_course_unique: a learner's enrolments are few, sorted after the lookup.
 */
export async function enrollmentPage(
  db: Db,
  params: { scope: AccountScope; courseIds: CourseReach; page: { number: number; size: number } },
): Promise<{ rows: EnrollmentPageRow[]; total: number }> {
  const where = and(
    eq(enrollments.accountId, params.scope.accountId),
    eq(courses.portalId, params.scope.portalId),
    params.courseIds ? inArray(enrollments.courseId, params.courseIds) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: enrollments.id,
        course: {
          id: courses.id,
          title: courses.title,
          slug: courses.slug,
          description: courses.description,
          language: courses.language,
        },
        progress: enrollments.progress,
        status: enrollments.status,
        enrolledAt: enrollments.enrolledAt,
        completedAt: enrollments.completedAt,
        lastActivityAt: enrollments.lastActivityAt,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(where)
      .orderBy(
        sql`${enrollments.lastActivityAt} desc nulls last`,
        desc(enrollments.enrolledAt),
        desc(enrollments.id),
      )
      .limit(params.page.size)
      .offset((params.page.number - 1) * params.page.size),
    db
      .select({ value: count() })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type GradedItemRow = {
  id: string;
  courseId: string;
  kind: GradedItemKind;
  title: string;
  slug: string;
  result: GradeResult;
  scheme: GradeScheme;
  score: number | null;
  maxScore: number | null;
  percent: number | null;
  passMark: number | null;
  attempts: number;
  resultAt: Date | null;
  dueAt: Date | null;
};

type RawGradedItem = {
  id: string;
  course_id: string;
  kind: GradedItemKind;
  title: string;
  slug: string;
  due_at: Date | string | null;
  scheme: GradeScheme | null;
  pass_percent: number | null;
  quiz_pass_mark: number | null;
  quiz_submitted: number | null;
  quiz_passed: boolean | null;
  quiz_pending: boolean | null;
  quiz_open: boolean | null;
  quiz_score: number | null;
  quiz_max_score: number | null;
  quiz_percent: number | null;
  quiz_at: Date | string | null;
  ticket_status: string | null;
  ticket_passed: boolean | null;
  ticket_score: number | null;
  ticket_max_score: number | null;
  ticket_at: Date | string | null;
  ticket_submissions: number | null;
  package_completion: string | null;
  package_success: string | null;
  package_score: number | null;
  package_at: Date | string | null;
  package_attempts: number | null;
  lti_activity: string | null;
  lti_grading: string | null;
  lti_score: number | null;
  lti_max_score: number | null;
  lti_at: Date | string | null;
};

function quizItem(row: RawGradedItem) {
  const submitted = row.quiz_submitted ?? 0;
  return {
    result: quizResult({
      submitted,
      anyPassed: row.quiz_passed === true,
      pendingReview: row.quiz_pending === true,
      open: row.quiz_open === true,
    }),
    scheme: 'percent' as const,
    score: row.quiz_score,
    maxScore: row.quiz_max_score,
    percent: row.quiz_percent,
    passMark: row.quiz_pass_mark,
    attempts: submitted,
    resultAt: dateOf(row.quiz_at),
  };
}

function assignmentItem(row: RawGradedItem) {
  const scheme = row.scheme ?? 'pass_fail';
  const ticket = row.ticket_status
    ? { status: row.ticket_status, passed: row.ticket_passed }
    : null;
  const result = assignmentResult(ticket);
  const graded = result === 'passed' || result === 'failed';
  return {
    result,
    scheme,
    score: graded ? row.ticket_score : null,
    maxScore: graded ? row.ticket_max_score : null,
    percent: graded ? percentOf(row.ticket_score, row.ticket_max_score) : null,
    passMark: scheme === 'pass_fail' ? null : row.pass_percent,
    attempts: row.ticket_submissions ?? 0,
    resultAt: dateOf(row.ticket_at),
  };
}

function packageItem(row: RawGradedItem) {
  const attempt =
    row.package_attempts && row.package_attempts > 0
      ? { successStatus: row.package_success, completionStatus: row.package_completion }
      : null;
  const percent = row.package_score === null ? null : Math.round(row.package_score * 100);
  return {
    result: packageResult(attempt),
    scheme: 'percent' as const,
    score: percent,
    maxScore: percent === null ? null : 100,
    percent,
    passMark: null,
    attempts: row.package_attempts ?? 0,
    resultAt: dateOf(row.package_at),
  };
}

/** An LTI tool's item (issue 38): its line item's latest score (shared/lti/platform.ts). */
function ltiItem(row: RawGradedItem) {
  const { result, percent } = ltiItemResult(
    row.lti_activity === null
      ? null
      : {
          activityProgress: row.lti_activity,
          gradingProgress: row.lti_grading ?? '',
          scoreGiven: row.lti_score,
          scoreMaximum: row.lti_max_score,
        },
  );
  return {
    result,
    scheme: 'percent' as const,
    score: percent,
    maxScore: percent === null ? null : 100,
    percent,
    passMark: null,
    attempts: row.lti_activity === null ? 0 : 1,
    resultAt: dateOf(row.lti_at),
  };
}

const ITEM_RESULT = {
  quiz: quizItem,
  assignment: assignmentItem,
  package: packageItem,
  lti: ltiItem,
};

/**
 * Every graded item of `courseIds` in outline order, with the learner's result that counts
 * (shared/learning/overview.ts): a quiz's best submitted attempt (quiz_attempts_account_course_idx),
 * the assignment's review ticket, theirs or their group's (review_ticket_accounts_account_idx,
 * then by primary key), and a package's latest attempt (package_attempts_account_item_idx).
 */
export async function gradedItems(
  db: Db,
  params: { scope: AccountScope; courseIds: string[] },
): Promise<GradedItemRow[]> {
  if (params.courseIds.length === 0) return [];
  const account = sql`${params.scope.accountId}::uuid`;
  const ids = sql`${sql.param(params.courseIds)}::uuid[]`;
  const result = await db.execute(sql`
    with items as (
      select ci.id, ci.course_id, ci.kind, ci.title, ci.slug, m.position as module_position,
        ci.position
      from course_items ci
      join course_modules m on m.id = ci.module_id
      where ci.course_id = any(${ids}) and ci.kind in ('quiz', 'assignment', 'package', 'lti')
    ),
    quiz as (
      select qa.item_id,
        (count(*) filter (where qa.status = 'submitted'))::int as submitted,
        coalesce(bool_or(qa.passed) filter (where qa.status = 'submitted'), false) as passed,
        coalesce(bool_or(qa.pending_review) filter (where qa.status = 'submitted'), false)
          as pending,
        bool_or(qa.status = 'in_progress') as is_open,
        (array_agg(qa.id order by qa.percent desc nulls last, qa.submitted_at desc)
          filter (where qa.status = 'submitted'))[1] as best_id
      from quiz_attempts qa
      where qa.account_id = ${account} and qa.course_id = any(${ids})
      group by qa.item_id
    ),
    ticket as (
      select distinct on (t.item_id) t.item_id, t.status, t.passed, t.score, t.max_score,
        coalesce(t.graded_at, t.submitted_at) as at,
        (select max(s.attempt) from submissions s where s.ticket_id = t.id) as submissions
      from review_ticket_accounts rta
      -- OFFSET 0: each of the learner's tickets by its primary key, never a scan of their
      -- courses' tickets (everyone's), whatever the planner guesses of the tables' sizes.
      cross join lateral (
        select * from review_tickets t where t.id = rta.ticket_id offset 0
      ) as t
      where rta.account_id = ${account} and t.kind = 'assignment' and t.course_id = any(${ids})
      order by t.item_id, t.updated_at desc, t.id
    ),
    pkg as (
      select distinct on (pa.item_id) pa.item_id, pa.completion_status, pa.success_status,
        pa.score_scaled, coalesce(pa.completed_at, pa.updated_at) as at,
        (count(*) over (partition by pa.item_id))::int as attempts
      from package_attempts pa
      where pa.account_id = ${account}
        and pa.item_id in (select id from items where kind = 'package')
      order by pa.item_id, pa.created_at desc, pa.id desc
    ),
    lti as (
      -- The item's own line item (lti_line_items_item_idx) and the learner's score on it.
      select distinct on (li.item_id) li.item_id, s.activity_progress, s.grading_progress,
        s.score_given, coalesce(s.score_maximum, li.score_maximum) as score_maximum,
        s.scored_at as at
      from lti_line_items li
      join lti_tool_scores s on s.line_item_id = li.id and s.account_id = ${account}
      where li.item_id in (select id from items where kind = 'lti')
      order by li.item_id, li.created_at, li.id
    )
    select i.id, i.course_id, i.kind, i.title, i.slug,
      a.due_at, a.scheme, a.pass_percent,
      (q.settings ->> 'passMark')::int as quiz_pass_mark,
      quiz.submitted as quiz_submitted, quiz.passed as quiz_passed, quiz.pending as quiz_pending,
      quiz.is_open as quiz_open, best.score as quiz_score, best.max_score as quiz_max_score,
      best.percent as quiz_percent, best.submitted_at as quiz_at,
      ticket.status as ticket_status, ticket.passed as ticket_passed,
      ticket.score as ticket_score, ticket.max_score as ticket_max_score, ticket.at as ticket_at,
      ticket.submissions as ticket_submissions,
      pkg.completion_status as package_completion, pkg.success_status as package_success,
      pkg.score_scaled as package_score, pkg.at as package_at, pkg.attempts as package_attempts,
      lti.activity_progress as lti_activity, lti.grading_progress as lti_grading,
      lti.score_given as lti_score, lti.score_maximum as lti_max_score, lti.at as lti_at
    from items i
    left join assignments a on a.item_id = i.id
    left join quizzes q on q.item_id = i.id
    left join quiz on quiz.item_id = i.id
    left join quiz_attempts best on best.id = quiz.best_id
    left join ticket on ticket.item_id = i.id
    left join pkg on pkg.item_id = i.id
    left join lti on lti.item_id = i.id
    order by i.course_id, i.module_position, i.position, i.id`);
  return rowsOf<RawGradedItem>(result).map((row) => ({
    id: row.id,
    courseId: row.course_id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    dueAt: row.kind === 'assignment' ? dateOf(row.due_at) : null,
    ...ITEM_RESULT[row.kind](row),
  }));
}

export type CourseCertificateRow = {
  courseId: string;
  certificationId: string;
  name: string;
  minScore: number | null;
  status: 'valid' | 'expired' | 'revoked' | 'not_earned';
  certificateId: string | null;
  issuedAt: Date | null;
  expiresAt: Date | null;
};

/**
 * The certifications `courseIds` lead to, A–Z, with the learner's certificate of each
 * (certification_courses_course_idx, then certificates_certification_account_unique).
 */
export async function courseCertificates(
  db: Db,
  params: { scope: AccountScope; courseIds: string[]; now: Date },
): Promise<CourseCertificateRow[]> {
  if (params.courseIds.length === 0) return [];
  const rows = await db
    .select({
      courseId: certificationCourses.courseId,
      certificationId: certifications.id,
      name: certifications.name,
      minScore: certifications.minScore,
      certificateId: certificates.id,
      issuedAt: certificates.issuedAt,
      expiresAt: certificates.expiresAt,
      revokedAt: certificates.revokedAt,
    })
    .from(certificationCourses)
    .innerJoin(
      certifications,
      and(
        eq(certifications.id, certificationCourses.certificationId),
        eq(certifications.portalId, params.scope.portalId),
      ),
    )
    .leftJoin(
      certificates,
      and(
        eq(certificates.certificationId, certifications.id),
        eq(certificates.accountId, params.scope.accountId),
      ),
    )
    .where(inArray(certificationCourses.courseId, params.courseIds))
    .orderBy(asc(certificationCourses.courseId), asc(certifications.name), asc(certifications.id));
  return rows.map(({ revokedAt, ...row }) => ({
    ...row,
    status: row.certificateId
      ? certificateStatus({ expiresAt: row.expiresAt, revokedAt }, params.now)
      : 'not_earned',
  }));
}

export type TodoRow = {
  kind: TodoKind;
  status: TodoStatus;
  sourceId: string;
  title: string;
  /** Null for a certificate. */
  course: { id: string; title: string; slug: string; description: string; language: string } | null;
  itemSlug: string | null;
  dueAt: Date;
};

type RawTodo = {
  kind: TodoKind;
  status: TodoStatus;
  source_id: string;
  title: string;
  course_id: string | null;
  course_title: string | null;
  course_slug: string | null;
  course_description: string | null;
  course_language: string | null;
  item_slug: string | null;
  due_at: Date | string;
  total: number;
};

/** The learner's enrolled courses on the portal, within `courseIds` (enrollments_account_course_unique). */
export async function enrolledCourseIds(
  db: Db,
  params: { scope: AccountScope; courseIds: CourseReach },
): Promise<string[]> {
  const rows = await db
    .select({ id: enrollments.courseId })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(
      and(
        eq(enrollments.accountId, params.scope.accountId),
        eq(courses.portalId, params.scope.portalId),
        params.courseIds ? inArray(enrollments.courseId, params.courseIds) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * One page of what the learner has to do by `until`, overdue first then by due date (one
 * ascending order: everything overdue falls before now), and how many there are:
 * - assignments of `courseIds` (their enrolled courses they may learn in now) that are published,
 *   due by then, and that neither they nor their group have submitted, or that came back with
 *   changes requested (assignments_course_idx, then review_ticket_accounts_account_idx);
 * - their started quiz attempts in those courses whose time runs out between now and then
 *   (quiz_attempts_account_course_idx);
 * - their valid certificates expiring between now and then (certificates_account_idx), of a
 *   certification of `certificateCourseIds` when a coach reaches the learner in some courses only.
 */
export async function todoItems(
  db: Db,
  params: {
    scope: AccountScope;
    courseIds: string[];
    certificateCourseIds: CourseReach;
    now: Date;
    until: Date;
    page: { number: number; size: number };
  },
): Promise<{ rows: TodoRow[]; total: number }> {
  const account = sql`${params.scope.accountId}::uuid`;
  const portal = sql`${params.scope.portalId}::uuid`;
  const now = sql`${params.now.toISOString()}::timestamptz`;
  const until = sql`${params.until.toISOString()}::timestamptz`;
  const open = sql`${sql.param(params.courseIds)}::uuid[]`;
  const certificateReach = params.certificateCourseIds
    ? sql`and exists (select 1 from certification_courses cc
        where cc.certification_id = ct.certification_id
          and cc.course_id = any(${sql.param(params.certificateCourseIds)}::uuid[]))`
    : sql``;
  const result = await db.execute(sql`
    with mine as (
      select distinct on (t.item_id) t.item_id, t.status
      from review_ticket_accounts rta
      cross join lateral (
        select * from review_tickets t where t.id = rta.ticket_id offset 0
      ) as t
      where rta.account_id = ${account} and t.kind = 'assignment'
      order by t.item_id, t.updated_at desc, t.id
    )
    select todo.*, (count(*) over ())::int as total from (
      select 'assignment' as kind,
        case when mine.status = 'changes_requested' then 'changes_requested'
          else 'not_submitted' end as status,
        a.item_id as source_id, ci.title, c.id as course_id, c.title as course_title,
        c.slug as course_slug, c.description as course_description,
        c.language as course_language, ci.slug as item_slug, a.due_at
      from assignments a
      join courses c on c.id = a.course_id and c.portal_id = ${portal} and c.status = 'published'
      join course_items ci on ci.id = a.item_id
      left join mine on mine.item_id = a.item_id
      where a.course_id = any(${open}) and a.due_at <= ${until}
        and (mine.status is null or mine.status = 'changes_requested')
      union all
      select 'quiz', 'in_progress', qa.id, ci.title, c.id, c.title, c.slug, c.description,
        c.language, ci.slug, qa.deadline_at
      from quiz_attempts qa
      join course_items ci on ci.id = qa.item_id
      join courses c on c.id = qa.course_id and c.status = 'published'
      where qa.account_id = ${account} and qa.course_id = any(${open})
        and qa.portal_id = ${portal} and qa.status = 'in_progress'
        and qa.deadline_at > ${now} and qa.deadline_at <= ${until}
      union all
      select 'certificate', 'expiring', ct.id, ce.name, null, null, null, null, null, null,
        ct.expires_at
      from certificates ct
      join certifications ce on ce.id = ct.certification_id
      where ct.account_id = ${account} and ct.portal_id = ${portal} and ct.revoked_at is null
        and ct.expires_at > ${now} and ct.expires_at <= ${until} ${certificateReach}
    ) todo
    order by todo.due_at, todo.kind, todo.source_id
    limit ${params.page.size} offset ${(params.page.number - 1) * params.page.size}`);
  const rows = rowsOf<RawTodo>(result);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((row) => ({
      kind: row.kind,
      status: row.status,
      sourceId: row.source_id,
      title: row.title,
      course:
        row.course_id === null
          ? null
          : {
              id: row.course_id,
              title: row.course_title ?? '',
              slug: row.course_slug ?? '',
              description: row.course_description ?? '',
              language: row.course_language ?? '',
            },
      itemSlug: row.item_slug,
      dueAt: dateOf(row.due_at) ?? new Date(0),
    })),
  };
}
