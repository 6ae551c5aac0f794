import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReleaseCondition } from '../../shared/learning/release';
import { accounts } from '../accounts/schema';
import { catalogs, categories } from '../catalog/schema';
import { cascadeRef, createdAt, id, joinKeys, setNullRef, ts, updatedAt } from '../db/columns';
import { files } from '../files/schema';
import { portals } from '../portals/schema';

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;

export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const courses = pgTable(
  'courses',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    // A course outlives its catalog: removing a catalog leaves its courses uncatalogued.
    catalogId: setNullRef('catalog_id', () => catalogs.id),
    categoryId: setNullRef('category_id', () => categories.id),
    /** Its address: /catalog/{slug}, unique within the portal. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The summary: plain text, on cards, in search results and in the page description. */
    description: text('description').notNull().default(''),
    /** The full description: rich text, sanitised on every write (the shared allowlist). */
    descriptionHtml: text('description_html').notNull().default(''),
    // Only published courses reach students; drafts are being written, archived ones retired
    // (their enrolments keep showing them to the people enrolled and to staff).
    status: text('status').$type<CourseStatus>().notNull().default('draft'),
    coverUrl: text('cover_url'),
    /** An uploaded cover (files); when set it wins over cover_url (the seed's pictures). */
    coverFileId: setNullRef('cover_file_id', (): AnyPgColumn => files.id),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** The language the course is taught in (catalog filter). */
    language: text('language').notNull().default('en'),
    /** Order within its category (or catalog) in the catalog. */
    position: integer('position').notNull().default(0),
    /** Bumped by every change through the editor: a stale save is refused (409), not lost. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('courses_portal_slug_unique').on(t.portalId, t.slug),
    // A portal's courses by title (the catalogue, pickers).
    index('courses_portal_title_idx').on(t.portalId, t.title),
    // The catalog: a portal's published courses in catalog order.
    index('courses_portal_status_position_idx').on(t.portalId, t.status, t.position),
    // A catalog's courses, and the ON DELETE SET NULL when a catalog goes.
    index('courses_catalog_idx').on(t.catalogId),
    index('courses_category_idx').on(t.categoryId),
    // Catalog search over title and summary (ILIKE '%term%').
    index('courses_search_trgm_idx').using(
      'gin',
      sql`lower(${t.title} || ' ' || ${t.description}) gin_trgm_ops`,
    ),
    check('courses_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('courses_duration_check', sql`${t.durationMinutes} >= 0`),
  ],
);

/** Who coaches a course (their participants, review tickets). */
export const courseCoaches = pgTable(
  'course_coaches',
  {
    courseId: cascadeRef('course_id', () => courses.id),
    accountId: cascadeRef('account_id', () => accounts.id),
  },
  (t) => joinKeys(t.courseId, t.accountId, 'course_coaches_account_idx'),
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: id(),
    courseId: cascadeRef('course_id', () => courses.id),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('course_modules_course_position_idx').on(t.courseId, t.position)],
);

/**
 * `package`: an uploaded SCORM or cmi5 package (academy-api/packages), created by its upload;
 * `lti`: an outside LTI 1.3 tool's resource link (academy-api/lti, issue 38).
 */
export const COURSE_ITEM_KINDS = ['lesson', 'quiz', 'assignment', 'package', 'lti'] as const;

export type CourseItemKind = (typeof COURSE_ITEM_KINDS)[number];

/** The items of a module in order: lessons (rich text), quizzes, assignments and packages. */
export const courseItems = pgTable(
  'course_items',
  {
    id: id(),
    courseId: cascadeRef('course_id', () => courses.id),
    moduleId: cascadeRef('module_id', () => courseModules.id),
    kind: text('kind').$type<CourseItemKind>().notNull().default('lesson'),
    title: text('title').notNull(),
    /** Its address within the course: /courses/{course}/{slug}. */
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    /** A lesson's content: sanitised HTML (the shared allowlist), never trusted on output. */
    contentHtml: text('content_html').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** A lesson guests may read from the public course page: its author marks it. */
    freePreview: boolean('free_preview').notNull().default(false),
    // Release rules (issue 43 item 6, docs/release-rules.md, shared/learning/release.ts): when
    // the item opens for an enrolled learner. None set: open from the start.
    /** Opens this many whole days (of 24 hours) after the learner enrolled; 0–3650. */
    releaseDays: integer('release_days'),
    /** Opens at this instant. With release_days too, the later of the two. */
    releaseOn: ts('release_on'),
    /** Opens once the learner has completed or passed this item of the same course. */
    requiresItemId: setNullRef('requires_item_id', (): AnyPgColumn => courseItems.id),
    /** What the prerequisite needs: `completed` (ticked done) or `passed` (its result). */
    requires: text('requires').$type<ReleaseCondition>().notNull().default('completed'),
  },
  (t) => [
    unique('course_items_course_slug_unique').on(t.courseId, t.slug),
    index('course_items_module_position_idx').on(t.moduleId, t.position),
    index('course_items_course_idx').on(t.courseId),
    // The ON DELETE SET NULL when a prerequisite goes.
    index('course_items_requires_idx').on(t.requiresItemId),
    check(
      'course_items_kind_check',
      sql`${t.kind} in ('lesson', 'quiz', 'assignment', 'package', 'lti')`,
    ),
    check(
      'course_items_release_days_check',
      sql`${t.releaseDays} is null or ${t.releaseDays} between 0 and 3650`,
    ),
    check('course_items_requires_check', sql`${t.requires} in ('completed', 'passed')`),
    check(
      'course_items_requires_self_check',
      sql`${t.requiresItemId} is null or ${t.requiresItemId} <> ${t.id}`,
    ),
  ],
);

export const CONTENT_ISSUE_CATEGORIES = ['typo', 'broken_media', 'wrong_answer', 'other'] as const;

export type ContentIssueCategory = (typeof CONTENT_ISSUE_CATEGORIES)[number];

export const CONTENT_ISSUE_STATUSES = ['open', 'in_progress', 'resolved', 'rejected'] as const;

export type ContentIssueStatus = (typeof CONTENT_ISSUE_STATUSES)[number];

/** A problem a learner reported on a lesson or question ("Report a problem"). */
export const contentIssues = pgTable(
  'content_issues',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    courseId: cascadeRef('course_id', () => courses.id),
    itemId: setNullRef('item_id', () => courseItems.id),
    category: text('category').$type<ContentIssueCategory>().notNull(),
    message: text('message').notNull(),
    reporterId: setNullRef('reporter_id', () => accounts.id),
    status: text('status').$type<ContentIssueStatus>().notNull().default('open'),
    /** Who last changed the status, and what they said to the reporter. */
    handledBy: setNullRef('handled_by', () => accounts.id),
    resolution: text('resolution').notNull().default(''),
    resolvedAt: ts('resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('content_issues_portal_status_created_idx').on(t.portalId, t.status, t.createdAt),
    index('content_issues_course_idx').on(t.courseId, t.status),
    check(
      'content_issues_category_check',
      sql`${t.category} in ('typo', 'broken_media', 'wrong_answer', 'other')`,
    ),
    check(
      'content_issues_status_check',
      sql`${t.status} in ('open', 'in_progress', 'resolved', 'rejected')`,
    ),
  ],
);

/** Groups of a course (group_assignments): 2–10 members, by hand or CSV `email,group`. */
export const courseGroups = pgTable(
  'course_groups',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    courseId: cascadeRef('course_id', () => courses.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A course's groups by name (the groups screen, the CSV import's lookup).
    uniqueIndex('course_groups_course_name_unique').on(t.courseId, sql`lower(${t.name})`),
    index('course_groups_portal_idx').on(t.portalId),
  ],
);

/** A group's members; a student is in at most one group per course. */
export const courseGroupMembers = pgTable(
  'course_group_members',
  {
    groupId: cascadeRef('group_id', () => courseGroups.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    /** The group's course, so "one group per student per course" is a unique constraint. */
    courseId: cascadeRef('course_id', () => courses.id),
    createdAt: createdAt(),
  },
  (t) => [
    ...joinKeys(t.groupId, t.accountId, 'course_group_members_account_idx'),
    unique('course_group_members_course_account_unique').on(t.courseId, t.accountId),
  ],
);
