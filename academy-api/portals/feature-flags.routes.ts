import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { featureFlagChanges, featureFlags } from '../../shared/portals/contract';
import {
  isPortalFeatureFlag,
  PORTAL_FEATURE_FLAGS,
  type PortalFeatureFlag,
} from '../../shared/portals/feature-flags';
import { authorize } from '../access/authorize';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import type { ResourceObject } from '../jsonapi/document';
import {
  attributesOf,
  found,
  listResponse,
  pageWindow,
  resourceResponse,
} from '../jsonapi/endpoint';
import { notFound } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, list, one } from '../openapi/answers';
import {
  type FlagChangeRow,
  listFlagChanges,
  portalFeatures,
  setFeatureFlag,
} from './feature-flags.queries';
import { currentPortalOf } from './settings-errors';

const flagSchema = z.object({ enabled: z.boolean() });

/** A flag of spec §6 on a portal: its key (also its id) and whether it is on. */
export function featureFlagResource(
  portalId: string,
  flag: PortalFeatureFlag,
  features: readonly string[],
): ResourceObject {
  return resourceOf(
    featureFlags,
    flag,
    { key: flag, enabled: features.includes(flag) },
    { links: { self: `/v1/portals/${portalId}/feature_flags/${flag}` } },
  );
}

export function flagChangeResource(row: FlagChangeRow): ResourceObject {
  return resourceOf(featureFlagChanges, row.id, {
    flag: row.flag,
    old_value: row.oldValue,
    new_value: row.newValue,
    changed_by: row.changedBy,
    changed_by_name: row.changedByName,
    changed_at: iso(row.changedAt),
  });
}

/**
 * The portal whose flags are read: the current one, or for comparing side by side any other
 * for who acts on every portal (an academy role; a portal's own admin compares
 * nothing, another portal is a 404 to them).
 */
async function readablePortal(c: Context<AppEnv>): Promise<{ id: string; features: string[] }> {
  const param = c.req.param('id');
  if (param === 'current' || param?.toLowerCase() === c.var.portal.id) {
    return { id: c.var.portal.id, features: c.var.portal.features };
  }
  const id = uuidParam(param);
  if (!c.var.viewer?.actsOnEveryPortal) throw notFound();
  const features = await found(portalFeatures(c.var.db, { portalId: id }));
  return { id, features };
}

/**
 * /v1/portals/{id}/feature_flags (spec §6 flags): the portal settings rule (the
 * academy group on a portal with `portals`). Reading takes any portal (comparing); switching a
 * flag only the current one, recorded with who, old → new and when. Every request reads the
 * flags afresh (middleware/portal.ts), so the next request — menu, page or API — follows it.
 */
export const featureFlagRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.portalSettings);
    await next();
  })
  .get('/', async (c) => {
    const portal = await readablePortal(c);
    return listResponse(c, {
      query: { paginate: true, defaultPageSize: PORTAL_FEATURE_FLAGS.length },
      load: async () => ({ rows: [...PORTAL_FEATURE_FLAGS], total: PORTAL_FEATURE_FLAGS.length }),
      serialize: (flag) => featureFlagResource(portal.id, flag, portal.features),
    });
  })
  .patch('/:flag', async (c) => {
    const portalId = currentPortalOf(c);
    const flag = c.req.param('flag');
    if (!isPortalFeatureFlag(flag)) throw notFound();
    const viewer = authorize(c, RULES.portalSettings);
    const input = await attributesOf(c, flagSchema);
    const result = await found(
      setFeatureFlag(c.var.db, {
        portalId,
        flag,
        enabled: input.enabled,
        accountId: viewer.id,
      }),
    );
    if (result.change) {
      await audit(c, {
        action: 'feature_flag.changed',
        target: { type: 'feature_flags', id: flag, label: flag },
        before: { enabled: result.change.oldValue },
        after: { enabled: result.change.newValue },
      });
    }
    return resourceResponse(featureFlagResource(portalId, flag, result.features));
  });

/** /v1/portals/{id}/feature_flag_changes: the current portal's flag history, newest first. */
export const featureFlagChangeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  authorize(c, RULES.portalSettings);
  const portalId = currentPortalOf(c);
  return listResponse(c, {
    query: { paginate: true, filter: ['flag'], defaultPageSize: 25 },
    load: (query) =>
      listFlagChanges(c.var.db, {
        portalId,
        flag: query.filter.flag,
        page: pageWindow(query.page),
      }),
    serialize: flagChangeResource,
  });
});

/** RULES.portalSettings: the academy group (Ada) on a portal with `portals`. */
const PORTAL_SETTINGS = { guest: 401, ada: 200, others: 403 } as const;

const portalSettings = (status: number) => ({ ...PORTAL_SETTINGS, ada: status });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/portals/:id/feature_flags': list('feature_flags'),
  'PATCH /v1/portals/:id/feature_flags/:flag': one('feature_flags'),
  'GET /v1/portals/:id/feature_flag_changes': list('feature_flag_changes'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  const current = '/v1/portals/current';
  return [
    fixedRow('GET', '/v1/portals/:id/feature_flags', `${current}/feature_flags`, PORTAL_SETTINGS),
    fixedRow(
      'PATCH',
      '/v1/portals/:id/feature_flags/:flag',
      `${current}/feature_flags/portfolio_feature`,
      portalSettings(422),
      {},
    ),
    fixedRow(
      'GET',
      '/v1/portals/:id/feature_flag_changes',
      `${current}/feature_flag_changes`,
      PORTAL_SETTINGS,
    ),
  ];
};
