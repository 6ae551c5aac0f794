import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { listDocument } from '../jsonapi/document';
import { forbidden, invalidQuery, notFound } from '../jsonapi/errors';
import { parseQuery } from '../jsonapi/query';
import { jsonApiResponse } from '../jsonapi/response';
import { requireViewer } from '../middleware/viewer';
import { accountPortalId } from '../queries/accounts';
import { listPromotions } from '../queries/promotions';
import { PROMOTION_FIELDS, promotionResource } from '../resources/promotions';
import { uuidParam } from './ids';
import { methodNotAllowedFor } from './method-not-allowed';

const LIST_QUERY = {
  fields: PROMOTION_FIELDS,
  filter: ['redeemed'],
  sort: ['expires_at', 'redeemed_at', 'discount_percent'],
  paginate: true,
};
const REDEEMED: Record<string, boolean> = { true: true, false: false };

export const promotionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const accountId = uuidParam(c.req.param('id'));
    // As GET /v1/accounts/{id}: the account itself, or staff for accounts of this portal.
    if (accountId !== viewer.id) {
      if (!viewer.staff) throw forbidden('You may only read your own promotions.');
      if ((await accountPortalId(c.var.db, { id: accountId })) !== c.var.portal.id) {
        throw notFound();
      }
    }
    const url = new URL(c.req.url);
    const query = parseQuery(url.searchParams, LIST_QUERY);
    const raw = query.filter.redeemed;
    if (raw !== undefined && !Object.hasOwn(REDEEMED, raw)) {
      throw invalidQuery('filter[redeemed]', 'filter[redeemed] must be true or false.');
    }
    const { rows, total } = await listPromotions(c.var.db, {
      accountId,
      redeemed: raw === undefined ? undefined : REDEEMED[raw],
      sort: query.sort,
      page: query.page,
    });
    return jsonApiResponse(listDocument(rows.map(promotionResource), { total, url, query }));
  })
  .all('/', methodNotAllowedFor);
