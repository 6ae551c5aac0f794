import { z } from 'zod';
import { BULK_ENROLLMENT_OUTCOMES } from '../accounts/people-limits';
import { CERTIFICATE_STATUSES } from '../certificates/status';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { BADGE_VERDICTS } from '../open-badges/verdict';
import {
  GRADE_RESULTS,
  GRADE_SCHEMES,
  GRADED_ITEM_KINDS,
  TODO_KINDS,
  TODO_STATUSES,
} from './overview';

/**
 * The learning domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): a student's portfolio, certifications with the certificates issued
 * from them and their public verification, and qualifications (a viewer's standing, a
 * definition, a coach's matrix row), and the learner overview (grades per course, the to-do).
 */

/** The kinds of portfolio item (the API's table checks the same three). */
export const PORTFOLIO_ITEM_KINDS = ['achievement', 'assignment', 'reflection'] as const;

export const portfolioItems = defineResource({
  type: 'portfolio_items',
  description: 'A piece of work a student shows on their portfolio, in their own words.',
  attributes: {
    title: z.string(),
    /** '' when the student wrote none. */
    description: z.string(),
    kind: z.enum(PORTFOLIO_ITEM_KINDS),
    /** Shown to the account's primary coach on the participant's page. */
    shared_with_coach: z.boolean(),
    created_at: timestamp,
  },
  relationships: {
    /** Null when no course is linked, or the linked one was deleted since. */
    course: { type: 'courses' },
    /** Only where the portal has account_files (SCREENS "Files"). */
    files: { type: 'files', many: true },
  },
});

/** A course a certificate or certification names. */
export const certificateCourse = z.strictObject({ id: z.string(), title: z.string() });

export const certifications = defineResource({
  type: 'certifications',
  description:
    'A certification (definition): its minimum score, validity, required courses and how ' +
    'often it was issued.',
  attributes: {
    name: z.string(),
    /** 0–100; null when completing the courses is enough. */
    min_score: z.number().int().nullable(),
    /** 0–120; 0: the certificates never expire. */
    validity_months: z.number().int(),
    courses: z.array(certificateCourse),
    issued_count: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
  },
});

export const certificates = defineResource({
  type: 'certificates',
  description:
    'An issued certificate and its status at the moment of the answer. One certificate ' +
    "(its printable page, a revoke) and an account's list add the portal's name and the " +
    'courses it covers.',
  attributes: {
    code: z.string(),
    holder_name: z.string(),
    holder_email: z.string(),
    certification_name: z.string(),
    issued_at: timestamp,
    expires_at: optionalTimestamp,
    status: z.enum(CERTIFICATE_STATUSES),
    revoked_at: optionalTimestamp,
    /** '' unless revoked. */
    revoked_reason: z.string(),
    // One certificate (GET /v1/certificates/{id}, a revoke) and an account's list only:
    portal_name: z.string().optional(),
    courses: z.array(certificateCourse).optional(),
  },
  relationships: {
    holder: { type: 'accounts' },
    certification: { type: 'certifications' },
  },
});

export const certificateVerifications = defineResource({
  type: 'certificate_verifications',
  description:
    "The public answer of /verify/{code} (its id is the code): the status, the holder's " +
    'name, the certification and its dates; nothing else.',
  attributes: {
    status: z.enum(CERTIFICATE_STATUSES),
    holder_name: z.string(),
    certification_name: z.string(),
    issued_at: timestamp,
    expires_at: optionalTimestamp,
    revoked_at: optionalTimestamp,
  },
});

/** A qualification's course as its editor reads it. */
export const qualificationCourse = z.strictObject({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
});

/** A qualification's course with the viewer's standing in it (GET /v1/qualifications). */
export const qualificationStanding = z.strictObject({
  ...qualificationCourse.shape,
  /** 0–100 (0 when not enrolled). */
  progress: z.number().int(),
  completed: z.boolean(),
});

export const qualifications = defineResource({
  type: 'qualifications',
  description:
    'A qualification: a set of courses, all or N of them. GET /v1/qualifications shows it as ' +
    'the viewer stands in it; the definitions and the writes show it as defined.',
  attributes: {
    name: z.string(),
    /** Courses to complete; null: all of them. */
    required_count: z.number().int().nullable(),
    course_count: z.number().int(),
    /** With the viewer's standing (GET /v1/qualifications), as defined (the editor's). */
    courses: z.union([z.array(qualificationStanding), z.array(qualificationCourse)]),
    // The viewer's standing (GET /v1/qualifications) only:
    completed_count: z.number().int().optional(),
    /** 0–100: completed ÷ needed, capped. */
    progress: z.number().int().optional(),
    achieved: z.boolean().optional(),
    // The definition (GET /v1/qualifications/definitions, POST, PATCH) only:
    course_ids: z.array(z.string()).optional(),
    created_at: timestamp.optional(),
  },
});

export const coachQualificationRows = defineResource({
  type: 'coach_qualification_rows',
  description:
    "One mentee of the coach's qualification matrix (its id is the account's): a cell per " +
    "qualification, in the order of the document's meta.qualifications.",
  attributes: {
    name: z.string(),
    email: z.string(),
    cells: z.array(
      z.strictObject({
        qualification_id: z.string(),
        progress: z.number().int(),
        achieved: z.boolean(),
      }),
    ),
  },
});

/** A graded item of a course as the learner overview shows it (shared/learning/overview.ts). */
export const gradedItem = z.strictObject({
  /** The course item's id. */
  id: z.string(),
  kind: z.enum(GRADED_ITEM_KINDS),
  title: z.string(),
  /** Its address in the player: /courses/{course_slug}/{slug}. */
  slug: z.string(),
  result: z.enum(GRADE_RESULTS),
  /** What the score means: percent (quizzes, packages), points, pass_fail or rubric. */
  scheme: z.enum(GRADE_SCHEMES),
  /** The result that counts: a quiz's best attempt, the assignment's grade, a package's latest. */
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  /** 0–100; null without a score. */
  percent: z.number().int().nullable(),
  /** 0–100 %: a quiz's pass mark, a points or rubric assignment's; null for pass/fail, packages. */
  pass_mark: z.number().int().nullable(),
  /** Submitted quiz attempts, assignment submissions, package attempts. */
  attempts: z.number().int(),
  /** When the counted result came: graded, submitted, or the package's completion or last use. */
  result_at: optionalTimestamp,
  /** An assignment's due date; null for other kinds and assignments without one. */
  due_at: optionalTimestamp,
});

/** Whether a certification a course leads to is held, and how it stands (not_earned: not yet). */
export const COURSE_CERTIFICATE_STATUSES = [...CERTIFICATE_STATUSES, 'not_earned'] as const;

/** A certification a course counts towards, with the learner's certificate of it, if any. */
export const courseCertificate = z.strictObject({
  certification_id: z.string(),
  name: z.string(),
  /** 0–100: the quiz score the courses need; null when completing them is enough. */
  min_score: z.number().int().nullable(),
  status: z.enum(COURSE_CERTIFICATE_STATUSES),
  /** The learner's certificate (its printable page /certificates/{id}); null when not earned. */
  certificate_id: z.string().nullable(),
  issued_at: optionalTimestamp,
  expires_at: optionalTimestamp,
});

export const courseGrades = defineResource({
  type: 'course_grades',
  description:
    "One of a learner's enrolments as the learner overview shows it (its id is the " +
    "enrolment's): progress, every graded item of the course with the result that counts, and " +
    'the certifications the course leads to with their certificates.',
  attributes: {
    course_id: z.string(),
    /** In the reader's language where the course has a translation. */
    course_title: z.string(),
    course_slug: z.string(),
    /** The language the title is in. */
    text_language: z.string(),
    /** The language the course is taught in: its items' titles are in it. */
    course_language: z.string(),
    /** 0–100: done items ÷ items. */
    progress: z.number().int(),
    status: z.enum(['active', 'completed']),
    enrolled_at: timestamp,
    completed_at: optionalTimestamp,
    last_activity_at: optionalTimestamp,
    /** In the order of the course's outline. */
    items: z.array(gradedItem),
    /** A–Z by name. */
    certificates: z.array(courseCertificate),
  },
});

export const todoItems = defineResource({
  type: 'todo_items',
  description:
    "What a learner has to do soon (its id is its calendar event's: {kind}-{source_id}): " +
    'assignments due and not submitted, started quiz attempts whose time runs out, and ' +
    'certificates that expire, overdue ones first, then by due date.',
  attributes: {
    kind: z.enum(TODO_KINDS),
    status: z.enum(TODO_STATUSES),
    /** The assignment's or quiz's id (a quiz: its attempt's), or the certificate's. */
    source_id: z.string(),
    /** The assignment's or quiz's title, or the certification's name. */
    title: z.string(),
    /** Null for a certificate. */
    course_title: z.string().nullable(),
    course_slug: z.string().nullable(),
    /** The language the course's title is in; null for a certificate. */
    text_language: z.string().nullable(),
    /** The language the course is taught in (the title's, but a certificate's); null for those. */
    course_language: z.string().nullable(),
    due_at: timestamp,
    overdue: z.boolean(),
    /** The app's page of it: the item in the player, or the certificate. */
    path: z.string(),
  },
});

/** POST /v1/bulk_enrollments (issue 43, item 2): what it did, per account and course (its meta). */
export const bulkEnrollmentResult = z.strictObject({
  action: z.enum(['enroll', 'unenroll']),
  courses: z.array(z.strictObject({ id: z.uuid(), title: z.string() })),
  results: z.array(
    z.strictObject({
      account_id: z.uuid(),
      full_name: z.string().nullable(),
      email: z.string().nullable(),
      /** Per course id; empty when the account is not one of the portal's (`problem`). */
      outcomes: z.record(z.string(), z.enum(BULK_ENROLLMENT_OUTCOMES)),
      problem: z.strictObject({ code: z.string(), detail: z.string() }).nullable(),
    }),
  ),
  /** Per course id: how many accounts got each outcome. */
  summary: z.record(z.string(), z.record(z.string(), z.number().int())),
});

// ---------------------------------------------------------------------------------------------
// Learning paths and course prerequisites (issue 43, item 6; docs/learning-paths.md)
// ---------------------------------------------------------------------------------------------

/** A course as a path, a lock or a prerequisite names it. */
export const pathCourseRef = z.strictObject({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
});

/** A path as a lock names it. */
export const pathRef = z.strictObject({ id: z.string(), title: z.string(), slug: z.string() });

/** Where a course stands for the viewer: open, or waiting for other courses to be completed. */
export const courseLockShape = z.strictObject({
  state: z.enum(['open', 'waiting']),
  /** The courses still to complete ([] when open). */
  requires: z.array(pathCourseRef),
  /** Why it waits: a course prerequisite, or the course before it in a sequential path. */
  via: z.enum(['path', 'prerequisite']).nullable(),
  path: pathRef.nullable(),
});

export const pathProgressShape = z.strictObject({
  completed_count: z.number().int(),
  total: z.number().int(),
  /** 0–100: the mean of the courses' progress. */
  progress: z.number().int(),
  completed: z.boolean(),
});

export const learningPathDefinitions = defineResource({
  type: 'learning_path_definitions',
  description:
    'A learning path as its admin edits it (/admin/learning-paths): its texts, status, whether ' +
    'its courses open one after the other, its courses in order and the certification it leads to.',
  attributes: {
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    description_html: z.string(),
    status: z.enum(['draft', 'published', 'archived']),
    sequential: z.boolean(),
    position: z.number().int(),
    courses: z.array(
      z.strictObject({
        id: z.string(),
        title: z.string(),
        slug: z.string(),
        status: z.enum(['draft', 'published', 'archived']),
      }),
    ),
    certification: z
      .strictObject({
        id: z.string(),
        name: z.string(),
        /** The certification requires exactly the path's courses. */
        matches_path: z.boolean(),
      })
      .nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  },
});

/** A course of a path as the catalog shows it, with the viewer's standing (signed in). */
export const learningPathCourse = z.strictObject({
  ...pathCourseRef.shape,
  summary: z.string(),
  duration_minutes: z.number().int(),
  /** Null for a guest. */
  lock: courseLockShape.nullable(),
  progress: z.number().int(),
  completed: z.boolean(),
  enrolled: z.boolean(),
});

export const learningPaths = defineResource({
  type: 'learning_paths',
  description:
    'A published learning path as the catalog shows it: its courses in order (to a guest only ' +
    'those of the guest catalog), the certificate it leads to, the products that sell it as one, ' +
    "and for a signed-in viewer their enrolment, progress and each course's lock.",
  attributes: {
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    description_html: z.string(),
    sequential: z.boolean(),
    courses: z.array(learningPathCourse),
    /** Courses of the path the viewer may not see named (a guest: those outside the guest catalog). */
    hidden_course_count: z.number().int(),
    certification: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
    /** The products whose courses include every course of the path. */
    products: z.array(z.strictObject({ id: z.string(), name: z.string() })),
    /** Null for a guest: may the viewer learn in every course of the path now. */
    unlocked: z.boolean().nullable(),
    enrolled: z.boolean(),
    enrolled_at: optionalTimestamp,
    completed_at: optionalTimestamp,
    /** Null unless enrolled. */
    progress: pathProgressShape.nullable(),
  },
});

export const coursePrerequisites = defineResource({
  type: 'course_prerequisites',
  description:
    "A course's prerequisites (its id is the course's): the courses to complete before it " +
    "opens, and the portal's other courses to choose from.",
  attributes: {
    required: z.array(pathCourseRef),
    /** The portal's other courses, by title (the editor's choices). */
    options: z.array(pathCourseRef),
  },
});

export const courseLocks = defineResource({
  type: 'course_locks',
  description:
    "What stands before a course (its id is the course's), on its catalog page: the courses it " +
    'requires, the published paths it is part of, and for a signed-in viewer its lock.',
  attributes: {
    requires: z.array(pathCourseRef),
    paths: z.array(pathRef),
    /** Null for a guest. */
    lock: courseLockShape.nullable(),
  },
});

const checkOutcome = z.enum(['passed', 'failed', 'unchecked']);

/**
 * POST /v1/open_badges/verifications (issue 41, item 4): the verdict on a presented Open Badges
 * credential (JSON-LD, VC-JWT or baked SVG), what was checked, and what it says it is. Kept
 * nowhere: its id is made for the answer.
 */
export const openBadgeVerifications = defineResource({
  type: 'open_badge_verifications',
  description:
    'The verdict on a presented Open Badges 3.0 credential (valid, expired, revoked, tampered, ' +
    'unknown_issuer, malformed), each check, notes (network_unavailable …), the issuer and the ' +
    'achievement as the credential names them.',
  attributes: {
    verdict: z.enum(BADGE_VERDICTS),
    format: z.enum(['json', 'jwt']).nullable(),
    checks: z.strictObject({
      shape: checkOutcome,
      issuer: checkOutcome,
      proof: checkOutcome,
      dates: checkOutcome,
      status: checkOutcome,
    }),
    notes: z.array(z.string()),
    problem: z.string().nullable(),
    issuer_id: z.string().nullable(),
    issuer_name: z.string().nullable(),
    achievement_name: z.string().nullable(),
    achievement_description: z.string().nullable(),
    valid_from: z.string().nullable(),
    valid_until: z.string().nullable(),
  },
});

/** GET/POST /v1/open_badges/keys: the portal's issuer keys (the public halves only). */
export const badgeIssuerKeys = defineResource({
  type: 'badge_issuer_keys',
  description:
    "The portal's Open Badges issuer keys (Ed25519 Multikey): the one that signs now, and " +
    'retired ones still published so what they signed verifies.',
  attributes: {
    key_id: z.string(),
    verification_method: z.string(),
    public_key_multibase: z.string(),
    signing: z.boolean(),
    created_at: timestamp,
    retired_at: optionalTimestamp,
  },
});
