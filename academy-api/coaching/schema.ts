import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AssignmentMode,
  Grade,
  GradingScheme,
  MandateStatus,
  RubricCriterion,
  SubmissionStatus,
  TicketKind,
  TicketStatus,
} from '../../shared/coaching/types';
import { accounts } from '../accounts/schema';
import { courseGroups, courseItems, courses } from '../authoring/schema';
import { cascadeRef, createdAt, id, joinKeys, ref, setNullRef, ts, updatedAt } from '../db/columns';
import { portals } from '../portals/schema';
import { quizAttempts } from '../quiz/schema';

/**
 * An assignment item's settings (SCREENS "Coaching"): instructions, due date,
 * individual or group, and how it is graded. One row per course item of kind `assignment`.
 */
export const assignments = pgTable(
  'assignments',
  {
    itemId: ref('item_id', () => courseItems.id, 'cascade').primaryKey(),
    portalId: cascadeRef('portal_id', () => portals.id),
    courseId: cascadeRef('course_id', () => courses.id),
    /** Sanitised rich text (the shared allowlist). */
    instructionsHtml: text('instructions_html').notNull().default(''),
    dueAt: ts('due_at'),
    mode: text('mode').$type<AssignmentMode>().notNull().default('individual'),
    scheme: text('scheme').$type<GradingScheme>().notNull().default('pass_fail'),
    /** Points scheme: the maximum. */
    maxPoints: integer('max_points').notNull().default(10),
    /** Points and rubric schemes: % of the maximum needed to pass. */
    passPercent: integer('pass_percent').notNull().default(60),
    /** Rubric scheme: the criteria. */
    rubric: jsonb('rubric').$type<RubricCriterion[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assignments_course_idx').on(t.courseId),
    index('assignments_portal_due_idx').on(t.portalId, t.dueAt),
    check('assignments_mode_check', sql`${t.mode} in ('individual', 'group')`),
    check('assignments_scheme_check', sql`${t.scheme} in ('points', 'pass_fail', 'rubric')`),
    check('assignments_max_points_check', sql`${t.maxPoints} between 1 and 1000`),
    check('assignments_pass_percent_check', sql`${t.passPercent} between 0 and 100`),
  ],
);

/**
 * A review ticket (review-tickets; SCREENS "Coaching"): one per student (or group) and
 * assignment — its submissions are the attempts — or one per quiz attempt with open answers.
 * Statuses of shared/coaching/ticket-status.ts; `claimed_by`/`claimed_at` say who has it, and
 * the claim lapses 30 minutes after `last_activity_at` (shared/coaching/claims.ts).
 */
export const reviewTickets = pgTable(
  'review_tickets',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    courseId: cascadeRef('course_id', () => courses.id),
    itemId: cascadeRef('item_id', () => courseItems.id),
    kind: text('kind').$type<TicketKind>().notNull(),
    /** The student (individual assignments, quiz attempts); null for a group's ticket. */
    accountId: ref('account_id', () => accounts.id, 'cascade'),
    // No action: a group with tickets or submissions is not deleted by itself (the API says
    // why); its course's deletion still takes everything with it, in one statement.
    groupId: ref('group_id', () => courseGroups.id),
    /** Quiz tickets: the attempt whose open answers wait for a coach. */
    quizAttemptId: ref('quiz_attempt_id', () => quizAttempts.id, 'cascade'),
    status: text('status').$type<TicketStatus>().notNull().default('new'),
    /** The assignment's due date when the ticket was made (the queue's "due" filter and sort). */
    dueAt: ts('due_at'),
    claimedBy: setNullRef('claimed_by', () => accounts.id),
    claimedAt: ts('claimed_at'),
    /** The claim lapses CLAIM_TIMEOUT_MS after this (opening, saving, grading renew it). */
    lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
    /** The current grade (shared/coaching/types.ts Grade) and what it works out to. */
    grade: jsonb('grade').$type<Grade>(),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    passed: boolean('passed'),
    /** Sanitised rich text for the student(s). */
    feedbackHtml: text('feedback_html').notNull().default(''),
    gradedBy: setNullRef('graded_by', () => accounts.id),
    gradedAt: ts('graded_at'),
    /** The latest submission's time (the queue's "submitted" column and default order). */
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One ticket per student and assignment, per group and assignment, per quiz attempt.
    uniqueIndex('review_tickets_item_account_unique')
      .on(t.itemId, t.accountId)
      .where(sql`${t.kind} = 'assignment' and ${t.groupId} is null`),
    uniqueIndex('review_tickets_item_group_unique')
      .on(t.itemId, t.groupId)
      .where(sql`${t.groupId} is not null`),
    uniqueIndex('review_tickets_quiz_attempt_unique')
      .on(t.quizAttemptId)
      .where(sql`${t.quizAttemptId} is not null`),
    // The queue: a portal's tickets by status, newest submission first / by due date / by
    // last change; course-scoped coaches narrow by course first.
    index('review_tickets_portal_status_submitted_idx').on(
      t.portalId,
      t.status,
      t.submittedAt.desc(),
      t.id,
    ),
    // The queue walks these in order and stops at its page (LIMIT), filtering by reach on the
    // way: the open tickets newest first (the default view), and every ticket newest first.
    index('review_tickets_portal_open_submitted_idx')
      .on(t.portalId, t.submittedAt.desc(), t.id)
      .where(sql`${t.status} in ('new', 'in_review', 'resubmitted')`),
    index('review_tickets_portal_submitted_idx').on(t.portalId, t.submittedAt.desc(), t.id),
    index('review_tickets_portal_due_idx').on(t.portalId, t.dueAt, t.id),
    index('review_tickets_portal_updated_idx').on(t.portalId, t.updatedAt.desc(), t.id),
    index('review_tickets_course_status_submitted_idx').on(
      t.courseId,
      t.status,
      t.submittedAt.desc(),
    ),
    index('review_tickets_claimed_by_idx').on(t.claimedBy, t.status),
    index('review_tickets_item_idx').on(t.itemId),
    index('review_tickets_account_idx').on(t.accountId),
    index('review_tickets_group_idx').on(t.groupId),
    check('review_tickets_kind_check', sql`${t.kind} in ('assignment', 'quiz')`),
    check(
      'review_tickets_status_check',
      sql`${t.status} in ('new', 'in_review', 'changes_requested', 'resubmitted', 'graded', 'closed')`,
    ),
    check('review_tickets_owner_check', sql`(${t.accountId} is null) <> (${t.groupId} is null)`),
    check(
      'review_tickets_quiz_check',
      sql`(${t.kind} = 'quiz') = (${t.quizAttemptId} is not null)`,
    ),
  ],
);

/**
 * Whom a ticket is about: the student, or every member of the group when it was submitted.
 * "Tickets of this student" (participants, the mandate scope) and whom grades go to.
 */
export const reviewTicketAccounts = pgTable(
  'review_ticket_accounts',
  {
    ticketId: cascadeRef('ticket_id', () => reviewTickets.id),
    accountId: cascadeRef('account_id', () => accounts.id),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.accountId] }),
    index('review_ticket_accounts_account_idx').on(t.accountId, t.ticketId),
  ],
);

/** An attempt at an assignment: rich text and files, by a student alone or for their group. */
export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    ticketId: cascadeRef('ticket_id', () => reviewTickets.id),
    itemId: cascadeRef('item_id', () => courseItems.id),
    courseId: cascadeRef('course_id', () => courses.id),
    /** The student of an individual assignment; null for a group's. */
    accountId: ref('account_id', () => accounts.id, 'cascade'),
    // No action: a group with tickets or submissions is not deleted by itself (the API says
    // why); its course's deletion still takes everything with it, in one statement.
    groupId: ref('group_id', () => courseGroups.id),
    /** Who pressed "Submit" (the student, or the member of the group). */
    submittedBy: setNullRef('submitted_by', () => accounts.id),
    /** 1, 2, … per ticket. */
    attempt: integer('attempt').notNull(),
    /** Sanitised rich text. */
    bodyHtml: text('body_html').notNull().default(''),
    status: text('status').$type<SubmissionStatus>().notNull().default('submitted'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    unique('submissions_ticket_attempt_unique').on(t.ticketId, t.attempt),
    index('submissions_item_account_idx').on(t.itemId, t.accountId),
    index('submissions_item_group_idx').on(t.itemId, t.groupId),
    index('submissions_course_idx').on(t.courseId),
    check('submissions_attempt_check', sql`${t.attempt} >= 1`),
    check(
      'submissions_status_check',
      sql`${t.status} in ('submitted', 'changes_requested', 'graded')`,
    ),
    check('submissions_owner_check', sql`(${t.accountId} is null) <> (${t.groupId} is null)`),
  ],
);

/** Every grade change of a ticket: who, the old and the new grade, when (shown on the ticket). */
export const gradeChanges = pgTable(
  'grade_changes',
  {
    id: id(),
    ticketId: cascadeRef('ticket_id', () => reviewTickets.id),
    changedBy: setNullRef('changed_by', () => accounts.id),
    oldGrade: jsonb('old_grade').$type<Grade>(),
    newGrade: jsonb('new_grade').$type<Grade>().notNull(),
    oldScore: doublePrecision('old_score'),
    newScore: doublePrecision('new_score').notNull(),
    oldPassed: boolean('old_passed'),
    newPassed: boolean('new_passed').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('grade_changes_ticket_created_idx').on(t.ticketId, t.createdAt)],
);

/**
 * A coach mandate (coach_mandate_approvals): the coach may act for the student (progress,
 * submissions, enrolling) while it is approved and not past `expires_at`. Requested by a coach;
 * decided by the student's primary coach or an admin, with a reason.
 */
export const coachMandates = pgTable(
  'coach_mandates',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    coachId: cascadeRef('coach_id', () => accounts.id),
    studentId: cascadeRef('student_id', () => accounts.id),
    requestedBy: setNullRef('requested_by', () => accounts.id),
    status: text('status').$type<MandateStatus>().notNull().default('pending'),
    /** Why the coach asks. */
    reason: text('reason').notNull().default(''),
    /** Why it was approved or declined. */
    decisionReason: text('decision_reason').notNull().default(''),
    decidedBy: setNullRef('decided_by', () => accounts.id),
    decidedAt: ts('decided_at'),
    /** Set on approval: decided_at + the portal's duration. */
    expiresAt: ts('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one open request per coach and student.
    uniqueIndex('coach_mandates_pending_unique')
      .on(t.coachId, t.studentId)
      .where(sql`${t.status} = 'pending'`),
    // The enforcement lookup: this coach's approved mandates for this student.
    index('coach_mandates_coach_student_idx').on(t.coachId, t.studentId, t.status, t.expiresAt),
    index('coach_mandates_student_idx').on(t.studentId, t.status),
    // /approvals: a portal's mandates by status, newest first.
    index('coach_mandates_portal_status_created_idx').on(t.portalId, t.status, t.createdAt.desc()),
    check(
      'coach_mandates_status_check',
      sql`${t.status} in ('pending', 'approved', 'declined', 'expired')`,
    ),
    check('coach_mandates_distinct_check', sql`${t.coachId} <> ${t.studentId}`),
  ],
);

/** /admin/settings/approvals: a portal's default mandate duration (365 days unless set). */
export const approvalSettings = pgTable(
  'approval_settings',
  {
    portalId: ref('portal_id', () => portals.id, 'cascade').primaryKey(),
    mandateDays: integer('mandate_days').notNull().default(365),
    updatedBy: setNullRef('updated_by', () => accounts.id),
    updatedAt: updatedAt(),
  },
  (t) => [check('approval_settings_days_check', sql`${t.mandateDays} between 1 and 3650`)],
);

// ---------------------------------------------------------------------------------------------
// Communication: announcements, coach news, the mailing list
// ---------------------------------------------------------------------------------------------

/**
 * A coach's private notes about a student (/coach/mentees, the participant's page): only the
 * coach who wrote them reads them, never the student, other coaches or staff.
 */
export const coachNotes = pgTable(
  'coach_notes',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    coachId: cascadeRef('coach_id', () => accounts.id),
    studentId: cascadeRef('student_id', () => accounts.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // "My notes about this student, newest first" (the mentee's notes, the participant's page).
    index('coach_notes_coach_student_created_idx').on(
      t.coachId,
      t.studentId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('coach_notes_student_idx').on(t.studentId),
    check('coach_notes_distinct_check', sql`${t.coachId} <> ${t.studentId}`),
  ],
);

/**
 * What the coach's participant lists show, kept per coach and student: who
 * the coach reaches (the rule of access/coach-scope.ts: courses they coach, primary coach,
 * active mandates) and, over the enrolments reached, progress, last activity, how far behind
 * the course average, overdue assignments and open tickets. Kept right by the triggers of
 * migration 0015 on every table it depends on (enrolments, tickets, assignments, coaches,
 * primary coach, mandates, feature flags), so a list of 10,000 participants reads this table
 * by its indexes instead of aggregating every enrolment per request. Rows whose facts depend on
 * time (an assignment falling due, a mandate lapsing) carry `valid_until` and are worked out
 * again when read after it.
 */
export const coachParticipants = pgTable(
  'coach_participants',
  {
    coachId: cascadeRef('coach_id', () => accounts.id),
    studentId: cascadeRef('student_id', () => accounts.id),
    portalId: cascadeRef('portal_id', () => portals.id),
    /** Every course of the student (primary coach, active mandate), or only the coached ones. */
    whole: boolean('whole').notNull(),
    /** The coach is the student's primary coach. */
    mentee: boolean('mentee').notNull(),
    /** The courses reached (enrolled). */
    courseIds: uuid('course_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Rounded average progress over the courses reached; null without any. */
    progress: integer('progress'),
    courseCount: integer('course_count').notNull().default(0),
    /** Courses reached and not completed: nobody is at risk in what they finished. */
    activeCourses: integer('active_courses').notNull().default(0),
    /** The latest activity (an item finished, or enrolling) in those courses. */
    lastActivityAt: ts('last_activity_at'),
    /** The largest gap below a course's average (whole points), and that course. */
    behind: integer('behind'),
    behindCourseId: uuid('behind_course_id'),
    /** Assignments past their due date without a submission. */
    overdue: integer('overdue').notNull().default(0),
    openTickets: integer('open_tickets').notNull().default(0),
    /** When the row must be worked out again (an assignment falls due, a mandate lapses). */
    validUntil: ts('valid_until'),
    refreshedAt: ts('refreshed_at').notNull().defaultNow(),
  },
  (t) => [
    ...joinKeys(t.coachId, t.studentId, 'coach_participants_student_idx'),
    // The list's sorts other than by name and last online (those walk the accounts' indexes),
    // each direction with the participants without a value last.
    index('coach_participants_progress_idx').on(t.coachId, t.progress, t.studentId),
    index('coach_participants_progress_desc_idx').on(
      t.coachId,
      t.progress.desc().nullsLast(),
      t.studentId.desc(),
    ),
    index('coach_participants_activity_idx').on(t.coachId, t.lastActivityAt, t.studentId),
    index('coach_participants_activity_desc_idx').on(
      t.coachId,
      t.lastActivityAt.desc().nullsLast(),
      t.studentId.desc(),
    ),
    index('coach_participants_tickets_idx').on(t.coachId, t.openTickets, t.studentId),
    index('coach_participants_valid_until_idx')
      .on(t.coachId, t.validUntil)
      .where(sql`${t.validUntil} is not null`),
  ],
);
