import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema';
import { courseItems, courses } from '../authoring/schema';
import { cascadeRef, createdAt, id, joinKeys, ref, setNullRef, ts, updatedAt } from '../db/columns';
import { portals } from '../portals/schema';

export const ENROLLMENT_STATUSES = ['active', 'completed'] as const;

export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** An account's finished items: one row per account and item (marking again adds nothing). */
export const itemProgress = pgTable(
  'item_progress',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    itemId: cascadeRef('item_id', () => courseItems.id),
    courseId: cascadeRef('course_id', () => courses.id),
    completedAt: ts('completed_at').notNull().defaultNow(),
  },
  (t) => [
    // "How far is this account in this course" (counting, the outline's ticks).
    index('item_progress_account_course_idx').on(t.accountId, t.courseId),
    // The coach dashboard's weekly active participants: a course's completions by time, the
    // account in the index so the distinct count never reads the table.
    index('item_progress_course_completed_idx').on(t.courseId, t.completedAt, t.accountId),
    ...joinKeys(t.accountId, t.itemId, 'item_progress_item_idx'),
  ],
);

/** A student's rating of a course they completed: 1–5 stars and an optional comment. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: id(),
    courseId: cascadeRef('course_id', () => courses.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('course_ratings_course_account_unique').on(t.courseId, t.accountId),
    check('course_ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    accountId: cascadeRef('account_id', () => accounts.id),
    courseId: cascadeRef('course_id', () => courses.id),
    status: text('status').$type<EnrollmentStatus>().notNull().default('active'),
    // Percent of the course done; 100 does not by itself mean completed (a final test may wait).
    progress: integer('progress').notNull().default(0),
    enrolledAt: ts('enrolled_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    /** When the account last finished an item here ("last activity" on /courses). */
    lastActivityAt: ts('last_activity_at'),
  },
  (t) => [
    // One enrolment per account and course: enrolling again is the same row (the seed relies
    // on it to add nothing twice).
    unique('enrollments_account_course_unique').on(t.accountId, t.courseId),
    // "This account's enrolments, newest first" (the admin account page), id the tie-breaker;
    // read backwards it serves the oldest-first sort too.
    index('enrollments_account_enrolled_idx').on(
      t.accountId,
      t.enrolledAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Deleting a course cascades here; without it every delete would scan the table.
    index('enrollments_course_idx').on(t.courseId),
    // Reports (issue 43, item 5): a page of the newest enrolments or completions is read from
    // these in order (all courses of a portal, or one course), never by sorting them all.
    index('enrollments_enrolled_idx').on(t.enrolledAt.desc(), t.id.desc()),
    index('enrollments_course_enrolled_idx').on(t.courseId, t.enrolledAt.desc(), t.id.desc()),
    index('enrollments_completed_idx')
      .on(t.completedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'completed'`),
    index('enrollments_course_completed_idx')
      .on(t.courseId, t.completedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'completed'`),
    check('enrollments_status_check', sql`${t.status} in ('active', 'completed')`),
    check('enrollments_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export const PORTFOLIO_ITEM_KINDS = ['achievement', 'assignment', 'reflection'] as const;

export type PortfolioItemKind = (typeof PORTFOLIO_ITEM_KINDS)[number];

/**
 * A student's portfolio: what they have learned, in their own words. Private to the account
 * (staff included), and only on portals with the portfolio_feature flag.
 */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    // The API inserts UUIDv7 ids from created_at, so the tie-breaker follows the same order.
    id: id(),
    accountId: cascadeRef('account_id', () => accounts.id),
    // Optional; an item outlives its course (what was learned stays learned).
    courseId: setNullRef('course_id', () => courses.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<PortfolioItemKind>().notNull(),
    /** Shown to the account's primary coach on the participant's page (a toggle per item). */
    sharedWithCoach: boolean('shared_with_coach').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // "This account's items, newest first" (the portfolio page), id the tie-breaker.
    index('portfolio_items_account_created_idx').on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Deleting a course sets its items' course_id to null; without it every delete would scan.
    index('portfolio_items_course_idx').on(t.courseId),
    check(
      'portfolio_items_kind_check',
      sql`${t.kind} in ('achievement', 'assignment', 'reflection')`,
    ),
  ],
);

/** A certification (SCREENS "/admin/certifications"): required courses, minimum score, validity. */
export const certifications = pgTable(
  'certifications',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    name: text('name').notNull(),
    /** 0–100 %: the courses' quiz score needed (null: completion is enough). */
    minScore: integer('min_score'),
    /** 0–120 months; 0 = never expires. */
    validityMonths: integer('validity_months').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('certifications_portal_idx').on(t.portalId, t.name),
    check('certifications_validity_check', sql`${t.validityMonths} between 0 and 120`),
    check('certifications_min_score_check', sql`${t.minScore} between 0 and 100`),
  ],
);

export const certificationCourses = pgTable(
  'certification_courses',
  {
    certificationId: cascadeRef('certification_id', () => certifications.id),
    courseId: cascadeRef('course_id', () => courses.id),
  },
  (t) => joinKeys(t.certificationId, t.courseId, 'certification_courses_course_idx'),
);

/** An issued certificate: once per account and certification, verifiable by its code. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    certificationId: cascadeRef('certification_id', () => certifications.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    /** 12+ random characters (not enumerable): /verify/{code}. */
    code: text('code').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason').notNull().default(''),
    revokedBy: setNullRef('revoked_by', () => accounts.id),
  },
  (t) => [
    unique('certificates_code_unique').on(t.code),
    unique('certificates_certification_account_unique').on(t.certificationId, t.accountId),
    index('certificates_portal_issued_idx').on(t.portalId, t.issuedAt.desc()),
    index('certificates_portal_expires_idx').on(t.portalId, t.expiresAt),
    index('certificates_account_idx').on(t.accountId),
  ],
);

/** A qualification (qualifications-report): a set of courses, all of them or N of M. */
export const qualifications = pgTable(
  'qualifications',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    name: text('name').notNull(),
    /** Courses to complete; null = all of them. */
    requiredCount: integer('required_count'),
    createdAt: createdAt(),
  },
  (t) => [index('qualifications_portal_idx').on(t.portalId, t.name)],
);

export const qualificationCourses = pgTable(
  'qualification_courses',
  {
    qualificationId: cascadeRef('qualification_id', () => qualifications.id),
    courseId: cascadeRef('course_id', () => courses.id),
    position: integer('position').notNull().default(0),
  },
  (t) => joinKeys(t.qualificationId, t.courseId, 'qualification_courses_course_idx'),
);

export const LEARNING_PATH_STATUSES = ['draft', 'published', 'archived'] as const;

export type LearningPathStatus = (typeof LEARNING_PATH_STATUSES)[number];

/**
 * A learning path (issue 43, item 6; docs/learning-paths.md): courses of one portal followed in
 * order and sold as one, with progress over the whole and, optionally, a certification for it.
 */
export const learningPaths = pgTable(
  'learning_paths',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    /** Its address: /catalog/paths/{slug}, unique within the portal. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised on the way in and again on the way out. */
    descriptionHtml: text('description_html').notNull().default(''),
    status: text('status').$type<LearningPathStatus>().notNull().default('draft'),
    /** Course N opens for the path's learners when they have completed course N-1. */
    sequential: boolean('sequential').notNull().default(true),
    /** The certificate the whole leads to (its courses should be the path's). */
    certificationId: setNullRef('certification_id', () => certifications.id),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('learning_paths_portal_slug_unique').on(t.portalId, t.slug),
    // Every list (admin, catalog) reads a portal's paths in their order.
    index('learning_paths_portal_position_idx').on(t.portalId, t.position, t.title),
    // Deleting a certification sets its paths' link to null without scanning.
    index('learning_paths_certification_idx').on(t.certificationId),
    check('learning_paths_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
  ],
);

/** A path's courses in order: a course at most once per path. */
export const learningPathCourses = pgTable(
  'learning_path_courses',
  {
    pathId: cascadeRef('path_id', () => learningPaths.id),
    courseId: cascadeRef('course_id', () => courses.id),
    position: integer('position').notNull().default(0),
  },
  // The course's side: "part of path Y" on a course page, the lock of a course, the cascade.
  (t) => joinKeys(t.pathId, t.courseId, 'learning_path_courses_course_idx'),
);

/** An account following a path: enrolled at once in its courses; completed with the last. */
export const learningPathEnrollments = pgTable(
  'learning_path_enrollments',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    pathId: cascadeRef('path_id', () => learningPaths.id),
    enrolledAt: ts('enrolled_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  // "This account's paths" by the key; a path's learners (and its cascade) by the index.
  (t) => joinKeys(t.accountId, t.pathId, 'learning_path_enrollments_path_idx'),
);

/**
 * A course that opens only once another course of the same portal is completed (for everyone;
 * no cycles: the API refuses them).
 */
export const coursePrerequisites = pgTable(
  'course_prerequisites',
  {
    courseId: cascadeRef('course_id', () => courses.id),
    requiredCourseId: cascadeRef('required_course_id', () => courses.id),
  },
  (t) => [
    ...joinKeys(t.courseId, t.requiredCourseId, 'course_prerequisites_required_idx'),
    check('course_prerequisites_not_itself', sql`${t.courseId} <> ${t.requiredCourseId}`),
  ],
);

/**
 * Per course: participants, the sum of their progress (its average), completions and how many
 * fall in each progress band of shared/coaching/progress.ts (0–19 … 80–99, 100). Kept by
 * the enrolments' triggers (migration 0015) from each change alone, never by re-reading a
 * course's enrolments: /coach/courses, the dashboard and "behind the course average" read it.
 */
export const courseProgressStats = pgTable('course_progress_stats', {
  courseId: ref('course_id', () => courses.id, 'cascade').primaryKey(),
  participants: integer('participants').notNull().default(0),
  progressSum: bigint('progress_sum', { mode: 'number' }).notNull().default(0),
  completed: integer('completed').notNull().default(0),
  band0: integer('band_0').notNull().default(0),
  band1: integer('band_1').notNull().default(0),
  band2: integer('band_2').notNull().default(0),
  band3: integer('band_3').notNull().default(0),
  band4: integer('band_4').notNull().default(0),
  band5: integer('band_5').notNull().default(0),
});

/* ---------------------------------------------------------------------------------------------
 * Administration: feature flag history, integration secrets, agreements, recently
 * viewed accounts, and the dashboard's pre-aggregated figures.
 * ------------------------------------------------------------------------------------------- */

/**
 * A portal's Open Badges issuer keys (issue 41, item 3; docs/open-badges.md): Ed25519 key pairs
 * published as Multikey verification methods of the portal's did:web document. The newest key
 * not retired signs; a rotation retires it (it stays published, so credentials it signed still
 * verify) and makes a new one. The secret key is sealed (AES-256-GCM) with the server's key.
 */
export const badgeIssuerKeys = pgTable(
  'badge_issuer_keys',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    /** The fragment of the verification method: did:web:{host}#{keyId}. */
    keyId: text('key_id').notNull(),
    publicKeyMultibase: text('public_key_multibase').notNull(),
    /** iv.tag.ciphertext (base64url) of the secret key's multibase form. */
    secretKeySealed: text('secret_key_sealed').notNull(),
    createdAt: createdAt(),
    /** Set by a rotation: signs no more, still published. */
    retiredAt: ts('retired_at'),
    createdBy: setNullRef('created_by', () => accounts.id),
  },
  (t) => [
    unique('badge_issuer_keys_portal_key_unique').on(t.portalId, t.keyId),
    index('badge_issuer_keys_portal_idx').on(t.portalId, t.createdAt),
  ],
);

/**
 * What an issued certificate's Open Badge credential needs kept (issue 41, item 3): its place in
 * the portal's status list and the salt of the holder's hashed e-mail. Made on first download.
 */
export const badgeCredentials = pgTable(
  'badge_credentials',
  {
    certificateId: cascadeRef('certificate_id', () => certificates.id).primaryKey(),
    portalId: cascadeRef('portal_id', () => portals.id),
    statusIndex: integer('status_index').notNull(),
    salt: text('salt').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('badge_credentials_portal_index_unique').on(t.portalId, t.statusIndex),
    check('badge_credentials_index_check', sql`${t.statusIndex} >= 0`),
  ],
);
