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
import { courses, ltiLaunches, ltiPlatforms } from '../db/schema';
import { LTI_ALG, ltiSigningKey } from './keys';
import { launchOfCode } from './launch';

/**
 * The LtiDeepLinkingResponse (Deep Linking 2.0 §4.5) for the course an instructor picked: one
 * ltiResourceLink content item (title, the course's target link, and a line item when the
 * platform offered AGS line items), the request's `data` echoed, signed with the portal's key
 * (iss = our client id, aud = the platform's issuer). The launch's code is used up by it.
 */
export async function deepLinkingResponse(
  db: Db,
  params: { portalId: string; code: string; courseId: string; origin: string; now: Date },
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
  const item = {
    type: 'ltiResourceLink',
    title: course.title,
    ...(course.summary ? { text: course.summary } : {}),
    url: toolUrls(params.origin).courseTarget(course.slug),
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
    courseTitle: course.title,
  };
}
