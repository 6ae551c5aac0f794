import { z } from 'zod';
import { BULK_ENROLLMENT_OUTCOMES } from '../accounts/people-limits';
import { CERTIFICATE_STATUSES } from '../certificates/status';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';

/**
 * The learning domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): a student's portfolio, certifications with the certificates issued
 * from them and their public verification, and qualifications (a viewer's standing, a
 * definition, a coach's matrix row).
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
