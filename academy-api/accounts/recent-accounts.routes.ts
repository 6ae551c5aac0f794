import { Hono } from 'hono';
import { RULES } from '../../shared/access/rules';
import { accounts } from '../../shared/accounts/contract';
import { readableAccount } from '../access/account-scope';
import { authorize } from '../access/authorize';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import type { ResourceObject } from '../jsonapi/document';
import { noContent } from '../jsonapi/endpoint';
import { notFound } from '../jsonapi/errors';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, list, NONE } from '../openapi/answers';
import {
  listRecentAccounts,
  type RecentAccountRow,
  recordAccountView,
} from './recent-accounts.queries';

/** An account as the recently-opened list shows it (the `accounts` contract's short view). */
const recentResource = (row: RecentAccountRow): ResourceObject =>
  resourceOf(
    accounts,
    row.id,
    {
      full_name: row.fullName,
      email: row.email,
      avatar_url: row.avatarUrl,
      last_online: iso(row.lastOnline),
    },
    { meta: { viewed_at: iso(row.viewedAt) }, links: { self: `/v1/accounts/${row.id}` } },
  );

/**
 * /v1/recent_accounts (/admin/support): the accounts the signed-in staff member opened lately on
 * this portal, newest first, kept per person in the database. RULES.accounts: whoever may open
 * an account's page.
 */
export const recentAccountRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const viewer = authorize(c, RULES.accounts);
  const rows = await listRecentAccounts(c.var.db, {
    viewerId: viewer.id,
    portalId: c.var.portal.id,
  });
  return jsonApiResponse({ data: rows.map(recentResource), meta: { total: rows.length } });
});

/**
 * POST /v1/accounts/{id}/views: the account's page was opened by the viewer (an account of this
 * portal they may read; anyone else's: 404). Looking at one's own page records nothing.
 */
export const accountViewRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const viewer = authorize(c, RULES.accounts);
  const scope = await readableAccount(c, RULES.accounts);
  if (scope.portalId !== c.var.portal.id) throw notFound();
  if (scope.accountId !== viewer.id) {
    await recordAccountView(c.var.db, { viewerId: viewer.id, scope });
  }
  return noContent();
});

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'POST /v1/accounts/:id/views': NONE,
  'GET /v1/recent_accounts': list('accounts'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => {
  return [
    // RULES.accounts: support and sales staff (Ada, Sam, Sven).
    fixedRow('GET', '/v1/recent_accounts', '/v1/recent_accounts', {
      guest: 401,
      ada: 200,
      sam: 200,
      sven: 200,
      others: 403,
    }),
    fixedRow(
      'POST',
      '/v1/accounts/:id/views',
      `/v1/accounts/${NO_SUCH}/views`,
      {
        guest: 401,
        ada: 404,
        sam: 404,
        sven: 404,
        others: 403,
      },
      {},
    ),
  ];
};
