import { z } from 'zod';
import { timestamp } from '../contract/fields';
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
