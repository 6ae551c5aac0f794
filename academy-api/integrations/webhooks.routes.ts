import { Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { webhookDeliveries, webhookEndpoints } from '../../shared/integrations/contract';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MAX_ENDPOINTS,
  type WebhookEventType,
} from '../../shared/integrations/webhook-events';
import { authorize } from '../access/authorize';
import { fixedRow, postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { getConfig } from '../config';
import { kickWorker } from '../jobs/worker';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  resourceResponse,
} from '../jsonapi/endpoint';
import { ApiError, fieldError, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, list, NONE, one } from '../openapi/answers';
import { urlProblem } from './webhook-address';
import { newWebhookSecret } from './webhook-delivery';
import {
  countWebhookEndpoints,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  findWebhookDelivery,
  findWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  updateWebhookEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.queries';

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES as unknown as [WebhookEventType, ...WebhookEventType[]]))
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length);

export const createWebhookEndpointSchema = z.object({
  url: z.string().trim().min(1).max(2_000),
  description: z.string().trim().max(500).default(''),
  events: eventsField,
});

export const updateWebhookEndpointSchema = z.object({
  url: z.string().trim().min(1).max(2_000).optional(),
  description: z.string().trim().max(500).optional(),
  events: eventsField.optional(),
  enabled: z.boolean().optional(),
});

/** The URL as saved, or a 422 saying why it cannot be (SSRF: never private in production). */
function checkedUrl(value: string): string {
  const problem = urlProblem(value, getConfig().ACADEMY_WEBHOOKS_ALLOW_PRIVATE);
  if (!problem) return new URL(value).toString();
  throw fieldError(
    'url',
    problem === 'private' ? 'PRIVATE_ADDRESS' : 'INVALID_URL',
    text(
      problem === 'private'
        ? 'webhookUrlPrivate'
        : problem === 'scheme'
          ? 'webhookUrlScheme'
          : problem === 'credentials'
            ? 'webhookUrlCredentials'
            : 'webhookUrlInvalid',
    ),
  );
}

export function webhookEndpointResource(
  row: WebhookEndpointRow,
  options: { secret?: boolean } = {},
) {
  return resourceOf(webhookEndpoints, row.id, {
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.disabledAt === null,
    disabled_reason: row.disabledReason ?? null,
    failing_since: iso(row.failingSince),
    ...(options.secret ? { secret: row.secret } : {}),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

/** What the audit log keeps of an endpoint (never its secret). */
const auditedEndpoint = (row: WebhookEndpointRow) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.disabledAt === null,
});

type DeliveryDetail = NonNullable<Awaited<ReturnType<typeof findWebhookDelivery>>>;

export function webhookDeliveryResource(row: WebhookDeliveryRow, detail?: DeliveryDetail) {
  return resourceOf(webhookDeliveries, row.id, {
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    last_attempt_at: iso(row.lastAttemptAt),
    last_status: row.lastStatus,
    replay_of: row.replayOf,
    created_at: iso(row.createdAt),
    ...(detail
      ? {
          payload: {
            type: detail.eventType,
            timestamp: iso(detail.eventCreatedAt),
            data: detail.data,
          },
          attempt_log: detail.tries.map((attempt) => ({
            attempted_at: iso(attempt.attemptedAt),
            duration_ms: attempt.durationMs,
            request_headers: attempt.requestHeaders,
            request_body: attempt.requestBody,
            response_status: attempt.responseStatus,
            response_body: attempt.responseBody,
            error: attempt.error,
          })),
        }
      : {}),
  });
}

const LIST_QUERY = { paginate: true, defaultPageSize: 50 };
const DELIVERY_QUERY = {
  paginate: true,
  defaultPageSize: 25,
  filterValues: { status: ['pending', 'succeeded', 'failed'] },
};

const noSuchEndpoint = () => text('noSuchWebhookEndpoint');

/** /v1/webhook_endpoints: where a portal's events go (issue 42), for its admins. */
export const webhookEndpointRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.webhooks);
    await next();
  })
  .get('/', (c) =>
    listResponse(c, {
      query: LIST_QUERY,
      load: (query) =>
        listWebhookEndpoints(c.var.db, { portalId: c.var.portal.id, page: query.page }),
      serialize: (row) => webhookEndpointResource(row),
    }),
  )
  .post('/', async (c) => {
    const viewer = authorize(c, RULES.webhooks);
    const input = await attributesOf(c, createWebhookEndpointSchema);
    const url = checkedUrl(input.url);
    if (
      (await countWebhookEndpoints(c.var.db, { portalId: c.var.portal.id })) >=
      WEBHOOK_MAX_ENDPOINTS
    ) {
      throw ApiError.of(
        409,
        'TOO_MANY_ENDPOINTS',
        text('webhookEndpointLimit', { limit: WEBHOOK_MAX_ENDPOINTS }),
      );
    }
    const row = await createWebhookEndpoint(c.var.db, {
      portalId: c.var.portal.id,
      createdBy: viewer.id,
      url,
      description: input.description,
      events: [...new Set(input.events)],
      secret: newWebhookSecret(),
    });
    await audit(c, {
      action: 'webhook.created',
      target: { type: 'webhook_endpoints', id: row.id, label: row.url },
      after: auditedEndpoint(row),
      whole: true,
    });
    return resourceResponse(webhookEndpointResource(row, { secret: true }), { status: 201 });
  })
  .get('/:id', async (c) => {
    const row = await found(
      findWebhookEndpoint(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
      noSuchEndpoint(),
    );
    return resourceResponse(webhookEndpointResource(row));
  })
  .patch('/:id', async (c) => {
    const current = await found(
      findWebhookEndpoint(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
      noSuchEndpoint(),
    );
    const input = await attributesOf(c, updateWebhookEndpointSchema);
    const row = await found(
      updateWebhookEndpoint(c.var.db, {
        portalId: c.var.portal.id,
        id: current.id,
        ...input,
        url: input.url === undefined ? undefined : checkedUrl(input.url),
        events: input.events && [...new Set(input.events)],
      }),
      noSuchEndpoint(),
    );
    await audit(c, {
      action: 'webhook.changed',
      target: { type: 'webhook_endpoints', id: row.id, label: row.url },
      before: auditedEndpoint(current),
      after: auditedEndpoint(row),
    });
    // Switched on again: its waiting deliveries are due now.
    if (input.enabled) kickWorker();
    return resourceResponse(webhookEndpointResource(row));
  })
  .delete('/:id', async (c) => {
    const current = await found(
      findWebhookEndpoint(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
      noSuchEndpoint(),
    );
    await found(
      deleteWebhookEndpoint(c.var.db, { portalId: c.var.portal.id, id: current.id }),
      noSuchEndpoint(),
    );
    await audit(c, {
      action: 'webhook.deleted',
      target: { type: 'webhook_endpoints', id: current.id, label: current.url },
      before: auditedEndpoint(current),
      whole: true,
    });
    return noContent();
  })
  .post('/:id/secret', async (c) => {
    // A new secret signs every try from now on; the old one stops at once.
    const row = await found(
      updateWebhookEndpoint(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
        secret: newWebhookSecret(),
      }),
      noSuchEndpoint(),
    );
    await audit(c, {
      action: 'webhook.secret_rolled',
      target: { type: 'webhook_endpoints', id: row.id, label: row.url },
    });
    return resourceResponse(webhookEndpointResource(row, { secret: true }));
  })
  .get('/:id/deliveries', async (c) => {
    const endpoint = await found(
      findWebhookEndpoint(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
      noSuchEndpoint(),
    );
    return listResponse(c, {
      query: DELIVERY_QUERY,
      load: (query) =>
        listWebhookDeliveries(c.var.db, {
          portalId: c.var.portal.id,
          endpointId: endpoint.id,
          status: query.filter.status as WebhookDeliveryRow['status'] | undefined,
          page: query.page,
        }),
      serialize: (row) => webhookDeliveryResource(row),
    });
  });

/** /v1/webhook_deliveries: one delivery with its tries, and sending it again. */
export const webhookDeliveryRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.webhooks);
    await next();
  })
  .get('/:id', async (c) => {
    const row = await found(
      findWebhookDelivery(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
      text('noSuchWebhookDelivery'),
    );
    return resourceResponse(webhookDeliveryResource(row, row));
  })
  .post('/:id/replay', async (c) => {
    const row = await found(
      replayWebhookDelivery(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
      text('noSuchWebhookDelivery'),
    );
    kickWorker();
    return resourceResponse(webhookDeliveryResource(row, row), { status: 201 });
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/webhook_endpoints': list('webhook_endpoints'),
  'POST /v1/webhook_endpoints': one('webhook_endpoints', { status: [201] }),
  'GET /v1/webhook_endpoints/:id': one('webhook_endpoints'),
  'PATCH /v1/webhook_endpoints/:id': one('webhook_endpoints'),
  'DELETE /v1/webhook_endpoints/:id': NONE,
  'POST /v1/webhook_endpoints/:id/secret': one('webhook_endpoints'),
  'GET /v1/webhook_endpoints/:id/deliveries': list('webhook_deliveries'),
  'GET /v1/webhook_deliveries/:id': one('webhook_deliveries'),
  'POST /v1/webhook_deliveries/:id/replay': one('webhook_deliveries', { status: [201] }),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const admins = (ada: number) => ({ guest: 401, ada, others: 403 });
  return [
    // Issue 42: the admins of §6 only.
    fixedRow('GET', '/v1/webhook_endpoints', '/v1/webhook_endpoints', admins(200)),
    postRow('/v1/webhook_endpoints', '/v1/webhook_endpoints', admins(422)),
    fixedRow('GET', '/v1/webhook_endpoints/:id', `/v1/webhook_endpoints/${NO_SUCH}`, admins(404)),
    fixedRow(
      'PATCH',
      '/v1/webhook_endpoints/:id',
      `/v1/webhook_endpoints/${NO_SUCH}`,
      admins(404),
      {},
    ),
    fixedRow(
      'DELETE',
      '/v1/webhook_endpoints/:id',
      `/v1/webhook_endpoints/${NO_SUCH}`,
      admins(404),
    ),
    postRow(
      '/v1/webhook_endpoints/:id/secret',
      `/v1/webhook_endpoints/${NO_SUCH}/secret`,
      admins(404),
    ),
    fixedRow(
      'GET',
      '/v1/webhook_endpoints/:id/deliveries',
      `/v1/webhook_endpoints/${NO_SUCH}/deliveries`,
      admins(404),
    ),
    fixedRow('GET', '/v1/webhook_deliveries/:id', `/v1/webhook_deliveries/${NO_SUCH}`, admins(404)),
    postRow(
      '/v1/webhook_deliveries/:id/replay',
      `/v1/webhook_deliveries/${NO_SUCH}/replay`,
      admins(404),
    ),
  ];
};
