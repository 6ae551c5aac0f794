import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AssignmentMode,
  Grade,
  GradingScheme,
  MandateStatus,
  RubricCriterion,
  SubmissionStatus,
  TicketKind,
  TicketStatus,
} from '../../shared/coaching/types';
import type { AutomationStep } from '../../shared/commerce/automations';
import type { OrderEventKind, OrderStatus } from '../../shared/commerce/order-status';
import type {
  AnnouncementSeverity,
  AudienceSubscription,
  MailingStatus,
  RecipientStatus,
  SubscriberStatus,
} from '../../shared/communication/rules';
import type { PortalFeatureFlag } from '../../shared/portals/feature-flags';
import type { ProfileLink, ProfileVisibility } from '../../shared/profiles/rules';
import type {
  Answer,
  AttemptStatus,
  FrozenQuestion,
  QuestionDefinition,
  QuestionResult,
  QuestionType,
  QuizSettings,
} from '../../shared/quiz/types';

const id = () => uuid('id').primaryKey().defaultRandom();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

export type PortalInformation = {
  knowledge_base_url: string | null;
  zendesk_chat_id: string | null;
  /** The site analytics count this portal under (unset: the request's host name). */
  analytics_domain?: string | null;
  /** The key id of the chat's identity secret (the secret itself is in portal_secrets). */
  chat_key_id?: string | null;
  /**
   * Hosts besides the file storage whose https images rich text may show
   * (shared/portals/image-hosts.ts); none when unset.
   */
  image_hosts?: string[];
};
export type BusinessModel = 'subscription' | 'flat_fee' | 'in_plan';
export type SubscriptionKind = 'trial' | 'paid';

export const portals = pgTable(
  'portals',
  {
    id: id(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    information: jsonb('information')
      .$type<PortalInformation>()
      .notNull()
      .default({ knowledge_base_url: null, zendesk_chat_id: null }),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    logoUrl: text('logo_url'),
    /**
     * Raised by triggers (migration 0008) on every change to the portal, its domains,
     * languages, parameters or theme: what an API instance may have remembered of the portal
     * is still right exactly while this number is the same.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('portals_name_idx').on(t.name)],
);

export const portalDomains = pgTable(
  'portal_domains',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull().unique(),
    baseUrl: text('base_url').notNull(),
    // The first domain is the portal's main one (links, the portal switcher's cookie).
    position: integer('position').notNull().default(0),
  },
  (t) => [index('portal_domains_portal_position_idx').on(t.portalId, t.position)],
);

export const portalLanguages = pgTable(
  'portal_languages',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
    // A JSON string of translation overrides, passed through verbatim (contract: a JSON string).
    overrides: text('overrides').notNull().default('{}'),
  },
  (t) => [
    unique('portal_languages_portal_locale_unique').on(t.portalId, t.locale),
    index('portal_languages_portal_position_idx').on(t.portalId, t.position),
  ],
);

export const portalParameters = pgTable(
  'portal_parameters',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('portal_parameters_portal_type_idx').on(t.portalId, t.type)],
);

export const themes = pgTable('themes', {
  id: id(),
  portalId: uuid('portal_id')
    .notNull()
    .unique()
    .references(() => portals.id, { onDelete: 'cascade' }),
  colors: jsonb('colors').$type<Record<string, string>>().notNull().default({}),
  styles: jsonb('styles').$type<Record<string, unknown>>().notNull().default({}),
  assets: jsonb('assets').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
});

export const entities = pgTable(
  'entities',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('entities_portal_name_idx').on(t.portalId, t.name)],
);

export const contracts = pgTable('contracts', {
  id: id(),
  entityId: uuid('entity_id')
    .notNull()
    .unique()
    .references(() => entities.id, { onDelete: 'cascade' }),
  businessModels: text('business_models')
    .array()
    .$type<BusinessModel[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    // Shown on the primary-coach card; optional like the contract's phone_number.
    phoneNumber: text('phone_number'),
    locale: text('locale').notNull().default('nl'),
    passwordHash: text('password_hash').notNull(),
    avatarUrl: text('avatar_url'),
    lastOnline: ts('last_online'),
    primaryCoachId: uuid('primary_coach_id').references((): AnyPgColumn => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_lower_unique').on(sql`lower(${t.email})`),
    // Lists are always scoped to one portal, then sorted: the portal prefix serves both.
    index('accounts_portal_full_name_idx').on(t.portalId, t.fullName),
    index('accounts_portal_last_online_idx').on(t.portalId, t.lastOnline),
    // sort=-last_online is "desc nulls last" (never-seen accounts last), which the index above
    // cannot serve backwards; id is the list's tie-breaker.
    index('accounts_portal_last_online_desc_idx').on(
      t.portalId,
      t.lastOnline.desc().nullsLast(),
      t.id,
    ),
    // filter[search] is lower(column) LIKE '%term%' on either column: trigram GIN indexes on
    // those expressions serve infix patterns, a BitmapOr combines the two. (LIKE on lower()
    // rechecks each candidate row ~20% faster than ILIKE, and broad terms recheck thousands.)
    // fastupdate off: PGlite has no autovacuum to flush GIN's pending list, and a long list
    // makes every search slower and the planner fall back to reading the whole table.
    index('accounts_full_name_lower_trgm_idx')
      .using('gin', sql`lower(${t.fullName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('accounts_email_lower_trgm_idx')
      .using('gin', sql`lower(${t.email}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('accounts_portal_created_at_idx').on(t.portalId, t.createdAt),
    index('accounts_entity_id_idx').on(t.entityId),
    index('accounts_primary_coach_id_idx').on(t.primaryCoachId),
  ],
);

export const accountRoles = pgTable(
  'account_roles',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.role] }),
    // filter[role]: all accounts holding a role, read from the index alone.
    index('account_roles_role_account_idx').on(t.role, t.accountId),
  ],
);

/**
 * Every change of an account's roles by an admin (/admin/accounts/{id}): who, the roles
 * before and after, when. Names are kept as they were, so the history survives the admin's
 * account; it goes with the account whose roles changed.
 */
export const accountRoleChanges = pgTable(
  'account_role_changes',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    oldRoles: text('old_roles').array().notNull(),
    newRoles: text('new_roles').array().notNull(),
    changedBy: uuid('changed_by').references(() => accounts.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull(),
    changedAt: ts('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('account_role_changes_account_changed_idx').on(
      t.accountId,
      t.changedAt.desc(),
      t.id.desc(),
    ),
  ],
);

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
  kind: text('kind').$type<SubscriptionKind>().notNull(),
  startsAt: ts('starts_at').notNull().defaultNow(),
  endsAt: ts('ends_at'),
});

/**
 * An account's profile (/profile, /profiles/{account}): headline, plain-text bio, links and who
 * may see it (shared/profiles/visibility.ts). The avatar is a `files` row of purpose `avatar`,
 * already resized to 150 px on upload; `accounts.avatar_url` points at its bytes.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    headline: text('headline'),
    bio: text('bio'),
    links: jsonb('links').$type<ProfileLink[]>().notNull().default([]),
    visibility: text('visibility').$type<ProfileVisibility>().notNull().default('private'),
    avatarFileId: uuid('avatar_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('profiles_avatar_file_idx').on(t.avatarFileId),
    check('profiles_visibility_check', sql`${t.visibility} in ('private', 'portal')`),
  ],
);

export const accountPreferences = pgTable(
  'account_preferences',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    property: text('property').notNull(),
    payload: jsonb('payload').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [unique('account_preferences_account_property_unique').on(t.accountId, t.property)],
);

export const loginTokens = pgTable(
  'login_tokens',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // sha256 hex of the bearer token: a database leak does not leak usable tokens.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('login_tokens_account_id_idx').on(t.accountId)],
);

/**
 * Single-use links mailed to an account: "forgot password" (valid 60 minutes) and
 * the confirmation of a new e-mail address (valid 24 hours, `new_email` is the address it
 * confirms). Only the sha256 of the link's token is stored; `used_at` makes it single-use.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().$type<'password_reset' | 'email_change'>(),
    tokenHash: text('token_hash').notNull().unique(),
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    index('account_links_account_purpose_idx').on(t.accountId, t.purpose),
    check('account_links_purpose_check', sql`${t.purpose} in ('password_reset', 'email_change')`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    // The API inserts UUIDv7 (time-ordered) ids: batch updates and inserts then touch
    // neighbouring primary-key pages instead of random ones (~40% faster mark-all on PGlite).
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** The language the message is written in (en, nl, ro), when known: a page in another
     * language marks it (WCAG 3.1.2). Null: unknown. */
    language: text('language'),
    link: text('link'),
    receivedAt: ts('received_at').notNull().defaultNow(),
    // null = unread; `status` on the wire is derived from it.
    readAt: ts('read_at'),
  },
  (t) => [
    // "This account's unread, newest first" (the bell, the dropdown, mark all as read).
    index('notifications_account_unread_idx')
      .on(t.accountId, t.receivedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.readAt} is null`),
    // "This account's all, newest first" (the notifications page).
    index('notifications_account_received_idx').on(
      t.accountId,
      t.receivedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Per-account totals of notifications, kept exact by statement-level triggers
 * (migration 0003): counting a million unread rows through the index takes ~110 ms on PGlite,
 * reading this row ~0.1 ms. A row exists once the account has ever had a notification.
 */
export const notificationCounters = pgTable('notification_counters', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});

export const subscriptionPromotions = pgTable(
  'subscription_promotions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** The language the text is written in (en, nl, ro; null: unknown), so a page in another
     * language marks it (WCAG 3.1.2). */
    language: text('language'),
    discountPercent: integer('discount_percent').notNull(),
    expiresAt: ts('expires_at'),
    redeemedAt: ts('redeemed_at'),
  },
  (t) => [index('subscription_promotions_account_expires_idx').on(t.accountId, t.expiresAt)],
);

export const ENROLLMENT_STATUSES = ['active', 'completed'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/**
 * A portal's course catalogs, shown in `position` order (DEMO-DATA.md: two on Demo Academy).
 * Who sees one: everyone (guests included) when both audience lists are empty, otherwise an
 * account holding one of the roles or belonging to one of the entities.
 */
export const catalogs = pgTable(
  'catalogs',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    audienceRoles: text('audience_roles').array().notNull().default(sql`'{}'::text[]`),
    audienceEntityIds: uuid('audience_entity_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [index('catalogs_portal_position_idx').on(t.portalId, t.position)],
);

/** Categories within a catalog, at most two levels (a category may have a parent). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('categories_catalog_position_idx').on(t.catalogId, t.position),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const courses = pgTable(
  'courses',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    // A course outlives its catalog: removing a catalog leaves its courses uncatalogued.
    catalogId: uuid('catalog_id').references(() => catalogs.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
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
    coverFileId: uuid('cover_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** The language the course is taught in (catalog filter). */
    language: text('language').notNull().default('en'),
    /** Order within its category (or catalog) in the catalog. */
    position: integer('position').notNull().default(0),
    /** Bumped by every change through the editor: a stale save is refused (409), not lost. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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

/** Content labels ("Beginner", "Mandatory"): a name per language and a colour. */
export const labels = pgTable(
  'labels',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    /** Locale → name; `en` always present. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** A CSS hex colour, e.g. #2f855a. */
    color: text('color').notNull().default('#4a5568'),
    createdAt: createdAt(),
  },
  (t) => [index('labels_portal_idx').on(t.portalId)],
);

export const courseLabels = pgTable(
  'course_labels',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.labelId] }),
    index('course_labels_label_idx').on(t.labelId),
  ],
);

/** Who coaches a course (their participants, review tickets). */
export const courseCoaches = pgTable(
  'course_coaches',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.accountId] }),
    index('course_coaches_account_idx').on(t.accountId),
  ],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('course_modules_course_position_idx').on(t.courseId, t.position)],
);

export const COURSE_ITEM_KINDS = ['lesson', 'quiz', 'assignment'] as const;
export type CourseItemKind = (typeof COURSE_ITEM_KINDS)[number];

/** The items of a module in order: lessons (rich text), quizzes and assignments. */
export const courseItems = pgTable(
  'course_items',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
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
  },
  (t) => [
    unique('course_items_course_slug_unique').on(t.courseId, t.slug),
    index('course_items_module_position_idx').on(t.moduleId, t.position),
    index('course_items_course_idx').on(t.courseId),
    check('course_items_kind_check', sql`${t.kind} in ('lesson', 'quiz', 'assignment')`),
  ],
);

/** An account's finished items: one row per account and item (marking again adds nothing). */
export const itemProgress = pgTable(
  'item_progress',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: ts('completed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.itemId] }),
    // "How far is this account in this course" (counting, the outline's ticks).
    index('item_progress_account_course_idx').on(t.accountId, t.courseId),
    // The coach dashboard's weekly active participants: a course's completions by time, the
    // account in the index so the distinct count never reads the table.
    index('item_progress_course_completed_idx').on(t.courseId, t.completedAt, t.accountId),
    index('item_progress_item_idx').on(t.itemId),
  ],
);

/** A student's rating of a course they completed: 1–5 stars and an optional comment. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('course_ratings_course_account_unique').on(t.courseId, t.accountId),
    check('course_ratings_stars_check', sql`${t.stars} between 1 and 5`),
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
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => courseItems.id, { onDelete: 'set null' }),
    category: text('category').$type<ContentIssueCategory>().notNull(),
    message: text('message').notNull(),
    reporterId: uuid('reporter_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status').$type<ContentIssueStatus>().notNull().default('open'),
    /** Who last changed the status, and what they said to the reporter. */
    handledBy: uuid('handled_by').references(() => accounts.id, { onDelete: 'set null' }),
    resolution: text('resolution').notNull().default(''),
    resolvedAt: ts('resolved_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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

export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/**
 * What the academy sells (spec §1 business models). Commerce adds prices and orders; learning
 * needs to know which products would unlock a course (the 402 view names them).
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The language the name and description are written in (en, nl, ro; null: unknown), so a
     * page in another language marks them (WCAG 3.1.2). */
    language: text('language'),
    businessModel: text('business_model').$type<BusinessModel>().notNull(),
    billingPeriod: text('billing_period').$type<BillingPeriod>(),
    trialDays: integer('trial_days').notNull().default(0),
    accessMonths: integer('access_months'),
    /** Unlocks every course of the portal (a subscription, an all-courses flat fee). */
    coversAllCourses: boolean('covers_all_courses').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** VAT charged on the price, in basis points (2100 = 21 %); prices exclude it. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(2100),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('products_portal_position_idx').on(t.portalId, t.position),
    check(
      'products_business_model_check',
      sql`${t.businessModel} in ('subscription', 'flat_fee', 'in_plan')`,
    ),
    check('products_vat_rate_check', sql`${t.vatRateBasisPoints} between 0 and 10000`),
    check('products_trial_days_check', sql`${t.trialDays} between 0 and 365`),
    check('products_access_months_check', sql`${t.accessMonths} between 1 and 120`),
  ],
);

/** A product's price in one currency: integer cents, excluding VAT. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    check('product_prices_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('product_prices_amount_check', sql`${t.amountCents} between 0 and 100000000`),
  ],
);

export const productCourses = pgTable(
  'product_courses',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.courseId] }),
    index('product_courses_course_idx').on(t.courseId),
  ],
);

export const productCatalogs = pgTable(
  'product_catalogs',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.catalogId] }),
    index('product_catalogs_catalog_idx').on(t.catalogId),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
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
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // Optional; an item outlives its course (what was learned stays learned).
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
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

export const FEEDBACK_PROJECT_STATES = ['planned', 'started', 'backlog'] as const;
export type FeedbackProjectState = (typeof FEEDBACK_PROJECT_STATES)[number];

/**
 * The feedback service's projects. Not per portal: an outside feedback service
 * has one list for the whole product. `upvotes` is the count shown, kept with the upvote rows
 * in one transaction (the seed's counts have no rows behind them).
 */
export const feedbackProjects = pgTable(
  'feedback_projects',
  {
    id: id(),
    // Unique, so the seed can add missing projects by name without touching existing ones.
    name: text('name').notNull().unique(),
    // Hashtags in it (#coach) target roles; the BFF filters on them.
    description: text('description').notNull().default(''),
    /** The language the text is written in (en, nl, ro; null: unknown), so a page in another
     * language marks it (WCAG 3.1.2). */
    language: text('language'),
    state: text('state').$type<FeedbackProjectState>().notNull().default('backlog'),
    upvotes: integer('upvotes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('feedback_projects_state_check', sql`${t.state} in ('planned', 'started', 'backlog')`),
    check('feedback_projects_upvotes_check', sql`${t.upvotes} >= 0`),
  ],
);

/** Spec §3 feedback note payload, as received, with the portal it was sent from. */
export const feedbackNotes = pgTable(
  'feedback_notes',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // Null for a free idea; a note on a project outlives the project.
    projectId: uuid('project_id').references(() => feedbackProjects.id, { onDelete: 'set null' }),
    feedback: text('feedback').notNull(),
    email: text('email').notNull(),
    url: text('url').notNull(),
    entity: text('entity').notNull(),
    segments: text('segments').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_notes_project_idx').on(t.projectId),
    index('feedback_notes_account_idx').on(t.accountId),
    index('feedback_notes_portal_created_idx').on(t.portalId, t.createdAt),
  ],
);

/** One upvote per (synthetic) e-mail address and project (spec §7, §8 ALREADY_UPVOTED). */
export const feedbackUpvotes = pgTable(
  'feedback_upvotes',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => feedbackProjects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_upvotes_email_project_unique').on(sql`lower(${t.email})`, t.projectId),
    index('feedback_upvotes_project_idx').on(t.projectId),
  ],
);

export const FILE_PURPOSES = [
  'course_cover',
  'lesson_image',
  'portfolio',
  'submission',
  'avatar',
  'portal_logo',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * Every upload (SCREENS "Files"): the bytes live in the storage (the data directory by
 * default) under `storage_key`; this row says what they are and who may read them. The record
 * that owns the file (a course for covers and lesson images, a portfolio item) decides access.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    portfolioItemId: uuid('portfolio_item_id').references(() => portfolioItems.id, {
      onDelete: 'cascade',
    }),
    /** A submission's file (purpose `submission`): its ticket decides who may read it. */
    submissionId: uuid('submission_id').references((): AnyPgColumn => submissions.id, {
      onDelete: 'cascade',
    }),
    fileName: text('file_name').notNull(),
    /** Sniffed from the bytes, never taken from the browser. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_portal_created_idx').on(t.portalId, t.createdAt),
    index('files_course_idx').on(t.courseId),
    index('files_portfolio_item_idx').on(t.portfolioItemId),
    index('files_submission_idx').on(t.submissionId),
    index('files_uploaded_by_idx').on(t.uploadedBy),
    unique('files_storage_key_unique').on(t.storageKey),
    check('files_size_check', sql`${t.sizeBytes} between 0 and 50000000`),
    check(
      'files_purpose_check',
      sql`${t.purpose} in ('course_cover', 'lesson_image', 'portfolio', 'submission', 'avatar', 'portal_logo')`,
    ),
  ],
);

/**
 * Brute-force counters: failed sign-ins per account and per address, registrations
 * per address. In the database, so every app and API instance counts together.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    /** e.g. `login:account:ada@example.org`, `login:address:203.0.113.7`. */
    key: text('key').primaryKey(),
    /** Failures (or registrations) since `window_start`. */
    count: integer('count').notNull().default(0),
    windowStart: ts('window_start').notNull().defaultNow(),
    /** Refused until then (429 with Retry-After). */
    blockedUntil: ts('blocked_until'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // Old rows are swept by age.
  (t) => [index('auth_throttles_updated_idx').on(t.updatedAt)],
);

/**
 * A quiz item's settings (SCREENS "Quizzes"): pass mark, attempts, time limit, shuffling, what
 * is shown afterwards, and the random draw. One row per course item of kind `quiz`.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    itemId: uuid('item_id')
      .primaryKey()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').$type<QuizSettings>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('quizzes_portal_idx').on(t.portalId)],
);

/**
 * The question bank: every question belongs to the portal and to the quiz it was written in;
 * random quizzes may draw from the portal's questions by category and label.
 */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    quizItemId: uuid('quiz_item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    type: text('type').$type<QuestionType>().notNull(),
    prompt: text('prompt').notNull(),
    points: integer('points').notNull().default(1),
    feedback: text('feedback').notNull().default(''),
    category: text('category').notNull().default(''),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    /** The key: never sent to a student before their attempt is submitted. */
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('questions_quiz_position_idx').on(t.quizItemId, t.position),
    // Random pools: the portal's questions of a category.
    index('questions_portal_category_idx').on(t.portalId, t.category),
    check('questions_points_check', sql`${t.points} between 1 and 100`),
    check(
      'questions_type_check',
      sql`${t.type} in ('single_choice', 'multiple_choice', 'true_false', 'short_answer', 'numeric', 'matching', 'ordering', 'open')`,
    ),
  ],
);

/**
 * One attempt at a quiz: its draw is frozen when it starts (questions as they were, option
 * order), answers are kept as they are given, and it is scored once, on the server, when
 * submitted by the student or by the timer.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 1, 2, … per account and quiz. */
    number: integer('number').notNull(),
    status: text('status').$type<AttemptStatus>().notNull().default('in_progress'),
    startedAt: ts('started_at').notNull().defaultNow(),
    /** When the time limit runs out (null: none). */
    deadlineAt: ts('deadline_at'),
    submittedAt: ts('submitted_at'),
    /** 'student' or 'timer'. */
    submittedBy: text('submitted_by').$type<'student' | 'timer'>(),
    questions: jsonb('questions').$type<FrozenQuestion[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, Answer>>().notNull().default({}),
    results: jsonb('results').$type<QuestionResult[]>(),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score').notNull(),
    /** Whole percent of maxScore. */
    percent: integer('percent'),
    /** null while open answers wait for a coach. */
    passed: boolean('passed'),
    pendingReview: boolean('pending_review').notNull().default(false),
  },
  (t) => [
    unique('quiz_attempts_item_account_number_unique').on(t.itemId, t.accountId, t.number),
    index('quiz_attempts_account_course_idx').on(t.accountId, t.courseId),
    index('quiz_attempts_item_idx').on(t.itemId),
    check('quiz_attempts_status_check', sql`${t.status} in ('in_progress', 'submitted')`),
  ],
);

/** A certification (SCREENS "/admin/certifications"): required courses, minimum score, validity. */
export const certifications = pgTable(
  'certifications',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 0–100 %: the courses' quiz score needed (null: completion is enough). */
    minScore: integer('min_score'),
    /** 0–120 months; 0 = never expires. */
    validityMonths: integer('validity_months').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    certificationId: uuid('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.certificationId, t.courseId] }),
    index('certification_courses_course_idx').on(t.courseId),
  ],
);

/** An issued certificate: once per account and certification, verifiable by its code. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    certificationId: uuid('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 12+ random characters (not enumerable): /verify/{code}. */
    code: text('code').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason').notNull().default(''),
    revokedBy: uuid('revoked_by').references(() => accounts.id, { onDelete: 'set null' }),
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
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
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
    qualificationId: uuid('qualification_id')
      .notNull()
      .references(() => qualifications.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.qualificationId, t.courseId] }),
    index('qualification_courses_course_idx').on(t.courseId),
  ],
);

/**
 * An assignment item's settings (SCREENS "Coaching"): instructions, due date,
 * individual or group, and how it is graded. One row per course item of kind `assignment`.
 */
export const assignments = pgTable(
  'assignments',
  {
    itemId: uuid('item_id')
      .primaryKey()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Sanitised rich text (the shared allowlist). */
    instructionsHtml: text('instructions_html').notNull().default(''),
    dueAt: ts('due_at'),
    mode: text('mode').$type<AssignmentMode>().notNull().default('individual'),
    scheme: text('scheme').$type<GradingScheme>().notNull().default('pass_fail'),
    /** Points scheme: the maximum. */
    maxPoints: integer('max_points').notNull().default(10),
    /** Points and rubric schemes: % of the maximum needed to pass. */
    passPercent: integer('pass_percent').notNull().default(60),
    /** Rubric scheme: the criteria. */
    rubric: jsonb('rubric').$type<RubricCriterion[]>().notNull().default([]),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('assignments_course_idx').on(t.courseId),
    index('assignments_portal_due_idx').on(t.portalId, t.dueAt),
    check('assignments_mode_check', sql`${t.mode} in ('individual', 'group')`),
    check('assignments_scheme_check', sql`${t.scheme} in ('points', 'pass_fail', 'rubric')`),
    check('assignments_max_points_check', sql`${t.maxPoints} between 1 and 1000`),
    check('assignments_pass_percent_check', sql`${t.passPercent} between 0 and 100`),
  ],
);

/** Groups of a course (group_assignments): 2–10 members, by hand or CSV `email,group`. */
export const courseGroups = pgTable(
  'course_groups',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
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
    groupId: uuid('group_id')
      .notNull()
      .references(() => courseGroups.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The group's course, so "one group per student per course" is a unique constraint. */
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.accountId] }),
    unique('course_group_members_course_account_unique').on(t.courseId, t.accountId),
    index('course_group_members_account_idx').on(t.accountId),
  ],
);

/**
 * A review ticket (review-tickets; SCREENS "Coaching"): one per student (or group) and
 * assignment — its submissions are the attempts — or one per quiz attempt with open answers.
 * Statuses of shared/coaching/ticket-status.ts; `claimed_by`/`claimed_at` say who has it, and
 * the claim lapses 30 minutes after `last_activity_at` (shared/coaching/claims.ts).
 */
export const reviewTickets = pgTable(
  'review_tickets',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TicketKind>().notNull(),
    /** The student (individual assignments, quiz attempts); null for a group's ticket. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    // No action: a group with tickets or submissions is not deleted by itself (the API says
    // why); its course's deletion still takes everything with it, in one statement.
    groupId: uuid('group_id').references(() => courseGroups.id),
    /** Quiz tickets: the attempt whose open answers wait for a coach. */
    quizAttemptId: uuid('quiz_attempt_id').references(() => quizAttempts.id, {
      onDelete: 'cascade',
    }),
    status: text('status').$type<TicketStatus>().notNull().default('new'),
    /** The assignment's due date when the ticket was made (the queue's "due" filter and sort). */
    dueAt: ts('due_at'),
    claimedBy: uuid('claimed_by').references(() => accounts.id, { onDelete: 'set null' }),
    claimedAt: ts('claimed_at'),
    /** The claim lapses CLAIM_TIMEOUT_MS after this (opening, saving, grading renew it). */
    lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
    /** The current grade (shared/coaching/types.ts Grade) and what it works out to. */
    grade: jsonb('grade').$type<Grade>(),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    passed: boolean('passed'),
    /** Sanitised rich text for the student(s). */
    feedbackHtml: text('feedback_html').notNull().default(''),
    gradedBy: uuid('graded_by').references(() => accounts.id, { onDelete: 'set null' }),
    gradedAt: ts('graded_at'),
    /** The latest submission's time (the queue's "submitted" column and default order). */
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One ticket per student and assignment, per group and assignment, per quiz attempt.
    uniqueIndex('review_tickets_item_account_unique')
      .on(t.itemId, t.accountId)
      .where(sql`${t.kind} = 'assignment' and ${t.groupId} is null`),
    uniqueIndex('review_tickets_item_group_unique')
      .on(t.itemId, t.groupId)
      .where(sql`${t.groupId} is not null`),
    uniqueIndex('review_tickets_quiz_attempt_unique')
      .on(t.quizAttemptId)
      .where(sql`${t.quizAttemptId} is not null`),
    // The queue: a portal's tickets by status, newest submission first / by due date / by
    // last change; course-scoped coaches narrow by course first.
    index('review_tickets_portal_status_submitted_idx').on(
      t.portalId,
      t.status,
      t.submittedAt.desc(),
      t.id,
    ),
    // The queue walks these in order and stops at its page (LIMIT), filtering by reach on the
    // way: the open tickets newest first (the default view), and every ticket newest first.
    index('review_tickets_portal_open_submitted_idx')
      .on(t.portalId, t.submittedAt.desc(), t.id)
      .where(sql`${t.status} in ('new', 'in_review', 'resubmitted')`),
    index('review_tickets_portal_submitted_idx').on(t.portalId, t.submittedAt.desc(), t.id),
    index('review_tickets_portal_due_idx').on(t.portalId, t.dueAt, t.id),
    index('review_tickets_portal_updated_idx').on(t.portalId, t.updatedAt.desc(), t.id),
    index('review_tickets_course_status_submitted_idx').on(
      t.courseId,
      t.status,
      t.submittedAt.desc(),
    ),
    index('review_tickets_claimed_by_idx').on(t.claimedBy, t.status),
    index('review_tickets_item_idx').on(t.itemId),
    index('review_tickets_account_idx').on(t.accountId),
    index('review_tickets_group_idx').on(t.groupId),
    check('review_tickets_kind_check', sql`${t.kind} in ('assignment', 'quiz')`),
    check(
      'review_tickets_status_check',
      sql`${t.status} in ('new', 'in_review', 'changes_requested', 'resubmitted', 'graded', 'closed')`,
    ),
    check('review_tickets_owner_check', sql`(${t.accountId} is null) <> (${t.groupId} is null)`),
    check(
      'review_tickets_quiz_check',
      sql`(${t.kind} = 'quiz') = (${t.quizAttemptId} is not null)`,
    ),
  ],
);

/**
 * Whom a ticket is about: the student, or every member of the group when it was submitted.
 * "Tickets of this student" (participants, the mandate scope) and whom grades go to.
 */
export const reviewTicketAccounts = pgTable(
  'review_ticket_accounts',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => reviewTickets.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.accountId] }),
    index('review_ticket_accounts_account_idx').on(t.accountId, t.ticketId),
  ],
);

/** An attempt at an assignment: rich text and files, by a student alone or for their group. */
export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => reviewTickets.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The student of an individual assignment; null for a group's. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    // No action: a group with tickets or submissions is not deleted by itself (the API says
    // why); its course's deletion still takes everything with it, in one statement.
    groupId: uuid('group_id').references(() => courseGroups.id),
    /** Who pressed "Submit" (the student, or the member of the group). */
    submittedBy: uuid('submitted_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** 1, 2, … per ticket. */
    attempt: integer('attempt').notNull(),
    /** Sanitised rich text. */
    bodyHtml: text('body_html').notNull().default(''),
    status: text('status').$type<SubmissionStatus>().notNull().default('submitted'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    unique('submissions_ticket_attempt_unique').on(t.ticketId, t.attempt),
    index('submissions_item_account_idx').on(t.itemId, t.accountId),
    index('submissions_item_group_idx').on(t.itemId, t.groupId),
    index('submissions_course_idx').on(t.courseId),
    check('submissions_attempt_check', sql`${t.attempt} >= 1`),
    check(
      'submissions_status_check',
      sql`${t.status} in ('submitted', 'changes_requested', 'graded')`,
    ),
    check('submissions_owner_check', sql`(${t.accountId} is null) <> (${t.groupId} is null)`),
  ],
);

/** Every grade change of a ticket: who, the old and the new grade, when (shown on the ticket). */
export const gradeChanges = pgTable(
  'grade_changes',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => reviewTickets.id, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => accounts.id, { onDelete: 'set null' }),
    oldGrade: jsonb('old_grade').$type<Grade>(),
    newGrade: jsonb('new_grade').$type<Grade>().notNull(),
    oldScore: doublePrecision('old_score'),
    newScore: doublePrecision('new_score').notNull(),
    oldPassed: boolean('old_passed'),
    newPassed: boolean('new_passed').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('grade_changes_ticket_created_idx').on(t.ticketId, t.createdAt)],
);

/**
 * A coach mandate (coach_mandate_approvals): the coach may act for the student (progress,
 * submissions, enrolling) while it is approved and not past `expires_at`. Requested by a coach;
 * decided by the student's primary coach or an admin, with a reason.
 */
export const coachMandates = pgTable(
  'coach_mandates',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status').$type<MandateStatus>().notNull().default('pending'),
    /** Why the coach asks. */
    reason: text('reason').notNull().default(''),
    /** Why it was approved or declined. */
    decisionReason: text('decision_reason').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    /** Set on approval: decided_at + the portal's duration. */
    expiresAt: ts('expires_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one open request per coach and student.
    uniqueIndex('coach_mandates_pending_unique')
      .on(t.coachId, t.studentId)
      .where(sql`${t.status} = 'pending'`),
    // The enforcement lookup: this coach's approved mandates for this student.
    index('coach_mandates_coach_student_idx').on(t.coachId, t.studentId, t.status, t.expiresAt),
    index('coach_mandates_student_idx').on(t.studentId, t.status),
    // /approvals: a portal's mandates by status, newest first.
    index('coach_mandates_portal_status_created_idx').on(t.portalId, t.status, t.createdAt.desc()),
    check(
      'coach_mandates_status_check',
      sql`${t.status} in ('pending', 'approved', 'declined', 'expired')`,
    ),
    check('coach_mandates_distinct_check', sql`${t.coachId} <> ${t.studentId}`),
  ],
);

/** /admin/settings/approvals: a portal's default mandate duration (365 days unless set). */
export const approvalSettings = pgTable(
  'approval_settings',
  {
    portalId: uuid('portal_id')
      .primaryKey()
      .references(() => portals.id, { onDelete: 'cascade' }),
    mandateDays: integer('mandate_days').notNull().default(365),
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('approval_settings_days_check', sql`${t.mandateDays} between 1 and 3650`)],
);

// ---------------------------------------------------------------------------------------------
// Communication: announcements, coach news, the mailing list
// ---------------------------------------------------------------------------------------------

/**
 * An announcement of a portal: a banner under the header, an item of coach news and/or a
 * notification to every account of its audience (roles and entities; both empty = everyone).
 * Live from `starts_at` (a future start publishes by itself) until `ends_at`.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Rich text, sanitised on every write (the shared allowlist). */
    bodyHtml: text('body_html').notNull().default(''),
    /** The language of the title and text is written in (en, nl, ro; null: unknown), so a page in another
     * language marks it (WCAG 3.1.2). */
    language: text('language'),
    severity: text('severity').$type<AnnouncementSeverity>().notNull().default('info'),
    audienceRoles: text('audience_roles').array().notNull().default(sql`'{}'::text[]`),
    audienceEntityIds: uuid('audience_entity_ids').array().notNull().default(sql`'{}'::uuid[]`),
    showBanner: boolean('show_banner').notNull().default(false),
    showNews: boolean('show_news').notNull().default(false),
    notify: boolean('notify').notNull().default(false),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * The notification fan-out (exactly once, in batches, by the background worker): the last
     * account id notified (accounts are walked in id order), how many, and when it finished.
     * Each batch inserts its notifications and moves the cursor in one transaction.
     */
    notifyCursor: uuid('notify_cursor'),
    notifiedCount: integer('notified_count').notNull().default(0),
    notifiedAt: ts('notified_at'),
  },
  (t) => [
    // The admin list and coach news: a portal's announcements, newest start first.
    index('announcements_portal_starts_idx').on(t.portalId, t.startsAt.desc(), t.id.desc()),
    // The banner of every signed-in page (/v1/me): the portal's banners only.
    index('announcements_portal_banner_idx')
      .on(t.portalId, t.startsAt.desc())
      .where(sql`${t.showBanner}`),
    // The worker's probe: fan-outs that are due and not done.
    index('announcements_fanout_due_idx')
      .on(t.startsAt)
      .where(sql`${t.notify} and ${t.notifiedAt} is null`),
  ],
);

/** "Dismiss" on a banner, per account, so it stays dismissed on every device. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    dismissedAt: ts('dismissed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.announcementId] }),
    index('announcement_dismissals_announcement_idx').on(t.announcementId),
  ],
);

/**
 * A translation of what a course or an announcement says to its readers: one
 * per owner and portal language, never in the original's own language (the API refuses it).
 * Exactly one owner; it goes with its owner. `summary` is a course's (plain text), `body_html`
 * the course's description or the announcement's text (rich text, sanitised on every write
 * like the original's).
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    id: id(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    announcementId: uuid('announcement_id').references(() => announcements.id, {
      onDelete: 'cascade',
    }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'content_translations_one_owner_check',
      sql`num_nonnulls(${t.courseId}, ${t.announcementId}) = 1`,
    ),
    // A reader's language: the owner's translation by (owner, locale); the editor's list by owner.
    uniqueIndex('content_translations_course_locale_unique')
      .on(t.courseId, t.locale)
      .where(sql`${t.courseId} is not null`),
    uniqueIndex('content_translations_announcement_locale_unique')
      .on(t.announcementId, t.locale)
      .where(sql`${t.announcementId} is not null`),
  ],
);

/**
 * The mailing list's consent per account: confirmed (may be mailed) or unsubscribed (never
 * mailed again until they subscribe themselves). One row per account; its portal is the
 * account's.
 */
export const mailingSubscribers = pgTable(
  'mailing_subscribers',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<SubscriberStatus>().notNull(),
    /** How the consent was given: the account itself, a re-subscription, the demo seed. */
    source: text('source').notNull().default('account'),
    confirmedAt: ts('confirmed_at'),
    unsubscribedAt: ts('unsubscribed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('mailing_subscribers_portal_status_idx').on(t.portalId, t.status, t.accountId),
    index('mailing_subscribers_portal_updated_idx').on(t.portalId, t.updatedAt.desc(), t.id),
  ],
);

/** The audience of a mailing as stored (shared/communication/audience.ts). */
export type StoredMailingAudience = {
  roles: string[];
  entity_ids: string[];
  subscription: AudienceSubscription;
  course_id: string | null;
};

/** A mailing: composed, then sent now or at a time, in batches, to its audience. */
export const mailings = pgTable(
  'mailings',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    audience: jsonb('audience').$type<StoredMailingAudience>().notNull(),
    status: text('status').$type<MailingStatus>().notNull().default('draft'),
    /** When to send (null: a draft, or "now"). */
    scheduledAt: ts('scheduled_at'),
    /** When its recipients were fixed and the first batch claimed. */
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('mailings_portal_created_idx').on(t.portalId, t.createdAt.desc(), t.id.desc()),
    // The worker's probe: mailings whose time has come, and those going out.
    index('mailings_due_idx')
      .on(t.status, t.scheduledAt)
      .where(sql`${t.status} in ('scheduled', 'sending')`),
  ],
);

/**
 * One message of a mailing: its recipient as fixed when the send started, and its state.
 * Workers claim queued rows in batches (FOR UPDATE SKIP LOCKED) and lease them; a row is
 * marked sent right after its message is handed over, so a send that stops half-way resumes
 * with the rest and nobody is mailed twice.
 */
export const mailingRecipients = pgTable(
  'mailing_recipients',
  {
    id: id(),
    mailingId: uuid('mailing_id')
      .notNull()
      .references(() => mailings.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    status: text('status').$type<RecipientStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** While sending: the worker's claim expires then (another may declare it interrupted). */
    leaseUntil: ts('lease_until'),
    sentAt: ts('sent_at'),
    /** Without SMTP_URL: the .eml file written in the data directory. */
    messageFile: text('message_file'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('mailing_recipients_mailing_account_unique').on(t.mailingId, t.accountId),
    // Claiming (status queued, in id order), the log's status filter and the progress counts.
    // (The log's search is an infix ILIKE within one mailing: no index would serve it, and each
    // one more is written on every status change of a 10,000-message send.)
    index('mailing_recipients_mailing_status_idx').on(t.mailingId, t.status, t.id),
  ],
);

/**
 * Secrets the API generates once and every instance shares (the unsubscribe links' HMAC key
 * when UNSUBSCRIBE_SECRET is not set).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Commerce (SCREENS "Commerce"): sales catalogs, orders, promotions and order automations
// ---------------------------------------------------------------------------------------------

/** A price list of the portal: the products the order form offers, in their order. */
export const salesCatalogs = pgTable(
  'sales_catalogs',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The currency its orders are in; its products need a price in it. */
    currency: text('currency').notNull().default('EUR'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('sales_catalogs_portal_position_idx').on(t.portalId, t.position),
    check('sales_catalogs_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const salesCatalogProducts = pgTable(
  'sales_catalog_products',
  {
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => salesCatalogs.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.catalogId, t.productId] }),
    index('sales_catalog_products_catalog_position_idx').on(t.catalogId, t.position),
    index('sales_catalog_products_product_idx').on(t.productId),
  ],
);

/**
 * The last order number of a portal in a year. An order takes the next one by updating this row
 * in its own transaction: the row lock makes concurrent orders wait their turn, and a rolled
 * back order gives its number back, so numbers are never shared and never skipped.
 */
export const orderCounters = pgTable(
  'order_counters',
  {
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.year] })],
);

export const ORDER_STATUS_VALUES = [
  'draft',
  'pending_payment',
  'paid',
  'fulfilled',
  'cancelled',
  'refunded',
] as const;
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];

/**
 * An order of a customer (an entity, or one account), with its figures as the server computed
 * them when it was made. The customer's name is kept as it was then (lists, search, CSV).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    /** DEMO-2026-000001: unique within the portal, gapless per year. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    status: text('status').$type<OrderStatusValue>().notNull().default('draft'),
    customerEntityId: uuid('customer_entity_id').references(() => entities.id, {
      onDelete: 'set null',
    }),
    customerAccountId: uuid('customer_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    customerName: text('customer_name').notNull(),
    salesCatalogId: uuid('sales_catalog_id').references(() => salesCatalogs.id, {
      onDelete: 'set null',
    }),
    currency: text('currency').notNull(),
    promotionId: uuid('promotion_id').references((): AnyPgColumn => promotions.id, {
      onDelete: 'set null',
    }),
    promotionCode: text('promotion_code'),
    billingReference: text('billing_reference').notNull().default(''),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    unique('orders_portal_number_unique').on(t.portalId, t.number),
    unique('orders_portal_year_sequence_unique').on(t.portalId, t.year, t.sequence),
    // The list: by date (newest first is this read backwards), by status, total, customer; id
    // breaks ties. Ascending on purpose: drizzle's desc() is NULLS LAST, which ORDER BY … DESC
    // (NULLS FIRST) cannot use, while an ascending index read backwards serves it exactly.
    index('orders_portal_created_idx').on(t.portalId, t.createdAt, t.id),
    index('orders_portal_status_created_idx').on(t.portalId, t.status, t.createdAt, t.id),
    // A status filter sorted by total (the money view: what is still to be paid, the largest first).
    index('orders_portal_status_total_idx').on(t.portalId, t.status, t.totalCents, t.id),
    index('orders_portal_total_idx').on(t.portalId, t.totalCents, t.id),
    index('orders_portal_customer_idx').on(t.portalId, t.customerName, t.id),
    // filter[search]: number, customer or billing reference, infix (see accounts' trigram note).
    index('orders_search_trgm_idx')
      .using(
        'gin',
        sql`lower(${t.number} || ' ' || ${t.customerName} || ' ' || ${t.billingReference}) gin_trgm_ops`,
      )
      .with({ fastupdate: false }),
    // A customer's orders (the student's /account/orders, the entity's accounts).
    index('orders_customer_entity_idx').on(t.customerEntityId, t.createdAt, t.id),
    index('orders_customer_account_idx').on(t.customerAccountId, t.createdAt, t.id),
    index('orders_promotion_idx').on(t.promotionId),
    // The dashboard's orders and revenue: a portal's orders by payment time (paid ones only).
    index('orders_portal_paid_idx').on(t.portalId, t.paidAt).where(sql`${t.paidAt} is not null`),
    check(
      'orders_status_check',
      sql`${t.status} in ('draft', 'pending_payment', 'paid', 'fulfilled', 'cancelled', 'refunded')`,
    ),
    check(
      'orders_one_customer_check',
      sql`${t.customerEntityId} is null or ${t.customerAccountId} is null`,
    ),
    check('orders_amounts_check', sql`${t.totalCents} >= 0 and ${t.discountCents} >= 0`),
  ],
);

/**
 * How many orders of a portal are in each status, kept exact by statement-level triggers on
 * orders (migration 0014, hand-written part): the list's total with no filter or a status
 * filter is one row read, not a count over 100,000 orders.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.status] })],
);

/** A line of an order: the product as it was sold (name, price, VAT) and its figures. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /** The language the product's name was written in when sold (en, nl, ro; null: unknown), so
     * a page in another language marks it (WCAG 3.1.2). Kept with the name, which the
     * line keeps as sold. */
    productLanguage: text('product_language'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_lines_order_position_idx').on(t.orderId, t.position),
    // filter[product] of the orders list (a semi-join read from this index alone).
    index('order_lines_product_idx').on(t.productId, t.orderId),
    check('order_lines_quantity_check', sql`${t.quantity} between 1 and 1000`),
  ],
);

/**
 * Seats: a line's quantity is its number of seats, and only the accounts that
 * hold one get what the line's order automations grant. Sales staff assign a seat to an account
 * of the order's customer and free it again (freed_at; the row stays, the order's history); a
 * refund or cancellation frees them all. One active seat per line and account.
 */
export const orderSeatAssignments = pgTable(
  'order_seat_assignments',
  {
    id: id(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
    /** Who assigned it (null: the system, at payment, when every account had a seat). */
    assignedBy: uuid('assigned_by').references(() => accounts.id, { onDelete: 'set null' }),
    freedAt: ts('freed_at'),
    freedBy: uuid('freed_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('order_seat_assignments_line_account_active_unique')
      .on(t.orderLineId, t.accountId)
      .where(sql`${t.freedAt} is null`),
    // The order page's holders of a line (oldest first) and the count of its used seats.
    index('order_seat_assignments_line_active_idx')
      .on(t.orderLineId, t.assignedAt, t.id)
      .where(sql`${t.freedAt} is null`),
    // The access rule: does this account hold a seat (of a paid order's line)?
    index('order_seat_assignments_account_active_idx')
      .on(t.accountId, t.orderLineId)
      .where(sql`${t.freedAt} is null`),
  ],
);

/** The order's timeline: every status change and automation outcome, with who and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    // UUIDv7 from created_at: the timeline's order.
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>(),
    /** Who did it (null: the system, e.g. automations fulfilling the order). */
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_created_idx').on(t.orderId, t.createdAt, t.id)],
);

/** A portal promotion code (SCREENS "/admin/sales/promotions"). */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    /** In capitals: codes compare without regard to case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** The language the description is written in (en, nl, ro; null: unknown), so a page in another
     * language marks it (WCAG 3.1.2). */
    language: text('language'),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    percent: integer('percent'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    currency: text('currency'),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    maxRedemptions: integer('max_redemptions'),
    maxPerAccount: integer('max_per_account'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('promotions_portal_code_unique').on(t.portalId, t.code),
    index('promotions_portal_created_idx').on(t.portalId, t.createdAt),
    check('promotions_kind_check', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'promotions_value_check',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100) or (${t.kind} = 'amount' and ${t.amountCents} > 0 and ${t.currency} is not null)`,
    ),
    check('promotions_code_check', sql`${t.code} ~ '^[A-Z0-9_-]{4,32}$'`),
  ],
);

/** The products a promotion applies to (none: every product). */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index('promotion_products_product_idx').on(t.productId),
  ],
);

/**
 * One use of a promotion by an order. Made in the order's transaction with the promotion's row
 * locked, so its limits hold when orders arrive at once; released when the order is cancelled.
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: id(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The customer (an account or an entity id) the per-account limit counts for. */
    customerKey: uuid('customer_key').notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    redeemedAt: ts('redeemed_at').notNull().defaultNow(),
    releasedAt: ts('released_at'),
  },
  (t) => [
    index('promotion_redemptions_promotion_idx').on(t.promotionId, t.redeemedAt, t.id),
    index('promotion_redemptions_customer_idx').on(t.promotionId, t.customerKey),
  ],
);

export const AUTOMATION_TRIGGER_VALUES = ['paid', 'refunded'] as const;

/** What happens when an order is paid or refunded (SCREENS "/admin/settings/order-automations"). */
export const orderAutomations = pgTable(
  'order_automations',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    trigger: text('trigger').$type<'paid' | 'refunded'>().notNull().default('paid'),
    /** Runs for orders with this product (null: every order). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    subscriptionMonths: integer('subscription_months'),
    coachId: uuid('coach_id').references(() => accounts.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_automations_portal_position_idx').on(t.portalId, t.position),
    index('order_automations_product_idx').on(t.productId),
    check('order_automations_trigger_check', sql`${t.trigger} in ('paid', 'refunded')`),
    check('order_automations_months_check', sql`${t.subscriptionMonths} between 1 and 120`),
  ],
);

/** The courses an automation enrols the customer's accounts in. */
export const orderAutomationCourses = pgTable(
  'order_automation_courses',
  {
    automationId: uuid('automation_id')
      .notNull()
      .references(() => orderAutomations.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.automationId, t.courseId] }),
    index('order_automation_courses_course_idx').on(t.courseId),
  ],
);

/**
 * One automation's run for one order and trigger: `key` (order:rule:trigger) is unique, so a
 * rule runs once per order however often payment is recorded or a retry is asked for.
 */
export const orderAutomationRuns = pgTable(
  'order_automation_runs',
  {
    id: id(),
    key: text('key').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    automationId: uuid('automation_id').references(() => orderAutomations.id, {
      onDelete: 'set null',
    }),
    /** The rule as it was when it ran (its name and actions). */
    automationName: text('automation_name').notNull(),
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull().default({}),
    trigger: text('trigger').$type<'paid' | 'refunded'>().notNull(),
    status: text('status').$type<'running' | 'done' | 'failed' | 'undone'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_automation_runs_order_idx').on(t.orderId, t.createdAt),
    check(
      'order_automation_runs_status_check',
      sql`${t.status} in ('running', 'done', 'failed', 'undone')`,
    ),
  ],
);

/** A step of a run, done at most once: what it granted is kept so a refund can undo it. */
export const orderAutomationSteps = pgTable(
  'order_automation_steps',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => orderAutomationRuns.id, { onDelete: 'cascade' }),
    step: text('step').$type<AutomationStep>().notNull(),
    status: text('status').$type<'done' | 'failed' | 'undone'>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.step] }),
    check(
      'order_automation_steps_step_check',
      sql`${t.step} in ('enrol', 'subscription', 'coach', 'notify')`,
    ),
    check('order_automation_steps_status_check', sql`${t.status} in ('done', 'failed', 'undone')`),
  ],
);

/**
 * Access to one course that a paid order gave an account (an automation's enrol step): learning
 * in the course needs no subscription while it runs. A refund revokes it.
 */
export const courseAccessGrants = pgTable(
  'course_access_grants',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    runId: uuid('run_id')
      .notNull()
      .references(() => orderAutomationRuns.id, { onDelete: 'cascade' }),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    unique('course_access_grants_run_account_course_unique').on(t.runId, t.accountId, t.courseId),
    index('course_access_grants_account_course_idx').on(t.accountId, t.courseId),
    index('course_access_grants_course_idx').on(t.courseId),
  ],
);

/**
 * A coach's private notes about a student (/coach/mentees, the participant's page): only the
 * coach who wrote them reads them, never the student, other coaches or staff.
 */
export const coachNotes = pgTable(
  'coach_notes',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // "My notes about this student, newest first" (the mentee's notes, the participant's page).
    index('coach_notes_coach_student_created_idx').on(
      t.coachId,
      t.studentId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('coach_notes_student_idx').on(t.studentId),
    check('coach_notes_distinct_check', sql`${t.coachId} <> ${t.studentId}`),
  ],
);

/**
 * What the coach's participant lists show, kept per coach and student: who
 * the coach reaches (the rule of access/coach-scope.ts: courses they coach, primary coach,
 * active mandates) and, over the enrolments reached, progress, last activity, how far behind
 * the course average, overdue assignments and open tickets. Kept right by the triggers of
 * migration 0015 on every table it depends on (enrolments, tickets, assignments, coaches,
 * primary coach, mandates, feature flags), so a list of 10,000 participants reads this table
 * by its indexes instead of aggregating every enrolment per request. Rows whose facts depend on
 * time (an assignment falling due, a mandate lapsing) carry `valid_until` and are worked out
 * again when read after it.
 */
export const coachParticipants = pgTable(
  'coach_participants',
  {
    coachId: uuid('coach_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    /** Every course of the student (primary coach, active mandate), or only the coached ones. */
    whole: boolean('whole').notNull(),
    /** The coach is the student's primary coach. */
    mentee: boolean('mentee').notNull(),
    /** The courses reached (enrolled). */
    courseIds: uuid('course_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Rounded average progress over the courses reached; null without any. */
    progress: integer('progress'),
    courseCount: integer('course_count').notNull().default(0),
    /** Courses reached and not completed: nobody is at risk in what they finished. */
    activeCourses: integer('active_courses').notNull().default(0),
    /** The latest activity (an item finished, or enrolling) in those courses. */
    lastActivityAt: ts('last_activity_at'),
    /** The largest gap below a course's average (whole points), and that course. */
    behind: integer('behind'),
    behindCourseId: uuid('behind_course_id'),
    /** Assignments past their due date without a submission. */
    overdue: integer('overdue').notNull().default(0),
    openTickets: integer('open_tickets').notNull().default(0),
    /** When the row must be worked out again (an assignment falls due, a mandate lapses). */
    validUntil: ts('valid_until'),
    refreshedAt: ts('refreshed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.coachId, t.studentId] }),
    index('coach_participants_student_idx').on(t.studentId),
    // The list's sorts other than by name and last online (those walk the accounts' indexes),
    // each direction with the participants without a value last.
    index('coach_participants_progress_idx').on(t.coachId, t.progress, t.studentId),
    index('coach_participants_progress_desc_idx').on(
      t.coachId,
      t.progress.desc().nullsLast(),
      t.studentId.desc(),
    ),
    index('coach_participants_activity_idx').on(t.coachId, t.lastActivityAt, t.studentId),
    index('coach_participants_activity_desc_idx').on(
      t.coachId,
      t.lastActivityAt.desc().nullsLast(),
      t.studentId.desc(),
    ),
    index('coach_participants_tickets_idx').on(t.coachId, t.openTickets, t.studentId),
    index('coach_participants_valid_until_idx')
      .on(t.coachId, t.validUntil)
      .where(sql`${t.validUntil} is not null`),
  ],
);

/**
 * Per course: participants, the sum of their progress (its average), completions and how many
 * fall in each progress band of shared/participants/progress.ts (0–19 … 80–99, 100). Kept by
 * the enrolments' triggers (migration 0015) from each change alone, never by re-reading a
 * course's enrolments: /coach/courses, the dashboard and "behind the course average" read it.
 */
export const courseProgressStats = pgTable('course_progress_stats', {
  courseId: uuid('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
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
 * Every change of a portal's feature flags (spec §6, stored in portals.features): who, from
 * what to what, when. The name is kept as it was, so the history survives the account.
 */
export const featureFlagChanges = pgTable(
  'feature_flag_changes',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    flag: text('flag').$type<PortalFeatureFlag>().notNull(),
    oldValue: boolean('old_value').notNull(),
    newValue: boolean('new_value').notNull(),
    changedBy: uuid('changed_by').references(() => accounts.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull(),
    changedAt: ts('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('feature_flag_changes_portal_changed_idx').on(
      t.portalId,
      t.changedAt.desc(),
      t.id.desc(),
    ),
  ],
);

/**
 * A portal's integration secrets (the chat's identity secret): written, never read back by
 * any endpoint; the settings screen sees only whether one is set, its last 4 characters and when.
 */
export const portalSecrets = pgTable(
  'portal_secrets',
  {
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.name] })],
);

export const AGREEMENT_KINDS = ['terms', 'privacy'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];
export const AGREEMENT_STATUSES = ['draft', 'published'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/**
 * A version of a portal's terms or privacy statement (shared/agreements/versions.ts): major.minor,
 * a draft until published, never changed after. A published major version must be accepted by
 * every account of the portal at its next sign-in; a minor one needs no new acceptance.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AgreementKind>().notNull(),
    major: integer('major').notNull(),
    minor: integer('minor').notNull(),
    status: text('status').$type<AgreementStatus>().notNull().default('draft'),
    publishedAt: ts('published_at'),
    publishedBy: uuid('published_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('agreement_versions_portal_kind_version_unique').on(
      t.portalId,
      t.kind,
      t.major,
      t.minor,
    ),
    // At most one draft per document.
    uniqueIndex('agreement_versions_one_draft_unique')
      .on(t.portalId, t.kind)
      .where(sql`${t.status} = 'draft'`),
    // The current versions: a portal's published ones, newest first per kind.
    index('agreement_versions_portal_published_idx')
      .on(t.portalId, t.kind, t.major.desc(), t.minor.desc())
      .where(sql`${t.status} = 'published'`),
    check('agreement_versions_kind_check', sql`${t.kind} in ('terms', 'privacy')`),
    check('agreement_versions_status_check', sql`${t.status} in ('draft', 'published')`),
    check('agreement_versions_numbers_check', sql`${t.major} >= 1 and ${t.minor} >= 0`),
    check(
      'agreement_versions_published_check',
      sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`,
    ),
  ],
);

/** The text of an agreement version in one language (sanitised rich text). */
export const agreementTexts = pgTable(
  'agreement_texts',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => agreementVersions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.locale] })],
);

/** An account accepted an agreement version (at sign-in, or when registering). */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => agreementVersions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    acceptedAt: ts('accepted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.versionId] }),
    // The acceptance report: a version's acceptances, newest first.
    index('agreement_acceptances_version_accepted_idx').on(
      t.versionId,
      t.acceptedAt.desc(),
      t.accountId,
    ),
  ],
);

/** The accounts a staff member opened lately on a portal (/admin/support), newest first. */
export const recentAccountViews = pgTable(
  'recent_account_views',
  {
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.accountId] }),
    index('recent_account_views_viewer_idx').on(t.viewerId, t.portalId, t.viewedAt.desc()),
    index('recent_account_views_account_idx').on(t.accountId),
  ],
);

/**
 * The dashboard's learning figures per course and week (Monday, Europe/Amsterdam): enrolments
 * made and completions reached, kept exact by statement-level triggers on enrollments (this
 * migration's hand-written part), so twelve weeks are a few dozen rows to add up instead of a
 * scan of every enrolment. A course's rows go with it.
 */
export const courseWeeklyStats = pgTable(
  'course_weekly_stats',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    enrollments: integer('enrollments').notNull().default(0),
    completions: integer('completions').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.week] }),
    index('course_weekly_stats_portal_week_idx').on(t.portalId, t.week),
  ],
);

/**
 * When each learner last finished an item on a portal (kept by a trigger on item_progress):
 * "active students" counts these rows in a time window through one index range, not a million
 * progress rows.
 */
export const learnerActivity = pgTable(
  'learner_activity',
  {
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lastActiveAt: ts('last_active_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.portalId, t.accountId] }),
    index('learner_activity_portal_active_idx').on(t.portalId, t.lastActiveAt),
    index('learner_activity_account_idx').on(t.accountId),
  ],
);

/**
 * Distinct learners who finished an item on a portal per week (Monday, Europe/Amsterdam), kept
 * by the same trigger: a learner counts once per week, the first time they are active in it.
 */
export const portalWeeklyActivity = pgTable(
  'portal_weekly_activity',
  {
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    activeStudents: integer('active_students').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.week] })],
);
