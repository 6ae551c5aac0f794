import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { buildDocument, listDocument } from '../jsonapi/document';
import { forbidden, notFound } from '../jsonapi/errors';
import { parseQuery } from '../jsonapi/query';
import { jsonApiResponse } from '../jsonapi/response';
import { requireViewer } from '../middleware/viewer';
import { findAccount, listAccounts } from '../queries/accounts';
import { ACCOUNT_INCLUDES, accountIncludes } from '../resources/account-includes';
import { ACCOUNT_TYPE_FIELDS, accountResource } from '../resources/accounts';
import { uuidParam } from './ids';
import { methodNotAllowedFor } from './method-not-allowed';
import { preferenceRoutes } from './preferences';

const ACCOUNT_QUERY = { include: ACCOUNT_INCLUDES, fields: ACCOUNT_TYPE_FIELDS };
const LIST_QUERY = {
  ...ACCOUNT_QUERY,
  filter: ['search', 'role'],
  sort: ['full_name', 'last_online', 'created_at'],
  paginate: true,
};

export const accountRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    if (!viewer.staff) throw forbidden('Only staff may list accounts.');
    const url = new URL(c.req.url);
    const query = parseQuery(url.searchParams, LIST_QUERY);
    // Staff see the accounts of the portal they are on, never another tenant's.
    const { rows, total } = await listAccounts(c.var.db, {
      portalId: c.var.portal.id,
      search: query.filter.search,
      role: query.filter.role,
      sort: query.sort,
      page: query.page,
    });
    const included = await accountIncludes(c.var.db, rows, query.include);
    return jsonApiResponse(
      listDocument(rows.map(accountResource), { total, url, query, included }),
    );
  })
  .get('/:id', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const id = uuidParam(c.req.param('id'));
    const query = parseQuery(new URL(c.req.url).searchParams, ACCOUNT_QUERY);
    const self = id === viewer.id;
    if (!self && !viewer.staff) throw forbidden('You may only read your own account.');
    const account = await findAccount(c.var.db, { id });
    // Another portal's account does not exist as far as this portal is concerned.
    if (!account || (!self && account.portalId !== c.var.portal.id)) throw notFound();
    const included = await accountIncludes(c.var.db, [account], query.include);
    return jsonApiResponse(
      buildDocument(accountResource(account), { included, fields: query.fields }),
    );
  })
  .route('/:id/preferences', preferenceRoutes)
  .all('/', methodNotAllowedFor)
  .all('/:id', methodNotAllowedFor);
