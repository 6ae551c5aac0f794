import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { RULES } from '../../shared/access/rules';
import {
  ltiPlatformInput,
  ltiPlatformUpdate,
  ltiPlatforms as platformContract,
} from '../../shared/lti/contract';
import { authorize } from '../access/authorize';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { contracts, entities, ltiPlatforms } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { attributesOf, resourceResponse } from '../jsonapi/endpoint';
import { fieldError, notFound } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, list, NONE, one } from '../openapi/answers';

type PlatformRow = typeof ltiPlatforms.$inferSelect;

function attributes(row: PlatformRow) {
  return {
    name: row.name,
    issuer: row.issuer,
    client_id: row.clientId,
    deployment_ids: row.deploymentIds,
    auth_endpoint: row.authEndpoint,
    token_endpoint: row.tokenEndpoint,
    jwks_url: row.jwksUrl,
    administrator_role: row.administratorRole as 'coach' | 'admin',
  };
}

const platformResource = (row: PlatformRow) =>
  resourceOf(platformContract, row.id, {
    ...attributes(row),
    created_at: row.createdAt.toISOString(),
  });

type PlatformUpdate = ReturnType<typeof ltiPlatformUpdate.parse>;

/** The columns of what was given (a PATCH leaves the rest as it is). */
const values = (input: PlatformUpdate): Partial<typeof ltiPlatforms.$inferInsert> => {
  const set: Partial<typeof ltiPlatforms.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.issuer !== undefined) set.issuer = input.issuer;
  if (input.client_id !== undefined) set.clientId = input.client_id;
  if (input.deployment_ids !== undefined) set.deploymentIds = [...new Set(input.deployment_ids)];
  if (input.auth_endpoint !== undefined) set.authEndpoint = input.auth_endpoint;
  if (input.token_endpoint !== undefined) set.tokenEndpoint = input.token_endpoint;
  if (input.jwks_url !== undefined) set.jwksUrl = input.jwks_url;
  if (input.administrator_role !== undefined) set.administratorRole = input.administrator_role;
  return set;
};

/**
 * /v1/lti/platforms: the platforms that launch the portal as an LTI 1.3 tool (issue 38 item 2;
 * docs/lti.md), managed by the academy group on a portal with `lti` (RULES.ltiAdmin: a platform signs
 * people in). A registration makes the organisation its learners belong to (flat fee: the platform's
 * institution pays). Each change is in the audit log.
 */
export const ltiPlatformRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.ltiAdmin);
    await next();
  })
  .get('/', async (c) => {
    const rows = await c.var.db
      .select()
      .from(ltiPlatforms)
      .where(eq(ltiPlatforms.portalId, c.var.portal.id))
      .orderBy(desc(ltiPlatforms.createdAt));
    return jsonApiResponse({ data: rows.map(platformResource) });
  })
  .post('/', async (c) => {
    const viewer = authorize(c, RULES.ltiAdmin);
    const input = await attributesOf(c, ltiPlatformInput);
    let row: PlatformRow | undefined;
    try {
      row = await c.var.db.transaction(async (tx) => {
        const [entity] = await tx
          .insert(entities)
          .values({ portalId: c.var.portal.id, name: `LTI: ${input.issuer}`.slice(0, 200) })
          .returning({ id: entities.id });
        if (!entity) throw new Error('Inserting an entity returned no row');
        await tx.insert(contracts).values({ entityId: entity.id, businessModels: ['flat_fee'] });
        const [made] = await tx
          .insert(ltiPlatforms)
          .values({
            portalId: c.var.portal.id,
            entityId: entity.id,
            createdBy: viewer.id,
            ...values(input),
            issuer: input.issuer,
            clientId: input.client_id,
            deploymentIds: [...new Set(input.deployment_ids)],
            authEndpoint: input.auth_endpoint,
            tokenEndpoint: input.token_endpoint,
            jwksUrl: input.jwks_url,
          })
          .returning();
        if (made) {
          await audit(
            c,
            {
              action: 'lti.platform_registered',
              target: { type: 'lti_platforms', id: made.id, label: made.name || made.issuer },
              after: attributes(made),
              whole: true,
            },
            tx,
          );
        }
        return made;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('client_id', 'LTI_PLATFORM_TAKEN');
      throw error;
    }
    if (!row) throw new Error('Inserting a platform returned no row');
    return resourceResponse(platformResource(row), { status: 201 });
  })
  .patch('/:id', async (c) => {
    const id = uuidParam(c.req.param('id'));
    const input = await attributesOf(c, ltiPlatformUpdate);
    const where = and(eq(ltiPlatforms.portalId, c.var.portal.id), eq(ltiPlatforms.id, id));
    const [before] = await c.var.db.select().from(ltiPlatforms).where(where);
    if (!before) throw notFound();
    let row: PlatformRow | undefined;
    try {
      [row] = await c.var.db
        .update(ltiPlatforms)
        .set({ ...values(input), updatedAt: new Date() })
        .where(where)
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('client_id', 'LTI_PLATFORM_TAKEN');
      throw error;
    }
    if (!row) throw notFound();
    await audit(c, {
      action: 'lti.platform_changed',
      target: { type: 'lti_platforms', id: row.id, label: row.name || row.issuer },
      before: attributes(before),
      after: attributes(row),
    });
    return resourceResponse(platformResource(row));
  })
  .delete('/:id', async (c) => {
    const id = uuidParam(c.req.param('id'));
    const [row] = await c.var.db
      .delete(ltiPlatforms)
      .where(and(eq(ltiPlatforms.portalId, c.var.portal.id), eq(ltiPlatforms.id, id)))
      .returning();
    if (!row) throw notFound();
    await audit(c, {
      action: 'lti.platform_removed',
      target: { type: 'lti_platforms', id: row.id, label: row.name || row.issuer },
      before: attributes(row),
      whole: true,
    });
    return c.body(null, 204);
  });

export const answers: Answers = {
  'GET /v1/lti/platforms': list('lti_platforms'),
  'POST /v1/lti/platforms': one('lti_platforms', { status: [201] }),
  'PATCH /v1/lti/platforms/:id': one('lti_platforms'),
  'DELETE /v1/lti/platforms/:id': NONE,
};

/** The academy group (Ada); everyone else signed in: 403, guests 401. */
const ACADEMY = (ok: number) => ({ guest: 401, ada: ok, others: 403 });

export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/lti/platforms',
    path: () => '/v1/lti/platforms',
    expect: ACADEMY(200),
  },
  {
    method: 'POST',
    route: '/v1/lti/platforms',
    path: () => '/v1/lti/platforms',
    body: { data: { attributes: {} } },
    expect: ACADEMY(422),
  },
  {
    method: 'PATCH',
    route: '/v1/lti/platforms/:id',
    path: () => `/v1/lti/platforms/${NO_SUCH}`,
    body: { data: { attributes: {} } },
    expect: ACADEMY(404),
  },
  {
    method: 'DELETE',
    route: '/v1/lti/platforms/:id',
    path: () => `/v1/lti/platforms/${NO_SUCH}`,
    expect: ACADEMY(404),
  },
];
