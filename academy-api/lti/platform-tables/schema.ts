import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { LtiPresentation, LtiService, LtiToolStatus } from '../../../shared/lti/platform';
import { accounts } from '../../accounts/schema';
import { courseItems, courses } from '../../authoring/schema';
import { cascadeRef, createdAt, id, ref, setNullRef, ts, updatedAt } from '../../db/columns';
import { portals } from '../../portals/schema';

/**
 * The outside LTI 1.3 tools a portal launches as a platform (issue 38 item 1; docs/lti-tools.md),
 * registered by an admin by hand or by Dynamic Registration (then `pending` until the admin
 * activates it). The client id is the portal's to issue. The tool's key: its JWKS URL or one
 * public JWK. Nothing here is secret (LTI 1.3 tools sign with their own private keys).
 */
export const ltiTools = pgTable(
  'lti_tools',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    deploymentId: text('deployment_id').notNull(),
    loginUrl: text('login_url').notNull(),
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
    targetLinkUri: text('target_link_uri').notNull(),
    /** Where Deep Linking requests go (the tool's deep-linking launch URL), when it offers it. */
    deepLinkUri: text('deep_link_uri'),
    jwksUrl: text('jwks_url'),
    publicJwk: jsonb('public_jwk').$type<Record<string, string>>(),
    custom: jsonb('custom').$type<Record<string, string>>().notNull().default({}),
    presentation: text('presentation').$type<LtiPresentation>().notNull().default('iframe'),
    services: jsonb('services').$type<LtiService[]>().notNull().default([]),
    status: text('status').$type<LtiToolStatus>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: setNullRef('created_by', () => accounts.id),
  },
  (t) => [
    unique('lti_tools_client_id_unique').on(t.clientId),
    index('lti_tools_portal_idx').on(t.portalId, t.name),
    check('lti_tools_presentation_check', sql`${t.presentation} in ('iframe', 'window')`),
    check('lti_tools_status_check', sql`${t.status} in ('active', 'pending')`),
  ],
);

/**
 * A course item of kind `lti`: the resource link (its id is the item's) to a tool, with the
 * URL and custom parameters the tool gave (Deep Linking) or the tool's defaults.
 */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    itemId: ref('item_id', () => courseItems.id, 'cascade')
      .notNull()
      .primaryKey(),
    toolId: setNullRef('tool_id', () => ltiTools.id),
    url: text('url'),
    custom: jsonb('custom').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('lti_resource_links_tool_idx').on(t.toolId)],
);

/**
 * AGS 2.0 line items of a course (the LTI context) for one tool: the one the platform makes for
 * an item (item_id set) and those the tool makes itself.
 */
export const ltiLineItems = pgTable(
  'lti_line_items',
  {
    id: id(),
    toolId: cascadeRef('tool_id', () => ltiTools.id),
    courseId: cascadeRef('course_id', () => courses.id),
    itemId: setNullRef('item_id', () => courseItems.id),
    label: text('label').notNull(),
    scoreMaximum: doublePrecision('score_maximum').notNull(),
    resourceId: text('resource_id').notNull().default(''),
    tag: text('tag').notNull().default(''),
    startDateTime: ts('start_date_time'),
    endDateTime: ts('end_date_time'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lti_line_items_tool_course_idx').on(t.toolId, t.courseId, t.createdAt),
    index('lti_line_items_item_idx').on(t.itemId),
    check('lti_line_items_score_maximum_check', sql`${t.scoreMaximum} > 0`),
  ],
);

/** The latest AGS score of a learner on a line item (the result AGS reads back). */
export const ltiToolScores = pgTable(
  'lti_tool_scores',
  {
    lineItemId: cascadeRef('line_item_id', () => ltiLineItems.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    scoreGiven: doublePrecision('score_given'),
    scoreMaximum: doublePrecision('score_maximum'),
    activityProgress: text('activity_progress').notNull(),
    gradingProgress: text('grading_progress').notNull(),
    comment: text('comment'),
    /** The tool's own timestamp of the score: an older one than kept is refused (AGS §3.4.8). */
    scoredAt: ts('scored_at').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.lineItemId, t.accountId] }),
    index('lti_tool_scores_account_idx').on(t.accountId),
  ],
);

/** The tools' service access tokens (client-credentials grant): only their SHA-256 kept. */
export const ltiAccessTokens = pgTable(
  'lti_access_tokens',
  {
    id: id(),
    toolId: cascadeRef('tool_id', () => ltiTools.id),
    tokenHash: text('token_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lti_access_tokens_hash_unique').on(t.tokenHash),
    index('lti_access_tokens_tool_idx').on(t.toolId, t.expiresAt),
  ],
);

/** The `jti`s of client assertions already used, kept until they expire (each is used once). */
export const ltiUsedJtis = pgTable(
  'lti_used_jtis',
  {
    toolId: cascadeRef('tool_id', () => ltiTools.id),
    jti: text('jti').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.toolId, t.jti] }),
    index('lti_used_jtis_expires_idx').on(t.expiresAt),
  ],
);
