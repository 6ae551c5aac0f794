import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProfileLink, ProfileVisibility } from '../../shared/profiles/rules';
import { cascadeRef, createdAt, id, joinKeys, ref, setNullRef, ts, updatedAt } from '../db/columns';
import { files } from '../files/schema';
import { portals } from '../portals/schema';

export type BusinessModel = 'subscription' | 'flat_fee' | 'in_plan';

export type SubscriptionKind = 'trial' | 'paid';

export const entities = pgTable(
  'entities',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('entities_portal_name_idx').on(t.portalId, t.name)],
);

export const contracts = pgTable('contracts', {
  id: id(),
  entityId: cascadeRef('entity_id', () => entities.id).unique(),
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
    portalId: cascadeRef('portal_id', () => portals.id),
    entityId: ref('entity_id', () => entities.id, 'restrict').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    // Shown on the primary-coach card; optional like the contract's phone_number.
    phoneNumber: text('phone_number'),
    locale: text('locale').notNull().default('nl'),
    /**
     * Null: the account has no password yet — invited (issue 43, item 2) and not yet accepted,
     * or made by an import. It cannot sign in until its invitation's link sets one (or, once
     * issue 39 brings them, a sign-in provider vouches for it).
     */
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    lastOnline: ts('last_online'),
    primaryCoachId: setNullRef('primary_coach_id', (): AnyPgColumn => accounts.id),
    createdAt: createdAt(),
    /**
     * When the person's data was erased (issue 42, item 4): the row stays, anonymised, because
     * orders, certificates and other people's records point at it.
     */
    erasedAt: ts('erased_at'),
    /**
     * When the account was deactivated (issue 39: SCIM `active: false` or DELETE): its sessions
     * end and it cannot sign in any way, its data and history stay; null: active.
     */
    deactivatedAt: ts('deactivated_at'),
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
    // The invitations list: a portal's accounts without a password, newest first (a partial
    // index: the few invited among many accounts).
    index('accounts_portal_invited_idx')
      .on(t.portalId, t.createdAt.desc())
      .where(sql`${t.passwordHash} is null`),
  ],
);

export const accountRoles = pgTable(
  'account_roles',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
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
    portalId: cascadeRef('portal_id', () => portals.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    oldRoles: text('old_roles').array().notNull(),
    newRoles: text('new_roles').array().notNull(),
    changedBy: setNullRef('changed_by', () => accounts.id),
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
  accountId: cascadeRef('account_id', () => accounts.id).unique(),
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
    accountId: cascadeRef('account_id', () => accounts.id).unique(),
    headline: text('headline'),
    bio: text('bio'),
    links: jsonb('links').$type<ProfileLink[]>().notNull().default([]),
    visibility: text('visibility').$type<ProfileVisibility>().notNull().default('private'),
    avatarFileId: setNullRef('avatar_file_id', (): AnyPgColumn => files.id),
    updatedAt: updatedAt(),
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
    accountId: cascadeRef('account_id', () => accounts.id),
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
    accountId: cascadeRef('account_id', () => accounts.id),
    // sha256 hex of the bearer token: a database leak does not leak usable tokens.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /**
     * Whom this session acts as (issue 43, item 3: support's "act as user"), since when; null:
     * the account itself. Ends with the session, or when the acted-as account is erased.
     */
    actingAs: setNullRef('acting_as', (): AnyPgColumn => accounts.id),
    actingSince: ts('acting_since'),
  },
  (t) => [
    index('login_tokens_account_id_idx').on(t.accountId),
    index('login_tokens_acting_as_idx').on(t.actingAs),
  ],
);

/**
 * Single-use links mailed to an account: "forgot password" (valid 60 minutes),
 * the confirmation of a new e-mail address (valid 24 hours, `new_email` is the address it
 * confirms) and an invitation (issue 43: valid 14 days, sets the first password). Only the
 * sha256 of the link's token is stored; `used_at` makes it single-use.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: id(),
    accountId: cascadeRef('account_id', () => accounts.id),
    purpose: text('purpose').notNull().$type<'password_reset' | 'email_change' | 'invitation'>(),
    tokenHash: text('token_hash').notNull().unique(),
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    index('account_links_account_purpose_idx').on(t.accountId, t.purpose),
    check(
      'account_links_purpose_check',
      sql`${t.purpose} in ('password_reset', 'email_change', 'invitation')`,
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
    updatedAt: updatedAt(),
  },
  // Old rows are swept by age.
  (t) => [index('auth_throttles_updated_idx').on(t.updatedAt)],
);

/** The accounts a staff member opened lately on a portal (/admin/support), newest first. */
export const recentAccountViews = pgTable(
  'recent_account_views',
  {
    viewerId: cascadeRef('viewer_id', () => accounts.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    portalId: cascadeRef('portal_id', () => portals.id),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    index('recent_account_views_viewer_idx').on(t.viewerId, t.portalId, t.viewedAt.desc()),
    ...joinKeys(t.viewerId, t.accountId, 'recent_account_views_account_idx'),
  ],
);

/**
 * A people import (issue 43, item 2): the checked file, waiting for Confirm, then its results.
 * Kept 24 hours (`expires_at`), then swept: the rows name people. Off the change feed: nothing an
 * instance keeps reads it.
 */
export const accountImports = pgTable(
  'account_imports',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    /** Who checked the file: only they confirm it. */
    createdBy: setNullRef('created_by', () => accounts.id),
    fileName: text('file_name').notNull().default(''),
    /** The columns the file had (a column left out keeps what accounts have). */
    columns: text('columns').array().notNull(),
    status: text('status').$type<'previewed' | 'confirmed'>().notNull().default('previewed'),
    /** Rows per outcome at the check, and per result once confirmed. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    results: jsonb('results').$type<Record<string, number>>(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [
    index('account_imports_portal_created_idx').on(t.portalId, t.createdAt.desc()),
    index('account_imports_expires_idx').on(t.expiresAt),
    index('account_imports_created_by_idx').on(t.createdBy),
    check('account_imports_status_check', sql`${t.status} in ('previewed', 'confirmed')`),
  ],
);

/** One row of an import's file: what it says, what the check found, and what Confirm did. */
export const accountImportRows = pgTable(
  'account_import_rows',
  {
    importId: cascadeRef('import_id', () => accountImports.id),
    /** The row as a spreadsheet numbers it (the header is row 1). */
    row: integer('row').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name'),
    entity: text('entity'),
    roles: text('roles').array(),
    language: text('language'),
    outcome: text('outcome').$type<'create' | 'update' | 'unchanged' | 'error'>().notNull(),
    changes: text('changes').array().notNull(),
    /** [{ column, code, values }] (worded in the reader's language when read). */
    problems: jsonb('problems').$type<unknown[]>().notNull(),
    result: text('result').$type<'created' | 'updated' | 'unchanged' | 'skipped' | 'failed'>(),
    /** The account the row updated or made. */
    accountId: setNullRef('account_id', () => accounts.id),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.row] }),
    // The preview's filter by outcome, and the results' by result, in row order.
    index('account_import_rows_outcome_idx').on(t.importId, t.outcome, t.row),
    index('account_import_rows_result_idx').on(t.importId, t.result, t.row),
    index('account_import_rows_account_idx').on(t.accountId),
  ],
);
