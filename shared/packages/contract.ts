import { z } from 'zod';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';

/**
 * The content packages domain's JSON:API contract (issue 37): an uploaded SCORM or cmi5 package
 * version of a `package` item, as its authors see it after the upload.
 */

export const PACKAGE_KINDS = ['scorm12', 'scorm2004', 'cmi5'] as const;

/** A problem the inspection found, in the request's language. */
const packageProblem = z.strictObject({
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  detail: z.string(),
});

/** A SCO, asset or AU of the package: what the player opens. */
const launchable = z.strictObject({
  identifier: z.string(),
  title: z.string(),
  type: z.enum(['sco', 'asset', 'au']),
  /** The file opened (a path in the package), or the AU's own address for a cmi5 AU hosted elsewhere. */
  launch_url: z.string(),
  /** The score needed to pass, scaled 0–1; null when the package sets none. */
  mastery_score: z.number().nullable(),
});

export const contentPackageVersions = defineResource({
  type: 'content_package_versions',
  description:
    "An uploaded version of a package item's SCORM or cmi5 zip: what its manifest describes " +
    '(standard, title, what it launches, mastery scores) and what the inspection warned of. ' +
    "The newest version is the one new attempts open; older versions keep their learners' data.",
  attributes: {
    number: z.number().int().min(1),
    kind: z.enum(PACKAGE_KINDS),
    /** SCORM 2004's edition (2, 3 or 4); null for SCORM 1.2 and cmi5. */
    edition: z.number().int().nullable(),
    title: z.string(),
    /** Whether the manifest carries SCORM 2004 sequencing rules. */
    sequencing: z.boolean(),
    launchables: z.array(launchable),
    warnings: z.array(packageProblem),
    file_name: z.string(),
    zip_bytes: z.number().int(),
    file_count: z.number().int(),
    total_bytes: z.number().int(),
    created_at: timestamp,
  },
  relationships: { item: { type: 'course_items' } },
});

/**
 * What every report shows of an attempt (the authors' report, the coach's participant page),
 * under the same names.
 */
export const attemptResultFields = {
  /** completed or incomplete; null before anything was committed. */
  completion_status: z.string().nullable(),
  /** passed or failed; null when the package says neither. */
  success_status: z.string().nullable(),
  /** 0–1; null when no part gave a score. */
  score_scaled: z.number().nullable(),
  parts_done: z.number().int(),
  parts_total: z.number().int(),
  /** The parts' total times together, in seconds; null when no part reported one. */
  time_seconds: z.number().nullable(),
  /** The questions (SCORM interactions) its parts report, and how many were answered right. */
  interactions_answered: z.number().int(),
  interactions_correct: z.number().int(),
};

export const packageAttempts = defineResource({
  type: 'package_attempts',
  description:
    "A learner's attempt at a package item, as its authors and coaches see it: the version it " +
    'opened, its completion, success and score, and how many of its parts are done.',
  attributes: {
    learner_name: z.string(),
    learner_email: z.string(),
    version_number: z.number().int(),
    ...attemptResultFields,
    /** A cmi5 attempt's AUs that have not met their moveOn: what may be waived. */
    waivable_parts: z.array(z.strictObject({ identifier: z.string(), title: z.string() })),
    started_at: timestamp,
    updated_at: timestamp,
    completed_at: optionalTimestamp,
  },
});

/** Why an AU is waived (cmi5 §9.5.5.2 reason), as the statement says it. */
export const WAIVE_REASONS = [
  'Tested Out',
  'Equivalent AU',
  'Equivalent Outside Activity',
  'Administrative',
] as const;

/** POST …/package_attempts/{attempt}/waivers: an AU of the attempt counted as met. */
export const waiverInput = z.strictObject({
  au: z.string().min(1).max(2000),
  reason: z.enum(WAIVE_REASONS),
});
