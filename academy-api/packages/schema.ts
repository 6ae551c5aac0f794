import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema';
import { courseItems } from '../authoring/schema';
import { cascadeRef, createdAt, id, setNullRef, ts, updatedAt } from '../db/columns';
import { lrsCredentials } from '../lrs/schema';
import { portals } from '../portals/schema';
import type { PackageDescription, PackageKind } from './description';
import type { Interaction } from './interactions';
import type { PackageProblem } from './problems';

/**
 * An uploaded content package of a `package` item (issue 37 item 1): what its manifest
 * describes and where its unpacked files are. Every upload of the item is a new version; the
 * newest is what new attempts open, and older ones stay while attempts refer to them.
 */
export const contentPackageVersions = pgTable(
  'content_package_versions',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    itemId: cascadeRef('item_id', () => courseItems.id),
    /** 1 for the first upload of the item, then one more for each. */
    number: integer('number').notNull(),
    kind: text('kind').$type<PackageKind>().notNull(),
    title: text('title').notNull(),
    description: jsonb('description').$type<PackageDescription>().notNull(),
    /** What the inspection warned of (never an error: those refuse the upload). */
    warnings: jsonb('warnings').$type<PackageProblem[]>().notNull().default([]),
    /** The uploaded zip's name, size and SHA-256, as received. */
    fileName: text('file_name').notNull(),
    zipBytes: bigint('zip_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Its unpacked files: how many, and their bytes together. */
    fileCount: integer('file_count').notNull(),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull(),
    uploadedBy: setNullRef('uploaded_by', () => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    // An item's versions, newest first (the one new attempts open).
    unique('content_package_versions_item_number_unique').on(t.itemId, t.number),
    index('content_package_versions_portal_idx').on(t.portalId),
    index('content_package_versions_uploaded_by_idx').on(t.uploadedBy),
    check(
      'content_package_versions_kind_check',
      sql`${t.kind} in ('scorm12', 'scorm2004', 'cmi5')`,
    ),
    check('content_package_versions_number_check', sql`${t.number} >= 1`),
  ],
);

/**
 * The unpacked files of a package version: a file's path inside the package (as the package's
 * pages ask for it) and the storage key its bytes are under. Paths may hold any character a
 * zip allows; keys are the storage's own (`packages/<version>/<n>`).
 */
export const contentPackageFiles = pgTable(
  'content_package_files',
  {
    versionId: cascadeRef('version_id', () => contentPackageVersions.id),
    path: text('path').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.path] }),
    unique('content_package_files_storage_key_unique').on(t.storageKey),
  ],
);

/**
 * A learner's attempt at a package item (issue 37 item 2): the version it opened, and what
 * progress reads of its SCOs together (package_attempt_scos). The launch token lets the package's
 * own origin load its files and commit, and nothing else: only its hash is kept, and every launch
 * replaces it.
 */
export const packageAttempts = pgTable(
  'package_attempts',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    itemId: cascadeRef('item_id', () => courseItems.id),
    versionId: cascadeRef('version_id', () => contentPackageVersions.id),
    tokenHash: text('token_hash'),
    tokenExpiresAt: ts('token_expires_at'),
    /** The origin of the player that launched it: the one page that may frame the launcher. */
    appOrigin: text('app_origin'),
    /** completed once every SCO is done, else incomplete (null: nothing committed yet). */
    completionStatus: text('completion_status'),
    /** failed when a SCO failed; passed once completed, when every SCO that says so passed. */
    successStatus: text('success_status'),
    /** The mean of the SCOs' scaled scores (0–1), as shown in results. */
    scoreScaled: doublePrecision('score_scaled'),
    completedAt: ts('completed_at'),
    /**
     * A SCORM 2004 package with sequencing: scorm-again's sequencing state (the activity tree's
     * tracking, global objectives, the suspended activity), as its launcher last sent it, and the
     * sequence of that sending (an older or repeated one changes nothing). Null otherwise.
     */
    sequencingState: jsonb('sequencing_state').$type<Record<string, unknown>>(),
    sequencingSequence: integer('sequencing_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A learner's attempts at an item, newest first (the one a launch resumes).
    index('package_attempts_account_item_idx').on(t.accountId, t.itemId, t.createdAt),
    // An item's attempts, most recently active first (the authors' report).
    index('package_attempts_item_updated_idx').on(t.itemId, t.updatedAt),
    index('package_attempts_version_idx').on(t.versionId),
    index('package_attempts_portal_idx').on(t.portalId),
    uniqueIndex('package_attempts_token_unique').on(t.tokenHash),
  ],
);

/**
 * One SCO's run-time data in an attempt: the SCORM `cmi` object as the launcher last committed
 * it (each SCO has its own, SCORM says), and what progress reads of it.
 */
export const packageAttemptScos = pgTable(
  'package_attempt_scos',
  {
    attemptId: cascadeRef('attempt_id', () => packageAttempts.id),
    /** The item's identifier in the manifest. */
    identifier: text('identifier').notNull(),
    /** The sequence number of the last commit kept: an older or repeated one changes nothing. */
    commitSequence: integer('commit_sequence').notNull().default(0),
    cmi: jsonb('cmi').$type<Record<string, unknown>>().notNull().default({}),
    /** SCORM 1.2's lesson_status, or SCORM 2004's completion_status. */
    completionStatus: text('completion_status'),
    successStatus: text('success_status'),
    scoreScaled: doublePrecision('score_scaled'),
    /** The SCO's total time in seconds, as its cmi says (the sum of its sessions). */
    totalSeconds: doublePrecision('total_seconds'),
    done: boolean('done').notNull().default(false),
    /** The questions its cmi reports (interactions.ts), for the reports. */
    interactions: jsonb('interactions').$type<Interaction[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.identifier] })],
);

/**
 * A cmi5 AU session (cmi5 §9.6.3.1): one launch of one AU in an attempt, whose id is the
 * registration (§8.1.4). It holds the launch credential its fetch URL hands out once (§8.2), and
 * what the session rules read (§9.3): which cmi5 defined verbs it sent, when it was initialized,
 * terminated or abandoned. A new launch in the registration abandons the one still open.
 */
export const cmi5Sessions = pgTable(
  'cmi5_sessions',
  {
    id: id(),
    attemptId: cascadeRef('attempt_id', () => packageAttempts.id),
    /** The AU's id in the course structure (its publisher id). */
    auIdentifier: text('au_identifier').notNull(),
    launchMode: text('launch_mode').$type<'Normal' | 'Browse' | 'Review'>().notNull(),
    credentialId: setNullRef('credential_id', () => lrsCredentials.id),
    launchedAt: ts('launched_at').notNull().defaultNow(),
    /** When the fetch URL handed out its token: it does so once. */
    fetchedAt: ts('fetched_at'),
    /** The cmi5 defined verbs the AU sent in this session (none may come twice). */
    verbs: text('verbs').array().notNull().default(sql`'{}'::text[]`),
    /** When the AU asked for the learner preferences (cmi5 §11): before initialized, as it must. */
    preferencesReadAt: ts('preferences_read_at'),
    terminatedAt: ts('terminated_at'),
    abandonedAt: ts('abandoned_at'),
  },
  (t) => [
    // A registration's sessions, the open one found first (a new launch abandons it).
    index('cmi5_sessions_attempt_idx').on(t.attemptId, t.launchedAt),
    index('cmi5_sessions_credential_idx').on(t.credentialId),
    check(
      'cmi5_sessions_launch_mode_check',
      sql`${t.launchMode} in ('Normal', 'Browse', 'Review')`,
    ),
  ],
);
