import { z } from 'zod';
import type { AssignmentProblemCode } from '../coaching/assignment-schema';
import { CONTENT_ISSUE_CATEGORIES, CONTENT_ISSUE_STATUSES } from '../content-issues/transitions';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { RELEASE_CONDITIONS } from '../learning/release';

/**
 * The authoring domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): a course's outline (modules and items) as learners and the editor
 * read it, the editor's pickers, a course's translations, and the problems learners report.
 */

/** What an item of the outline is (the `course_items.kind` column). */
export const COURSE_ITEM_KINDS = ['lesson', 'quiz', 'assignment', 'package', 'lti'] as const;

/** The kinds an author adds by title; a `package` item is made by uploading its zip. */
export const TITLED_ITEM_KINDS = ['lesson', 'quiz', 'assignment'] as const;

/** What keeps an assignment from being taken (shared/coaching/assignment-schema.ts). */
export const ASSIGNMENT_PROBLEM_CODES = [
  'ASSIGNMENT_WITHOUT_INSTRUCTIONS',
  'GROUP_ASSIGNMENTS_OFF',
  'GROUP_ASSIGNMENT_WITHOUT_GROUPS',
  'RUBRIC_WITHOUT_CRITERIA',
] as const satisfies readonly AssignmentProblemCode[];

/** Images a saved rich text lost because the portal does not allow their host. */
const refusedImages = z.array(z.string());

/** An item's own meta. */
export const courseItemMeta = z.strictObject({
  // The player (GET /v1/courses/{course}/items/{item}): where previous and next lead.
  previous_slug: z.string().nullable().optional(),
  next_slug: z.string().nullable().optional(),
  // A saved item (PATCH …/outline_items/{item}): images its content lost.
  refused_images: refusedImages.optional(),
});
export type CourseItemMeta = z.input<typeof courseItemMeta>;

/** What a locked item waits for (shared/learning/release.ts). */
export const releaseRequirement = z.strictObject({
  item_id: z.string(),
  title: z.string(),
  slug: z.string(),
  condition: z.enum(RELEASE_CONDITIONS),
});

/**
 * Where an item stands for the viewer (issue 43 item 6, docs/release-rules.md): open;
 * scheduled (opens at an instant; `requires` when a prerequisite is not met either); waiting for
 * a prerequisite.
 */
export const itemRelease = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('open') }),
  z.strictObject({
    state: z.literal('scheduled'),
    opens_at: timestamp,
    /** Days after enrolment, when those (not a date) set the time. */
    after_days: z.number().int().nullable(),
    requires: releaseRequirement.nullable(),
  }),
  z.strictObject({ state: z.literal('waiting'), requires: releaseRequirement }),
]);

/** The meta of a 403 ITEM_LOCKED: the state, when it opens, what it waits for. */
export const itemLockedMeta = z.strictObject({
  state: z.enum(['scheduled', 'waiting']),
  opens_at: timestamp.nullable(),
  after_days: z.number().int().nullable(),
  requires: releaseRequirement.nullable(),
});

export const courseModules = defineResource({
  type: 'course_modules',
  description: "A module of a course's outline: its title, place and items in order.",
  attributes: {
    title: z.string(),
    position: z.number().int(),
  },
  relationships: { items: { type: 'course_items', many: true } },
});

export const courseItems = defineResource({
  type: 'course_items',
  description:
    "An item of a course's outline (lesson, quiz, assignment or content package). Learners read whether they " +
    'finished it, and its content when they open it; the editor reads its content and what ' +
    'the Publish checklist needs.',
  attributes: {
    kind: z.enum(COURSE_ITEM_KINDS),
    slug: z.string(),
    title: z.string(),
    position: z.number().int(),
    duration_minutes: z.number().int(),
    /** A lesson guests may read from the course's public page. */
    free_preview: z.boolean(),
    // Learners' views (the course page's outline, the player) only:
    /** Finished by the viewer. */
    done: z.boolean().optional(),
    /** Where it stands for the viewer: open, or why and until when it is locked. */
    release: itemRelease.optional(),
    /** HTML: sanitised for the player (an item asked for by itself), as stored for the editor. */
    content_html: z.string().optional(),
    // The editor's views only:
    has_content: z.boolean().optional(),
    // Its release rule (docs/release-rules.md): days after enrolment (0–3650), a date, and an
    // item of the course to complete or pass first; null: none.
    release_days: z.number().int().nullable().optional(),
    release_on: optionalTimestamp.optional(),
    requires_item_id: z.string().nullable().optional(),
    requires: z.enum(RELEASE_CONDITIONS).optional(),
    // The editor's quizzes only: own questions, questions drawn per attempt, the pool.
    question_count: z.number().int().optional(),
    draw_count: z.number().int().nullable().optional(),
    pool_size: z.number().int().optional(),
    // The editor's assignments only:
    assignment_problems: z.array(z.enum(ASSIGNMENT_PROBLEM_CODES)).optional(),
  },
  meta: courseItemMeta,
});

export const contentIssues = defineResource({
  type: 'content_issues',
  description:
    'A problem a learner reported on a course or lesson. The admin list (staff) adds its ' +
    'handling, where it is and who reported and handled it.',
  attributes: {
    category: z.enum(CONTENT_ISSUE_CATEGORIES),
    message: z.string(),
    status: z.enum(CONTENT_ISSUE_STATUSES),
    created_at: timestamp,
    // The admin list (/v1/content_issues) only:
    resolution: z.string().optional(),
    resolved_at: optionalTimestamp.optional(),
    updated_at: timestamp.optional(),
    course_title: z.string().optional(),
    course_slug: z.string().optional(),
    item_title: z.string().nullable().optional(),
    item_slug: z.string().nullable().optional(),
    /** The player's address of the exact lesson (or the course page). */
    lesson_link: z.string().optional(),
    reporter_name: z.string().nullable().optional(),
    handler_name: z.string().nullable().optional(),
  },
  relationships: {
    course: { type: 'courses' },
    item: { type: 'course_items' },
    reporter: { type: 'accounts' },
    handled_by: { type: 'accounts' },
  },
});

export const authoringOptions = defineResource({
  type: 'authoring_options',
  description:
    "The course editor's pickers: the catalogs (their categories included), labels and " +
    'coaches it may choose from, as relationships.',
  attributes: {},
  relationships: {
    catalogs: { type: 'catalogs', many: true },
    labels: { type: 'labels', many: true },
    coaches: { type: 'coaches', many: true },
  },
});

export const courseTranslations = defineResource({
  type: 'course_translations',
  description:
    "A course's title, summary and description in one of the portal's other languages, under " +
    "the course's own field names.",
  attributes: {
    locale: z.string().min(2),
    title: z.string(),
    summary: z.string(),
    /** Sanitised again on output. */
    description_html: z.string(),
    updated_at: timestamp,
  },
  meta: z.strictObject({ refused_images: refusedImages.optional() }),
});
