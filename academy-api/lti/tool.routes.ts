import { and, asc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AuditAction } from '../../shared/audit/audit-actions';
import {
  ltiLaunches as launchContract,
  ltiDeepLinkCourses,
  ltiDeepLinkInput,
  ltiDeepLinkResponses,
  ltiLogins,
  ltiSessions,
} from '../../shared/lti/contract';
import {
  DEEP_LINKING_REQUEST,
  type LtiRefusalReason,
  launchLocale,
} from '../../shared/lti/tool-rules';
import type { RowsOf } from '../access/route-table';
import {
  CLIENT_ADDRESS_HEADER,
  recordThrottleEvent,
  refuseFor,
  throttleWait,
  touchLastOnline,
} from '../accounts';
import type { AppEnv } from '../app-env';
import { appendAuditEvent } from '../audit';
import type { ThrottlePolicy } from '../auth/throttle-policy';
import { courseItems, courseModules, courses, ltiPlatforms } from '../db/schema';
import { buildDocument } from '../jsonapi/document';
import { attributesOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, text } from '../jsonapi/errors';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal } from '../middleware/portal';
import { type Answers, list, one } from '../openapi/answers';
import { deepLinkingResponse } from './deep-linking';
import { acceptLaunch, launchOfCode, useHandoff } from './launch';
import { LtiRefusal, startLogin, validateLaunch } from './launch-validation';

/**
 * Every LTI endpoint, per visitor address: 60 calls in ten minutes (a class launching at once
 * from one school address stays under it), then a minute's wait, doubling up to a quarter hour.
 */
export const LTI_THROTTLE: ThrottlePolicy = {
  free: 60,
  memoryMs: 10 * 60_000,
  baseBlockMs: 60_000,
  maxBlockMs: 15 * 60_000,
};

async function throttled(c: Context<AppEnv>) {
  const key = `lti:address:${c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown'}`;
  const now = new Date();
  const wait = await throttleWait(c.var.db, [key], now);
  if (wait > 0) refuseFor(wait);
  await recordThrottleEvent(c.var.db, key, now, LTI_THROTTLE);
}

function refused(reason: LtiRefusalReason): never {
  throw new ApiError(422, [
    { code: 'LTI_REFUSED', text: text('lti.refused', { reason }), meta: { reason } },
  ]);
}

/** An LTI event in the portal's audit log (its actor: the launched account, when there is one). */
async function logged(
  c: Context<AppEnv>,
  entry: {
    action: AuditAction;
    actorId?: string | null;
    platformId?: string | null;
    label: string;
    after?: Record<string, unknown>;
  },
) {
  await appendAuditEvent(c.var.db, {
    portalId: c.var.portal.id,
    actorId: entry.actorId ?? null,
    actorAddress: c.req.header(CLIENT_ADDRESS_HEADER) ?? null,
    via: 'lti',
    action: entry.action,
    targetType: 'lti_platforms',
    targetId: entry.platformId ?? null,
    targetLabel: entry.label,
    before: null,
    after: entry.after ?? null,
  });
}

async function refuse(c: Context<AppEnv>, error: unknown, label: string): Promise<never> {
  if (!(error instanceof LtiRefusal)) throw error;
  await logged(c, {
    action: 'lti.launch_refused',
    label,
    after: { reason: error.reason, detail: error.detail.slice(0, 300) },
  });
  refused(error.reason);
}

const loginInput = z.object({
  iss: z.string().min(1).max(500),
  login_hint: z.string().min(1).max(2000),
  target_link_uri: z.string().min(1).max(2000),
  lti_message_hint: z.string().max(4000).optional(),
  client_id: z.string().max(500).optional(),
  lti_deployment_id: z.string().max(500).optional(),
  /** Our launch URL on the host the platform called (the app adds it). */
  redirect_uri: z.url().max(2000),
});

const launchInput = z.object({
  id_token: z.string().max(20_000).default(''),
  state: z.string().max(4_000).default(''),
});

const codeInput = z.object({ code: z.string().min(20).max(100) });

/**
 * /v1/lti/tool: the portal launched as an LTI 1.3 tool (issue 38 item 2; docs/lti.md). Public
 * (the platform's browser calls come through the app's /lti/tool routes), each call throttled
 * per address and each launch, refusal and deep link logged (audit actions lti.*).
 */
export const ltiToolRoutes = new Hono<AppEnv>()
  .post('/logins', async (c) => {
    await throttled(c);
    const input = await attributesOf(c, loginInput);
    try {
      const candidates = await c.var.db
        .select()
        .from(ltiPlatforms)
        .where(
          and(
            eq(ltiPlatforms.portalId, c.var.portal.id),
            eq(ltiPlatforms.issuer, input.iss),
            ...(input.client_id ? [eq(ltiPlatforms.clientId, input.client_id)] : []),
          ),
        );
      // Without a client id the issuer must name one registration.
      const platform = candidates.length === 1 ? candidates[0] : undefined;
      if (!platform) throw new LtiRefusal('UNKNOWN_PLATFORM', input.iss);
      if (input.lti_deployment_id && !platform.deploymentIds.includes(input.lti_deployment_id)) {
        throw new LtiRefusal('UNKNOWN_DEPLOYMENT');
      }
      const { nonce, state } = await startLogin(c.var.db, {
        portalId: c.var.portal.id,
        platform,
        targetLinkUri: input.target_link_uri,
        now: new Date(),
      });
      // Security Framework §5.1.1.1 / LTI 1.3 §5.1.1.2: the authentication request.
      const url = new URL(platform.authEndpoint);
      const query: Record<string, string> = {
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: platform.clientId,
        redirect_uri: input.redirect_uri,
        login_hint: input.login_hint,
        state,
        nonce,
        ...(input.lti_message_hint ? { lti_message_hint: input.lti_message_hint } : {}),
      };
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      return resourceResponse(resourceOf(ltiLogins, nonce, { redirect_url: url.toString() }), {
        status: 201,
      });
    } catch (error) {
      return refuse(c, error, input.iss);
    }
  })
  .post('/launches', async (c) => {
    await throttled(c);
    const input = await attributesOf(c, launchInput);
    const now = new Date();
    try {
      const launch = await validateLaunch(c.var.db, {
        portalId: c.var.portal.id,
        idToken: input.id_token,
        state: input.state,
        now,
      });
      // A new account speaks the launch's language, else the portal's default.
      const portal = await currentPortal(c);
      const portalDefault = portal.parameters.find((p) => p.type === 'default_language')?.data as
        | { locale?: string }
        | undefined;
      const accepted = await acceptLaunch(c.var.db, {
        portalId: c.var.portal.id,
        launch,
        locale:
          launchLocale(launch.claims.locale) ??
          portalDefault?.locale ??
          portal.languages[0]?.locale ??
          'nl',
        now,
      });
      await logged(c, {
        action: 'lti.launched',
        actorId: accepted.accountId,
        platformId: launch.platform.id,
        label: launch.platform.issuer,
        after: {
          message_type: accepted.messageType,
          role: accepted.role,
          account_created: accepted.created,
          course_id: accepted.courseId,
          deployment_id: launch.deploymentId,
        },
      });
      return resourceResponse(
        resourceOf(launchContract, accepted.launchId, {
          message_type: accepted.messageType,
          code: accepted.code,
        }),
        { status: 201 },
      );
    } catch (error) {
      return refuse(c, error, 'launch');
    }
  })
  .post('/sessions', async (c) => {
    await throttled(c);
    const input = await attributesOf(c, codeInput);
    const opened = await useHandoff(c.var.db, {
      portalId: c.var.portal.id,
      code: input.code,
      now: new Date(),
    });
    if (!opened) refused('HANDOFF_USED');
    await touchLastOnline(c.var.db, { accountId: opened.accountId });
    return resourceResponse(
      resourceOf(ltiSessions, opened.token.id, {
        token: opened.token.token,
        expires_at: iso(opened.token.expiresAt),
        course_slug: opened.courseSlug,
        item_slug: opened.itemSlug,
      }),
      { status: 201 },
    );
  })
  .get('/deep_links/:code/courses', async (c) => {
    await throttled(c);
    const { code } = codeInput.parse({ code: c.req.param('code') });
    const launch = await launchOfCode(c.var.db, {
      portalId: c.var.portal.id,
      code,
      now: new Date(),
    });
    if (launch?.messageType !== DEEP_LINKING_REQUEST) refused('HANDOFF_USED');
    const rows = await c.var.db
      .select({
        id: courses.id,
        title: courses.title,
        slug: courses.slug,
        summary: courses.description,
      })
      .from(courses)
      .where(and(eq(courses.portalId, c.var.portal.id), eq(courses.status, 'published')))
      .orderBy(asc(courses.title));
    const quizzes = await c.var.db
      .select({ id: courseItems.id, title: courseItems.title, courseId: courseItems.courseId })
      .from(courseItems)
      .innerJoin(courses, eq(courses.id, courseItems.courseId))
      .innerJoin(courseModules, eq(courseModules.id, courseItems.moduleId))
      .where(
        and(
          eq(courses.portalId, c.var.portal.id),
          eq(courses.status, 'published'),
          eq(courseItems.kind, 'quiz'),
        ),
      )
      .orderBy(asc(courseModules.position), asc(courseItems.position));
    return jsonApiResponse(
      buildDocument(
        rows.map((row) =>
          resourceOf(ltiDeepLinkCourses, row.id, {
            title: row.title,
            slug: row.slug,
            summary: row.summary,
            quizzes: quizzes
              .filter((quiz) => quiz.courseId === row.id)
              .map((quiz) => ({ id: quiz.id, title: quiz.title })),
          }),
        ),
      ),
    );
  })
  .post('/deep_links/:code', async (c) => {
    await throttled(c);
    const { code } = codeInput.parse({ code: c.req.param('code') });
    const input = await attributesOf(c, ltiDeepLinkInput);
    const now = new Date();
    const answer = await deepLinkingResponse(c.var.db, {
      portalId: c.var.portal.id,
      code,
      courseId: input.course_id,
      itemId: input.item_id ?? null,
      origin: new URL(input.origin).origin,
      now,
    });
    if (!answer) refused('HANDOFF_USED');
    await logged(c, {
      action: 'lti.deep_linked',
      actorId: answer.accountId,
      platformId: answer.platformId,
      label: answer.courseTitle,
      after: { course_id: input.course_id, item_id: input.item_id ?? null },
    });
    return resourceResponse(
      resourceOf(ltiDeepLinkResponses, answer.launchId, {
        return_url: answer.returnUrl,
        jwt: answer.jwt,
      }),
      { status: 201 },
    );
  });

export const answers: Answers = {
  'POST /v1/lti/tool/logins': one('lti_logins', { status: [201] }),
  'POST /v1/lti/tool/launches': one('lti_launches', { status: [201] }),
  'POST /v1/lti/tool/sessions': one('lti_sessions', { status: [201] }),
  'GET /v1/lti/tool/deep_links/:code/courses': list('lti_deep_link_courses'),
  'POST /v1/lti/tool/deep_links/:code': one('lti_deep_link_responses', { status: [201] }),
};

const CODE = 'x'.repeat(43);

/** Public: anyone may try, and an unknown platform, token or code is refused (422). */
export const rows: RowsOf = () => [
  {
    method: 'POST',
    route: '/v1/lti/tool/logins',
    path: () => '/v1/lti/tool/logins',
    body: {
      data: {
        attributes: {
          iss: 'https://unknown.example',
          login_hint: 'x',
          target_link_uri: 'https://localhost/lti/tool/courses/x',
          redirect_uri: 'https://localhost/lti/tool/launch',
        },
      },
    },
    expect: { lars: 403, others: 422 },
  },
  {
    method: 'POST',
    route: '/v1/lti/tool/launches',
    path: () => '/v1/lti/tool/launches',
    body: { data: { attributes: { id_token: 'x', state: 'y' } } },
    expect: { lars: 403, others: 422 },
  },
  {
    method: 'POST',
    route: '/v1/lti/tool/sessions',
    path: () => '/v1/lti/tool/sessions',
    body: { data: { attributes: { code: CODE } } },
    expect: { lars: 403, others: 422 },
  },
  {
    method: 'GET',
    route: '/v1/lti/tool/deep_links/:code/courses',
    path: () => `/v1/lti/tool/deep_links/${CODE}/courses`,
    expect: { lars: 403, others: 422 },
  },
  {
    method: 'POST',
    route: '/v1/lti/tool/deep_links/:code',
    path: () => `/v1/lti/tool/deep_links/${CODE}`,
    body: {
      data: {
        attributes: {
          course_id: '00000000-0000-4000-8000-000000000000',
          origin: 'https://localhost',
        },
      },
    },
    expect: { lars: 403, others: 422 },
  },
];
