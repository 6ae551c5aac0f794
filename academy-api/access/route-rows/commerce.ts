import type { Row, RowsOf } from '../route-table';

/**
 * RULES.orders and RULES.salesCatalogs: the portals feature plus the academy or sales group
 * (Demo Academy: Ada and Sven). Alex (content), Cora, Stijn and the others: 403; Lars asks on
 * Unlimited Learning, which has no portals feature (403).
 */
const SALES = { guest: 401, ada: 200, sven: 200, others: 403 } as const;
const salesGot = (status: number) => ({ ...SALES, ada: status, sven: status });

/** RULES.portalSettings: the portals feature plus the academy group (Ada only, not Sven). */
const SETTINGS = { guest: 401, ada: 200, others: 403 } as const;

/** The commerce routes' rows of the route × account table (issue 18). */
export const rows: RowsOf = ({ id, NO_SUCH }) => [
  { method: 'GET', route: '/v1/products', path: () => '/v1/products', expect: SALES },
  {
    method: 'POST',
    route: '/v1/products',
    path: () => '/v1/products',
    body: { name: '' },
    expect: salesGot(422),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/products/:id',
      path: () => `/v1/products/${NO_SUCH}`,
      body: method === 'PATCH' ? { name: '' } : undefined,
      expect: salesGot(404),
    }),
  ),
  { method: 'GET', route: '/v1/sales_catalogs', path: () => '/v1/sales_catalogs', expect: SALES },
  {
    method: 'POST',
    route: '/v1/sales_catalogs',
    path: () => '/v1/sales_catalogs',
    body: { name: '' },
    expect: salesGot(422),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/sales_catalogs/:id',
      path: () => `/v1/sales_catalogs/${NO_SUCH}`,
      body: method === 'PATCH' ? { name: '' } : undefined,
      expect: salesGot(404),
    }),
  ),
  ...(['PUT', 'POST'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/sales_catalogs/:id/products',
      path: () => `/v1/sales_catalogs/${NO_SUCH}/products`,
      body: {},
      expect: salesGot(404),
    }),
  ),
  { method: 'GET', route: '/v1/orders', path: () => '/v1/orders', expect: SALES },
  {
    method: 'GET',
    route: '/v1/orders/export',
    // The CSV is not JSON: a bad filter shows who gets past the rule (400); orders.test.ts reads it.
    path: () => '/v1/orders/export?filter[status]=nothing',
    expect: salesGot(400),
  },
  {
    method: 'POST',
    route: '/v1/orders/quote',
    path: () => '/v1/orders/quote',
    body: {},
    expect: salesGot(422),
  },
  {
    method: 'POST',
    route: '/v1/orders',
    path: () => '/v1/orders',
    body: {},
    expect: salesGot(422),
  },
  {
    method: 'GET',
    route: '/v1/orders/:id',
    path: () => `/v1/orders/${NO_SUCH}`,
    expect: salesGot(404),
  },
  {
    method: 'POST',
    route: '/v1/orders/:id/status',
    path: () => `/v1/orders/${NO_SUCH}/status`,
    body: { status: 'paid' },
    expect: salesGot(404),
  },
  {
    method: 'POST',
    route: '/v1/orders/:id/automations',
    path: () => `/v1/orders/${NO_SUCH}/automations`,
    expect: salesGot(404),
  },
  {
    method: 'GET',
    route: '/v1/order_customers',
    path: () => '/v1/order_customers?filter[search]=acme',
    expect: SALES,
  },
  { method: 'GET', route: '/v1/promotions', path: () => '/v1/promotions', expect: SALES },
  {
    method: 'POST',
    route: '/v1/promotions',
    path: () => '/v1/promotions',
    body: { code: 'x' },
    expect: salesGot(422),
  },
  {
    method: 'GET',
    route: '/v1/promotions/redemptions',
    path: () => '/v1/promotions/redemptions',
    expect: SALES,
  },
  {
    method: 'GET',
    route: '/v1/promotions/redemptions/export',
    path: () => '/v1/promotions/redemptions/export?filter[promotion]=nothing',
    expect: salesGot(400),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/promotions/:id',
      path: () => `/v1/promotions/${NO_SUCH}`,
      body: method === 'PATCH' ? { code: 'x' } : undefined,
      expect: salesGot(404),
    }),
  ),
  {
    method: 'GET',
    route: '/v1/order_automations',
    path: () => '/v1/order_automations',
    expect: SETTINGS,
  },
  {
    method: 'POST',
    route: '/v1/order_automations',
    path: () => '/v1/order_automations',
    body: { name: '' },
    expect: { ...SETTINGS, ada: 422 },
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/order_automations/:id',
      path: () => `/v1/order_automations/${NO_SUCH}`,
      body: method === 'PATCH' ? { name: '' } : undefined,
      expect: { ...SETTINGS, ada: 404 },
    }),
  ),
  {
    method: 'GET',
    route: '/v1/accounts/:id/orders',
    path: (me) => `/v1/accounts/${me}/orders`,
    expect: { guest: 401, others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id/orders',
    path: () => `/v1/accounts/${id.stijn}/orders`,
    // The account itself, or the sales roles of its portal; anyone else: not found.
    expect: { guest: 401, stijn: 200, ada: 200, sven: 200, others: 404 },
  },
];
