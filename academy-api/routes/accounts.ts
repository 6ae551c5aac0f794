import { Hono } from 'hono';
import { z } from 'zod';
import { FIELD_RULES } from '../../shared/validation/field-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import type { AppEnv } from '../app-env';
import { parseBodyText, validate } from '../jsonapi/body';
import { buildDocument, listDocument } from '../jsonapi/document';
import { forbidden, notFound } from '../jsonapi/errors';
import { parseQuery } from '../jsonapi/query';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal } from '../middleware/portal';
import { requireViewer } from '../middleware/viewer';
import { listAccounts } from '../queries/account-list';
import { findAccount, updateAccount } from '../queries/accounts';
import { ACCOUNT_INCLUDES, accountIncludes } from '../resources/account-includes';
import { ACCOUNT_TYPE_FIELDS, accountResource } from '../resources/accounts';
import { enrollmentRoutes } from './enrollments';
import { uuidParam } from './ids';
import { methodNotAllowedFor } from './method-not-allowed';
import { notificationRoutes } from './notifications';
import { portfolioRoutes } from './portfolio';
import { preferenceRoutes } from './preferences';
import { promotionRoutes } from './subscription-promotions';

const ACCOUNT_QUERY = { include: ACCOUNT_INCLUDES, fields: ACCOUNT_TYPE_FIELDS };
const LIST_QUERY = {
  ...ACCOUNT_QUERY,
  filter: ['search', 'role'],
  sort: ['full_name', 'last_online', 'created_at'],
  paginate: true,
};

/**
 * What an account may change about itself: the name by the rules of the details form (spec §5),
 * and a locale the current portal offers (the language switch only shows those).
 */
export function updateAccountSchema(locales: readonly string[]) {
  return fieldRules(FIELD_RULES.account, { partial: true, trim: ['full_name'] }).pipe(
    z.object({
      full_name: z.string().trim().optional(),
      locale: z.enum(locales as [string, ...string[]]).optional(),
    }),
  );
}

export const accountRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    if (!viewer.staff) throw forbidden('Only staff may list accounts.');
    const url = new URL(c.req.url);
    const query = parseQuery(url.searchParams, LIST_QUERY);
    // Staff see the accounts of the portal they are on, never another tenant's.
    const { rows, total, capped } = await listAccounts(c.var.db, {
      portalId: c.var.portal.id,
      search: query.filter.search,
      role: query.filter.role,
      sort: query.sort,
      page: query.page,
    });
    const included = await accountIncludes(c.var.db, rows, query.include);
    return jsonApiResponse(
      listDocument(rows.map(accountResource), {
        total,
        url,
        query,
        included,
        ...(capped ? { meta: { total_capped: true } } : {}),
      }),
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
  .patch('/:id', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const id = uuidParam(c.req.param('id'));
    // Only the account itself: staff manage other accounts elsewhere, not through this call.
    if (id !== viewer.id) throw forbidden('You may only change your own account.');
    const query = parseQuery(new URL(c.req.url).searchParams, ACCOUNT_QUERY);
    const schema = updateAccountSchema((await currentPortal(c)).languages.map((l) => l.locale));
    const input = validate(schema, parseBodyText(await c.req.text()));
    const account = await updateAccount(c.var.db, {
      id,
      fullName: input.full_name,
      locale: input.locale,
    });
    if (!account) throw notFound();
    const included = await accountIncludes(c.var.db, [account], query.include);
    return jsonApiResponse(
      buildDocument(accountResource(account), { included, fields: query.fields }),
    );
  })
  .route('/:id/preferences', preferenceRoutes)
  .route('/:id/notifications', notificationRoutes)
  .route('/:id/subscription_promotions', promotionRoutes)
  .route('/:id/enrollments', enrollmentRoutes)
  .route('/:id/portfolio_items', portfolioRoutes)
  .all('/', methodNotAllowedFor)
  .all('/:id', methodNotAllowedFor);
