import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { orderCsvRows } from '../../shared/commerce/csv';
import { INVOICE_COUNTRIES } from '../../shared/commerce/invoices';
import { nextStatuses, ORDER_STATUSES, type OrderStatus } from '../../shared/commerce/order-status';
import {
  ORDER_LINES_MAX,
  ORDER_RULES,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '../../shared/commerce/products';
import {
  PROMOTION_CODE_MAX,
  PROMOTION_CODE_MIN,
  PROMOTION_CODE_PATTERN,
  type PromotionRefusal,
} from '../../shared/commerce/promotions';
import { isUuid } from '../../shared/validation/empty';
import { fieldRules } from '../../shared/validation/zod-rules';
import { readableAccount } from '../access/account-scope';
import { authorize } from '../access/authorize';
import type { RowsOf } from '../access/route-table';
import type { AppEnv, Viewer } from '../app-env';
import { audit } from '../audit';
import { accounts } from '../db/schema';
import type { ErrorTexts } from '../i18n/error-texts';
import { requestTexts } from '../i18n/request-texts';
import { kickWorker } from '../jobs/worker';
import { csvResponse } from '../jsonapi/csv-response';
import { buildDocument } from '../jsonapi/document';
import {
  attributesOf,
  found,
  listResponse,
  pageWindow,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import {
  ApiError,
  type ErrorObject,
  invalidQuery,
  notFound,
  pointerTo,
  text,
} from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import type { ParsedQuery } from '../jsonapi/query';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal } from '../middleware/portal';
import { requireViewer } from '../middleware/viewer';
import { type Answers, CSV, list, one } from '../openapi/answers';
import {
  customerResource,
  orderDetailResource,
  orderResource,
  quoteResource,
} from './commerce.serializers';
import { type InvoiceSummary, invoicesOfOrders } from './invoices.queries';
import { runsOfOrder, settleOrder } from './order-automations.queries';
import {
  type Actor,
  type CustomerRef,
  createOrder,
  exportOrders,
  findOrder,
  linesOfOrders,
  listAccountOrders,
  listOrders,
  type OrderInput,
  type OrderLineRow,
  type OrderListParams,
  type OrderProblem,
  orderDetail,
  priceOrder,
  searchCustomers,
  transitionOrder,
} from './orders.queries';
import { leftToRefund, providerPaymentOf, refundsOfOrder } from './refunds.queries';

export const promotionCode = z
  .string()
  .trim()
  .max(PROMOTION_CODE_MAX)
  .refine(
    (code) =>
      code === '' || (code.length >= PROMOTION_CODE_MIN && PROMOTION_CODE_PATTERN.test(code)),
  )
  .nullish();

const orderBody = {
  customer_type: z.enum(['entity', 'account']).nullish(),
  customer_id: z.uuid().nullish(),
  sales_catalog_id: z.uuid(),
  promotion_code: promotionCode,
  billing_reference: z.string().optional(),
  // Issue 40: the buyer's invoice details; a VAT number is checked against its country.
  billing_address: z.string().trim().max(500).optional(),
  billing_country: z.enum(INVOICE_COUNTRIES).nullish(),
  billing_vat_id: z.string().trim().max(40).optional(),
};

const line = z.object({
  product_id: z.uuid(),
  quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
});

export const quoteSchema = fieldRules(ORDER_RULES, { trim: ['billing_reference'] }).pipe(
  z.object({ ...orderBody, lines: z.array(line).max(ORDER_LINES_MAX) }),
);

export const createOrderSchema = fieldRules(
  { ...ORDER_RULES, customer_id: 'required' },
  { trim: ['billing_reference'] },
).pipe(
  z.object({
    ...orderBody,
    customer_type: z.enum(['entity', 'account']),
    customer_id: z.uuid(),
    lines: z.array(line).min(1).max(ORDER_LINES_MAX),
    status: z.enum(['draft', 'pending_payment']).optional(),
  }),
);

/** `from_status`: the status the client saw, so a change made meanwhile is told apart (409). */
export const statusSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  from_status: z.enum(ORDER_STATUSES).optional(),
});

type OrderBody = z.infer<typeof quoteSchema>;

function inputOf(body: OrderBody): OrderInput {
  const customer: CustomerRef | null =
    body.customer_type && body.customer_id
      ? { kind: body.customer_type, id: body.customer_id.toLowerCase() }
      : null;
  return {
    customer,
    salesCatalogId: body.sales_catalog_id.toLowerCase(),
    lines: body.lines.map((item) => ({
      productId: item.product_id.toLowerCase(),
      quantity: item.quantity,
    })),
    promotionCode: body.promotion_code?.trim() || null,
    billingReference: body.billing_reference ?? '',
    billing: {
      address: body.billing_address ?? '',
      country: body.billing_country ?? null,
      vatId: body.billing_vat_id ?? '',
    },
  };
}

const VAT_TEXTS = {
  vat_country_required: 'commerce.vatId.country_required',
  vat_prefix: 'commerce.vatId.prefix',
  vat_format: 'commerce.vatId.format',
} as const;

/**
 * A problem of an order as a JSON:API error on its field: a promotion code's precise refusal
 * (SCREENS "/admin/sales/orders/create") under its own code, any other as VALIDATION_FAILED.
 */
export function problemError(problem: OrderProblem): ErrorObject {
  if (problem.field === 'promotion_code') {
    const reason = problem.reason as PromotionRefusal;
    return {
      status: '422',
      code: `PROMOTION_${reason.toUpperCase()}`,
      text: text(`commerce.refusal.${reason}`),
      source: pointerTo('promotion_code'),
      meta: { reason },
    };
  }
  if (problem.field === 'billing_vat_id' || problem.field === 'billing_country') {
    return {
      status: '422',
      code: 'VALIDATION_FAILED',
      text: text(VAT_TEXTS[problem.reason as keyof typeof VAT_TEXTS]),
      source: pointerTo(problem.field),
    };
  }
  const reason = problem.reason as 'unknown_customer' | 'unknown_catalog' | 'not_in_catalog';
  return {
    status: '422',
    code: 'VALIDATION_FAILED',
    text: text(`commerce.problem.${reason}`),
    source: pointerTo(problem.field === 'customer' ? 'customer_id' : problem.field),
  };
}

/**
 * A problem worded here, in the request's language: the quote's meta.problems are no errors
 * the error response titles.
 */
export function problemObject(problem: OrderProblem, texts: ErrorTexts): ErrorObject {
  const { text: detail, ...error } = problemError(problem);
  return {
    status: error.status,
    code: error.code,
    title: texts.title(error.code, error.status),
    ...(detail ? { detail: texts.text(detail.key, detail.values) } : {}),
    ...(error.source ? { source: error.source } : {}),
    ...(error.meta ? { meta: error.meta } : {}),
  };
}

/** Who did it, for the order's timeline. */
export async function actorOf(c: Context<AppEnv>, viewer: Viewer): Promise<Actor> {
  const [row] = await c.var.db
    .select({ name: accounts.fullName })
    .from(accounts)
    .where(eq(accounts.id, viewer.id));
  return { id: viewer.id, name: row?.name ?? '' };
}

const LIST_QUERY = {
  filter: ['search', 'product', 'promotion', 'customer', 'created_from', 'created_to'],
  filterValues: { status: ORDER_STATUSES },
  sort: ['number', 'created_at', 'total', 'customer', 'status'],
  paginate: true,
  defaultPageSize: 25,
} as const;

const EXPORT_QUERY = { ...LIST_QUERY, paginate: false } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function uuidFilter(query: ParsedQuery, name: string): string | undefined {
  const value = query.filter[name];
  if (value === undefined) return undefined;
  if (!isUuid(value)) {
    throw invalidQuery(`filter[${name}]`, text('idExpected', { name: `filter[${name}]` }));
  }
  return value.toLowerCase();
}

function dayFilter(query: ParsedQuery, name: string, next: boolean): Date | undefined {
  const value = query.filter[name];
  if (value === undefined) return undefined;
  const date = DAY.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw invalidQuery(`filter[${name}]`, text('dateExpected', { name: `filter[${name}]` }));
  }
  // "to" is inclusive: orders before the next day.
  return next ? new Date(date.getTime() + 24 * 60 * 60 * 1000) : date;
}

/** The list's filters and sort from a checked query (400 for a malformed id or date). */
function listParams(c: Context<AppEnv>, query: ParsedQuery): OrderListParams {
  const customer = query.filter.customer;
  let customerRef: CustomerRef | undefined;
  if (customer !== undefined) {
    const [kind, id] = customer.split(':');
    if ((kind !== 'entity' && kind !== 'account') || !id || !isUuid(id)) {
      throw invalidQuery('filter[customer]', text('customerFilterFormat'));
    }
    customerRef = { kind, id: id.toLowerCase() };
  }
  return {
    portalId: c.var.portal.id,
    search: query.filter.search,
    status: query.filter.status as OrderStatus | undefined,
    productId: uuidFilter(query, 'product'),
    promotionId: uuidFilter(query, 'promotion'),
    customer: customerRef,
    createdFrom: dayFilter(query, 'created_from', false),
    createdBefore: dayFilter(query, 'created_to', true),
    sort: query.sort,
  };
}

/** The lines of one order among a page's lines. */
const linesOf = (lines: OrderLineRow[], orderId: string) =>
  lines.filter((line) => line.orderId === orderId);

export async function detailResponse(c: Context<AppEnv>, id: string, status: 200 | 201 = 200) {
  const portalId = c.var.portal.id;
  const detail = await found(orderDetail(c.var.db, { portalId, id }));
  const [runs, invoices, payment, refunds] = await Promise.all([
    runsOfOrder(c.var.db, detail.order.id),
    invoicesOfOrders(c.var.db, [detail.order.id]),
    providerPaymentOf(c.var.db, detail.order),
    refundsOfOrder(c.var.db, detail.order.id),
  ]);
  return resourceResponse(
    orderDetailResource(detail, runs, invoices, {
      provider: payment?.provider ?? null,
      refundableCents: payment ? leftToRefund(detail.order, refunds) : 0,
    }),
    { status },
  );
}

/**
 * An order paid through Mollie or Stripe is refunded through its provider
 * (POST /v1/orders/{id}/refunds), never by its status alone: that would return no money.
 */
async function refuseProviderPaid(c: Context<AppEnv>, id: string) {
  const order = await findOrder(c.var.db, { portalId: c.var.portal.id, id });
  if (order && (await providerPaymentOf(c.var.db, order))) {
    throw new ApiError(422, [
      {
        code: 'REFUND_THROUGH_PROVIDER',
        text: text('commerce.refund.throughProvider'),
        source: pointerTo('status'),
      },
    ]);
  }
}

/**
 * /v1/orders (SCREENS "/admin/sales/orders"): the portal's orders for the sales roles with the
 * portals feature (RULES.orders). Totals, discounts and VAT are always the server's: a quote for
 * the form, the same pricing when the order is made. Another portal's order: 404.
 */
export const orderRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.orders);
    await next();
  })
  .get('/', async (c) => {
    let lines: Awaited<ReturnType<typeof linesOfOrders>> = [];
    return listResponse(c, {
      query: LIST_QUERY,
      load: async (query) => {
        const list = await listOrders(c.var.db, {
          ...listParams(c, query),
          page: pageWindow(query.page),
        });
        lines = await linesOfOrders(
          c.var.db,
          list.rows.map((row) => row.id),
        );
        return { rows: list.rows, total: list.total, meta: { total_capped: list.capped } };
      },
      serialize: (row) => orderResource(row, { lines: linesOf(lines, row.id) }),
    });
  })
  .get('/export', async (c) => {
    const query = queryOf(c, EXPORT_QUERY);
    const rows = await exportOrders(c.var.db, listParams(c, query));
    return csvResponse(
      orderCsvRows(
        rows.map((row) => ({
          ...row,
          customerType: row.customerEntityId ? 'entity' : row.customerAccountId ? 'account' : null,
        })),
      ),
      'orders.csv',
    );
  })
  .post('/quote', async (c) => {
    const body = await attributesOf(c, quoteSchema);
    const { quote, problems } = await priceOrder(c.var.db, {
      portalId: c.var.portal.id,
      input: inputOf(body),
      now: new Date(),
      lock: false,
    });
    // Not an error: the form shows the figures and, beside each field, what is wrong with it.
    const texts = await requestTexts(c);
    return jsonApiResponse(
      buildDocument(quoteResource(quote), {
        meta: { problems: problems.map((problem) => problemObject(problem, texts)) },
      }),
    );
  })
  .post('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const body = await attributesOf(c, createOrderSchema);
    const input = inputOf(body);
    const portal = await currentPortal(c);
    const outcome = await createOrder(c.var.db, {
      portal: { id: portal.id, key: portal.key },
      actor: await actorOf(c, viewer),
      input: { ...input, customer: input.customer as CustomerRef },
      status: body.status ?? 'pending_payment',
      now: new Date(),
    });
    if (!outcome.ok) {
      throw new ApiError(422, outcome.problems.map(problemError));
    }
    return detailResponse(c, outcome.order.id, 201);
  })
  .get('/:id', async (c) => {
    queryOf(c, {});
    return detailResponse(c, uuidParam(c.req.param('id')));
  })
  .post('/:id/status', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const id = uuidParam(c.req.param('id'));
    const { status, from_status } = await attributesOf(c, statusSchema);
    if (status === 'refunded') await refuseProviderPaid(c, id);
    const outcome = await transitionOrder(c.var.db, {
      portalId: c.var.portal.id,
      id,
      to: status,
      from: from_status,
      actor: await actorOf(c, viewer),
      now: new Date(),
    });
    if (!outcome.ok) {
      if (outcome.reason === 'not_found') throw notFound();
      if (outcome.reason === 'illegal') {
        // The request itself is wrong, whenever it is sent: name the move it asked for
        // ("An order in draft cannot become paid.", the statuses as the request's language says them).
        const texts = await requestTexts(c);
        throw new ApiError(422, [
          {
            code: 'ILLEGAL_TRANSITION',
            text: text('commerce.illegalTransition', {
              from: texts.text(`commerce.status.${outcome.status}`),
              to: texts.text(`commerce.status.${status}`),
            }),
            source: pointerTo('status'),
            meta: { from: outcome.status, to: status, allowed: [...nextStatuses(outcome.status)] },
          },
        ]);
      }
      // Someone changed the order since the client read it.
      throw new ApiError(409, [
        {
          code: 'ORDER_STATUS_CONFLICT',
          text: text('commerce.statusConflict'),
          meta: { status: outcome.status },
        },
      ]);
    }
    await audit(c, {
      action: 'order.status_changed',
      target: { type: 'orders', id, label: outcome.order.number },
      before: { status: outcome.from },
      after: { status },
    });
    if (status === 'paid' || status === 'refunded') {
      await settleOrder(c.var.db, { portalId: c.var.portal.id, orderId: id });
      // Its invoice or credit note was issued with the change: the worker mails it now.
      kickWorker();
    }
    return detailResponse(c, id);
  })
  .post('/:id/automations', async (c) => {
    // The retry: runs what has not run, goes on where a run stopped, undoes what a refund undoes.
    const id = uuidParam(c.req.param('id'));
    await found(settleOrder(c.var.db, { portalId: c.var.portal.id, orderId: id }));
    return detailResponse(c, id);
  });

const CUSTOMER_QUERY = { filter: ['search'], paginate: true, defaultPageSize: 10 } as const;

/**
 * /v1/order_customers?filter[search]=: the order form's customer search, entities and accounts
 * of this portal (RULES.orders).
 */
export const orderCustomerRoutes = new Hono<AppEnv>().get('/', async (c) => {
  authorize(c, RULES.orders);
  const query = queryOf(c, CUSTOMER_QUERY);
  const rows = await searchCustomers(c.var.db, {
    portalId: c.var.portal.id,
    search: query.filter.search ?? '',
    limit: Math.min(query.page.size, 20),
  });
  return jsonApiResponse(buildDocument(rows.map(customerResource)));
});

const ACCOUNT_ORDERS_QUERY = { paginate: true, defaultPageSize: 20 } as const;

/**
 * /v1/accounts/{id}/orders: the orders an account sees on /account/orders (its own and its
 * entity's, drafts left out). The account itself, or sales staff of its portal; else 404.
 */
export const accountOrderRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const scope = await readableAccount(c, RULES.orders);
  let lines: Awaited<ReturnType<typeof linesOfOrders>> = [];
  let invoices: InvoiceSummary[] = [];
  return listResponse(c, {
    query: ACCOUNT_ORDERS_QUERY,
    load: async (query) => {
      const list = await listAccountOrders(c.var.db, { scope, page: pageWindow(query.page) });
      const ids = list.rows.map((row) => row.id);
      [lines, invoices] = await Promise.all([
        linesOfOrders(c.var.db, ids),
        invoicesOfOrders(c.var.db, ids),
      ]);
      return list;
    },
    serialize: (row) => orderResource(row, { lines: linesOf(lines, row.id), invoices }),
  });
});

/**
 * RULES.orders and RULES.salesCatalogs: the portals feature plus the academy or sales group
 * (Demo Academy: Ada and Sven). Alex (content), Cora, Stijn and the others: 403; Lars asks on
 * Unlimited Learning, which has no portals feature (403).
 */
const SALES = { guest: 401, ada: 200, sven: 200, others: 403 } as const;
const salesGot = (status: number) => ({ ...SALES, ada: status, sven: status });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/accounts/:id/orders': list('orders'),
  'GET /v1/orders': list('orders'),
  'GET /v1/orders/export': CSV,
  'POST /v1/orders/quote': one('order_quotes'),
  'POST /v1/orders': one('orders', { status: [201] }),
  'GET /v1/orders/:id': one('orders'),
  'POST /v1/orders/:id/status': one('orders'),
  'POST /v1/orders/:id/automations': one('orders'),
  'GET /v1/order_customers': list('order_customers'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ id, NO_SUCH }) => [
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
