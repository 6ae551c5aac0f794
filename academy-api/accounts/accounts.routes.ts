import { Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { FIELD_RULES } from '../../shared/validation/field-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { ownAccount, readableAccount } from '../access/account-scope';
import { authorize } from '../access/authorize';
import { ownAccountPath, type RowsOf, stijnsAccountPath } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { accountOrderRoutes, promotionRoutes } from '../commerce';
import { notificationRoutes } from '../communication';
import type { Db } from '../db/database';
import type { ResourceObject } from '../jsonapi/document';
import { attributesOf, found, listResponse, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { accountCertificateRoutes, enrollmentRoutes, portfolioRoutes } from '../learning';
import { currentPortal } from '../middleware/portal';
import { type Answers, list, one } from '../openapi/answers';
import { accountEmailChangeRoutes, accountPasswordRoutes } from './account-links.routes';
import { listAccounts } from './account-list.queries';
import { accountRoleChangeRoutes, accountRoleRoutes } from './account-roles.routes';
import {
  type AccountRecord,
  findAccount,
  findEntities,
  findPeople,
  updateAccount,
} from './accounts.queries';
import {
  ACCOUNT_TYPE_FIELDS,
  accountResource,
  entityResource,
  primaryCoachResource,
  profileResource,
  subscriptionResource,
} from './accounts.serializers';
import { preferenceRoutes } from './preferences.routes';

// Serialisers: rows to JSON:API resources.

export const ACCOUNT_INCLUDES = ['entity', 'subscription', 'primary_coach', 'profile'] as const;

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/**
 * The related resources of accounts for an include set.
 * Entities and coaches are fetched in one query each, whatever the number of accounts.
 */
export async function accountIncludes(
  db: Db,
  rows: AccountRecord[],
  include: Set<string>,
): Promise<ResourceObject[]> {
  const included: ResourceObject[] = [];
  if (include.has('entity')) {
    const found = await findEntities(db, { ids: unique(rows.map((r) => r.entityId)) });
    included.push(...found.map(entityResource));
  }
  if (include.has('subscription')) {
    included.push(
      ...rows.flatMap((r) => (r.subscription ? [subscriptionResource(r.subscription)] : [])),
    );
  }
  if (include.has('primary_coach')) {
    const coaches = await findPeople(db, { ids: unique(rows.map((r) => r.primaryCoachId)) });
    included.push(...coaches.map(primaryCoachResource));
  }
  if (include.has('profile')) {
    included.push(...rows.flatMap((r) => (r.profile ? [profileResource(r.profile)] : [])));
  }
  return included;
}

const ACCOUNT_QUERY = { include: ACCOUNT_INCLUDES, fields: ACCOUNT_TYPE_FIELDS };
const LIST_QUERY = {
  ...ACCOUNT_QUERY,
  filter: ['search', 'role'],
  sort: ['full_name', 'last_online', 'created_at'],
  paginate: true,
};

/**
 * What an account may change about itself: the name by the rules of the details form,
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
    // Spec §6: support and sales staff (authors, marketing, coaches and students: 403), and
    // only the accounts of the portal they are on, never another tenant's.
    authorize(c, RULES.accounts);
    return listResponse(c, {
      query: LIST_QUERY,
      load: async (query) => {
        const { rows, total, capped } = await listAccounts(c.var.db, {
          portalId: c.var.portal.id,
          search: query.filter.search,
          role: query.filter.role,
          sort: query.sort,
          page: query.page,
        });
        return { rows, total, ...(capped ? { meta: { total_capped: true } } : {}) };
      },
      serialize: accountResource,
      included: (rows, query) => accountIncludes(c.var.db, rows, query.include),
    });
  })
  .get('/:id', async (c) => {
    const scope = await readableAccount(c, RULES.accounts);
    const query = queryOf(c, ACCOUNT_QUERY);
    const account = await found(findAccount(c.var.db, { scope }));
    const included = await accountIncludes(c.var.db, [account], query.include);
    return resourceResponse(accountResource(account), { included, query });
  })
  .patch('/:id', async (c) => {
    // Only the account itself: staff manage other accounts elsewhere, not through this call.
    const scope = ownAccount(c);
    const query = queryOf(c, ACCOUNT_QUERY);
    const schema = updateAccountSchema((await currentPortal(c)).languages.map((l) => l.locale));
    const input = await attributesOf(c, schema);
    const account = await found(
      updateAccount(c.var.db, {
        scope,
        fullName: input.full_name,
        locale: input.locale,
      }),
    );
    const included = await accountIncludes(c.var.db, [account], query.include);
    return resourceResponse(accountResource(account), { included, query });
  })
  .route('/:id/password', accountPasswordRoutes)
  .route('/:id/email_change', accountEmailChangeRoutes)
  .route('/:id/roles', accountRoleRoutes)
  .route('/:id/role_changes', accountRoleChangeRoutes)
  .route('/:id/preferences', preferenceRoutes)
  .route('/:id/notifications', notificationRoutes)
  .route('/:id/subscription_promotions', promotionRoutes)
  .route('/:id/enrollments', enrollmentRoutes)
  .route('/:id/certificates', accountCertificateRoutes)
  .route('/:id/orders', accountOrderRoutes)
  .route('/:id/portfolio_items', portfolioRoutes);

const STAFF_READERS = { ada: 200, sam: 200, sven: 200 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/accounts': list('accounts'),
  'GET /v1/accounts/:id': one('accounts'),
  'PATCH /v1/accounts/:id': one('accounts'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ id }) => {
  return [
    {
      method: 'GET',
      route: '/v1/accounts',
      path: () => '/v1/accounts',
      expect: { guest: 401, ...STAFF_READERS, others: 403 },
    },
    {
      method: 'GET',
      route: '/v1/accounts/:id',
      path: ownAccountPath(),
      expect: { guest: 401, others: 200 },
    },
    {
      method: 'GET',
      route: '/v1/accounts/:id',
      path: stijnsAccountPath(id),
      expect: { guest: 401, ...STAFF_READERS, stijn: 200, others: 404 },
    },
    {
      method: 'PATCH',
      route: '/v1/accounts/:id',
      path: ownAccountPath(),
      body: { full_name: '' },
      expect: { guest: 401, others: 422 },
    },
    {
      method: 'PATCH',
      route: '/v1/accounts/:id',
      path: stijnsAccountPath(id),
      body: { full_name: '' },
      expect: { guest: 401, stijn: 422, others: 404 },
    },
  ];
};
