import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import { grantedScopes, membershipRoles, scoreFinishes } from '../../shared/lti/platform';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/database';
import {
  accountRoles,
  accounts,
  courseCoaches,
  courseItems,
  courses,
  enrollments,
} from '../db/schema';
import { issueDueCertificates, setItemDone } from '../learning';
import { callProblem, isRefusedAddress } from './outbound';
import { LtiRefusal, toolKeys } from './platform';
import {
  ltiAccessTokens,
  ltiLineItems,
  ltiResourceLinks,
  ltiToolScores,
  ltiTools,
  ltiUsedJtis,
} from './platform-tables/schema';
import { type LtiToolRow, toolByClientId } from './tools.queries';

/** Access tokens live an hour (Security Framework §4.1.1 recommends about that). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** A client assertion may live five minutes at most, a minute of clock skew allowed. */
const ASSERTION_MAX_SECONDS = 300;
const CLOCK_SKEW_SECONDS = 60;

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/**
 * The client-credentials grant with a JWT assertion (Security Framework §4.1): the assertion's
 * iss and sub are the client id of a tool of this portal, signed by its key (the `kid` one of
 * its JWKS), aud our token endpoint, unexpired, its jti never seen; the scopes within the tool's
 * services. The token is opaque, only its SHA-256 kept.
 */
export async function issueAccessToken(
  db: Db,
  params: {
    portalId: string;
    tokenEndpoint: string;
    form: URLSearchParams;
    now: Date;
  },
): Promise<{ tool: LtiToolRow; token: string; scopes: string[] }> {
  const form = params.form;
  if (form.get('grant_type') !== 'client_credentials') {
    throw new LtiRefusal('invalid_request', 'grant_type is not client_credentials');
  }
  if (form.get('client_assertion_type') !== CLIENT_ASSERTION_TYPE) {
    throw new LtiRefusal('invalid_request', 'client_assertion_type is not jwt-bearer');
  }
  const assertion = form.get('client_assertion') ?? '';
  let clientId: string;
  try {
    const claims = decodeJwt(assertion);
    clientId = String(claims.sub ?? claims.iss ?? '');
  } catch {
    throw new LtiRefusal('invalid_client', 'client_assertion is not a JWT');
  }
  const tool = await toolByClientId(db, { portalId: params.portalId, clientId });
  if (tool?.status !== 'active') {
    throw new LtiRefusal('invalid_client', 'unknown or inactive client');
  }
  const keys = toolKeys(tool);
  if (!keys) throw new LtiRefusal('invalid_client', 'the tool has no key');
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(assertion, keys, {
      issuer: tool.clientId,
      subject: tool.clientId,
      audience: params.tokenEndpoint,
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384'],
      clockTolerance: CLOCK_SKEW_SECONDS,
      maxTokenAge: ASSERTION_MAX_SECONDS + CLOCK_SKEW_SECONDS,
      currentDate: params.now,
      requiredClaims: ['jti', 'exp', 'iat'],
    }));
  } catch (error) {
    throw Object.assign(
      new LtiRefusal(
        'invalid_client',
        isRefusedAddress(error)
          ? `the tool's JWKS URL is refused: ${callProblem(error)}`
          : `client_assertion refused: ${(error as Error).name}`,
      ),
      { tool },
    );
  }
  const scopes = grantedScopes(form.get('scope') ?? '', tool.services);
  if (!scopes) {
    throw Object.assign(new LtiRefusal('invalid_scope' as 'invalid_request', 'scope not granted'), {
      tool,
    });
  }
  // Each assertion once: its jti kept until it would have expired anyway.
  await db.delete(ltiUsedJtis).where(lt(ltiUsedJtis.expiresAt, params.now));
  const used = await db
    .insert(ltiUsedJtis)
    .values({
      toolId: tool.id,
      jti: String(payload.jti),
      expiresAt: new Date(((payload.exp ?? 0) + CLOCK_SKEW_SECONDS) * 1000),
    })
    .onConflictDoNothing()
    .returning({ jti: ltiUsedJtis.jti });
  if (used.length === 0) {
    throw Object.assign(new LtiRefusal('invalid_grant', 'client_assertion jti replayed'), { tool });
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(ltiAccessTokens).values({
    toolId: tool.id,
    tokenHash: hashToken(token),
    scopes,
    expiresAt: new Date(params.now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
  });
  return { tool, token, scopes };
}

/** The tool and scopes of a live access token of this portal (null: none). */
export async function toolOfToken(db: Db, params: { portalId: string; token: string; now: Date }) {
  const [row] = await db
    .select({ tool: ltiTools, scopes: ltiAccessTokens.scopes })
    .from(ltiAccessTokens)
    .innerJoin(ltiTools, eq(ltiTools.id, ltiAccessTokens.toolId))
    .where(
      and(
        eq(ltiAccessTokens.tokenHash, hashToken(params.token)),
        gt(ltiAccessTokens.expiresAt, params.now),
        eq(ltiTools.portalId, params.portalId),
        eq(ltiTools.status, 'active'),
      ),
    );
  return row ?? null;
}

/** The course (the LTI context) when the tool has a resource link in it, else null. */
export async function contextOf(
  db: Db,
  params: { portalId: string; toolId: string; courseId: string },
) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, slug: courses.slug })
    .from(courses)
    .where(
      and(
        eq(courses.id, params.courseId),
        eq(courses.portalId, params.portalId),
        sql`exists (select 1 from ${ltiResourceLinks} l join ${courseItems} ci on ci.id = l.item_id
          where ci.course_id = ${courses.id} and l.tool_id = ${params.toolId})`,
      ),
    );
  return row ?? null;
}

export type LineItemRow = typeof ltiLineItems.$inferSelect;

export async function listLineItems(
  db: Db,
  params: {
    toolId: string;
    courseId: string;
    resourceLinkId?: string | null;
    resourceId?: string | null;
    tag?: string | null;
    limit: number;
  },
) {
  const where = [
    eq(ltiLineItems.toolId, params.toolId),
    eq(ltiLineItems.courseId, params.courseId),
  ];
  if (params.resourceLinkId)
    where.push(sql`${ltiLineItems.itemId}::text = ${params.resourceLinkId}`);
  if (params.resourceId) where.push(eq(ltiLineItems.resourceId, params.resourceId));
  if (params.tag) where.push(eq(ltiLineItems.tag, params.tag));
  return db
    .select()
    .from(ltiLineItems)
    .where(and(...where))
    .orderBy(asc(ltiLineItems.createdAt), asc(ltiLineItems.id))
    .limit(params.limit);
}

export async function findLineItem(
  db: Db,
  params: { toolId: string; courseId: string; id: string },
) {
  const [row] = await db
    .select()
    .from(ltiLineItems)
    .where(
      and(
        eq(ltiLineItems.id, params.id),
        eq(ltiLineItems.toolId, params.toolId),
        eq(ltiLineItems.courseId, params.courseId),
      ),
    );
  return row ?? null;
}

/** A resource link id the tool names must be an lti item of this course linking to it. */
export async function linkedItem(
  db: Db,
  params: { toolId: string; courseId: string; itemId: string },
) {
  const [row] = await db
    .select({ id: courseItems.id })
    .from(courseItems)
    .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.itemId, courseItems.id))
    .where(
      and(
        eq(courseItems.id, params.itemId),
        eq(courseItems.courseId, params.courseId),
        eq(ltiResourceLinks.toolId, params.toolId),
      ),
    );
  return row ?? null;
}

export type LineItemValues = {
  label: string;
  scoreMaximum: number;
  resourceId: string;
  tag: string;
  itemId: string | null;
  startDateTime: Date | null;
  endDateTime: Date | null;
};

export async function createLineItem(
  db: Db,
  params: { toolId: string; courseId: string; values: LineItemValues },
) {
  const [row] = await db
    .insert(ltiLineItems)
    .values({ toolId: params.toolId, courseId: params.courseId, ...params.values })
    .returning();
  if (!row) throw new Error('Creating a line item returned no row');
  return row;
}

export async function updateLineItem(db: Db, params: { id: string; values: LineItemValues }) {
  const [row] = await db
    .update(ltiLineItems)
    .set(params.values)
    .where(eq(ltiLineItems.id, params.id))
    .returning();
  return row ?? null;
}

export async function deleteLineItem(db: Db, id: string) {
  await db.delete(ltiLineItems).where(eq(ltiLineItems.id, id));
}

/** Is the account a member of the course: enrolled, or its coach. */
export async function isMember(db: Db, params: { courseId: string; accountId: string }) {
  const [enrolled] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(eq(enrollments.courseId, params.courseId), eq(enrollments.accountId, params.accountId)),
    );
  if (enrolled) return true;
  const [coach] = await db
    .select({ id: courseCoaches.accountId })
    .from(courseCoaches)
    .where(
      and(
        eq(courseCoaches.courseId, params.courseId),
        eq(courseCoaches.accountId, params.accountId),
      ),
    );
  return coach !== undefined;
}

export type ScoreInput = {
  userId: string;
  scoreGiven: number | null;
  scoreMaximum: number | null;
  activityProgress: string;
  gradingProgress: string;
  comment: string | null;
  timestamp: Date;
};

/**
 * A score kept (AGS §3.4): the latest per learner; one older than the kept one changes nothing
 * (false). A finished score (Completed, FullyGraded) on the item's own line item ticks the item
 * done, so the course's progress and certificates follow, as any finished item does.
 */
export async function postScore(
  db: Db,
  params: { portalId: string; lineItem: LineItemRow; score: ScoreInput },
): Promise<{ kept: boolean; finished: boolean }> {
  const { lineItem, score } = params;
  const kept = await db
    .insert(ltiToolScores)
    .values({
      lineItemId: lineItem.id,
      accountId: score.userId,
      scoreGiven: score.scoreGiven,
      scoreMaximum: score.scoreMaximum,
      activityProgress: score.activityProgress,
      gradingProgress: score.gradingProgress,
      comment: score.comment,
      scoredAt: score.timestamp,
    })
    .onConflictDoUpdate({
      target: [ltiToolScores.lineItemId, ltiToolScores.accountId],
      set: {
        scoreGiven: score.scoreGiven,
        scoreMaximum: score.scoreMaximum,
        activityProgress: score.activityProgress,
        gradingProgress: score.gradingProgress,
        comment: score.comment,
        scoredAt: score.timestamp,
        updatedAt: new Date(),
      },
      setWhere: sql`${ltiToolScores.scoredAt} < excluded.scored_at`,
    })
    .returning({ accountId: ltiToolScores.accountId });
  if (kept.length === 0) return { kept: false, finished: false };
  const finished = scoreFinishes(score);
  if (finished && lineItem.itemId) {
    const enrolled = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(
        and(eq(enrollments.accountId, score.userId), eq(enrollments.courseId, lineItem.courseId)),
      );
    if (enrolled.length > 0) {
      const progress = await setItemDone(db, {
        accountId: score.userId,
        courseId: lineItem.courseId,
        itemId: lineItem.itemId,
        done: true,
      });
      if (progress?.status === 'completed') {
        await issueDueCertificates(db, { portalId: params.portalId, accountId: score.userId });
      }
    }
  }
  return { kept: true, finished };
}

export async function listResults(db: Db, params: { lineItemId: string; userId?: string | null }) {
  const where = [eq(ltiToolScores.lineItemId, params.lineItemId)];
  if (params.userId) where.push(sql`${ltiToolScores.accountId}::text = ${params.userId}`);
  return db
    .select()
    .from(ltiToolScores)
    .where(and(...where))
    .orderBy(asc(ltiToolScores.accountId));
}

export type MemberRow = {
  id: string;
  name: string;
  email: string;
  roles: string[];
  coach: boolean;
};

/** The course's members (enrolled and coaches), by name, a page at a time, and their count. */
export async function courseMembers(
  db: Db,
  params: { courseId: string; limit: number; offset: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const members = sql`(
    select account_id, false as coach from ${enrollments} where course_id = ${params.courseId}
    union
    select account_id, true as coach from ${courseCoaches} where course_id = ${params.courseId}
  )`;
  const result = await db.execute(sql`
    select a.id, a.full_name as name, a.email, bool_or(m.coach) as coach,
      coalesce((select array_agg(r.role order by r.role) from ${accountRoles} r
        where r.account_id = a.id), '{}') as roles
    from ${members} m join ${accounts} a on a.id = m.account_id
    group by a.id order by a.full_name, a.id
    limit ${params.limit} offset ${params.offset}`);
  const [total] = await db.select({ n: count() }).from(
    sql`(select account_id from ${enrollments} where course_id = ${params.courseId}
        union select account_id from ${courseCoaches} where course_id = ${params.courseId}) as m`,
  );
  const rows = (result as unknown as { rows: MemberRow[] }).rows.map((row) => ({
    ...row,
    roles: Array.isArray(row.roles) ? row.roles : [],
  }));
  return { rows, total: Number(total?.n ?? 0) };
}

export { membershipRoles };
