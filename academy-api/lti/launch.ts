import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  DEEP_LINKING_REQUEST,
  LTI_CLAIM,
  launchedCourseSlug,
  launchedItemSlug,
  mappedRole,
} from '../../shared/lti/tool-rules';
import { AccountDeactivatedError, createLoginToken } from '../accounts';
import type { Db } from '../db/database';
import {
  accountRoles,
  accounts,
  courseCoaches,
  courseItems,
  courseModules,
  courses,
  ltiLaunches,
  ltiUserLinks,
} from '../db/schema';
import { enroll } from '../learning';
import { LtiRefusal, type ValidLaunch } from './launch-validation';

/** How long a launch's hand-over code opens its session (a click in the platform's iframe). */
export const HANDOFF_TTL_MS = 10 * 60_000;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** The published course of the portal a resource-link launch opens, or a refusal. */
export async function launchedCourse(db: Db, portalId: string, launch: ValidLaunch) {
  const slug = launchedCourseSlug(
    launch.targetLinkUri,
    launch.claims[LTI_CLAIM.custom] as Record<string, unknown> | undefined,
  );
  if (!slug) throw new LtiRefusal('COURSE_NOT_FOUND');
  const [course] = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title })
    .from(courses)
    .where(
      and(eq(courses.portalId, portalId), eq(courses.slug, slug), eq(courses.status, 'published')),
    );
  if (!course) throw new LtiRefusal('COURSE_NOT_FOUND', slug);
  // A link for one item of the course (a quiz deep linked on its own): that item, or refused.
  const itemSlug = launchedItemSlug(
    launch.targetLinkUri,
    launch.claims[LTI_CLAIM.custom] as Record<string, unknown> | undefined,
  );
  if (!itemSlug) return { ...course, itemId: null };
  const [item] = await db
    .select({ id: courseItems.id })
    .from(courseItems)
    .where(and(eq(courseItems.courseId, course.id), eq(courseItems.slug, itemSlug)));
  if (!item) throw new LtiRefusal('COURSE_NOT_FOUND', `${slug}/${itemSlug}`);
  return { ...course, itemId: item.id };
}

/**
 * A platform user's account: the one linked to (platform, sub), else a new one in the platform's
 * organisation (no password: it signs in only through the platform). Linked by `sub` alone, never
 * by e-mail: a platform asserting someone's address does not open that person's account. Its
 * name and e-mail follow the claims when given; an address another account has is not taken (the
 * account gets a placeholder under .invalid).
 */
async function linkedAccount(
  tx: Db,
  params: { portalId: string; launch: ValidLaunch; locale: string },
) {
  const { platform, claims, sub } = params.launch;
  const role = mappedRole(params.launch.roles, platform.administratorRole as 'coach' | 'admin');
  const [linked] = await tx
    .select({ accountId: ltiUserLinks.accountId })
    .from(ltiUserLinks)
    .where(and(eq(ltiUserLinks.platformId, platform.id), eq(ltiUserLinks.sub, sub)));
  const given = typeof claims.name === 'string' ? claims.name.trim().slice(0, 200) : '';
  const fullName =
    given ||
    [claims.given_name, claims.family_name].filter((part) => typeof part === 'string').join(' ') ||
    `LTI ${sub.slice(0, 40)}`;
  let accountId = linked?.accountId;
  if (!accountId) {
    const claimed = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    const [taken] = claimed
      ? await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(sql`lower(${accounts.email})`, claimed))
      : [];
    const placeholder = `lti-${hashOf(`${platform.id}:${sub}`).slice(0, 24)}@lti.invalid`;
    const [made] = await tx
      .insert(accounts)
      .values({
        portalId: params.portalId,
        entityId: platform.entityId,
        email: claimed && !taken ? claimed : placeholder,
        fullName,
        locale: params.locale,
        lastOnline: new Date(),
      })
      .returning({ id: accounts.id });
    if (!made) throw new Error('Inserting an account returned no row');
    accountId = made.id;
    await tx.insert(ltiUserLinks).values({ platformId: platform.id, sub, accountId });
  } else if (given) {
    await tx.update(accounts).set({ fullName }).where(eq(accounts.id, accountId));
  }
  await tx.insert(accountRoles).values({ accountId, role }).onConflictDoNothing();
  return { accountId, role, created: !linked };
}

export type AcceptedLaunch = {
  launchId: string;
  accountId: string;
  code: string;
  messageType: ValidLaunch['messageType'];
  courseId: string | null;
  created: boolean;
  role: string;
};

/**
 * A valid launch's effects, in one transaction: the account provisioned or linked, its role
 * added, the course's enrolment (and, for those who teach, its coaching), and the launch kept
 * with its hand-over code (only the hash is stored) and its AGS endpoint.
 */
export async function acceptLaunch(
  db: Db,
  params: { portalId: string; launch: ValidLaunch; locale: string; now: Date },
): Promise<AcceptedLaunch> {
  const { launch } = params;
  // Deep Linking 2.0 §4.4: content is picked by those who teach, never by a learner.
  const administratorRole = launch.platform.administratorRole as 'coach' | 'admin';
  if (
    launch.messageType === DEEP_LINKING_REQUEST &&
    mappedRole(launch.roles, administratorRole) === 'student'
  ) {
    throw new LtiRefusal('WRONG_MESSAGE_TYPE', 'deep linking by a learner');
  }
  const course =
    launch.messageType === DEEP_LINKING_REQUEST
      ? null
      : await launchedCourse(db, params.portalId, launch);
  const code = randomBytes(32).toString('base64url');
  const result = await db.transaction(async (tx) => {
    const account = await linkedAccount(tx, params);
    if (course) {
      if (account.role !== 'student') {
        await tx
          .insert(courseCoaches)
          .values({ courseId: course.id, accountId: account.accountId })
          .onConflictDoNothing();
      }
      await enroll(tx, { accountId: account.accountId, courseId: course.id });
    }
    const ags = launch.claims[LTI_CLAIM.ags] as
      | { lineitem?: string; lineitems?: string; scope?: string[] }
      | undefined;
    const settings = launch.claims[LTI_CLAIM.deepLinkingSettings] as
      | { deep_link_return_url: string; data?: string; accept_types: string[] }
      | undefined;
    const [row] = await tx
      .insert(ltiLaunches)
      .values({
        portalId: params.portalId,
        platformId: launch.platform.id,
        accountId: account.accountId,
        messageType: launch.messageType,
        deploymentId: launch.deploymentId,
        sub: launch.sub,
        courseId: course?.id ?? null,
        itemId: course?.itemId ?? null,
        resourceLinkId:
          (launch.claims[LTI_CLAIM.resourceLink] as { id?: unknown } | undefined)?.id?.toString() ??
          null,
        ags: ags ? { lineitem: ags.lineitem, lineitems: ags.lineitems, scope: ags.scope } : null,
        deepLinking: settings
          ? {
              returnUrl: settings.deep_link_return_url,
              data: settings.data,
              acceptTypes: settings.accept_types,
            }
          : null,
        handoffHash: hashOf(code),
        handoffExpiresAt: new Date(params.now.getTime() + HANDOFF_TTL_MS),
      })
      .returning({ id: ltiLaunches.id });
    if (!row) throw new Error('Inserting a launch returned no row');
    return { launchId: row.id, ...account };
  });
  return {
    ...result,
    code,
    messageType: launch.messageType,
    courseId: course?.id ?? null,
  };
}

/** The launch of a live hand-over code (unused, unexpired), for the deep-linking picker. */
export async function launchOfCode(db: Db, params: { portalId: string; code: string; now: Date }) {
  const [row] = await db
    .select()
    .from(ltiLaunches)
    .where(
      and(
        eq(ltiLaunches.portalId, params.portalId),
        eq(ltiLaunches.handoffHash, hashOf(params.code)),
        isNull(ltiLaunches.handoffUsedAt),
        gt(ltiLaunches.handoffExpiresAt, params.now),
      ),
    );
  return row ?? null;
}

/**
 * Uses a hand-over code once: a fresh login token for the launch's account, and where its course
 * continues (the first item not done). Null when the code is unknown, used or expired.
 */
export async function useHandoff(db: Db, params: { portalId: string; code: string; now: Date }) {
  const [launch] = await db
    .update(ltiLaunches)
    .set({ handoffUsedAt: params.now })
    .where(
      and(
        eq(ltiLaunches.portalId, params.portalId),
        eq(ltiLaunches.handoffHash, hashOf(params.code)),
        isNull(ltiLaunches.handoffUsedAt),
        gt(ltiLaunches.handoffExpiresAt, params.now),
      ),
    )
    .returning({
      accountId: ltiLaunches.accountId,
      courseId: ltiLaunches.courseId,
      itemId: ltiLaunches.itemId,
    });
  if (!launch) return null;
  // A deactivated account (SCIM, issue 39) gets no session: the hand-over is refused as used.
  const token = await createLoginToken(db, { accountId: launch.accountId }).catch(
    (error: unknown) => {
      if (error instanceof AccountDeactivatedError) return null;
      throw error;
    },
  );
  if (token === null) return null;
  let courseSlug: string | null = null;
  let itemSlug: string | null = null;
  if (launch.courseId && launch.itemId) {
    // A link for one item opens that item.
    const [target] = await db
      .select({ course: courses.slug, item: courseItems.slug })
      .from(courseItems)
      .innerJoin(courses, eq(courses.id, courseItems.courseId))
      .where(eq(courseItems.id, launch.itemId));
    courseSlug = target?.course ?? null;
    itemSlug = target?.item ?? null;
  } else if (launch.courseId) {
    const [first] = await db
      .select({ course: courses.slug, item: courseItems.slug })
      .from(courses)
      .leftJoin(courseModules, eq(courseModules.courseId, courses.id))
      .leftJoin(courseItems, eq(courseItems.moduleId, courseModules.id))
      .where(eq(courses.id, launch.courseId))
      .orderBy(asc(courseModules.position), asc(courseItems.position))
      .limit(1);
    courseSlug = first?.course ?? null;
    itemSlug = first?.item ?? null;
  }
  return { token, courseSlug, itemSlug, accountId: launch.accountId };
}
