import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema';
import { cascadeRef, createdAt, id, setNullRef, ts } from '../db/columns';
import { portals } from '../portals/schema';

/** Raw bytes (a document's content). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Who may call a portal's learning record store (issue 37 item 4): HTTP Basic credentials, the
 * key in clear (it names the authority of what they store) and the secret only as its SHA-256.
 * `client` credentials are an outside tool's (every statement and document of the portal);
 * `launch` ones are a cmi5 launch's, limited to its learner (`agent_key`, statement-index.ts's
 * IFI key) and registration: they write only that learner's statements of that registration
 * (never a voiding one), read only that registration's, and only that learner's documents.
 */
export const lrsCredentials = pgTable(
  'lrs_credentials',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    key: text('key').notNull(),
    secretHash: text('secret_hash').notNull(),
    kind: text('kind').$type<'client' | 'launch'>().notNull(),
    label: text('label').notNull(),
    agentKey: text('agent_key'),
    registration: uuid('registration'),
    createdBy: setNullRef('created_by', () => accounts.id),
    createdAt: createdAt(),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('lrs_credentials_key_unique').on(t.key),
    index('lrs_credentials_portal_idx').on(t.portalId),
    index('lrs_credentials_created_by_idx').on(t.createdBy),
    check('lrs_credentials_kind_check', sql`${t.kind} in ('client', 'launch')`),
    check(
      'lrs_credentials_launch_scope_check',
      sql`${t.kind} = 'client' or (${t.agentKey} is not null and ${t.registration} is not null)`,
    ),
  ],
);

/**
 * The xAPI statements of a portal, as stored (with the LRS's `stored`, `authority` and
 * `version`), and what the query filters read of them (statement-index.ts). `seq` orders them
 * as stored and is what a `more` link continues after.
 */
export const xapiStatements = pgTable(
  'xapi_statements',
  {
    portalId: cascadeRef('portal_id', () => portals.id),
    id: uuid('id').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    statement: jsonb('statement').$type<Record<string, unknown>>().notNull(),
    stored: ts('stored').notNull(),
    verbId: text('verb_id').notNull(),
    actorKeys: text('actor_keys').array().notNull(),
    objectAgentKeys: text('object_agent_keys').array().notNull(),
    relatedAgentKeys: text('related_agent_keys').array().notNull(),
    objectActivityId: text('object_activity_id'),
    relatedActivityIds: text('related_activity_ids').array().notNull(),
    registration: uuid('registration'),
    /** The statement a StatementRef object points at (a voiding statement's target too). */
    referencedId: uuid('referenced_id'),
    /** Whether it voids its StatementRef's target. */
    voiding: boolean('voiding').notNull().default(false),
    /** Voided by a later statement: then only `voidedStatementId` finds it. */
    voided: boolean('voided').notNull().default(false),
    credentialId: setNullRef('credential_id', () => lrsCredentials.id),
  },
  (t) => [
    primaryKey({ columns: [t.portalId, t.id] }),
    // The newest first, or from a `more` link on: every query of the portal walks this.
    uniqueIndex('xapi_statements_portal_seq_idx').on(t.portalId, t.seq),
    index('xapi_statements_verb_idx').on(t.portalId, t.verbId, t.seq),
    index('xapi_statements_registration_idx').on(t.portalId, t.registration, t.seq),
    index('xapi_statements_activity_idx').on(t.portalId, t.objectActivityId, t.seq),
    index('xapi_statements_referenced_idx').on(t.portalId, t.referencedId),
    index('xapi_statements_actor_keys_idx').using('gin', t.actorKeys),
    index('xapi_statements_object_agent_keys_idx').using('gin', t.objectAgentKeys),
    index('xapi_statements_related_agent_keys_idx').using('gin', t.relatedAgentKeys),
    index('xapi_statements_related_activity_ids_idx').using('gin', t.relatedActivityIds),
    index('xapi_statements_credential_idx').on(t.credentialId),
  ],
);

/**
 * The attachments' bytes, once per portal and SHA-256 (statements that share a file share its
 * bytes); in the file storage under `xapi/<portal>/<sha2>`.
 */
export const xapiAttachments = pgTable(
  'xapi_attachments',
  {
    portalId: cascadeRef('portal_id', () => portals.id),
    sha2: text('sha2').notNull(),
    contentType: text('content_type').notNull(),
    length: bigint('length', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.sha2] })],
);

/**
 * The canonical definition of each activity a portal's statements named (GET /activities): the
 * newest definition sent, merged over the ones before.
 */
export const xapiActivities = pgTable(
  'xapi_activities',
  {
    portalId: cascadeRef('portal_id', () => portals.id),
    activityId: text('activity_id').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.activityId] })],
);

/**
 * The xAPI documents: a learner's state in an activity (per registration), an activity's
 * profiles and an agent's profiles. Columns a kind does not use hold ''.
 */
export const xapiDocuments = pgTable(
  'xapi_documents',
  {
    portalId: cascadeRef('portal_id', () => portals.id),
    kind: text('kind').$type<'state' | 'activity_profile' | 'agent_profile'>().notNull(),
    activityId: text('activity_id').notNull(),
    agentKey: text('agent_key').notNull(),
    registration: text('registration').notNull(),
    documentId: text('document_id').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    etag: text('etag').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.portalId, t.kind, t.activityId, t.agentKey, t.registration, t.documentId],
    }),
    check(
      'xapi_documents_kind_check',
      sql`${t.kind} in ('state', 'activity_profile', 'agent_profile')`,
    ),
  ],
);
