import { z } from 'zod';
import type { AccessBasis } from '../access/subscription';
import { day, id, optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';

/**
 * The catalog domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): courses as every screen reads them, the catalogs and categories
 * they sit in, content labels, ratings, coaches, enrolments, stored files and the admin
 * dashboard's figures.
 */

/** A course's life cycle (the status column of courses). */
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;

/** An enrolment's state (the `enrollments.status` column). */
export const ENROLLMENT_STATUSES = ['active', 'completed'] as const;

/** What a viewer's access to a course stands on (shared/access/subscription.ts). */
export const ACCESS_BASES = [
  'subscription',
  'in_plan',
  'flat_fee',
  'open',
  'staff',
  'order',
] as const satisfies readonly AccessBasis[];

/** Where a course stands for the viewer: enrolled, in their plan, locked, or a guest's view. */
export const COURSE_ACCESS = ['enrolled', 'included', 'locked', 'guest'] as const;

/** What an upload is for (the purpose column of files). */
export const FILE_PURPOSES = [
  'course_cover',
  'lesson_image',
  'portfolio',
  'submission',
  'avatar',
  'portal_logo',
  'question_image',
] as const;

export const courses = defineResource({
  type: 'courses',
  description:
    'A course. Lists, enrolments and portfolio items carry its summary; the catalog adds the ' +
    "viewer's access and ratings, its page its description and progress, the admin list and the " +
    'editor what staff edit, and the catalogs board only its place in a catalog.',
  attributes: {
    slug: z.string(),
    title: z.string(),
    status: z.enum(COURSE_STATUSES),
    // Every view but the catalogs board (/v1/catalogs):
    /** Plain text: cards, search results, the page's description. */
    summary: z.string().optional(),
    cover_url: z.string().nullable().optional(),
    duration_minutes: z.number().int().optional(),
    /** The language the course is taught in (the catalog's language filter). */
    language: z.string().optional(),
    catalog_name: z.string().nullable().optional(),
    created_at: timestamp.optional(),
    updated_at: timestamp.optional(),
    /**
     * The language its title, summary and description are in: a translation's in the reader's
     * language, else the course's own. Every view but the editor and the catalogs board.
     */
    text_language: z.string().optional(),
    // The catalog (/v1/catalog/courses) and the course page:
    category_name: z.string().nullable().optional(),
    access: z.enum(COURSE_ACCESS).optional(),
    /** The viewer may learn in it now (course-access.ts, the one rule). */
    unlocked: z.boolean().optional(),
    /** What the access stands on, or the plan that would open a locked course. */
    access_basis: z.enum(ACCESS_BASES).nullable().optional(),
    // The catalog only:
    /** The average of its ratings once it has enough of them, else null. */
    rating_average: z.number().nullable().optional(),
    rating_count: z.number().int().optional(),
    enrollment_status: z.enum(ENROLLMENT_STATUSES).nullable().optional(),
    enrollment_progress: z.number().int().nullable().optional(),
    // The course page only (GET /v1/courses/{slug}):
    /** Sanitised HTML (the editor's view carries it too, as stored). */
    description_html: z.string().optional(),
    /** Locked, though the viewer's organisation bought seats of it: how many, how many held. */
    organisation_seats: z
      .strictObject({ total: z.number().int(), used: z.number().int() })
      .nullable()
      .optional(),
    item_count: z.number().int().optional(),
    done_count: z.number().int().optional(),
    // The admin list (GET /v1/courses) and the editor:
    catalog_id: id.nullable().optional(),
    enrollment_count: z.number().int().optional(),
    /** The conflict check: a save names the version it edited. */
    version: z.number().int().optional(),
    // The editor (GET /v1/courses/{id}/editor) and the catalogs board:
    category_id: id.nullable().optional(),
    // The editor only:
    cover_file_id: id.nullable().optional(),
    label_ids: z.array(id).optional(),
    coach_ids: z.array(id).optional(),
    // The catalogs board only:
    position: z.number().int().optional(),
  },
  relationships: {
    labels: { type: 'labels', many: true },
    unlocked_by: { type: 'products', many: true },
    modules: { type: 'course_modules', many: true },
    coaches: { type: 'coaches', many: true },
    enrollment: { type: 'enrollments' },
    translations: { type: 'course_translations', many: true },
  },
});

export const catalogs = defineResource({
  type: 'catalogs',
  description:
    'A catalog of courses with its categories; staff (/v1/catalogs) also read its audience ' +
    'and its courses.',
  attributes: {
    name: z.string(),
    position: z.number().int(),
    // The catalogs board (staff) only; both empty: everyone, guests included, sees it.
    audience_roles: z.array(z.string()).optional(),
    audience_entity_ids: z.array(id).optional(),
  },
  relationships: {
    categories: { type: 'categories', many: true },
    courses: { type: 'courses', many: true },
  },
});

export const categories = defineResource({
  type: 'categories',
  description:
    'A category of a catalog (two levels). Readers get its catalog and parent as ' +
    'relationships; the catalogs board (staff) as plain ids.',
  attributes: {
    name: z.string(),
    position: z.number().int(),
    // The catalogs board (staff) only:
    parent_id: id.nullable().optional(),
    catalog_id: id.optional(),
  },
  relationships: {
    catalog: { type: 'catalogs' },
    parent: { type: 'categories' },
  },
});

export const labels = defineResource({
  type: 'labels',
  description:
    "A content label: its name in the request's language (English when it has none), every " +
    'name and its colour; the labels settings screen (staff) adds the chip and its usage.',
  attributes: {
    name: z.string(),
    /** The names by language. */
    names: z.record(z.string(), z.string()),
    color: z.string(),
    // The settings screen (/v1/labels) only:
    /** The chip's text colour; null when the colour is not `#rrggbb`. */
    text_color: z.enum(['#ffffff', '#000000']).nullable().optional(),
    contrast_ratio: z.number().nullable().optional(),
    /** How many courses carry it. */
    usage_count: z.number().int().optional(),
    created_at: timestamp.optional(),
  },
});

export const courseRatings = defineResource({
  type: 'course_ratings',
  description: "The viewer's rating of a course they completed.",
  attributes: {
    stars: z.number().int().min(1).max(5),
    comment: z.string(),
    updated_at: timestamp,
  },
  relationships: { course: { type: 'courses' } },
});

export const coaches = defineResource({
  type: 'coaches',
  description: 'A coach of a course, as its page and the editor name them.',
  attributes: {
    full_name: z.string(),
    avatar_url: z.string().nullable(),
  },
});

export const enrollments = defineResource({
  type: 'enrollments',
  description:
    "An account's enrolment in a course: its progress and where Continue and Review lead; " +
    'lists add the item counts, and the account lists where access stands.',
  attributes: {
    status: z.enum(ENROLLMENT_STATUSES),
    /** Percent done, 0–100. */
    progress: z.number().int().min(0).max(100),
    enrolled_at: timestamp,
    completed_at: optionalTimestamp,
    last_activity_at: optionalTimestamp,
    /** Where "Continue" leads: the first item not done yet (null when all are). */
    next_item_slug: z.string().nullable(),
    /** Where "Review" leads once every item is done (null: the course has no items). */
    first_item_slug: z.string().nullable(),
    // Lists (GET /v1/accounts/{id}/enrollments) only:
    item_count: z.number().int().optional(),
    done_count: z.number().int().optional(),
    // GET /v1/accounts/{id}/enrollments only, where access was read:
    /** The account may learn in the course now (course-access.ts). */
    unlocked: z.boolean().optional(),
    access_basis: z.enum(ACCESS_BASES).optional(),
  },
  relationships: { course: { type: 'courses' } },
});

export const files = defineResource({
  type: 'files',
  description:
    'A stored upload: what records refer to by id. `content_type` is the sniffed type; the ' +
    "bytes are at /v1/files/{id}/content, served with the owning record's access check.",
  attributes: {
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int().nonnegative(),
    purpose: z.enum(FILE_PURPOSES),
    created_at: timestamp,
  },
});

const count = z.number().int().nonnegative();

export const dashboards = defineResource({
  type: 'dashboards',
  description:
    "The admin dashboard's figures for the portal of the request; a section the viewer's roles " +
    'may not see is null (shared/portals/dashboard-sections.ts).',
  attributes: {
    generated_at: timestamp,
    /** How many weeks the charts show. */
    weeks: z.number().int(),
    /** "Active students": learners who finished an item in this many days. */
    active_days: z.number().int(),
    learning: z
      .strictObject({
        active_students: count,
        enrollments: count,
        completions: count,
        weeks: z.array(
          z.strictObject({
            /** The week's Monday. */
            week: day,
            enrollments: count,
            completions: count,
            active_students: count,
          }),
        ),
      })
      .nullable(),
    content_issues: z.strictObject({ open: count }).nullable(),
    review_tickets: z.strictObject({ open: count, overdue: count }).nullable(),
    sales: z
      .strictObject({ orders: count, revenue_cents: z.number().int(), currency: z.string() })
      .nullable(),
  },
});
