import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PortalFeatureFlag } from '../../shared/portals/feature-flags';
import { accounts } from '../accounts/schema';
import { courses } from '../authoring/schema';
import { cascadeRef, createdAt, id, joinKeys, setNullRef, ts, updatedAt } from '../db/columns';

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
    portalId: cascadeRef('portal_id', () => portals.id),
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
    portalId: cascadeRef('portal_id', () => portals.id),
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
    portalId: cascadeRef('portal_id', () => portals.id),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('portal_parameters_portal_type_idx').on(t.portalId, t.type)],
);

export const themes = pgTable('themes', {
  id: id(),
  portalId: cascadeRef('portal_id', () => portals.id).unique(),
  colors: jsonb('colors').$type<Record<string, string>>().notNull().default({}),
  styles: jsonb('styles').$type<Record<string, unknown>>().notNull().default({}),
  assets: jsonb('assets').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
});

/**
 * Every change of a portal's feature flags (spec §6, stored in portals.features): who, from
 * what to what, when. The name is kept as it was, so the history survives the account.
 */
export const featureFlagChanges = pgTable(
  'feature_flag_changes',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    flag: text('flag').$type<PortalFeatureFlag>().notNull(),
    oldValue: boolean('old_value').notNull(),
    newValue: boolean('new_value').notNull(),
    changedBy: setNullRef('changed_by', () => accounts.id),
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
 * A portal's integration secrets (the chat's identity secret, payment keys): written, never read
 * back by any endpoint, sealed at rest (`sealed:` + AES-256-GCM, academy-api/security/sealing.ts).
 * The settings screen sees only what was kept beside the seal when it was written: a hint (the
 * last 4 characters, or nothing for a payment key), the key's mode (test or live) and when.
 */
export const portalSecrets = pgTable(
  'portal_secrets',
  {
    portalId: cascadeRef('portal_id', () => portals.id),
    name: text('name').notNull(),
    value: text('value').notNull(),
    hint: text('hint').notNull().default(''),
    mode: text('mode'),
    updatedBy: setNullRef('updated_by', () => accounts.id),
    updatedAt: updatedAt(),
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
    portalId: cascadeRef('portal_id', () => portals.id),
    kind: text('kind').$type<AgreementKind>().notNull(),
    major: integer('major').notNull(),
    minor: integer('minor').notNull(),
    status: text('status').$type<AgreementStatus>().notNull().default('draft'),
    publishedAt: ts('published_at'),
    publishedBy: setNullRef('published_by', () => accounts.id),
    createdBy: setNullRef('created_by', () => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    versionId: cascadeRef('version_id', () => agreementVersions.id),
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
    accountId: cascadeRef('account_id', () => accounts.id),
    versionId: cascadeRef('version_id', () => agreementVersions.id),
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

/**
 * The dashboard's learning figures per course and week (Monday, Europe/Amsterdam): enrolments
 * made and completions reached, kept exact by statement-level triggers on enrollments (this
 * migration's hand-written part), so twelve weeks are a few dozen rows to add up instead of a
 * scan of every enrolment. A course's rows go with it.
 */
export const courseWeeklyStats = pgTable(
  'course_weekly_stats',
  {
    courseId: cascadeRef('course_id', () => courses.id),
    portalId: cascadeRef('portal_id', () => portals.id),
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
    portalId: cascadeRef('portal_id', () => portals.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    lastActiveAt: ts('last_active_at').notNull(),
  },
  (t) => [
    index('learner_activity_portal_active_idx').on(t.portalId, t.lastActiveAt),
    ...joinKeys(t.portalId, t.accountId, 'learner_activity_account_idx'),
  ],
);

/**
 * Distinct learners who finished an item on a portal per week (Monday, Europe/Amsterdam), kept
 * by the same trigger: a learner counts once per week, the first time they are active in it.
 */
export const portalWeeklyActivity = pgTable(
  'portal_weekly_activity',
  {
    portalId: cascadeRef('portal_id', () => portals.id),
    week: date('week', { mode: 'string' }).notNull(),
    activeStudents: integer('active_students').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.week] })],
);
