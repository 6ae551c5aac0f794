import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, max } from 'drizzle-orm';
import { SignJWT } from 'jose';
import {
  AGS_SCOPE,
  bestQuizAttempt,
  COURSE_SCORE_MAXIMUM,
  type LaunchAgs,
  quizAttemptScore,
  scoreTarget,
} from '../../shared/lti/tool-rules';
import { appendAuditEvent } from '../audit';
import type { Db } from '../db/database';
import {
  courseItems,
  courses,
  ltiLaunches,
  ltiPlatforms,
  ltiScores,
  quizAttempts,
} from '../db/schema';
import { LTI_ALG, ltiSigningKey } from './keys';
import { callProblem, isRefusedAddress, ltiFetch } from './outbound';

/** Tries of one score before it is left (its error kept on the row and in the audit log). */
export const MAX_SCORE_ATTEMPTS = 6;

/** After the n-th failure: 1, 4, 16, 64, 256 minutes. */
export const scoreRetryDelayMs = (attempts: number) => 60_000 * 4 ** Math.max(0, attempts - 1);

/**
 * A completed course's score, 0–100: the mean of the learner's best result in each of its quizzes
 * they took (a course of quizzes is graded by them), else 100 (completing is the result).
 */
export async function courseScore(db: Db, params: { accountId: string; courseId: string }) {
  const best = await db
    .select({ percent: max(quizAttempts.percent) })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.accountId, params.accountId),
        eq(quizAttempts.courseId, params.courseId),
        isNotNull(quizAttempts.percent),
      ),
    )
    .groupBy(quizAttempts.itemId);
  const percents = best.map((row) => row.percent).filter((value) => value !== null);
  if (percents.length === 0) return COURSE_SCORE_MAXIMUM;
  return Math.round(percents.reduce((sum, value) => sum + value, 0) / percents.length);
}

/** The launches of a learner into a course that offered a grade service, newest first. */
async function gradedLaunches(db: Db, params: { accountId: string; courseId: string }) {
  return db
    .select({
      id: ltiLaunches.id,
      portalId: ltiLaunches.portalId,
      platformId: ltiLaunches.platformId,
      resourceLinkId: ltiLaunches.resourceLinkId,
      itemId: ltiLaunches.itemId,
      ags: ltiLaunches.ags,
    })
    .from(ltiLaunches)
    .where(
      and(
        eq(ltiLaunches.accountId, params.accountId),
        eq(ltiLaunches.courseId, params.courseId),
        isNotNull(ltiLaunches.ags),
      ),
    )
    .orderBy(desc(ltiLaunches.createdAt));
}

/**
 * The launches a score goes through: one per platform and line item (or container and resource
 * link), the newest, and only those whose grant allows it (scoreTarget).
 */
function launchesToScore<
  L extends {
    platformId: string;
    resourceLinkId: string | null;
    itemId: string | null;
    ags: LaunchAgs;
  },
>(launches: L[], of: Parameters<typeof scoreTarget>[1]) {
  const seen = new Set<string>();
  return launches.filter((launch) => {
    const target = scoreTarget(launch.ags, of, launch.itemId);
    if (!target) return false;
    const key =
      'lineItem' in target
        ? `${launch.platformId} ${target.lineItem}`
        : `${launch.platformId} ${target.container} ${launch.resourceLinkId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A completed course's score for the platforms it was launched from (AGS 2.0 as a client): one
 * outbox row per platform and line item (the newest launch that offered a grade service),
 * posted by the worker. Completing again queues nothing (one row per launch and course).
 */
export async function queueCourseScore(
  db: Db,
  params: { accountId: string; courseId: string; now: Date },
) {
  const queued = launchesToScore(await gradedLaunches(db, params), {
    kind: 'course',
    courseId: params.courseId,
  });
  if (queued.length === 0) return 0;
  return queueForLaunches(db, queued, {
    scoreGiven: await courseScore(db, params),
    scoreMaximum: COURSE_SCORE_MAXIMUM,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
    occurredAt: params.now,
    reason: `course:${params.courseId}`,
  });
}

/** One outbox row per launch for the same score (a reason already queued adds none). */
async function queueForLaunches(
  db: Db,
  queued: { id: string; portalId: string }[],
  score: Omit<typeof ltiScores.$inferInsert, 'portalId' | 'launchId'>,
) {
  if (queued.length === 0) return 0;
  await db
    .insert(ltiScores)
    .values(queued.map((launch) => ({ portalId: launch.portalId, launchId: launch.id, ...score })))
    .onConflictDoNothing();
  return queued.length;
}

/**
 * A finished quiz attempt's score for the platforms the course was launched from (issue 38: "a
 * completed course or quiz posts its score back"): on its own line item, bound to the launch's
 * resource link (scoreTarget). Submitted: its points, or PendingManual while an open answer waits
 * for a coach; graded by the coach: FullyGraded with the points (again at each regrade). Each
 * attempt posts its own score; the platform keeps the newest (AGS scores replace each other).
 */
export async function queueQuizScore(
  db: Db,
  params: {
    attempt: {
      id: string;
      itemId: string;
      courseId: string;
      accountId: string;
      score: number | null;
      maxScore: number;
      pendingReview: boolean;
    };
    step: 'submitted' | 'graded';
    now: Date;
  },
) {
  const { attempt } = params;
  const queued = launchesToScore(await gradedLaunches(db, attempt), {
    kind: 'quiz',
    itemId: attempt.itemId,
  });
  const step = params.step === 'graded' ? `graded:${params.now.getTime()}` : 'submitted';
  // The learner's other finished attempts: the platform gets the best, as our results count it.
  const others = await db
    .select({
      id: quizAttempts.id,
      score: quizAttempts.score,
      maxScore: quizAttempts.maxScore,
      pendingReview: quizAttempts.pendingReview,
    })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.itemId, attempt.itemId),
        eq(quizAttempts.accountId, attempt.accountId),
        isNotNull(quizAttempts.submittedAt),
      ),
    );
  const best = bestQuizAttempt(
    attempt,
    others.filter((other) => other.id !== attempt.id).map((other) => ({ ...attempt, ...other })),
  );
  return queueForLaunches(db, queued, {
    itemId: attempt.itemId,
    ...quizAttemptScore(best),
    occurredAt: params.now,
    reason: `quiz:${attempt.id}:${step}`,
  });
}

type PlatformRow = typeof ltiPlatforms.$inferSelect;

/** Access tokens per platform and scope, until a minute before they expire. */
const accessTokens = new Map<string, { token: string; until: number }>();

/**
 * An AGS access token (Security Framework §4.1): the client-credentials grant with a JWT client
 * assertion signed by the portal's key (iss = sub = our client id, aud = the token endpoint).
 */
async function accessToken(db: Db, portalId: string, platform: PlatformRow, scope: string) {
  const cacheKey = `${platform.id} ${scope}`;
  const kept = accessTokens.get(cacheKey);
  if (kept && kept.until > Date.now()) return kept.token;
  const key = await ltiSigningKey(db, portalId);
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: LTI_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.tokenEndpoint)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .setJti(randomUUID())
    .sign(key.privateKey);
  const response = await ltiFetch(platform.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope,
    }),
  });
  if (!response.ok) throw new Error(`The token endpoint answered ${response.status}`);
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new Error('The token endpoint gave no access token');
  accessTokens.set(cacheKey, {
    token: body.access_token,
    until: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000,
  });
  return body.access_token;
}

/** `{lineitem}/scores`, keeping the line item URL's query (AGS 2.0 §3.4). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

/** A score's line item, from the launch's claim or found (else made) in the container (AGS §3.2). */
async function lineItemOf(
  target: NonNullable<ReturnType<typeof scoreTarget>>,
  token: string,
  made: { label: string; scoreMaximum: number; resourceLinkId: string | null },
) {
  if ('lineItem' in target) return target.lineItem;
  const search = new URL(target.container);
  search.searchParams.set('resource_id', target.resourceId);
  if (made.resourceLinkId) search.searchParams.set('resource_link_id', made.resourceLinkId);
  const found = await ltiFetch(search, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
    },
  });
  if (!found.ok) throw new Error(`The line items answered ${found.status}`);
  const items = (await found.json()) as {
    id?: string;
    resourceId?: string;
    resourceLinkId?: string;
  }[];
  const existing = items.find(
    (item) =>
      item.id &&
      item.resourceId === target.resourceId &&
      (!made.resourceLinkId || !item.resourceLinkId || item.resourceLinkId === made.resourceLinkId),
  );
  if (existing?.id) return existing.id;
  const answer = await ltiFetch(target.container, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/vnd.ims.lis.v2.lineitem+json',
      accept: 'application/vnd.ims.lis.v2.lineitem+json',
    },
    body: JSON.stringify({
      scoreMaximum: made.scoreMaximum,
      label: made.label,
      resourceId: target.resourceId,
      ...(made.resourceLinkId ? { resourceLinkId: made.resourceLinkId } : {}),
      tag: target.tag,
    }),
  });
  if (!answer.ok) throw new Error(`Making a line item answered ${answer.status}`);
  const item = (await answer.json()) as { id?: string };
  if (!item.id) throw new Error('The new line item has no id');
  return item.id;
}

/** A score that no retry can post (its address refused, its grant lacking): given up at once. */
class FinalScoreFailure extends Error {}

type DueScore = typeof ltiScores.$inferSelect;

async function claimScores(db: Db, params: { now: Date; leaseUntil: Date; limit: number }) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: ltiScores.id })
      .from(ltiScores)
      .where(
        and(
          isNull(ltiScores.sentAt),
          lt(ltiScores.attempts, MAX_SCORE_ATTEMPTS),
          lte(ltiScores.nextAttemptAt, params.now),
        ),
      )
      .orderBy(asc(ltiScores.nextAttemptAt))
      .limit(params.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(ltiScores)
      .set({ nextAttemptAt: params.leaseUntil })
      .where(
        inArray(
          ltiScores.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Posts one score (AGS 2.0 §3.4): its line item, then the score for the platform's user. */
async function postScore(db: Db, score: DueScore) {
  const [row] = await db
    .select({
      launch: ltiLaunches,
      platform: ltiPlatforms,
      course: { id: courses.id, title: courses.title },
    })
    .from(ltiLaunches)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiLaunches.platformId))
    .innerJoin(courses, eq(courses.id, ltiLaunches.courseId))
    .where(eq(ltiLaunches.id, score.launchId));
  if (!row) throw new FinalScoreFailure('The launch, its platform or its course is gone');
  const [quiz] = score.itemId
    ? await db
        .select({ id: courseItems.id, title: courseItems.title })
        .from(courseItems)
        .where(eq(courseItems.id, score.itemId))
    : [];
  if (score.itemId && !quiz) throw new FinalScoreFailure('The quiz is gone');
  const target = scoreTarget(
    row.launch.ags,
    quiz ? { kind: 'quiz', itemId: quiz.id } : { kind: 'course', courseId: row.course.id },
    row.launch.itemId,
  );
  if (!target) throw new FinalScoreFailure('The launch grants no line item for this score');
  const scope = [AGS_SCOPE.score, ...('lineItem' in target ? [] : [AGS_SCOPE.lineItem])].join(' ');
  const token = await accessToken(db, score.portalId, row.platform, scope);
  const lineItem = await lineItemOf(target, token, {
    label: quiz ? `${row.course.title}: ${quiz.title}` : row.course.title,
    scoreMaximum: quiz ? score.scoreMaximum : COURSE_SCORE_MAXIMUM,
    resourceLinkId: row.launch.resourceLinkId,
  });
  const response = await ltiFetch(scoresUrl(lineItem), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/vnd.ims.lis.v1.score+json',
    },
    body: JSON.stringify({
      userId: row.launch.sub,
      ...(score.scoreGiven === null
        ? {}
        : { scoreGiven: score.scoreGiven, scoreMaximum: score.scoreMaximum }),
      activityProgress: score.activityProgress,
      gradingProgress: score.gradingProgress,
      timestamp: score.occurredAt.toISOString(),
    }),
  });
  if (!response.ok) {
    // A refused token may be a revoked one: ask for a new one next time.
    if (response.status === 401) accessTokens.clear();
    throw new Error(`The score endpoint answered ${response.status}`);
  }
  return { lineItem, platform: row.platform, accountId: row.launch.accountId };
}

/**
 * The worker's share (academy-api/jobs/worker.ts): posts the due scores a few at a time (SKIP
 * LOCKED and a lease, so each is posted by one worker), a failure retried with backoff up to
 * MAX_SCORE_ATTEMPTS. A score replaces the user's earlier one on the platform (AGS), so posting
 * one twice after a crash changes nothing. Each success and each final failure is in the log.
 */
export async function postDueScores(
  db: Db,
  options: { now: () => Date; leaseMs: number; stopping: () => boolean },
): Promise<number> {
  let sent = 0;
  while (!options.stopping()) {
    const now = options.now();
    const due = await claimScores(db, {
      now,
      leaseUntil: new Date(now.getTime() + options.leaseMs),
      limit: 8,
    });
    if (due.length === 0) break;
    for (const score of due) {
      const attempts = score.attempts + 1;
      try {
        const posted = await postScore(db, score);
        await db
          .update(ltiScores)
          .set({ sentAt: options.now(), attempts, lastError: null })
          .where(eq(ltiScores.id, score.id));
        await logScore(db, score, 'lti.score_posted', posted.accountId, {
          line_item: posted.lineItem,
          score_given: score.scoreGiven,
          attempts,
        });
        sent += 1;
      } catch (error) {
        const message = callProblem(error);
        // An address the guard refuses (a private network, a redirect) stays refused: no retry.
        const final =
          error instanceof FinalScoreFailure ||
          isRefusedAddress(error) ||
          attempts >= MAX_SCORE_ATTEMPTS;
        await db
          .update(ltiScores)
          .set({
            attempts: final ? Math.max(attempts, MAX_SCORE_ATTEMPTS) : attempts,
            lastError: message,
            nextAttemptAt: new Date(options.now().getTime() + scoreRetryDelayMs(attempts)),
          })
          .where(eq(ltiScores.id, score.id));
        if (final) {
          await logScore(db, score, 'lti.score_failed', null, { error: message, attempts });
        }
      }
    }
  }
  return sent;
}

async function logScore(
  db: Db,
  score: DueScore,
  action: 'lti.score_posted' | 'lti.score_failed',
  accountId: string | null,
  after: Record<string, unknown>,
) {
  await appendAuditEvent(db, {
    portalId: score.portalId,
    actorId: accountId,
    actorAddress: null,
    via: 'lti',
    action,
    targetType: 'lti_scores',
    targetId: score.id,
    targetLabel: score.reason,
    before: null,
    after,
  });
}

/** Tests: forget the kept access tokens. */
export function forgetAccessTokens() {
  accessTokens.clear();
}
