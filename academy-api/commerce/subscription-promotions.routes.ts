import { Hono } from 'hono';
import { RULES } from '../../shared/access/rules';
import { readableAccount } from '../access/account-scope';
import { type RowsOf, stijnsAccountPath } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { listResponse } from '../jsonapi/endpoint';
import { type Answers, list } from '../openapi/answers';
import { listPromotions } from './promotions.queries';
import { PROMOTION_FIELDS, promotionResource } from './promotions.serializers';

const LIST_QUERY = {
  fields: PROMOTION_FIELDS,
  filterValues: { redeemed: ['true', 'false'] },
  sort: ['expires_at', 'redeemed_at', 'discount_percent'],
  paginate: true,
};

/** As GET /v1/accounts/{id}: the account itself, or support and sales staff of its portal. */
export const promotionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const scope = await readableAccount(c, RULES.accounts);
  return listResponse(c, {
    query: LIST_QUERY,
    load: (query) => {
      const redeemed = query.filter.redeemed;
      return listPromotions(c.var.db, {
        scope,
        redeemed: redeemed === undefined ? undefined : redeemed === 'true',
        sort: query.sort,
        page: query.page,
      });
    },
    serialize: promotionResource,
  });
});

const STAFF_READERS = { ada: 200, sam: 200, sven: 200 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/accounts/:id/subscription_promotions': list('subscription_promotions'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ id }) => {
  return [
    {
      method: 'GET',
      route: '/v1/accounts/:id/subscription_promotions',
      path: stijnsAccountPath(id, '/subscription_promotions'),
      expect: { guest: 401, ...STAFF_READERS, stijn: 200, others: 404 },
    },
  ];
};
