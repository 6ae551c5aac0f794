import { Hono } from 'hono';
import { z } from 'zod';
import {
  ALL_ROLES,
  grantableRoles,
  normaliseRoles,
  roleChangeRefusal,
} from '../../shared/access/role-grants';
import { RULES } from '../../shared/access/rules';
import { accountRoleChanges, accountRoles } from '../../shared/accounts/contract';
import { FIELD_RULES } from '../../shared/validation/field-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { type AccountScope, readableAccount } from '../access/account-scope';
import { authorize } from '../access/authorize';
import type { RowsOf } from '../access/route-table';
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
import { forbidden, notFound, text } from '../jsonapi/errors';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, list, one } from '../openapi/answers';
import {
  accountRolesOf,
  listRoleChanges,
  type RoleChangeRow,
  setAccountRoles,
} from './account-roles.queries';

/** Spec §6 role strings only, each once; at least one (the §5 rule `required`). */
const rolesSchema = fieldRules(FIELD_RULES.accountRoles).pipe(
  z.object({ roles: z.array(z.enum(ALL_ROLES)).max(ALL_ROLES.length) }),
);

/**
 * An account's roles as the asking admin sees them: what it holds, which of those and of the
 * others the admin may give or take away (grantable), and whether the admin may change them at
 * all (never their own).
 */
export function accountRolesResource(
  scope: AccountScope,
  roles: string[],
  viewer: { id: string; roles: readonly string[] },
): ResourceObject {
  return resourceOf(
    accountRoles,
    scope.accountId,
    {
      roles: normaliseRoles(roles),
      grantable: grantableRoles(viewer.roles),
      editable: viewer.id !== scope.accountId,
    },
    { links: { self: `/v1/accounts/${scope.accountId}/roles` } },
  );
}

export function roleChangeResource(row: RoleChangeRow): ResourceObject {
  return resourceOf(accountRoleChanges, row.id, {
    old_roles: normaliseRoles(row.oldRoles),
    new_roles: normaliseRoles(row.newRoles),
    changed_by: row.changedBy,
    changed_by_name: row.changedByName,
    changed_at: iso(row.changedAt),
  });
}

/**
 * /v1/accounts/{id}/roles: the admins of RULES.accountRoles read and set the roles of
 * an account of the current portal (another portal's: 404). Each role given or taken away must
 * be one the admin may give (shared/access/role-grants.ts: never above their own roles; 403
 * otherwise), nobody changes their own (403), and every change is recorded (who, before → after,
 * when) for /v1/accounts/{id}/role_changes.
 */
export const accountRoleRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const viewer = authorize(c, RULES.accountRoles);
    const scope = await readableAccount(c, RULES.accountRoles);
    const roles = await found(accountRolesOf(c.var.db, { scope }));
    return resourceResponse(accountRolesResource(scope, roles, viewer));
  })
  .patch('/', async (c) => {
    const viewer = authorize(c, RULES.accountRoles);
    const scope = await readableAccount(c, RULES.accountRoles);
    const input = await attributesOf(c, rolesSchema);
    const next = normaliseRoles(input.roles);
    const result = await setAccountRoles(c.var.db, {
      scope,
      roles: next,
      changedBy: viewer.id,
      check: (current) => {
        const refusal = roleChangeRefusal({ viewer, accountId: scope.accountId, current, next });
        if (refusal?.reason === 'own-account') {
          throw forbidden(text('ownRolesUnchangeable'));
        }
        if (refusal) throw forbidden(text('roleNotGrantable', { role: refusal.role }));
      },
    });
    if (!result) throw notFound();
    if (result.change) {
      await audit(c, {
        action: 'account.roles_changed',
        target: { type: 'accounts', id: scope.accountId },
        before: { roles: result.change.oldRoles },
        after: { roles: result.change.newRoles },
      });
    }
    return resourceResponse(accountRolesResource(scope, result.roles, viewer));
  });

/** /v1/accounts/{id}/role_changes: an account's role history, newest first. */
export const accountRoleChangeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  authorize(c, RULES.accountRoles);
  const scope = await readableAccount(c, RULES.accountRoles);
  return listResponse(c, {
    query: { paginate: true, defaultPageSize: 25 },
    load: (query) => listRoleChanges(c.var.db, { scope, page: pageWindow(query.page) }),
    serialize: roleChangeResource,
  });
});

/**
 * An account's roles on /admin/accounts/{id} (RULES.accountRoles: the admins of spec §6, Ada).
 * Everyone else is refused by role (403), whoever's account it is; another portal's account is
 * a 404 for Ada. Writes send an invalid body, so no demo person's roles change.
 */
const ADMINS = (status: number) => ({ guest: 401, ada: status, others: 403 });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/accounts/:id/roles': one('account_roles'),
  'PATCH /v1/accounts/:id/roles': one('account_roles'),
  'GET /v1/accounts/:id/role_changes': list('account_role_changes'),
};

export const rows: RowsOf = ({ id }) => {
  const stijns = (suffix: string) => () => `/v1/accounts/${id.stijn}${suffix}`;
  const lars = (suffix: string) => () => `/v1/accounts/${id.lars}${suffix}`;
  return [
    { method: 'GET', route: '/v1/accounts/:id/roles', path: stijns('/roles'), expect: ADMINS(200) },
    { method: 'GET', route: '/v1/accounts/:id/roles', path: lars('/roles'), expect: ADMINS(404) },
    {
      method: 'PATCH',
      route: '/v1/accounts/:id/roles',
      path: stijns('/roles'),
      body: {},
      expect: ADMINS(422),
    },
    {
      method: 'PATCH',
      route: '/v1/accounts/:id/roles',
      path: lars('/roles'),
      body: {},
      expect: ADMINS(404),
    },
    {
      method: 'GET',
      route: '/v1/accounts/:id/role_changes',
      path: stijns('/role_changes'),
      expect: ADMINS(200),
    },
    {
      method: 'GET',
      route: '/v1/accounts/:id/role_changes',
      path: lars('/role_changes'),
      expect: ADMINS(404),
    },
  ];
};
