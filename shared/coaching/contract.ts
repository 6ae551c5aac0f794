import { z } from 'zod';
import { id, optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { attemptResultFields } from '../packages/contract';
import {
  ASSIGNMENT_MODES,
  ASSIGNMENT_PROBLEM_CODES,
  BLOCKED_REASONS,
  GRADING_SCHEMES,
  MANDATE_STATUSES,
  SUBMISSION_STATUSES,
  TICKET_KINDS,
  TICKET_STATUSES,
} from './types';

/**
 * The coaching domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): assignments (the author's and the student's side), review
 * tickets, groups of a course, coach mandates and the approval settings, and the coach's
 * workspace (dashboard, courses, participants, notes).
 */

// Nested shapes several resources share -------------------------------------------------------

/** Someone named on a resource: a coach, a student, a group member. */
export const person = z.strictObject({ id: z.string(), full_name: z.string() });
const personWithEmail = z.strictObject({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
});

/** An enrolment's status (academy-api/db/schema.ts ENROLLMENT_STATUSES). */
const enrollmentStatus = z.enum(['active', 'completed']);

/** One criterion of a rubric (RubricCriterion, snake_case). */
export const rubricCriterion = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  max_points: z.number().int(),
});

/** An assignment item's settings (AssignmentSettings, snake_case). */
export const assignmentSettings = z.strictObject({
  instructions_html: z.string(),
  due_at: optionalTimestamp,
  mode: z.enum(ASSIGNMENT_MODES),
  scheme: z.enum(GRADING_SCHEMES),
  max_points: z.number().int(),
  pass_percent: z.number().int(),
  rubric: z.array(rubricCriterion),
});

/**
 * What a coach gave (Grade): its keys are the same on the wire, the records' keys being
 * criterion ids (OPTION_ID) and question ids.
 */
export const grade = z.discriminatedUnion('scheme', [
  z.strictObject({ scheme: z.literal('points'), points: z.number() }),
  z.strictObject({ scheme: z.literal('pass_fail'), passed: z.boolean() }),
  z.strictObject({ scheme: z.literal('rubric'), criteria: z.record(z.string(), z.number()) }),
  z.strictObject({ scheme: z.literal('quiz'), questions: z.record(z.string(), z.number()) }),
]);

const file = z.strictObject({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});

/** One attempt at an assignment, on the student's side and on the ticket's page. */
export const submission = z.strictObject({
  id: z.string(),
  attempt: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  body_html: z.string(),
  submitted_at: timestamp,
  submitted_by_name: z.string().nullable(),
  files: z.array(file),
});

// Assignments ------------------------------------------------------------------------------------

export const assignments = defineResource({
  type: 'assignments',
  description:
    'An assignment item as its editor reads it: its settings, what keeps it from being ' +
    'published, and how many groups its course has.',
  attributes: {
    title: z.string(),
    course_id: id,
    course_title: z.string(),
    settings: assignmentSettings,
    problems: z.array(
      z.strictObject({ code: z.enum(ASSIGNMENT_PROBLEM_CODES), detail: z.string() }),
    ),
    group_count: z.number().int(),
  },
});

export const assignmentWork = defineResource({
  type: 'assignment_work',
  description:
    "The student's side of an assignment: the instructions and grading, their group, whether " +
    'they may submit now, the feedback and grade once given, and their submissions.',
  attributes: {
    title: z.string(),
    instructions_html: z.string(),
    due_at: optionalTimestamp,
    mode: z.enum(ASSIGNMENT_MODES),
    scheme: z.enum(GRADING_SCHEMES),
    max_points: z.number().int(),
    pass_percent: z.number().int(),
    rubric: z.array(rubricCriterion),
    group: z
      .strictObject({ id: z.string(), name: z.string(), members: z.array(person) })
      .nullable(),
    can_submit: z.boolean(),
    blocked_reason: z.enum(BLOCKED_REASONS).nullable(),
    ticket_status: z.enum(TICKET_STATUSES).nullable(),
    /** Empty until the coach grades or asks for changes. */
    feedback_html: z.string(),
    /** Once graded (or closed after grading). */
    grade: z
      .strictObject({
        score: z.number(),
        max_score: z.number(),
        passed: z.boolean(),
        graded_at: optionalTimestamp,
        graded_by_name: z.string().nullable(),
        /** criterion id → points, on the rubric scheme. */
        rubric_scores: z.record(z.string(), z.number()).nullable(),
      })
      .nullable(),
    submissions: z.array(submission),
  },
});

// Review tickets ---------------------------------------------------------------------------------

const ref = z.strictObject({ id: z.string(), title: z.string(), slug: z.string() });

export const gradeChange = z.strictObject({
  id: z.string(),
  changed_by_name: z.string().nullable(),
  old_grade: grade.nullable(),
  new_grade: grade,
  old_score: z.number().nullable(),
  new_score: z.number(),
  old_passed: z.boolean().nullable(),
  new_passed: z.boolean(),
  max_score: z.number(),
  created_at: timestamp,
});

export const quizReviewQuestion = z.strictObject({
  question_id: z.string(),
  prompt: z.string(),
  points: z.number(),
  answer_text: z.string(),
  score: z.number().nullable(),
});

export const reviewTickets = defineResource({
  type: 'review_tickets',
  description:
    "A review ticket: a student's (or group's) work on an assignment, or a quiz attempt's open " +
    'answers, waiting for a coach. The queue lists its summary; the ticket page adds the ' +
    'work, the feedback, the grade and its history.',
  attributes: {
    kind: z.enum(TICKET_KINDS),
    status: z.enum(TICKET_STATUSES),
    course: ref,
    item: ref,
    students: z.array(person),
    group_name: z.string().nullable(),
    attempt: z.number().int(),
    submitted_at: timestamp,
    due_at: optionalTimestamp,
    overdue: z.boolean(),
    /** Who holds the claim now (null: nobody, or it lapsed). */
    claimed_by: z.strictObject({ id: z.string(), full_name: z.string().nullable() }).nullable(),
    claim_expires_at: optionalTimestamp,
    score: z.number().nullable(),
    max_score: z.number().nullable(),
    passed: z.boolean().nullable(),
    updated_at: timestamp,
    // The ticket's page only (GET /v1/review_tickets/{id} and its actions), not the queue:
    members: z.array(personWithEmail).optional(),
    /** An assignment ticket's settings; null on a quiz ticket. */
    assignment: z
      .strictObject({
        instructions_html: z.string(),
        scheme: z.enum(GRADING_SCHEMES),
        max_points: z.number().int(),
        pass_percent: z.number().int(),
        rubric: z.array(rubricCriterion),
        mode: z.enum(ASSIGNMENT_MODES),
      })
      .nullable()
      .optional(),
    /** A quiz ticket's attempt and open questions; null on an assignment ticket. */
    quiz: z
      .strictObject({
        pass_mark: z.number(),
        score: z.number().nullable(),
        max_score: z.number(),
        percent: z.number().nullable(),
        questions: z.array(quizReviewQuestion),
      })
      .nullable()
      .optional(),
    submissions: z.array(submission).optional(),
    feedback_html: z.string().optional(),
    grade: grade.nullable().optional(),
    graded_by_name: z.string().nullable().optional(),
    graded_at: optionalTimestamp.optional(),
    next_statuses: z.array(z.enum(TICKET_STATUSES)).optional(),
    grade_changes: z.array(gradeChange).optional(),
  },
});

// Groups of a course -----------------------------------------------------------------------------

/** A student of a course, in a group or (the list's meta.ungrouped) in none. */
export const groupMember = personWithEmail;

export const courseGroups = defineResource({
  type: 'course_groups',
  description:
    'A group of a course, for group assignments: its name and members; locked once it has ' +
    'submitted work.',
  attributes: {
    name: z.string(),
    locked: z.boolean(),
    members: z.array(groupMember),
  },
});

// Mandates ---------------------------------------------------------------------------------------

export const coachMandates = defineResource({
  type: 'coach_mandates',
  description:
    "A coach mandate: a coach's request to act for a student, and the primary coach's or an " +
    "admin's decision.",
  attributes: {
    coach: person,
    student: personWithEmail,
    requested_by_name: z.string().nullable(),
    status: z.enum(MANDATE_STATUSES),
    reason: z.string(),
    decision_reason: z.string(),
    decided_by_name: z.string().nullable(),
    decided_at: optionalTimestamp,
    expires_at: optionalTimestamp,
    created_at: timestamp,
    /** The viewer may approve or decline it. */
    can_decide: z.boolean(),
  },
});

export const mandateStudents = defineResource({
  type: 'mandate_students',
  description: 'A student of the portal a coach may ask a mandate for (the search).',
  attributes: {
    full_name: z.string(),
    email: z.string(),
  },
});

export const approvalSettings = defineResource({
  type: 'approval_settings',
  description: "The portal's approval settings: how many days a mandate lasts.",
  attributes: {
    mandate_days: z.number().int(),
  },
});

// The coach's workspace --------------------------------------------------------------------------

/** A risk reason (shared/coaching/at-risk.ts RiskReason): its code and the number it quotes. */
export const riskReason = z.discriminatedUnion('code', [
  z.strictObject({ code: z.literal('inactive'), days: z.number().int() }),
  z.strictObject({
    code: z.literal('behind'),
    points: z.number(),
    course_title: z.string(),
  }),
  z.strictObject({ code: z.literal('overdue'), count: z.number().int() }),
]);

/** A row of /coach/students and /coach/mentees (and of the dashboard's at-risk list). */
const participantRow = {
  full_name: z.string(),
  email: z.string(),
  /** Only for the student's primary coach. */
  phone_number: z.string().nullable(),
  avatar_url: z.string().nullable(),
  last_online: optionalTimestamp,
  entity_name: z.string(),
  /** The viewer is the student's primary coach. */
  mentee: z.boolean(),
  /** Average over the courses the coach reaches; null without any. */
  progress: z.number().nullable(),
  last_activity_at: optionalTimestamp,
  open_tickets: z.number().int(),
  overdue_assignments: z.number().int(),
  courses: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      slug: z.string(),
      progress: z.number(),
      status: enrollmentStatus,
    }),
  ),
  risk: z.array(riskReason),
};

export const participantListAttributes = z.strictObject(participantRow);

export const participants = defineResource({
  type: 'participants',
  description:
    'A student the coach coaches: contact, progress, open work and risk; the participant page ' +
    'adds every enrolment, quiz result and ticket in reach, and the portfolio shared with them.',
  attributes: {
    ...participantRow,
    // /coach/mentees only:
    notes_count: z.number().int().optional(),
    latest_note: z.strictObject({ body: z.string(), created_at: timestamp }).nullable().optional(),
    // The participant's page only (GET /v1/coach/participants/{id}):
    /** Every course of the student (primary coach, mandate), or only the courses coached. */
    reach: z.enum(['whole', 'courses']).optional(),
    enrollments: z
      .array(
        z.strictObject({
          course_id: z.string(),
          title: z.string(),
          slug: z.string(),
          progress: z.number(),
          status: enrollmentStatus,
          enrolled_at: timestamp,
          completed_at: optionalTimestamp,
          last_activity_at: optionalTimestamp,
        }),
      )
      .optional(),
    /** Content packages (issue 37): the student's attempts in reach, newest activity first. */
    package_results: z
      .array(
        z.strictObject({
          item_id: z.string(),
          course_title: z.string(),
          title: z.string(),
          ...attemptResultFields,
          /** The questions (SCORM interactions) its parts report, as answered. */
          interactions: z.array(
            z.strictObject({
              /** The part (SCO) that asked it, by its identifier in the manifest. */
              part: z.string(),
              id: z.string(),
              type: z.string().nullable(),
              description: z.string().nullable(),
              response: z.string().nullable(),
              correct_responses: z.array(z.string()),
              /** correct, incorrect, unanticipated, neutral or a number, as the package said. */
              result: z.string().nullable(),
              correct: z.boolean(),
            }),
          ),
          last_activity_at: timestamp,
        }),
      )
      .optional(),
    quiz_results: z
      .array(
        z.strictObject({
          item_id: z.string(),
          course_title: z.string(),
          title: z.string(),
          attempts: z.number().int(),
          best_percent: z.number().nullable(),
          passed: z.boolean().nullable(),
          last_submitted_at: optionalTimestamp,
        }),
      )
      .optional(),
    tickets: z
      .array(
        z.strictObject({
          id: z.string(),
          kind: z.enum(TICKET_KINDS),
          status: z.enum(TICKET_STATUSES),
          course_title: z.string(),
          item_title: z.string(),
          group_name: z.string().nullable(),
          submitted_at: timestamp,
          due_at: optionalTimestamp,
          overdue: z.boolean(),
          score: z.number().nullable(),
          max_score: z.number().nullable(),
          passed: z.boolean().nullable(),
          graded_at: optionalTimestamp,
        }),
      )
      .optional(),
    /** null: the viewer is not the student's primary coach, with whom items are shared. */
    shared_portfolio: z
      .array(
        z.strictObject({
          id: z.string(),
          title: z.string(),
          description: z.string(),
          /** achievement, assignment, reflection (academy-api/db/schema.ts PORTFOLIO_ITEM_KINDS). */
          kind: z.string(),
          course_title: z.string().nullable(),
          created_at: timestamp,
          files: z.array(file),
        }),
      )
      .nullable()
      .optional(),
  },
});

export const coachNotes = defineResource({
  type: 'coach_notes',
  description: "A coach's private note about a student: only the coach who wrote it reads it.",
  attributes: {
    body: z.string(),
    student_id: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
  },
});

export const coachCourses = defineResource({
  type: 'coach_courses',
  description:
    'A course the coach coaches: its participants, completions, average progress and the ' +
    'progress distribution.',
  attributes: {
    title: z.string(),
    slug: z.string(),
    /** The course's status (draft, published, archived: academy-api/db/schema.ts). */
    status: z.string(),
    participants: z.number().int(),
    completed: z.number().int(),
    average_progress: z.number().nullable(),
    /** Participants per band: 0–19, 20–39, 40–59, 60–79, 80–99, 100. */
    distribution: z.array(z.number().int()),
  },
});

/** An open ticket on the coach's dashboard. */
export const dashboardTicket = z.strictObject({
  id: z.string(),
  status: z.enum(TICKET_STATUSES),
  course_title: z.string(),
  item_title: z.string(),
  group_name: z.string().nullable(),
  /** The students' names. */
  students: z.array(z.string()),
  submitted_at: timestamp,
  due_at: optionalTimestamp,
  overdue: z.boolean(),
});

export const coachDashboards = defineResource({
  type: 'coach_dashboards',
  description:
    "The coach's dashboard (its id the coach's): open tickets, participants at risk, weekly " +
    'active participants and the courses coached.',
  attributes: {
    open_tickets: z.strictObject({
      total: z.number().int(),
      overdue: z.number().int(),
      items: z.array(dashboardTicket),
    }),
    at_risk: z.strictObject({
      total: z.number().int(),
      /** The participants' list attributes; their ids in `ids`, in the same order. */
      items: z.array(participantListAttributes),
      ids: z.array(z.string()),
    }),
    weekly_active: z.array(z.strictObject({ week_start: timestamp, active: z.number().int() })),
    courses: z.array(
      z.strictObject({
        id: z.string(),
        title: z.string(),
        participants: z.number().int(),
        average_progress: z.number().nullable(),
      }),
    ),
    generated_at: timestamp,
  },
});
