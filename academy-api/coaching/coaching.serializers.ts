import type { z } from 'zod';
import {
  ASSIGNMENT_PROBLEM_TEXT,
  type AssignmentProblemCode,
} from '../../shared/coaching/assignment-schema';
import { activeClaimant, claimExpiresAt } from '../../shared/coaching/claims';
import {
  assignments,
  assignmentWork,
  coachMandates,
  courseGroups,
  type grade,
  reviewTickets,
} from '../../shared/coaching/contract';
import { nextStatuses } from '../../shared/coaching/ticket-status';
import type {
  AssignmentSettings,
  BlockedReason as Blocked,
  Grade,
  RubricCriterion,
  TicketStatus,
} from '../../shared/coaching/types';
import type { WireAttributes } from '../../shared/contract/resource';
import { toWire } from '../../shared/quiz/wire';
import { type RichTextRules, sanitizeRichText } from '../../shared/rich-text/sanitize';
import type { CourseGroupRow, GroupMemberRow } from '../authoring';
import type { Locale } from '../i18n/locales';
import type { ResourceObject } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import type { AssignmentItem, StudentGroup, SubmissionView } from './assignments.queries';
import type { MandateRow } from './mandates.queries';
import type {
  quizReview,
  TicketListRow,
  TicketRecord,
  ticketGradeChanges,
} from './review-tickets.queries';

export function assignmentProblemsOf(
  codes: readonly AssignmentProblemCode[],
  title: string,
  locale: Locale,
) {
  return codes.map((code) => ({ code, detail: ASSIGNMENT_PROBLEM_TEXT[code](title)[locale] }));
}

/** A rubric's criteria, snake_case (what `toWire` made of them). */
const rubricWire = (rubric: RubricCriterion[]) =>
  rubric.map((criterion) => ({
    id: criterion.id,
    title: criterion.title,
    description: criterion.description,
    max_points: criterion.maxPoints,
  }));

/**
 * A grade on the wire: Grade's keys are the same snake_case (the records' keys are criterion
 * and question ids, which `toWire` leaves as they are); the value is read from jsonb.
 */
const gradeWire = (value: Grade) => toWire<z.input<typeof grade>>(value);

/** The assignment as its editor reads it (docs/coaching-api.md "Authoring an assignment"). */
export function assignmentResource(params: {
  item: AssignmentItem;
  settings: AssignmentSettings;
  problems: ReturnType<typeof assignmentProblemsOf>;
  groupCount: number;
}): ResourceObject {
  const { settings } = params;
  return resourceOf(assignments, params.item.itemId, {
    title: params.item.title,
    course_id: params.item.courseId,
    course_title: params.item.courseTitle,
    settings: {
      instructions_html: settings.instructionsHtml,
      due_at: settings.dueAt,
      mode: settings.mode,
      scheme: settings.scheme,
      max_points: settings.maxPoints,
      pass_percent: settings.passPercent,
      rubric: rubricWire(settings.rubric),
    },
    problems: params.problems,
    group_count: params.groupCount,
  });
}

function submissionWire(submission: SubmissionView, rules: RichTextRules = {}) {
  return {
    id: submission.id,
    attempt: submission.attempt,
    status: submission.status,
    // Stored HTML is never trusted on output either (SCREENS "The shared rich text editor").
    body_html: sanitizeRichText(submission.bodyHtml, rules),
    submitted_at: submission.submittedAt.toISOString(),
    submitted_by_name: submission.submittedByName,
    files: submission.files.map((file) => ({
      id: file.id,
      file_name: file.fileName,
      content_type: file.contentType,
      size_bytes: file.sizeBytes,
    })),
  };
}

/** Why the student may not submit now; null: they may. */
export type BlockedReason = Blocked | null;

/** The student's side of an assignment (docs/coaching-api.md "The student's side"). */
export function assignmentWorkResource(params: {
  item: AssignmentItem;
  settings: AssignmentSettings;
  group: StudentGroup | null;
  ticket: {
    status: TicketStatus;
    feedbackHtml: string;
    grade: Grade | null;
    score: number | null;
    maxScore: number | null;
    passed: boolean | null;
    gradedAt: Date | null;
    gradedByName: string | null;
  } | null;
  blockedReason: BlockedReason;
  submissions: SubmissionView[];
  /** The portal's rich text rules (its image hosts); none: the strict ones. */
  rules?: RichTextRules;
}): ResourceObject {
  const { settings, ticket } = params;
  const graded = ticket && (ticket.status === 'graded' || ticket.status === 'closed');
  const showFeedback = ticket && (graded || ticket.status === 'changes_requested');
  return resourceOf(assignmentWork, params.item.itemId, {
    title: params.item.title,
    instructions_html: sanitizeRichText(settings.instructionsHtml, params.rules),
    due_at: settings.dueAt,
    mode: settings.mode,
    scheme: settings.scheme,
    max_points: settings.maxPoints,
    pass_percent: settings.passPercent,
    rubric: rubricWire(settings.rubric),
    group: params.group
      ? {
          id: params.group.id,
          name: params.group.name,
          members: params.group.members.map((member) => ({
            id: member.id,
            full_name: member.fullName,
          })),
        }
      : null,
    can_submit: params.blockedReason === null,
    blocked_reason: params.blockedReason,
    ticket_status: ticket?.status ?? null,
    feedback_html: showFeedback ? sanitizeRichText(ticket.feedbackHtml, params.rules) : '',
    grade:
      graded && ticket.score !== null && ticket.maxScore !== null
        ? {
            score: ticket.score,
            max_score: ticket.maxScore,
            passed: ticket.passed === true,
            graded_at: iso(ticket.gradedAt),
            graded_by_name: ticket.gradedByName,
            rubric_scores: ticket.grade?.scheme === 'rubric' ? ticket.grade.criteria : null,
          }
        : null,
    submissions: params.submissions.map((submission) => submissionWire(submission, params.rules)),
  });
}

/** A queue row's attributes: what every view of a ticket carries. */
function ticketListAttributes(row: TicketListRow, now: Date): WireAttributes<typeof reviewTickets> {
  const holder = activeClaimant(row, now);
  return {
    kind: row.kind,
    status: row.status,
    course: { id: row.courseId, title: row.courseTitle, slug: row.courseSlug },
    item: { id: row.itemId, title: row.itemTitle, slug: row.itemSlug },
    students: row.students.map((student) => ({ id: student.id, full_name: student.fullName })),
    group_name: row.groupName,
    attempt: row.attempt,
    submitted_at: row.submittedAt.toISOString(),
    due_at: iso(row.dueAt),
    overdue:
      row.dueAt !== null &&
      row.dueAt < now &&
      ['new', 'in_review', 'resubmitted'].includes(row.status),
    claimed_by: holder ? { id: holder, full_name: row.claimedByName } : null,
    claim_expires_at: iso(claimExpiresAt(row, now)),
    score: row.score,
    max_score: row.maxScore,
    passed: row.passed,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A row of the queue. */
export function ticketListResource(row: TicketListRow, now: Date): ResourceObject {
  return resourceOf(reviewTickets, row.id, ticketListAttributes(row, now));
}

type GradeChange = Awaited<ReturnType<typeof ticketGradeChanges>>[number];
type QuizReview = NonNullable<Awaited<ReturnType<typeof quizReview>>>;

/** One ticket with everything its screen shows (docs/coaching-api.md "Review tickets"). */
export function ticketDetailResource(params: {
  ticket: TicketRecord;
  now: Date;
  settings: AssignmentSettings | null;
  quiz: QuizReview | null;
  submissions: SubmissionView[];
  changes: GradeChange[];
  members: GroupMemberRow[];
  /** The portal's rich text rules (its image hosts); none: the strict ones. */
  rules?: RichTextRules;
}): ResourceObject {
  const { ticket, settings, quiz } = params;
  return resourceOf(reviewTickets, ticket.id, {
    ...ticketListAttributes(ticket, params.now),
    members: params.members.map((member) => ({
      id: member.id,
      full_name: member.fullName,
      email: member.email,
    })),
    assignment: settings
      ? {
          instructions_html: sanitizeRichText(settings.instructionsHtml, params.rules),
          scheme: settings.scheme,
          max_points: settings.maxPoints,
          pass_percent: settings.passPercent,
          rubric: rubricWire(settings.rubric),
          mode: settings.mode,
        }
      : null,
    quiz: quiz
      ? {
          pass_mark: quiz.passMark,
          score: quiz.score,
          max_score: quiz.maxScore,
          percent: quiz.percent,
          questions: quiz.questions.map((question) => ({
            question_id: question.questionId,
            prompt: question.prompt,
            points: question.points,
            answer_text: question.answerText,
            score: question.score,
          })),
        }
      : null,
    submissions: params.submissions.map((submission) => submissionWire(submission, params.rules)),
    feedback_html: sanitizeRichText(ticket.feedbackHtml, params.rules),
    grade: ticket.gradeValue ? gradeWire(ticket.gradeValue) : null,
    graded_by_name: ticket.gradedByName,
    graded_at: iso(ticket.gradedAt),
    next_statuses: nextStatuses(ticket.status, ticket.kind),
    grade_changes: params.changes.map((change) => ({
      id: change.id,
      changed_by_name: change.changedByName,
      old_grade: change.oldGrade ? gradeWire(change.oldGrade) : null,
      new_grade: gradeWire(change.newGrade),
      old_score: change.oldScore,
      new_score: change.newScore,
      old_passed: change.oldPassed,
      new_passed: change.newPassed,
      max_score: change.maxScore,
      created_at: change.createdAt.toISOString(),
    })),
  });
}

export function courseGroupResource(group: CourseGroupRow): ResourceObject {
  return resourceOf(courseGroups, group.id, {
    name: group.name,
    locked: group.locked,
    members: group.members.map(memberWire),
  });
}

export const memberWire = (member: GroupMemberRow) => ({
  id: member.id,
  full_name: member.fullName,
  email: member.email,
});

export function mandateResource(row: MandateRow, canDecide: boolean): ResourceObject {
  return resourceOf(coachMandates, row.id, {
    coach: { id: row.coachId, full_name: row.coachName },
    student: { id: row.studentId, full_name: row.studentName, email: row.studentEmail },
    requested_by_name: row.requestedByName,
    status: row.status,
    reason: row.reason,
    decision_reason: row.decisionReason,
    decided_by_name: row.decidedByName,
    decided_at: iso(row.decidedAt),
    expires_at: iso(row.expiresAt),
    created_at: row.createdAt.toISOString(),
    can_decide: canDecide,
  });
}
