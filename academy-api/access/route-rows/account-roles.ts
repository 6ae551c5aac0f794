import type { RowsOf } from './types';

/**
 * An account's roles on /admin/accounts/{id} (RULES.accountRoles: the admins of spec §6, Ada).
 * Everyone else is refused by role (403), whoever's account it is; another portal's account is
 * a 404 for Ada. Writes send an invalid body, so no demo person's roles change.
 */
const ADMINS = (status: number) => ({ guest: 401, ada: status, others: 403 });

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
