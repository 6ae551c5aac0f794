import type { RiskReason } from '../../shared/participants/at-risk';
import type { ResourceObject } from '../jsonapi/document';
import type { CoachCourseRow } from '../queries/coach-courses';
import type { DashboardTicket } from '../queries/coach-dashboard';
import type { CoachNoteRow } from '../queries/coach-notes';
import type {
  ParticipantEnrollment,
  ParticipantTicket,
  QuizResult,
  SharedPortfolioItem,
} from '../queries/participant-detail';
import type { ParticipantRow } from '../queries/participants';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A risk reason on the wire: its code and the number it quotes. */
export function riskResource(reason: RiskReason) {
  switch (reason.code) {
    case 'inactive':
      return { code: reason.code, days: reason.days };
    case 'behind':
      return { code: reason.code, points: reason.points, course_title: reason.courseTitle };
    case 'overdue':
      return { code: reason.code, count: reason.count };
  }
}

/**
 * A row of /coach/students or /coach/mentees. The phone number only for the student's primary
 * coach (the mentees' contact); the e-mail for every coach who reaches them.
 */
export function participantResource(row: ParticipantRow): ResourceObject {
  return {
    type: 'participants',
    id: row.id,
    attributes: {
      full_name: row.fullName,
      email: row.email,
      phone_number: row.mentee ? row.phoneNumber : null,
      avatar_url: row.avatarUrl,
      last_online: iso(row.lastOnline),
      entity_name: row.entityName,
      mentee: row.mentee,
      progress: row.progress,
      last_activity_at: iso(row.lastActivityAt),
      open_tickets: row.openTickets,
      overdue_assignments: row.overdueAssignments,
      courses: row.courses.map((course) => ({
        id: course.id,
        title: course.title,
        slug: course.slug,
        progress: course.progress,
        status: course.status,
      })),
      risk: row.risk.map(riskResource),
    },
    links: { self: `/v1/coach/participants/${row.id}` },
  };
}

export type ParticipantDetail = {
  row: ParticipantRow;
  whole: boolean;
  enrollments: ParticipantEnrollment[];
  quizResults: QuizResult[];
  tickets: ParticipantTicket[];
  sharedPortfolio: SharedPortfolioItem[] | null;
  now: Date;
};

/** The participant's page: the row, and everything the coach reaches of the student. */
export function participantDetailResource(detail: ParticipantDetail): ResourceObject {
  const base = participantResource(detail.row);
  return {
    ...base,
    attributes: {
      ...base.attributes,
      // Every course of the student (primary coach, mandate), or only the courses coached.
      reach: detail.whole ? 'whole' : 'courses',
      enrollments: detail.enrollments.map((enrollment) => ({
        course_id: enrollment.courseId,
        title: enrollment.title,
        slug: enrollment.slug,
        progress: enrollment.progress,
        status: enrollment.status,
        enrolled_at: iso(enrollment.enrolledAt),
        completed_at: iso(enrollment.completedAt),
        last_activity_at: iso(enrollment.lastActivityAt),
      })),
      quiz_results: detail.quizResults.map((result) => ({
        item_id: result.itemId,
        course_title: result.courseTitle,
        title: result.title,
        attempts: result.attempts,
        best_percent: result.bestPercent,
        passed: result.passed,
        last_submitted_at: iso(result.lastSubmittedAt),
      })),
      tickets: detail.tickets.map((ticket) => ({
        id: ticket.id,
        kind: ticket.kind,
        status: ticket.status,
        course_title: ticket.courseTitle,
        item_title: ticket.itemTitle,
        group_name: ticket.groupName,
        submitted_at: iso(ticket.submittedAt),
        due_at: iso(ticket.dueAt),
        overdue: ticket.dueAt !== null && ticket.dueAt < detail.now && ticket.gradedAt === null,
        score: ticket.score,
        max_score: ticket.maxScore,
        passed: ticket.passed,
        graded_at: iso(ticket.gradedAt),
      })),
      // null: the viewer is not the student's primary coach, with whom items are shared.
      shared_portfolio:
        detail.sharedPortfolio?.map((item) => ({
          id: item.id,
          title: item.title,
          description: item.description,
          kind: item.kind,
          course_title: item.courseTitle,
          created_at: iso(item.createdAt),
          files: item.files.map((file) => ({
            id: file.id,
            file_name: file.fileName,
            content_type: file.contentType,
            size_bytes: file.sizeBytes,
          })),
        })) ?? null,
    },
  };
}

export function coachNoteResource(note: CoachNoteRow): ResourceObject {
  return {
    type: 'coach_notes',
    id: note.id,
    attributes: {
      body: note.body,
      student_id: note.studentId,
      created_at: iso(note.createdAt),
      updated_at: iso(note.updatedAt),
    },
    links: { self: `/v1/coach/notes/${note.id}` },
  };
}

export function coachCourseResource(course: CoachCourseRow): ResourceObject {
  return {
    type: 'coach_courses',
    id: course.id,
    attributes: {
      title: course.title,
      slug: course.slug,
      status: course.status,
      participants: course.participants,
      completed: course.completed,
      average_progress: course.averageProgress,
      distribution: course.distribution,
    },
  };
}

export function dashboardTicketAttributes(ticket: DashboardTicket) {
  return {
    id: ticket.id,
    status: ticket.status,
    course_title: ticket.courseTitle,
    item_title: ticket.itemTitle,
    group_name: ticket.groupName,
    students: ticket.students,
    submitted_at: iso(ticket.submittedAt),
    due_at: iso(ticket.dueAt),
    overdue: ticket.overdue,
  };
}
