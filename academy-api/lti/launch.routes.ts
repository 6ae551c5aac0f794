import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { decodeJwt, jwtVerify } from 'jose';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import {
  ltiResourceLinks as linkContract,
  ltiAuthInput,
  ltiAuthResponses,
  ltiDeepLinkResultInput,
  ltiDeepLinkResults,
  ltiResourceLinkInput,
  ltiToolLaunches,
} from '../../shared/lti/contract';
import { CLAIMS, resourceLinkItems } from '../../shared/lti/platform';
import { learner } from '../access/course-access';
import { requireOpenItem } from '../access/item-release';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { addItem, editorItemResource, findItem, findModule, pathCourse } from '../authoring';
import { accountRoles, accounts, courseItems } from '../db/schema';
import { attributesOf, found, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { resourceOf } from '../jsonapi/resource';
import { requireViewer } from '../middleware/viewer';
import { type Answers, one } from '../openapi/answers';
import { ltiGate, ltiRefused } from './gate';
import { callProblem, isRefusedAddress } from './outbound';
import {
  answerAuthRequest,
  deepLinkingLaunch,
  LtiRefusal,
  readHint,
  resourceLinkLaunch,
  toolKeys,
} from './platform';
import { findTool, resourceLinkOf, setResourceLink, toolByClientId } from './tools.queries';
import { portalOrigin } from './tools.routes';

const TITLE_MAX = 120;

const newLtiItem = z.strictObject({
  tool_id: z.uuid(),
  title: z.string().trim().min(1).max(TITLE_MAX),
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i)
    .nullable()
    .optional(),
});

/**
 * POST /v1/courses/{course}/items/{item}/lti_launch: a learner's launch of an external-tool item
 * (issue 38 item 1): its first step, the tool's login initiation URL with signed, short-lived
 * hints (so no cookie is needed further on, inside a frame). Logged (`lti.tool_launched`).
 */
export const ltiLaunchRoutes = new Hono<AppEnv>().post('/', async (c) => {
  await ltiGate(c);
  const { viewer, course } = await learner(c);
  const [item] = await c.var.db
    .select({ id: courseItems.id, title: courseItems.title, kind: courseItems.kind })
    .from(courseItems)
    .where(
      and(eq(courseItems.courseId, course.id), eq(courseItems.slug, c.req.param('item') ?? '')),
    );
  if (item?.kind !== 'lti') throw notFound();
  await requireOpenItem(c, { viewer, course }, item.id);
  const launch = await resourceLinkLaunch(c.var.db, {
    portalId: c.var.portal.id,
    origin: await portalOrigin(c),
    accountId: viewer.id,
    itemId: item.id,
  });
  if (!launch) throw ApiError.of(409, 'LTI_TOOL_UNAVAILABLE', text('ltiPlatform.toolUnavailable'));
  await audit(c, {
    action: 'lti.tool_launched',
    target: { type: 'lti_tools', id: launch.tool.id, label: launch.tool.name },
    after: { course: course.slug, item: item.title, message: 'LtiResourceLinkRequest' },
    whole: true,
  });
  return resourceResponse(
    resourceOf(ltiToolLaunches, item.id, {
      login_url: launch.loginUrl,
      presentation: launch.tool.presentation,
      origins: launch.origins,
    }),
  );
});

/** POST /v1/courses/{course}/modules/{module}/lti_items: an external-tool item by hand. */
export const ltiItemRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const course = await pathCourse(c);
  const module = await found(
    findModule(c.var.db, { courseId: course.id, moduleId: uuidParam(c.req.param('module')) }),
  );
  const input = await attributesOf(c, newLtiItem);
  const tool = await findTool(c.var.db, { portalId: c.var.portal.id, id: input.tool_id });
  if (!tool) throw ApiError.of(422, 'VALIDATION_FAILED', text('ltiPlatform.noSuchTool'));
  const item = await c.var.db.transaction(async (tx) => {
    const added = await addItem(tx, {
      courseId: course.id,
      moduleId: module.id,
      kind: 'lti',
      title: input.title,
    });
    await setResourceLink(tx, {
      itemId: added.id,
      toolId: tool.id,
      url: input.url ?? null,
      custom: {},
    });
    return added;
  });
  return resourceResponse(editorItemResource(item, false), { status: 201 });
});

/**
 * /v1/courses/{course}/outline_items/{item}/lti_link: the tool an external-tool item launches
 * (the editor reads and changes it).
 */
export const ltiLinkRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const course = await pathCourse(c);
    queryOf(c, {});
    const item = await found(
      findItem(c.var.db, { courseId: course.id, itemId: uuidParam(c.req.param('item')) }),
    );
    if (item.kind !== 'lti') throw notFound();
    const link = await found(resourceLinkOf(c.var.db, item.id));
    return resourceResponse(linkResource(item.id, link));
  })
  .put('/', async (c) => {
    const course = await pathCourse(c);
    const item = await found(
      findItem(c.var.db, { courseId: course.id, itemId: uuidParam(c.req.param('item')) }),
    );
    if (item.kind !== 'lti') throw notFound();
    const input = await attributesOf(c, ltiResourceLinkInput);
    const tool = await findTool(c.var.db, { portalId: c.var.portal.id, id: input.tool_id });
    if (!tool) throw ApiError.of(422, 'VALIDATION_FAILED', text('ltiPlatform.noSuchTool'));
    await setResourceLink(c.var.db, {
      itemId: item.id,
      toolId: tool.id,
      url: input.url ?? null,
      custom: input.custom ?? {},
    });
    return resourceResponse(linkResource(item.id, await found(resourceLinkOf(c.var.db, item.id))));
  });

function linkResource(
  itemId: string,
  link: NonNullable<Awaited<ReturnType<typeof resourceLinkOf>>>,
) {
  return resourceOf(linkContract, itemId, {
    tool_id: link.tool?.id ?? null,
    tool_name: link.tool?.name ?? null,
    url: link.link.url,
    custom: link.link.custom,
    presentation: link.tool?.presentation ?? 'iframe',
  });
}

/**
 * POST /v1/courses/{course}/modules/{module}/lti_deep_link: an author's "Select content" in a
 * tool (Deep Linking 2.0): the tool's login initiation URL for an LtiDeepLinkingRequest.
 */
export const ltiDeepLinkLaunchRoutes = new Hono<AppEnv>().post('/', async (c) => {
  await ltiGate(c);
  const viewer = requireViewer(c.var.viewer);
  const course = await pathCourse(c);
  const module = await found(
    findModule(c.var.db, { courseId: course.id, moduleId: uuidParam(c.req.param('module')) }),
  );
  const input = await attributesOf(c, z.strictObject({ tool_id: z.uuid() }));
  const tool = await findTool(c.var.db, { portalId: c.var.portal.id, id: input.tool_id });
  if (tool?.status !== 'active') {
    throw ApiError.of(422, 'VALIDATION_FAILED', text('ltiPlatform.noSuchTool'));
  }
  const launch = await deepLinkingLaunch(c.var.db, {
    portalId: c.var.portal.id,
    origin: await portalOrigin(c),
    accountId: viewer.id,
    tool,
    courseId: course.id,
    moduleId: module.id,
  });
  await audit(c, {
    action: 'lti.tool_launched',
    target: { type: 'lti_tools', id: tool.id, label: tool.name },
    after: { course: course.slug, message: 'LtiDeepLinkingRequest' },
    whole: true,
  });
  return resourceResponse(
    resourceOf(ltiToolLaunches, module.id, {
      login_url: launch.loginUrl,
      presentation: 'window',
      origins: launch.origins,
    }),
  );
});

/**
 * /v1/lti/platform: the public steps of a launch. `auth` answers the tool's authorization
 * request with the signed id_token (the app posts it on); `deep_links` takes a Deep Linking
 * response (the tool's signed JWT) and makes its ltiResourceLink items. Neither needs a cookie:
 * the hints and the deep-linking data are signed by the portal and short-lived.
 */
export const ltiPlatformRoutes = new Hono<AppEnv>()
  .post('/auth', async (c) => {
    await ltiGate(c);
    const input = await attributesOf(c, ltiAuthInput);
    try {
      const answer = await answerAuthRequest(c.var.db, {
        portalId: c.var.portal.id,
        origin: await portalOrigin(c),
        request: input,
        sessionAccountId: c.var.viewer?.id ?? null,
        locale: c.var.locale,
      });
      return resourceResponse(
        resourceOf(ltiAuthResponses, answer.tool.id, {
          action: answer.action,
          id_token: answer.idToken,
          state: answer.state,
        }),
      );
    } catch (error) {
      if (!(error instanceof LtiRefusal)) throw error;
      const tool = input.client_id
        ? await toolByClientId(c.var.db, { portalId: c.var.portal.id, clientId: input.client_id })
        : null;
      await ltiRefused(c, {
        endpoint: 'auth',
        reason: error.reason,
        toolId: tool?.id,
        toolName: tool?.name,
      });
      throw ApiError.of(400, 'LTI_LAUNCH_REFUSED', text('ltiPlatform.launchRefused'));
    }
  })
  .post('/deep_links', async (c) => {
    await ltiGate(c);
    const input = await attributesOf(c, ltiDeepLinkResultInput);
    const refuse = async (reason: string, tool?: { id: string; name: string } | null) => {
      await ltiRefused(c, {
        endpoint: 'deep_links',
        reason,
        toolId: tool?.id,
        toolName: tool?.name,
      });
      return ApiError.of(400, 'LTI_DEEP_LINK_REFUSED', text('ltiPlatform.deepLinkRefused'));
    };
    let unverified: ReturnType<typeof decodeJwt>;
    try {
      unverified = decodeJwt(input.jwt);
    } catch {
      throw await refuse('not a JWT');
    }
    const tool = await toolByClientId(c.var.db, {
      portalId: c.var.portal.id,
      clientId: String(unverified.iss ?? ''),
    });
    const keys = tool ? toolKeys(tool) : null;
    if (!tool || !keys || tool.status !== 'active') throw await refuse('unknown tool', tool);
    const origin = await portalOrigin(c);
    let claims: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload: claims } = await jwtVerify(input.jwt, keys, {
        issuer: tool.clientId,
        audience: origin,
        algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384'],
        clockTolerance: 60,
        requiredClaims: ['exp', 'iat', 'nonce'],
      }));
    } catch (error) {
      if (isRefusedAddress(error)) {
        // The tool's JWKS URL is one this portal may not call: the admin's to correct.
        await ltiRefused(c, {
          endpoint: 'deep_links',
          reason: `the tool's JWKS URL is refused: ${callProblem(error)}`,
          toolId: tool.id,
          toolName: tool.name,
        });
        throw ApiError.of(400, 'LTI_TOOL_KEYS_REFUSED', text('ltiPlatform.toolKeysRefused'));
      }
      throw await refuse(`signature or claims: ${(error as Error).name}`, tool);
    }
    if (
      claims[CLAIMS.messageType] !== 'LtiDeepLinkingResponse' ||
      claims[CLAIMS.version] !== '1.3.0' ||
      claims[CLAIMS.deploymentId] !== tool.deploymentId
    ) {
      throw await refuse('message type, version or deployment', tool);
    }
    const data = await readHint(
      c.var.db,
      c.var.portal.id,
      'deep_link_data',
      String(claims[CLAIMS.dlData] ?? ''),
    );
    if (!data || data.tool !== tool.id) throw await refuse('data claim', tool);
    // The author who asked must still write courses here (their roles now, not at the request).
    const [author] = await c.var.db
      .select({ portalId: accounts.portalId })
      .from(accounts)
      .where(eq(accounts.id, String(data.sub)));
    const roles = author
      ? (
          await c.var.db
            .select({ role: accountRoles.role })
            .from(accountRoles)
            .where(eq(accountRoles.accountId, String(data.sub)))
        ).map((row) => row.role)
      : [];
    if (!RULES.courses({ roles, features: c.var.portal.features })) {
      throw await refuse('the author may no longer write courses', tool);
    }
    const courseId = String(data.course);
    const module = await findModule(c.var.db, { courseId, moduleId: String(data.module) });
    if (!module) throw await refuse('module gone', tool);
    const items = resourceLinkItems(claims[CLAIMS.contentItems]);
    const made = await c.var.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const item of items) {
        const added = await addItem(tx, {
          courseId,
          moduleId: module.id,
          kind: 'lti',
          title: item.title || tool.name,
        });
        await setResourceLink(tx, {
          itemId: added.id,
          toolId: tool.id,
          url: item.url,
          custom: item.custom,
        });
        ids.push(added.id);
      }
      return ids;
    });
    await audit(c, {
      action: 'lti.content_selected',
      target: { type: 'lti_tools', id: tool.id, label: tool.name },
      after: { course_id: courseId, items: made.length },
      whole: true,
    });
    return resourceResponse(
      resourceOf(ltiDeepLinkResults, module.id, { item_ids: made, course_id: courseId }),
    );
  });

export const answers: Answers = {
  'POST /v1/courses/:course/items/:item/lti_launch': one('lti_tool_launches'),
  'POST /v1/courses/:course/modules/:module/lti_items': one('course_items', { status: [201] }),
  'POST /v1/courses/:course/modules/:module/lti_deep_link': one('lti_tool_launches'),
  'GET /v1/courses/:course/outline_items/:item/lti_link': one('lti_resource_links'),
  'PUT /v1/courses/:course/outline_items/:item/lti_link': one('lti_resource_links'),
  'POST /v1/lti/platform/auth': one('lti_auth_responses'),
  'POST /v1/lti/platform/deep_links': one('lti_deep_link_results'),
};

export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'POST',
    route: '/v1/courses/:course/items/:item/lti_launch',
    path: () => `/v1/courses/data-literacy/items/${NO_SUCH}/lti_launch`,
    expect: {
      lars: 403,
      guest: 401,
      eva: 402,
      sam: 403,
      sven: 403,
      mia: 403,
      fenna: 403,
      others: 404,
    },
  },
  {
    method: 'POST',
    route: '/v1/courses/:course/modules/:module/lti_items',
    path: () => `/v1/courses/${NO_SUCH}/modules/${NO_SUCH}/lti_items`,
    body: { data: { attributes: {} } },
    expect: { guest: 401, ada: 404, alex: 404, others: 403 },
  },
  {
    method: 'POST',
    route: '/v1/courses/:course/modules/:module/lti_deep_link',
    path: () => `/v1/courses/${NO_SUCH}/modules/${NO_SUCH}/lti_deep_link`,
    body: { data: { attributes: {} } },
    expect: { guest: 401, ada: 404, alex: 404, others: 403 },
  },
  {
    method: 'GET',
    route: '/v1/courses/:course/outline_items/:item/lti_link',
    path: () => `/v1/courses/${NO_SUCH}/outline_items/${NO_SUCH}/lti_link`,
    expect: { guest: 401, ada: 404, alex: 404, others: 403 },
  },
  {
    method: 'PUT',
    route: '/v1/courses/:course/outline_items/:item/lti_link',
    path: () => `/v1/courses/${NO_SUCH}/outline_items/${NO_SUCH}/lti_link`,
    body: { data: { attributes: {} } },
    expect: { guest: 401, ada: 404, alex: 404, others: 403 },
  },
  {
    method: 'POST',
    route: '/v1/lti/platform/auth',
    path: () => '/v1/lti/platform/auth',
    body: { data: { attributes: { client_id: 'nobody' } } },
    expect: { lars: 403, others: 400 },
  },
  {
    method: 'POST',
    route: '/v1/lti/platform/deep_links',
    path: () => '/v1/lti/platform/deep_links',
    body: { data: { attributes: {} } },
    expect: { lars: 403, others: 422 },
  },
];
