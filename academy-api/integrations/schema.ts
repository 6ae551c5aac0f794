import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApiTokenScope } from '../../shared/integrations/api-token-scopes';
import type { WebhookEventType } from '../../shared/integrations/webhook-events';
import { accounts, entities } from '../accounts/schema';
import { cascadeRef, createdAt, id, joinKeys, setNullRef, ts, updatedAt } from '../db/columns';
import { portals } from '../portals/schema';

/**
 * API tokens (issue 42): made by a portal's admin for another system, acting as that admin
 * narrowed to `scopes`, on that portal only. Only the sha256 of the token is stored. Every
 * use writes `last_used_at` and the minute's count (the throttle every instance shares), so the
 * table is off the change feed: nothing an instance keeps reads it, and a token is looked up on
 * each request, so a revoked one stops at once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    /** Who made it; the token acts as this account, with its roles as they are at each request. */
    accountId: cascadeRef('account_id', () => accounts.id),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull().$type<ApiTokenScope[]>(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters (`acad_XXXX`), to tell tokens apart. */
    hint: text('hint').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    /** The throttle: requests since `window_start`, a minute at a time. */
    windowStart: ts('window_start').notNull().default(sql`now()`),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [
    index('api_tokens_portal_created_idx').on(t.portalId, t.createdAt.desc(), t.id.desc()),
    // An account's deletion removes its tokens (the foreign key's cascade).
    index('api_tokens_account_idx').on(t.accountId),
  ],
);

/**
 * Outgoing webhooks (issue 42, item 2): where a portal's events are sent. `secret` signs every
 * delivery (Standard Webhooks, `whsec_…`), so it is kept as it is; the API shows it once. An
 * endpoint that failed every try for three days is switched off (`disabled_reason` 'failing').
 * Off the change feed, like every webhook table: nothing an instance keeps reads them.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull().$type<WebhookEventType[]>(),
    secret: text('secret').notNull(),
    createdBy: setNullRef('created_by', () => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    disabledAt: ts('disabled_at'),
    disabledReason: text('disabled_reason').$type<'manual' | 'failing'>(),
    /** The first failed try since the last success; null while it answers. */
    failingSince: ts('failing_since'),
  },
  (t) => [
    index('webhook_endpoints_portal_created_idx').on(t.portalId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** What happened, once, whichever endpoints want it: the body every delivery sends. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    type: text('type').$type<WebhookEventType>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_portal_created_idx').on(t.portalId, t.createdAt)],
);

/**
 * One event on its way to one endpoint: the worker's queue. `pending` until a try succeeds
 * (`succeeded`) or the last try failed (`failed`); `lease_until` keeps a claimed delivery one
 * worker's while it tries. A replay is a new delivery of the same event (`replay_of`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    endpointId: cascadeRef('endpoint_id', () => webhookEndpoints.id),
    eventId: cascadeRef('event_id', () => webhookEvents.id),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').defaultNow(),
    leaseUntil: ts('lease_until'),
    lastAttemptAt: ts('last_attempt_at'),
    lastStatus: integer('last_status'),
    replayOf: uuid('replay_of'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(
      t.endpointId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The log filtered by status (filter[status]), its page and its count.
    index('webhook_deliveries_endpoint_status_created_idx').on(
      t.endpointId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);

/** Each try of a delivery: what was sent and what came back (the delivery log). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: cascadeRef('delivery_id', () => webhookDeliveries.id),
    attemptedAt: ts('attempted_at').notNull().defaultNow(),
    durationMs: integer('duration_ms').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    requestBody: text('request_body').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body').notNull().default(''),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);

/**
 * SCIM 2.0 provisioning (issue 39, item 3): the bearer tokens a portal's identity provider
 * provisions people with. Only the sha256 is stored; `hint` (`scim_XXXX`) tells tokens apart.
 * Scoped to their portal; a revoked token opens nothing on the next request (looked up on each).
 * Off the change feed: nothing an instance keeps reads it.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    createdBy: setNullRef('created_by', () => accounts.id),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    index('scim_tokens_portal_created_idx').on(t.portalId, t.createdAt.desc()),
    index('scim_tokens_created_by_idx').on(t.createdBy),
  ],
);

/**
 * What SCIM knows of a provisioned account besides the account itself: the identity provider's
 * id for it (`externalId`), its `userName` (often the sign-in name, not the e-mail address) and
 * the parts of its name. One row per provisioned account; goes with the account.
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    portalId: cascadeRef('portal_id', () => portals.id),
    externalId: text('external_id'),
    userName: text('user_name').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scim_users_portal_user_name_idx').on(t.portalId, sql`lower(${t.userName})`),
    index('scim_users_portal_external_idx').on(t.portalId, t.externalId),
  ],
);

/**
 * SCIM groups (issue 39): pushed by the identity provider or named ahead by an admin; each may
 * map to one of our roles (`role`) or to an organisation (`entity_id`): a member holds the role,
 * or belongs to the organisation. Unmapped groups are kept and change nothing.
 */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    role: text('role'),
    entityId: setNullRef('entity_id', () => entities.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scim_groups_portal_name_unique').on(t.portalId, sql`lower(${t.displayName})`),
    index('scim_groups_entity_idx').on(t.entityId),
  ],
);

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    groupId: cascadeRef('group_id', () => scimGroups.id),
    accountId: cascadeRef('account_id', () => accounts.id),
  },
  (t) => joinKeys(t.groupId, t.accountId, 'scim_group_members_account_idx'),
);
