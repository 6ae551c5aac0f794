import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { ACTIVITY_PROGRESS, GRADING_PROGRESS, SCOPES } from '../../shared/lti/platform';
import { isUuid } from '../../shared/validation/empty';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { validate } from '../jsonapi/body';
import { bodyOf } from '../jsonapi/endpoint';
import { ApiError, notFound, text } from '../jsonapi/errors';
import { type Answers, file, NONE } from '../openapi/answers';
import {
  createLineItem,
  deleteLineItem,
  findLineItem,
  isMember,
  type LineItemRow,
  type LineItemValues,
  linkedItem,
  listLineItems,
  listResults,
  postScore,
  updateLineItem,
} from './services';
import { serviceCaller } from './token.routes';

const TYPES = {
  container: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  lineItem: 'application/vnd.ims.lis.v2.lineitem+json',
  results: 'application/vnd.ims.lis.v2.resultcontainer+json',
};

const json = (body: unknown, type: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': type, 'cache-control': 'no-store', ...headers },
  });

const isoDate = z.iso.datetime({ offset: true });

/** A line item as a tool sends it (AGS §3.2): camelCase, as the specification has it. */
const lineItemInput = z.object({
  scoreMaximum: z.number().positive().max(1_000_000),
  label: z.string().trim().min(1).max(500),
  resourceId: z.string().max(500).optional(),
  tag: z.string().max(500).optional(),
  resourceLinkId: z.string().max(100).optional(),
  startDateTime: isoDate.optional(),
  endDateTime: isoDate.optional(),
});

/** A score (AGS §3.4). */
const scoreInput = z
  .object({
    userId: z.string().max(100),
    scoreGiven: z.number().min(0).optional(),
    scoreMaximum: z.number().positive().optional(),
    comment: z.string().max(10_000).optional(),
    activityProgress: z.enum(ACTIVITY_PROGRESS),
    gradingProgress: z.enum(GRADING_PROGRESS),
    timestamp: isoDate,
  })
  .refine((score) => score.scoreGiven === undefined || score.scoreMaximum !== undefined, {
    path: ['scoreMaximum'],
  });

function lineItemJson(row: LineItemRow, url: string) {
  return {
    id: url,
    scoreMaximum: row.scoreMaximum,
    label: row.label,
    ...(row.resourceId ? { resourceId: row.resourceId } : {}),
    ...(row.tag ? { tag: row.tag } : {}),
    ...(row.itemId ? { resourceLinkId: row.itemId } : {}),
    ...(row.startDateTime ? { startDateTime: row.startDateTime.toISOString() } : {}),
    ...(row.endDateTime ? { endDateTime: row.endDateTime.toISOString() } : {}),
  };
}

async function valuesOf(
  c: Context<AppEnv>,
  params: { toolId: string; courseId: string },
): Promise<LineItemValues> {
  const input = validate(lineItemInput, await bodyOf(c));
  let itemId: string | null = null;
  if (input.resourceLinkId) {
    const item = isUuid(input.resourceLinkId)
      ? await linkedItem(c.var.db, { ...params, itemId: input.resourceLinkId.toLowerCase() })
      : null;
    if (!item) {
      throw ApiError.of(422, 'VALIDATION_FAILED', text('ltiPlatform.noSuchResourceLink'));
    }
    itemId = item.id;
  }
  return {
    label: input.label,
    scoreMaximum: input.scoreMaximum,
    resourceId: input.resourceId ?? '',
    tag: input.tag ?? '',
    itemId,
    startDateTime: input.startDateTime ? new Date(input.startDateTime) : null,
    endDateTime: input.endDateTime ? new Date(input.endDateTime) : null,
  };
}

const READ = [SCOPES.lineItem, SCOPES.lineItemReadOnly];
const WRITE = [SCOPES.lineItem];

async function pathLineItem(c: Context<AppEnv>, scopes: readonly string[], endpoint: string) {
  const caller = await serviceCaller(c, { endpoint, scopes });
  const id = c.req.param('id') ?? '';
  const row = isUuid(id)
    ? await findLineItem(c.var.db, {
        toolId: caller.tool.id,
        courseId: caller.context.id,
        id: id.toLowerCase(),
      })
    : null;
  if (!row) throw notFound();
  return { caller, row, url: caller.urls.lineItem(caller.context.id, row.id) };
}

/**
 * /v1/lti/platform/ags/{course} (app: /lti/platform/ags/{course}/…): Assignment and Grade
 * Services 2.0 for the tools of a course (the LTI context): line items (list with
 * resource_link_id, resource_id and tag filters, create, read, update, delete), scores and
 * results. Each call needs the scope its operation names (AGS §3.1).
 */
export const ltiAgsRoutes = new Hono<AppEnv>()
  .get('/lineitems', async (c) => {
    const caller = await serviceCaller(c, { endpoint: 'ags.lineitems', scopes: READ });
    const limit = Math.min(Math.max(Number(c.req.query('limit')) || 100, 1), 100);
    const rows = await listLineItems(c.var.db, {
      toolId: caller.tool.id,
      courseId: caller.context.id,
      resourceLinkId: c.req.query('resource_link_id'),
      resourceId: c.req.query('resource_id'),
      tag: c.req.query('tag'),
      limit,
    });
    return json(
      rows.map((row) => lineItemJson(row, caller.urls.lineItem(caller.context.id, row.id))),
      TYPES.container,
    );
  })
  .post('/lineitems', async (c) => {
    const caller = await serviceCaller(c, { endpoint: 'ags.lineitems', scopes: WRITE });
    const values = await valuesOf(c, { toolId: caller.tool.id, courseId: caller.context.id });
    const row = await createLineItem(c.var.db, {
      toolId: caller.tool.id,
      courseId: caller.context.id,
      values,
    });
    const url = caller.urls.lineItem(caller.context.id, row.id);
    return json(lineItemJson(row, url), TYPES.lineItem, 201, { location: url });
  })
  .get('/lineitems/:id', async (c) => {
    const { row, url } = await pathLineItem(c, READ, 'ags.lineitem');
    return json(lineItemJson(row, url), TYPES.lineItem);
  })
  .put('/lineitems/:id', async (c) => {
    const { caller, row, url } = await pathLineItem(c, WRITE, 'ags.lineitem');
    const values = await valuesOf(c, { toolId: caller.tool.id, courseId: caller.context.id });
    // The platform's own line item of an item stays bound to it (AGS §3.2.9).
    const changed = await updateLineItem(c.var.db, {
      id: row.id,
      values: { ...values, itemId: row.itemId ?? values.itemId },
    });
    if (!changed) throw notFound();
    return json(lineItemJson(changed, url), TYPES.lineItem);
  })
  .delete('/lineitems/:id', async (c) => {
    const { row } = await pathLineItem(c, WRITE, 'ags.lineitem');
    await deleteLineItem(c.var.db, row.id);
    return c.body(null, 204);
  })
  .post('/lineitems/:id/scores', async (c) => {
    const { caller, row } = await pathLineItem(c, [SCOPES.score], 'ags.scores');
    const score = validate(scoreInput, await bodyOf(c));
    const member =
      isUuid(score.userId) &&
      (await isMember(c.var.db, {
        courseId: caller.context.id,
        accountId: score.userId.toLowerCase(),
      }));
    if (!member) {
      throw ApiError.of(422, 'VALIDATION_FAILED', text('ltiPlatform.notAMember'));
    }
    const posted = await postScore(c.var.db, {
      portalId: c.var.portal.id,
      lineItem: row,
      score: {
        userId: score.userId.toLowerCase(),
        scoreGiven: score.scoreGiven ?? null,
        scoreMaximum: score.scoreMaximum ?? null,
        activityProgress: score.activityProgress,
        gradingProgress: score.gradingProgress,
        comment: score.comment ?? null,
        timestamp: new Date(score.timestamp),
      },
    });
    if (!posted.kept) {
      throw ApiError.of(409, 'CONFLICT', text('ltiPlatform.scoreOutdated'));
    }
    await audit(c, {
      action: 'lti.score_received',
      target: { type: 'lti_tools', id: caller.tool.id, label: caller.tool.name },
      after: {
        line_item: row.label,
        user_id: score.userId,
        score_given: score.scoreGiven ?? null,
        score_maximum: score.scoreMaximum ?? null,
        activity_progress: score.activityProgress,
        grading_progress: score.gradingProgress,
      },
      whole: true,
    });
    return c.body(null, 204);
  })
  .get('/lineitems/:id/results', async (c) => {
    const { row, url } = await pathLineItem(c, [SCOPES.resultReadOnly], 'ags.results');
    const rows = await listResults(c.var.db, {
      lineItemId: row.id,
      userId: c.req.query('user_id'),
    });
    return json(
      rows.map((result) => ({
        id: `${url}/results/${result.accountId}`,
        scoreOf: url,
        userId: result.accountId,
        ...(result.scoreGiven !== null
          ? {
              resultScore: result.scoreGiven,
              resultMaximum: result.scoreMaximum ?? row.scoreMaximum,
            }
          : {}),
        ...(result.comment ? { comment: result.comment } : {}),
      })),
      TYPES.results,
    );
  });

export const answers: Answers = {
  'GET /v1/lti/platform/ags/:course/lineitems': file(TYPES.container, 'The line items (AGS 2.0).'),
  'POST /v1/lti/platform/ags/:course/lineitems': file(TYPES.lineItem, 'The new line item.'),
  'GET /v1/lti/platform/ags/:course/lineitems/:id': file(TYPES.lineItem, 'The line item.'),
  'PUT /v1/lti/platform/ags/:course/lineitems/:id': file(TYPES.lineItem, 'The line item.'),
  'DELETE /v1/lti/platform/ags/:course/lineitems/:id': NONE,
  'POST /v1/lti/platform/ags/:course/lineitems/:id/scores': NONE,
  'GET /v1/lti/platform/ags/:course/lineitems/:id/results': file(TYPES.results, 'The results.'),
};

/** Without a tool's token every call is 401, signed in or not (a session is no token). */
/** Without a tool's token: 401; on Unlimited Learning (no `lti`): 403 before anything. */
const TOKEN = { lars: 403, others: 401 };

export const rows: RowsOf = ({ NO_SUCH }) => {
  const base = `/v1/lti/platform/ags/${NO_SUCH}/lineitems`;
  return [
    {
      method: 'GET',
      route: '/v1/lti/platform/ags/:course/lineitems',
      path: () => base,
      expect: TOKEN,
    },
    {
      method: 'POST',
      route: '/v1/lti/platform/ags/:course/lineitems',
      path: () => base,
      body: {},
      expect: TOKEN,
    },
    {
      method: 'GET',
      route: '/v1/lti/platform/ags/:course/lineitems/:id',
      path: () => `${base}/${NO_SUCH}`,
      expect: TOKEN,
    },
    {
      method: 'PUT',
      route: '/v1/lti/platform/ags/:course/lineitems/:id',
      path: () => `${base}/${NO_SUCH}`,
      body: {},
      expect: TOKEN,
    },
    {
      method: 'DELETE',
      route: '/v1/lti/platform/ags/:course/lineitems/:id',
      path: () => `${base}/${NO_SUCH}`,
      expect: TOKEN,
    },
    {
      method: 'POST',
      route: '/v1/lti/platform/ags/:course/lineitems/:id/scores',
      path: () => `${base}/${NO_SUCH}/scores`,
      body: {},
      expect: TOKEN,
    },
    {
      method: 'GET',
      route: '/v1/lti/platform/ags/:course/lineitems/:id/results',
      path: () => `${base}/${NO_SUCH}/results`,
      expect: TOKEN,
    },
  ];
};
