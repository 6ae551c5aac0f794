import { z } from 'zod';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { CERTIFICATE_STATUSES, ENROLMENT_STATUSES, QUIZ_RESULTS } from './report-kinds';

/**
 * The reports domain's JSON:API resource contracts (shared/contract/resource.ts): one row of each
 * report of /v1/reports/{kind} (issue 43, item 5), named as people read them so that a row is
 * also a line of the CSV export. A list's meta.summary counts the rows per status (the chart).
 */

/** Who a row is about: the learner and the entity (organisation) they belong to. */
const learner = {
  account_id: z.uuid(),
  account_name: z.string(),
  email: z.string(),
  entity_id: z.uuid(),
  entity_name: z.string(),
};

const enrolment = {
  ...learner,
  course_id: z.uuid(),
  course_title: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  /** Percent of the course done (0–100). */
  progress: z.number().int(),
  enrolled_at: timestamp,
  completed_at: optionalTimestamp,
  last_activity_at: optionalTimestamp,
};

export const reportCompletions = defineResource({
  type: 'report_completions',
  description:
    'A completed enrolment (account × course) of the completions report: who finished which course, and when.',
  attributes: enrolment,
});

export const reportProgress = defineResource({
  type: 'report_progress',
  description:
    "An enrolment (account × course) of the progress report: the learner's progress and status.",
  attributes: enrolment,
});

export const reportQuizResults = defineResource({
  type: 'report_quiz_results',
  description: 'A submitted quiz attempt of the quiz results report: score, percent and result.',
  attributes: {
    ...learner,
    course_id: z.uuid(),
    course_title: z.string(),
    quiz_id: z.uuid(),
    quiz_title: z.string(),
    attempt: z.number().int(),
    submitted_at: timestamp,
    score: z.number().nullable(),
    max_score: z.number(),
    percent: z.number().int().nullable(),
    status: z.enum(QUIZ_RESULTS),
  },
});

export const reportCertificates = defineResource({
  type: 'report_certificates',
  description: 'An issued certificate of the certificates report, with its state today.',
  attributes: {
    ...learner,
    certification_id: z.uuid(),
    certification_name: z.string(),
    code: z.string(),
    issued_at: timestamp,
    expires_at: optionalTimestamp,
    revoked_at: optionalTimestamp,
    status: z.enum(CERTIFICATE_STATUSES),
  },
});

export const reportFilters = defineResource({
  type: 'report_filters',
  description:
    "What a portal's reports can be narrowed to: its courses and its entities (organisations).",
  attributes: {
    courses: z.array(z.object({ id: z.uuid(), title: z.string() })),
    entities: z.array(z.object({ id: z.uuid(), name: z.string() })),
  },
});
