import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import {
  AGS_SCOPE,
  COURSE_SCORE_MAXIMUM,
  DEEP_LINKING_REQUEST,
  DEEP_LINKING_RESPONSE,
  LTI_CLAIM,
  LTI_VERSION,
  toolUrls,
} from '../../shared/lti/tool-rules';
import type { Db } from '../db/database';
import { courseItems, courses, ltiLaunches, ltiPlatforms } from '../db/schema';
import { LTI_ALG, ltiSigningKey } from './keys';
import { launchOfCode } from './launch';

/**
 * The LtiDeepLinkingResponse (Deep Linking 2.0 §4.5) for the course an instructor picked, or one
 * quiz of it: one ltiResourceLink content item (title, the target link, and a line item when the
 * platform offered AGS line items: the course's completion, or the quiz's score), the request's
 * `data` echoed, signed with the portal's key (iss = our client id, aud = the platform's
 * issuer). The launch's code is used up by it.
 */
export async function deepLinkingResponse(
  db: Db,
  params: {
    portalId: string;
    code: string;
    courseId: string;
    itemId: string | null;
    origin: string;
    now: Date;
  },
) {
  const launch = await launchOfCode(db, params);
  if (launch?.messageType !== DEEP_LINKING_REQUEST || !launch.deepLinking) return null;
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      summary: courses.description,
    })
    .from(courses)
    .where(
      and(
        eq(courses.portalId, params.portalId),
        eq(courses.id, params.courseId),
        eq(courses.status, 'published'),
      ),
    );
  const [platform] = await db
    .select()
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.id, launch.platformId));
  if (!course || !platform) return null;
  const [quiz] = params.itemId
    ? await db
        .select({ id: courseItems.id, slug: courseItems.slug, title: courseItems.title })
        .from(courseItems)
        .where(
          and(
            eq(courseItems.id, params.itemId),
            eq(courseItems.courseId, course.id),
            eq(courseItems.kind, 'quiz'),
          ),
        )
    : [];
  if (params.itemId && !quiz) return null;
  const used = await db
    .update(ltiLaunches)
    .set({ handoffUsedAt: params.now })
    .where(
      and(
        eq(ltiLaunches.id, launch.id),
        isNull(ltiLaunches.handoffUsedAt),
        gt(ltiLaunches.handoffExpiresAt, params.now),
      ),
    )
    .returning({ id: ltiLaunches.id });
  if (used.length === 0) return null;
  const lineItems = launch.ags?.scope?.includes(AGS_SCOPE.lineItem) ?? false;
  const urls = toolUrls(params.origin);
  const item = quiz
    ? {
        type: 'ltiResourceLink',
        title: quiz.title,
        text: course.title,
        url: urls.itemTarget(course.slug, quiz.slug),
        custom: { course: course.slug, item: quiz.slug },
        ...(lineItems
          ? {
              lineItem: {
                scoreMaximum: COURSE_SCORE_MAXIMUM,
                label: quiz.title,
                resourceId: quiz.id,
                tag: 'quiz',
              },
            }
          : {}),
      }
    : {
        type: 'ltiResourceLink',
        title: course.title,
        ...(course.summary ? { text: course.summary } : {}),
        url: urls.courseTarget(course.slug),
        custom: { course: course.slug },
        ...(lineItems
          ? {
              lineItem: {
                scoreMaximum: COURSE_SCORE_MAXIMUM,
                label: course.title,
                resourceId: course.id,
                tag: 'completion',
              },
            }
          : {}),
      };
  const key = await ltiSigningKey(db, params.portalId);
  const jwt = await new SignJWT({
    nonce: crypto.randomUUID(),
    [LTI_CLAIM.messageType]: DEEP_LINKING_RESPONSE,
    [LTI_CLAIM.version]: LTI_VERSION,
    [LTI_CLAIM.deploymentId]: launch.deploymentId,
    [LTI_CLAIM.contentItems]: [item],
    ...(launch.deepLinking.data ? { [LTI_CLAIM.data]: launch.deepLinking.data } : {}),
  })
    .setProtectedHeader({ alg: LTI_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt(Math.floor(params.now.getTime() / 1000))
    .setExpirationTime(Math.floor(params.now.getTime() / 1000) + 300)
    .sign(key.privateKey);
  return {
    jwt,
    returnUrl: launch.deepLinking.returnUrl,
    launchId: launch.id,
    accountId: launch.accountId,
    platformId: platform.id,
    courseTitle: quiz ? `${course.title}: ${quiz.title}` : course.title,
  };
}
