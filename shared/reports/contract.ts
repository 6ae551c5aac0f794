import { z } from 'zod';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import {
  CERTIFICATE_STATUSES,
  ENROLMENT_STATUSES,
  QUIZ_RESULTS,
  REPORT_KINDS,
} from './report-kinds';
import { SCHEDULE_FREQUENCIES } from './report-schedules';

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

/** One recipient of a scheduled report: an account of the portal who may read it. */
const scheduleRecipient = z.object({
  id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  /** The language their e-mail is written in: their own. */
  locale: z.string(),
  /** The period last sent to them (YYYY-MM-DD/YYYY-MM-DD), if any. */
  last_period: z.string().nullable(),
});

export const reportSchedules = defineResource({
  type: 'report_schedules',
  description:
    'A report e-mailed weekly or monthly with its CSV to chosen accounts of the portal who may read it; each e-mail covers the week or month before it.',
  attributes: {
    kind: z.enum(REPORT_KINDS),
    /** The report's filters but the period (the same names as filter[…]). */
    filters: z.object({
      course: z.uuid().optional(),
      entity: z.uuid().optional(),
      status: z.string().optional(),
    }),
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    /** Weekly: ISO weekday (1 Monday … 7 Sunday); null for monthly. */
    weekday: z.number().int().nullable(),
    /** Monthly: the day of the month (1–28); null for weekly. */
    day: z.number().int().nullable(),
    /** The hour of the day (0–23), in the portal's time zone (UTC: portals have none yet). */
    hour: z.number().int(),
    time_zone: z.string(),
    recipients: z.array(scheduleRecipient),
    paused: z.boolean(),
    next_run_at: timestamp,
    last_sent_at: optionalTimestamp,
    /** Why the last try failed, until one succeeds. */
    last_error: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  },
});

export const reportRecipients = defineResource({
  type: 'report_recipients',
  description:
    'An account of the portal who may read a report narrowed to the entity asked for (filter[entity]): whom a schedule may send it to.',
  attributes: {
    full_name: z.string(),
    email: z.string(),
    locale: z.string(),
    /** Reads only their own entity's reports (an entity manager). */
    entity_manager: z.boolean(),
  },
});
