import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts, entities } from '../accounts/schema';
import { courseItems, courses } from '../authoring/schema';
import { cascadeRef, createdAt, id, ref, setNullRef, ts, updatedAt } from '../db/columns';
import { portals } from '../portals/schema';

/**
 * A portal's LTI 1.3 signing keys (issue 38; docs/lti.md): RS256 key pairs whose public halves the
 * portal publishes as a JWKS (/lti/jwks) and whose private halves sign, in both directions, what
 * LTI asks the portal to sign (launch id_tokens as a platform; deep-linking responses and
 * client assertions as a tool). The private key is sealed (academy-api/security/sealing.ts). A
 * rotation retires a key: it signs no more, and stays published until every token it signed has
 * expired (keys.ts, RETIRED_KEY_PUBLISHED_MS).
 */
export const ltiKeys = pgTable(
  'lti_keys',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    /** The JWK `kid`, also the JWS header's. */
    kid: text('kid').notNull(),
    /** The public JWK (kty, n, e, alg, use, kid). */
    publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
    /** The private JWK's JSON, sealed for the purpose `lti-keys`. */
    privateJwkSealed: text('private_jwk_sealed').notNull(),
    createdAt: createdAt(),
    retiredAt: ts('retired_at'),
    createdBy: setNullRef('created_by', () => accounts.id),
  },
  (t) => [
    unique('lti_keys_kid_unique').on(t.kid),
    index('lti_keys_portal_idx').on(t.portalId, t.createdAt),
  ],
);

/**
 * A platform (an LMS such as Canvas or Moodle) that launches this portal as an LTI 1.3 tool
 * (issue 38 item 2; docs/lti.md): what a portal admin registers. Nothing here is secret (the
 * platform signs with keys it publishes at `jwks_url`); the portal's own private keys are in
 * lti_keys, sealed.
 */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    /** The platform's `iss`, as its id_tokens carry it. */
    issuer: text('issuer').notNull(),
    /** What the admins call it ("Canvas of the school"); empty: the list shows the issuer. */
    name: text('name').notNull().default(''),
    /** The client id the platform gave this portal (the id_token's `aud`). */
    clientId: text('client_id').notNull(),
    /** The deployments of the tool on the platform that may launch (lti/claim/deployment_id). */
    deploymentIds: text('deployment_ids').array().notNull(),
    /** The platform's OIDC authorisation endpoint (where the login initiation sends the browser). */
    authEndpoint: text('auth_endpoint').notNull(),
    /** The platform's OAuth 2 token endpoint (AGS access tokens). */
    tokenEndpoint: text('token_endpoint').notNull(),
    /** The platform's public keys. */
    jwksUrl: text('jwks_url').notNull(),
    /** Which of our roles a platform Administrator gets: `coach` unless raised to `admin`. */
    administratorRole: text('administrator_role').notNull().default('coach'),
    /** The organisation its provisioned accounts belong to (made with the registration; flat fee). */
    entityId: ref('entity_id', () => entities.id, 'restrict').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: setNullRef('created_by', () => accounts.id),
  },
  (t) => [
    unique('lti_platforms_portal_issuer_client_unique').on(t.portalId, t.issuer, t.clientId),
    check(
      'lti_platforms_administrator_role_check',
      sql`${t.administratorRole} in ('coach', 'admin')`,
    ),
  ],
);

/**
 * The nonces of OIDC login initiations (Security Framework §5.1.1.2): made when the login starts,
 * used once by the launch that carries it, refused after `expires_at`. The state parameter is
 * signed and carries nothing else secret, so no cookie is needed inside a platform's iframe.
 */
export const ltiNonces = pgTable(
  'lti_nonces',
  {
    nonce: text('nonce').primaryKey(),
    platformId: cascadeRef('platform_id', () => ltiPlatforms.id),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('lti_nonces_expires_idx').on(t.expiresAt)],
);

/** An account a platform's user (its `sub`) was provisioned as or linked to, one per platform and sub. */
export const ltiUserLinks = pgTable(
  'lti_user_links',
  {
    platformId: cascadeRef('platform_id', () => ltiPlatforms.id),
    sub: text('sub').notNull(),
    accountId: cascadeRef('account_id', () => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.platformId, t.sub] }),
    index('lti_user_links_account_idx').on(t.accountId),
  ],
);

/**
 * A valid launch (issue 38 item 2): who, from where, into which course, and the platform's
 * grade service for it (the AGS claim). Its hand-over code (only its hash is kept) opens a session
 * once, within minutes, in a first-party window: the cookie a platform's iframe cannot keep.
 * A deep-linking launch keeps its return URL and data until the instructor has picked.
 */
export const ltiLaunches = pgTable(
  'lti_launches',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    platformId: cascadeRef('platform_id', () => ltiPlatforms.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    messageType: text('message_type').notNull(),
    deploymentId: text('deployment_id').notNull(),
    /** The platform's user id, the AGS score's userId. */
    sub: text('sub').notNull(),
    courseId: setNullRef('course_id', () => courses.id),
    /** The platform's resource link (`resource_link.id`): line items the tool makes are bound to it (AGS §3.2). */
    resourceLinkId: text('resource_link_id'),
    /** The one item the link is for (a quiz deep linked on its own); null: the whole course. */
    itemId: setNullRef('item_id', () => courseItems.id),
    /** The AGS endpoint claim: `lineitem`, `lineitems`, `scope`. */
    ags: jsonb('ags').$type<{ lineitem?: string; lineitems?: string; scope?: string[] }>(),
    /** Deep linking: the claim's `deep_link_return_url`, `data`, and accepted types. */
    deepLinking: jsonb('deep_linking').$type<{
      returnUrl: string;
      data?: string;
      acceptTypes: string[];
    }>(),
    handoffHash: text('handoff_hash').notNull(),
    handoffExpiresAt: ts('handoff_expires_at').notNull(),
    handoffUsedAt: ts('handoff_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lti_launches_handoff_unique').on(t.handoffHash),
    index('lti_launches_account_course_idx').on(t.accountId, t.courseId),
    index('lti_launches_item_idx').on(t.itemId),
  ],
);

/**
 * The outbox of scores for the platforms' grade services (AGS 2.0): one row per launch and
 * completion, posted by the worker with retries (backoff, a lease, at most a few tries).
 */
export const ltiScores = pgTable(
  'lti_scores',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    launchId: cascadeRef('launch_id', () => ltiLaunches.id),
    /** Null while a coach has yet to grade (gradingProgress PendingManual): no score to show. */
    scoreGiven: doublePrecision('score_given'),
    scoreMaximum: doublePrecision('score_maximum').notNull(),
    activityProgress: text('activity_progress').notNull(),
    gradingProgress: text('grading_progress').notNull(),
    /** When it happened (the AGS `timestamp`). */
    occurredAt: ts('occurred_at').notNull(),
    /** The quiz it is the score of (its own line item); null: the course's completion. */
    itemId: ref('item_id', () => courseItems.id, 'cascade'),
    /** What it is for (`course:<id>`, `quiz:<attempt id>:<step>`): one score per launch and reason. */
    reason: text('reason').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due next; a worker that claims it moves this on by its lease. */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lti_scores_launch_reason_unique').on(t.launchId, t.reason),
    index('lti_scores_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index('lti_scores_item_idx').on(t.itemId),
  ],
);
