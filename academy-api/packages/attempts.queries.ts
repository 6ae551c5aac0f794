import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  accounts,
  contentPackageFiles,
  contentPackageVersions,
  courseItems,
  packageAttemptScos,
  packageAttempts,
} from '../db/schema';
import { issueDueCertificates, setItemDone } from '../learning';
import { attemptReportColumns, waivablePartsColumn } from './attempt-columns';
import { type CommitFacts, rollUp, type ScoFacts } from './commit-facts';
import type { Interaction } from './interactions';

export type AttemptRow = typeof packageAttempts.$inferSelect;
export type VersionRow = typeof contentPackageVersions.$inferSelect;

/** How long a launch lets the package's origin load its files and commit. */
export const LAUNCH_LIFETIME_MS = 12 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A learner's attempts at an item (newest first by package_attempts_account_item_idx). */
const learnersAttempts = (params: { accountId: string; itemId: string }) =>
  and(eq(packageAttempts.accountId, params.accountId), eq(packageAttempts.itemId, params.itemId));

/** A package item of a course, by its slug. */
export async function packageItemBySlug(db: Db, params: { courseId: string; slug: string }) {
  const [row] = await db
    .select()
    .from(courseItems)
    .where(
      and(
        eq(courseItems.courseId, params.courseId),
        eq(courseItems.slug, params.slug),
        eq(courseItems.kind, 'package'),
      ),
    );
  return row ?? null;
}

/**
 * The learner's attempt to resume (their newest at the item), or a new one on the item's newest
 * version; either way with a fresh launch token, whose hash replaces the last one. Null when the
 * item has no version.
 */
export async function launchAttempt(
  db: Db,
  params: { portalId: string; accountId: string; itemId: string; appOrigin: string; now?: Date },
): Promise<{ attempt: AttemptRow; version: VersionRow; token: string } | null> {
  const now = params.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const tokenChanges = {
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(now.getTime() + LAUNCH_LIFETIME_MS),
    appOrigin: params.appOrigin,
    updatedAt: now,
  };
  const [current] = await db
    .select()
    .from(packageAttempts)
    .where(learnersAttempts(params))
    .orderBy(desc(packageAttempts.createdAt))
    .limit(1);
  if (current) {
    const [attempt] = await db
      .update(packageAttempts)
      .set(tokenChanges)
      .where(eq(packageAttempts.id, current.id))
      .returning();
    const [version] = await db
      .select()
      .from(contentPackageVersions)
      .where(eq(contentPackageVersions.id, current.versionId));
    if (!attempt || !version) return null;
    return { attempt, version, token };
  }
  const version = await newestVersion(db, params.itemId);
  if (!version) return null;
  const [attempt] = await db
    .insert(packageAttempts)
    .values({
      portalId: params.portalId,
      accountId: params.accountId,
      itemId: params.itemId,
      versionId: version.id,
      ...tokenChanges,
    })
    .returning();
  if (!attempt) throw new Error('Starting a package attempt returned no row');
  return { attempt, version, token };
}

/** A package item's newest version (what a new attempt, or student view, plays). */
export async function newestVersion(db: Db, itemId: string): Promise<VersionRow | null> {
  const [version] = await db
    .select()
    .from(contentPackageVersions)
    .where(eq(contentPackageVersions.itemId, itemId))
    .orderBy(desc(contentPackageVersions.number))
    .limit(1);
  return version ?? null;
}

/**
 * Student view's stand-in for an attempt (preview-launch.ts): nobody's, never stored. Its id is
 * the nil uuid, which no attempt has, so what is read of its SCOs is nothing, as for a new one.
 */
export async function previewAttempt(
  db: Db,
  launch: { versionId: string; accountId: string; appOrigin: string; expiresAt: number },
) {
  const [row] = await db
    .select({
      version: contentPackageVersions,
      learner: { id: accounts.id, name: accounts.fullName },
      courseId: courseItems.courseId,
    })
    .from(contentPackageVersions)
    .innerJoin(courseItems, eq(courseItems.id, contentPackageVersions.itemId))
    .innerJoin(accounts, eq(accounts.id, launch.accountId))
    .where(eq(contentPackageVersions.id, launch.versionId));
  if (!row) return null;
  const now = new Date();
  const attempt: AttemptRow = {
    id: '00000000-0000-0000-0000-000000000000',
    portalId: row.version.portalId,
    accountId: launch.accountId,
    itemId: row.version.itemId,
    versionId: row.version.id,
    tokenHash: null,
    tokenExpiresAt: new Date(launch.expiresAt),
    appOrigin: launch.appOrigin,
    completionStatus: null,
    successStatus: null,
    scoreScaled: null,
    completedAt: null,
    sequencingState: null,
    sequencingSequence: 0,
    createdAt: now,
    updatedAt: now,
  };
  return { ...row, attempt };
}

/**
 * A learner's newest attempt at a package item, as their results show it (issue 37 item 2: "the
 * score shows in the learner's results"), or null before they opened it.
 */
export async function learnerAttemptResult(db: Db, params: { accountId: string; itemId: string }) {
  const [row] = await db
    .select({
      completionStatus: packageAttempts.completionStatus,
      successStatus: packageAttempts.successStatus,
      scoreScaled: packageAttempts.scoreScaled,
      ...attemptReportColumns(),
      completedAt: packageAttempts.completedAt,
    })
    .from(packageAttempts)
    .innerJoin(contentPackageVersions, eq(contentPackageVersions.id, packageAttempts.versionId))
    .where(learnersAttempts(params))
    .orderBy(desc(packageAttempts.createdAt))
    .limit(1);
  return row ?? null;
}

/** The attempt a launch token opens, while it is valid, with its version and learner. */
export async function attemptByToken(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({
      attempt: packageAttempts,
      version: contentPackageVersions,
      learner: { id: accounts.id, name: accounts.fullName },
      courseId: courseItems.courseId,
    })
    .from(packageAttempts)
    .innerJoin(contentPackageVersions, eq(contentPackageVersions.id, packageAttempts.versionId))
    .innerJoin(accounts, eq(accounts.id, packageAttempts.accountId))
    .innerJoin(courseItems, eq(courseItems.id, packageAttempts.itemId))
    .where(
      and(eq(packageAttempts.tokenHash, hashToken(token)), gt(packageAttempts.tokenExpiresAt, now)),
    );
  return row ?? null;
}

/** A file of a package version, by its path in the package. */
export async function packageFile(db: Db, params: { versionId: string; path: string }) {
  const [row] = await db
    .select()
    .from(contentPackageFiles)
    .where(
      and(
        eq(contentPackageFiles.versionId, params.versionId),
        eq(contentPackageFiles.path, params.path),
      ),
    );
  return row ?? null;
}

/** The SCOs of an attempt that committed something, with their data. */
export async function attemptScos(db: Db, attemptId: string) {
  return db.select().from(packageAttemptScos).where(eq(packageAttemptScos.attemptId, attemptId));
}

/**
 * Keeps a SCO's commit when it is newer than the last one kept (a repeated or late one changes
 * nothing): its run-time data and what progress reads of it. Returns whether it was kept.
 */
export async function saveScoCommit(
  db: Db,
  params: {
    attemptId: string;
    identifier: string;
    sequence: number;
    cmi: Record<string, unknown>;
    facts: CommitFacts;
    totalSeconds: number | null;
    interactions: Interaction[];
  },
): Promise<boolean> {
  const { facts } = params;
  const values = {
    commitSequence: params.sequence,
    cmi: params.cmi,
    interactions: params.interactions,
    totalSeconds: params.totalSeconds,
    completionStatus: facts.completionStatus,
    successStatus: facts.successStatus,
    scoreScaled: facts.scoreScaled,
    done: facts.done,
    updatedAt: new Date(),
  };
  const kept = await db
    .insert(packageAttemptScos)
    .values({ attemptId: params.attemptId, identifier: params.identifier, ...values })
    .onConflictDoUpdate({
      target: [packageAttemptScos.attemptId, packageAttemptScos.identifier],
      set: values,
      setWhere: lt(packageAttemptScos.commitSequence, params.sequence),
    })
    .returning({ attemptId: packageAttemptScos.attemptId });
  return kept.length > 0;
}

/** The attempt's facts as rolled up from its SCOs; its first completion is stamped. */
export async function saveAttemptFacts(db: Db, attemptId: string, facts: CommitFacts) {
  await db
    .update(packageAttempts)
    .set({
      completionStatus: facts.completionStatus,
      successStatus: facts.successStatus,
      scoreScaled: facts.scoreScaled,
      completedAt: facts.done
        ? sql`coalesce(${packageAttempts.completedAt}, now())`
        : packageAttempts.completedAt,
      updatedAt: new Date(),
    })
    .where(eq(packageAttempts.id, attemptId));
}

/**
 * The learners' attempts at a package item, most recently active first (the authors' and
 * coaches' report, issue 37 item 5): who, which version, what progress reads of it, and how many
 * of the version's parts are done.
 */
export async function itemAttempts(
  db: Db,
  params: { portalId: string; itemId: string; limit?: number; offset?: number },
) {
  return db
    .select({
      id: packageAttempts.id,
      learnerName: accounts.fullName,
      learnerEmail: accounts.email,
      versionNumber: contentPackageVersions.number,
      ...attemptReportColumns(),
      waivableParts: waivablePartsColumn(),
      completionStatus: packageAttempts.completionStatus,
      successStatus: packageAttempts.successStatus,
      scoreScaled: packageAttempts.scoreScaled,
      startedAt: packageAttempts.createdAt,
      updatedAt: packageAttempts.updatedAt,
      completedAt: packageAttempts.completedAt,
    })
    .from(packageAttempts)
    .innerJoin(accounts, eq(accounts.id, packageAttempts.accountId))
    .innerJoin(contentPackageVersions, eq(contentPackageVersions.id, packageAttempts.versionId))
    .where(
      and(eq(packageAttempts.portalId, params.portalId), eq(packageAttempts.itemId, params.itemId)),
    )
    .orderBy(desc(packageAttempts.updatedAt), desc(packageAttempts.id))
    .limit(params.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(params.offset ?? 0);
}

/**
 * Every question (interaction) the learners' attempts at a package item report, for the authors'
 * spreadsheet: who, which version and part, and the questions as its part stored them.
 */
export async function itemInteractions(db: Db, params: { portalId: string; itemId: string }) {
  return db
    .select({
      learnerName: accounts.fullName,
      learnerEmail: accounts.email,
      versionNumber: contentPackageVersions.number,
      part: packageAttemptScos.identifier,
      interactions: packageAttemptScos.interactions,
    })
    .from(packageAttemptScos)
    .innerJoin(packageAttempts, eq(packageAttempts.id, packageAttemptScos.attemptId))
    .innerJoin(accounts, eq(accounts.id, packageAttempts.accountId))
    .innerJoin(contentPackageVersions, eq(contentPackageVersions.id, packageAttempts.versionId))
    .where(
      and(
        eq(packageAttempts.portalId, params.portalId),
        eq(packageAttempts.itemId, params.itemId),
        sql`jsonb_array_length(${packageAttemptScos.interactions}) > 0`,
      ),
    )
    .orderBy(accounts.fullName, packageAttempts.createdAt, packageAttemptScos.identifier);
}

/** How many attempts a package item has (the report's pages). */
export async function countItemAttempts(db: Db, params: { portalId: string; itemId: string }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(packageAttempts)
    .where(
      and(eq(packageAttempts.portalId, params.portalId), eq(packageAttempts.itemId, params.itemId)),
    );
  return row?.n ?? 0;
}

export type ItemAttemptRow = Awaited<ReturnType<typeof itemAttempts>>[number];

/**
 * What an attempt's parts (SCOs, AUs) now add up to (commit-facts.ts rollUp), recorded.
 */
export async function recordAttemptProgress(
  db: Db,
  params: { attempt: AttemptRow; courseId: string; version: VersionRow; scos: readonly ScoFacts[] },
): Promise<CommitFacts> {
  const rolled = rollUp(params.version.description.launchables, params.scos);
  await recordAttemptFacts(db, {
    attempt: params.attempt,
    courseId: params.courseId,
    facts: rolled,
  });
  return rolled;
}

/**
 * What an attempt now adds up to (its parts' rollup, or a sequenced package's root activity),
 * kept on the attempt; the first time it is done, the item is done for the learner, and any
 * certificate that completes is issued.
 */
export async function recordAttemptFacts(
  db: Db,
  params: { attempt: AttemptRow; courseId: string; facts: CommitFacts },
): Promise<void> {
  const { attempt, facts } = params;
  await saveAttemptFacts(db, attempt.id, facts);
  if (facts.done && attempt.completedAt === null) {
    const progress = await setItemDone(db, {
      accountId: attempt.accountId,
      courseId: params.courseId,
      itemId: attempt.itemId,
      done: true,
    });
    if (progress?.status === 'completed') {
      await issueDueCertificates(db, { portalId: attempt.portalId, accountId: attempt.accountId });
    }
  }
}

/**
 * Keeps a sequenced package's sequencing state when it is newer than the one kept (a repeated or
 * late sending changes nothing). Returns whether it was kept.
 */
export async function saveSequencingState(
  db: Db,
  params: { attemptId: string; sequence: number; state: Record<string, unknown> },
): Promise<boolean> {
  const kept = await db
    .update(packageAttempts)
    .set({
      sequencingState: params.state,
      sequencingSequence: params.sequence,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(packageAttempts.id, params.attemptId),
        lt(packageAttempts.sequencingSequence, params.sequence),
      ),
    )
    .returning({ id: packageAttempts.id });
  return kept.length > 0;
}

/** One attempt of a package item (a waiver's), with its version and course. */
export async function itemAttempt(
  db: Db,
  params: { portalId: string; itemId: string; attemptId: string },
) {
  const [row] = await db
    .select({
      attempt: packageAttempts,
      version: contentPackageVersions,
      courseId: courseItems.courseId,
    })
    .from(packageAttempts)
    .innerJoin(contentPackageVersions, eq(contentPackageVersions.id, packageAttempts.versionId))
    .innerJoin(courseItems, eq(courseItems.id, packageAttempts.itemId))
    .where(
      and(
        eq(packageAttempts.id, params.attemptId),
        eq(packageAttempts.portalId, params.portalId),
        eq(packageAttempts.itemId, params.itemId),
      ),
    );
  return row ?? null;
}
