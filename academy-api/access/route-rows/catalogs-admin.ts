import type { Row, RowsOf } from '../route-table';

/** Spec §6 catalogs (academy and content groups): Ada and Alex among the demo accounts. */
const CATALOGS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;
const LET_IN = (status: number) => ({ ...CATALOGS, ada: status, alex: status });

/**
 * The catalogs-admin routes' rows of the route × account table. Paths name an unknown catalog
 * (404 once let in) or send an invalid body (422), so the demo catalogs stay as they are.
 */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const one = `/v1/catalogs/${NO_SUCH}`;
  const rows: Row[] = [
    { method: 'GET', route: '/v1/catalogs', path: () => '/v1/catalogs', expect: CATALOGS },
    {
      method: 'POST',
      route: '/v1/catalogs',
      path: () => '/v1/catalogs',
      body: { name: '' },
      expect: LET_IN(422),
    },
    { method: 'GET', route: '/v1/catalogs/:id', path: () => one, expect: LET_IN(404) },
    {
      method: 'PATCH',
      route: '/v1/catalogs/:id',
      path: () => one,
      body: { name: '' },
      expect: LET_IN(404),
    },
    { method: 'DELETE', route: '/v1/catalogs/:id', path: () => one, expect: LET_IN(404) },
    {
      method: 'POST',
      route: '/v1/catalogs/:id/categories',
      path: () => `${one}/categories`,
      body: { name: '' },
      expect: LET_IN(404),
    },
    {
      method: 'PATCH',
      route: '/v1/catalogs/:id/categories/:category',
      path: () => `${one}/categories/${NO_SUCH}`,
      body: { name: '' },
      expect: LET_IN(404),
    },
    {
      method: 'DELETE',
      route: '/v1/catalogs/:id/categories/:category',
      path: () => `${one}/categories/${NO_SUCH}`,
      expect: LET_IN(404),
    },
    {
      method: 'PUT',
      route: '/v1/catalogs/:id/order',
      path: () => `${one}/order`,
      body: { categories: [] },
      expect: LET_IN(404),
    },
  ];
  return rows;
};
