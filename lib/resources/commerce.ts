import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchList, fetchResource, sendResource } from '@/lib/api/transport';
import type { AutomationTrigger } from '@/shared/commerce/automations';
import type {
  billingSubscriptions,
  invoiceSettings,
  orderAutomations,
  orderCustomers,
  orderLine,
  orderQuotes,
  orderSeatLines,
  orderSeats,
  orders,
  products,
  promotionRedemptions,
  promotions,
  salesCatalogs,
  seatAccounts,
} from '@/shared/commerce/contract';
import type { OrderStatus } from '@/shared/commerce/order-status';
import type { PromotionKind, PromotionRefusal } from '@/shared/commerce/promotions';
import type { CamelDeep, Read, With } from '@/shared/contract/resource';
import { accountKeys, accountPath } from './accounts';

/**
 * Commerce (SCREENS "Commerce"): products and sales catalogs, orders (their figures always the
 * server's), promotions and their redemptions, order automations, and an account's orders.
 */

export type BusinessModel = SalesProduct['businessModel'];
export type Ref = { id: string; title: string };
export type Price = NonNullable<Read<typeof products>['prices']>[number];

/** A product as the sales catalogue (admins) reads it. */
export type SalesProduct = With<
  Read<typeof products>,
  | 'prices'
  | 'vatRateBasisPoints'
  | 'coversAllCourses'
  | 'visible'
  | 'position'
  | 'courses'
  | 'catalogs'
>;

export type SalesCatalog = Read<typeof salesCatalogs>;

export interface ProductsPage {
  items: SalesProduct[];
  /** The portal's courses and course catalogs a product may unlock. */
  courses: Ref[];
  catalogs: Ref[];
}

export type OrderLine = CamelDeep<z.output<typeof orderLine>>;

/** An order as lists read it; the list and the order page always carry its lines. */
export type Order = With<Read<typeof orders>, 'lines'>;

export type OrderDetail = With<Order, 'timeline' | 'automations'>;
export type TimelineEntry = OrderDetail['timeline'][number];
export type AutomationRun = OrderDetail['automations'][number];
export type AutomationRunStep = AutomationRun['steps'][number];

/** The order form's figures, the server's (id: quote). */
export type Quote = Read<typeof orderQuotes>;

/** A field problem the quote reports (a refused code, a product not in the catalog…). */
export interface QuoteProblem {
  code: string;
  detail: string;
  pointer: string | null;
  reason: PromotionRefusal | null;
}

/** A customer the order form may choose; its id is `entity:{id}` or `account:{id}`. */
export type CustomerMatch = Read<typeof orderCustomers>;

export type PortalPromotion = Read<typeof promotions>;

export type Redemption = Read<typeof promotionRedemptions>;

export type OrderAutomation = Read<typeof orderAutomations>;

export interface AutomationsPage {
  items: OrderAutomation[];
  products: {
    id: string;
    name: string;
    /** The name's language (null: unknown): the choice marks it on a page in another. */
    language?: string | null;
    businessModel: BusinessModel;
    billingPeriod: 'month' | 'year' | null;
    accessMonths: number | null;
  }[];
  courses: Ref[];
  coaches: { id: string; name: string }[];
}

export const commerceKeys = {
  products: () => ['sales', 'products'] as const,
  catalogs: () => ['sales', 'catalogs'] as const,
  orders: () => ['orders'] as const,
  orderLists: () => ['orders', 'list'] as const,
  orderList: (query: string) => [...commerceKeys.orderLists(), query] as const,
  quote: (input: OrderDraftInput) => ['order_quote', input] as const,
  order: (id: string) => ['orders', 'detail', id] as const,
  customers: (search: string) => ['order_customers', search] as const,
  promotions: () => ['promotions'] as const,
  promotionList: (query: string) => ['promotions', 'list', query] as const,
  redemptions: (query: string) => ['promotions', 'redemptions', query] as const,
  automations: () => ['order_automations'] as const,
  seats: (orderId: string) => ['orders', 'detail', orderId, 'seats'] as const,
  seatAccounts: (orderId: string, search: string) =>
    ['orders', 'detail', orderId, 'seat_accounts', search] as const,
  accountOrders: (accountId: string) => [...accountKeys.detail(accountId), 'orders'] as const,
  invoiceSettings: () => ['invoice_settings'] as const,
  billingSubscriptions: () => ['billing_subscriptions'] as const,
};

export const productsQuery = () =>
  queryOptions({
    queryKey: commerceKeys.products(),
    queryFn: async (context): Promise<ProductsPage> => {
      const { data, meta } = await fetchResource<SalesProduct[]>(context, '/v1/products');
      return {
        items: data ?? [],
        courses: (meta.courses as Ref[] | undefined) ?? [],
        catalogs: (meta.catalogs as Ref[] | undefined) ?? [],
      };
    },
  });

export const salesCatalogsQuery = () =>
  queryOptions({
    queryKey: commerceKeys.catalogs(),
    queryFn: async (context) =>
      (await fetchResource<SalesCatalog[]>(context, '/v1/sales_catalogs')).data ?? [],
  });

/** GET /v1/orders with a view's query string (filters, sort, page). */
export const ordersQuery = (queryString: string) =>
  queryOptions({
    queryKey: commerceKeys.orderList(queryString),
    queryFn: async (context) => {
      const page = await fetchList<Order>(context, `/v1/orders?${queryString}`);
      return { ...page, capped: page.meta.totalCapped === true };
    },
    placeholderData: keepPreviousData,
  });

/** "Download CSV": the export with the list's filters and sort (no page). */
export function ordersCsvPath(queryString: string): string {
  const query = new URLSearchParams(queryString);
  query.delete('page[number]');
  query.delete('page[size]');
  const rest = query.toString();
  return `/api/v1/orders/export${rest ? `?${rest}` : ''}`;
}

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: commerceKeys.order(id),
    queryFn: async (context) =>
      (await fetchResource<OrderDetail>(context, `/v1/orders/${encodeURIComponent(id)}`)).data,
  });

export const customersQuery = (search: string) =>
  queryOptions({
    queryKey: commerceKeys.customers(search),
    queryFn: async (context) =>
      (
        await fetchResource<CustomerMatch[]>(
          context,
          `/v1/order_customers?filter[search]=${encodeURIComponent(search)}&page[size]=8`,
        )
      ).data ?? [],
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/**
 * GET /v1/promotions (newest first) with a view's query string (page); without one, the first
 * 100: the codes the redemptions report can be narrowed to.
 */
export const promotionsListQuery = (queryString = 'page[size]=100') =>
  queryOptions({
    queryKey: commerceKeys.promotionList(queryString),
    queryFn: (context) => fetchList<PortalPromotion>(context, `/v1/promotions?${queryString}`),
    placeholderData: keepPreviousData,
  });

export const redemptionsQuery = (queryString: string) =>
  queryOptions({
    queryKey: commerceKeys.redemptions(queryString),
    queryFn: (context) =>
      fetchList<Redemption>(context, `/v1/promotions/redemptions?${queryString}`),
    placeholderData: keepPreviousData,
  });

export function redemptionsCsvPath(promotionId: string | null): string {
  return `/api/v1/promotions/redemptions/export${promotionId ? `?filter[promotion]=${promotionId}` : ''}`;
}

export const automationsQuery = () =>
  queryOptions({
    queryKey: commerceKeys.automations(),
    queryFn: async (context): Promise<AutomationsPage> => {
      const { data, meta } = await fetchResource<OrderAutomation[]>(
        context,
        '/v1/order_automations',
      );
      return {
        items: data ?? [],
        products: (meta.products as AutomationsPage['products'] | undefined) ?? [],
        courses: (meta.courses as Ref[] | undefined) ?? [],
        coaches: (meta.coaches as AutomationsPage['coaches'] | undefined) ?? [],
      };
    },
  });

/** GET /v1/accounts/{id}/orders: the orders an account sees (its own and its entity's). */
export const accountOrdersQuery = (accountId: string) =>
  queryOptions({
    queryKey: commerceKeys.accountOrders(accountId),
    queryFn: async (context) =>
      (await fetchList<Order>(context, `${accountPath(accountId)}/orders?page[size]=50`)).items,
  });

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

export interface ProductInput {
  name: string;
  description: string;
  /** One of the portal's languages. */
  language: string;
  businessModel: BusinessModel;
  billingPeriod: 'month' | 'year' | null;
  trialDays: number;
  accessMonths: number | null;
  vatRateBasisPoints: number;
  visible: boolean;
  coversAllCourses: boolean;
  prices: Price[];
  courseIds: string[];
  catalogIds: string[];
}

export async function createProduct(input: ProductInput, salesCatalogId: string | null) {
  return sendResource<SalesProduct>('/v1/products', {
    method: 'POST',
    body: serialize('products', { ...input, salesCatalogId }),
  });
}

export async function updateProduct(id: string, input: Partial<ProductInput>) {
  return sendResource<SalesProduct>(`/v1/products/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: serialize('products', { ...input }),
  });
}

export function deleteProduct(id: string) {
  return apiFetch(`/v1/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function createSalesCatalog(input: { name: string; currency: string }) {
  return sendResource<SalesCatalog>('/v1/sales_catalogs', {
    method: 'POST',
    body: serialize('sales_catalogs', input),
  });
}

export async function updateSalesCatalog(id: string, input: { name?: string; currency?: string }) {
  return sendResource<SalesCatalog>(`/v1/sales_catalogs/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: serialize('sales_catalogs', input),
  });
}

export function deleteSalesCatalog(id: string) {
  return apiFetch(`/v1/sales_catalogs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** PUT the catalog's products, exactly these in this order. */
export async function setCatalogProducts(id: string, productIds: readonly string[]) {
  return sendResource<SalesCatalog>(`/v1/sales_catalogs/${encodeURIComponent(id)}/products`, {
    method: 'PUT',
    body: serialize('sales_catalogs', { productIds: [...productIds] }),
  });
}

export interface OrderDraftInput {
  customer: { kind: 'entity' | 'account'; id: string } | null;
  salesCatalogId: string;
  lines: { productId: string; quantity: number }[];
  promotionCode: string;
  billingReference: string;
  billingAddress: string;
  /** '' when none is chosen. */
  billingCountry: string;
  billingVatId: string;
}

function orderAttributes(input: OrderDraftInput) {
  return {
    customer_type: input.customer?.kind ?? null,
    customer_id: input.customer?.id ?? null,
    sales_catalog_id: input.salesCatalogId,
    lines: input.lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
    promotion_code: input.promotionCode.trim() || null,
    billing_reference: input.billingReference,
    billing_address: input.billingAddress,
    billing_country: input.billingCountry || null,
    billing_vat_id: input.billingVatId,
  };
}

/** POST /v1/orders/quote: the server's figures and each field's problem. */
export async function quoteOrder(
  input: OrderDraftInput,
  signal?: AbortSignal,
): Promise<{ quote: Quote; problems: QuoteProblem[] }> {
  const document = await apiFetch('/v1/orders/quote', {
    method: 'POST',
    body: { data: { type: 'orders', attributes: orderAttributes(input) } },
    signal,
  });
  const { data } = await deserialize<Quote>(document);
  const raw = (document.meta?.problems as Record<string, unknown>[] | undefined) ?? [];
  return {
    quote: data,
    problems: raw.map((problem) => ({
      code: String(problem.code ?? ''),
      detail: String(problem.detail ?? ''),
      pointer: ((problem.source as { pointer?: string } | undefined)?.pointer ?? null) || null,
      reason: ((problem.meta as { reason?: PromotionRefusal } | undefined)?.reason ?? null) || null,
    })),
  };
}

export async function createOrder(input: OrderDraftInput, status: 'draft' | 'pending_payment') {
  return sendResource<OrderDetail>('/v1/orders', {
    method: 'POST',
    body: { data: { type: 'orders', attributes: { ...orderAttributes(input), status } } },
  });
}

/**
 * Moves an order on from `from`, the status the page shows: an order someone changed meanwhile
 * answers 409 ORDER_STATUS_CONFLICT, a move the status machine has not 422 ILLEGAL_TRANSITION
 * (each with its own sentence, shown as the error's text).
 */
export async function changeOrderStatus(id: string, status: OrderStatus, from: OrderStatus) {
  return sendResource<OrderDetail>(`/v1/orders/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: serialize('orders', { status, fromStatus: from }),
  });
}

/**
 * Refunds part or all of what is left of an order paid through Mollie or Stripe (issue 40,
 * item 4): the provider returns the money, a credit note is issued; the whole takes the access.
 */
export async function refundOrder(id: string, amountCents: number) {
  return sendResource<OrderDetail>(`/v1/orders/${encodeURIComponent(id)}/refunds`, {
    method: 'POST',
    body: serialize('order_refunds', { amountCents }),
  });
}

export async function retryAutomations(id: string) {
  return sendResource<OrderDetail>(`/v1/orders/${encodeURIComponent(id)}/automations`, {
    method: 'POST',
  });
}

export interface PromotionInput {
  code: string;
  description: string;
  /** One of the portal's languages. */
  language: string;
  kind: PromotionKind;
  percent: number | null;
  amountCents: number | null;
  currency: string | null;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  maxPerAccount: number | null;
  productIds: string[];
}

export async function savePromotion(id: string | null, input: PromotionInput) {
  return sendResource<PortalPromotion>(
    id ? `/v1/promotions/${encodeURIComponent(id)}` : '/v1/promotions',
    {
      method: id ? 'PATCH' : 'POST',
      body: serialize('promotions', { ...input }),
    },
  );
}

export function deletePromotion(id: string) {
  return apiFetch(`/v1/promotions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export interface AutomationInput {
  name: string;
  trigger: AutomationTrigger;
  productId: string | null;
  courseIds: string[];
  subscriptionMonths: number | null;
  coachId: string | null;
  message: string;
  active: boolean;
}

export async function saveAutomation(id: string | null, input: Partial<AutomationInput>) {
  return sendResource<OrderAutomation>(
    id ? `/v1/order_automations/${encodeURIComponent(id)}` : '/v1/order_automations',
    { method: id ? 'PATCH' : 'POST', body: serialize('order_automations', { ...input }) },
  );
}

export function deleteAutomation(id: string) {
  return apiFetch(`/v1/order_automations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** A seat held by one account. */
export type OrderSeat = Read<typeof orderSeats>;

/** A line of an order and its seats: its quantity, how many are held and by whom (included). */
export type OrderSeatLine = Read<typeof orderSeatLines> & { holders: OrderSeat[] };

/** An account of the order's customer that "Assign seat" may choose. */
export type SeatAccount = Read<typeof seatAccounts>;

const seatsPath = (orderId: string) => `/v1/orders/${encodeURIComponent(orderId)}/seats`;

export const orderSeatsQuery = (orderId: string) =>
  queryOptions({
    queryKey: commerceKeys.seats(orderId),
    queryFn: async (context) =>
      (await fetchResource<OrderSeatLine[]>(context, seatsPath(orderId))).data ?? [],
  });

export const seatAccountsQuery = (orderId: string, search: string) =>
  queryOptions({
    queryKey: commerceKeys.seatAccounts(orderId, search),
    queryFn: async (context) =>
      (
        await fetchResource<SeatAccount[]>(
          context,
          `/v1/orders/${encodeURIComponent(orderId)}/seat_accounts?filter[search]=${encodeURIComponent(search)}&page[size]=8`,
        )
      ).data ?? [],
    placeholderData: keepPreviousData,
  });

/** Gives a seat of the line to the account (422 with the reason when none is free). */
export async function assignSeat(orderId: string, orderLineId: string, accountId: string) {
  return (
    (await sendResource<OrderSeatLine[]>(seatsPath(orderId), {
      method: 'POST',
      body: serialize('order_seats', { orderLineId, accountId }),
    })) ?? []
  );
}

/** Frees the seat: its holder's access from the order goes at once. */
export async function freeSeat(orderId: string, seatId: string) {
  await apiFetch(`${seatsPath(orderId)}/${encodeURIComponent(seatId)}`, { method: 'DELETE' });
}

/** The seller on the portal's invoices (issue 40, /admin/sales/invoicing). */
export type InvoiceSettings = Read<typeof invoiceSettings>;

export const invoiceSettingsQuery = () =>
  queryOptions({
    queryKey: commerceKeys.invoiceSettings(),
    queryFn: async (context) =>
      (await fetchResource<InvoiceSettings>(context, '/v1/invoice_settings')).data,
  });

export async function saveInvoiceSettings(values: Record<string, unknown>) {
  const document = await apiFetch('/v1/invoice_settings', {
    method: 'PATCH',
    body: { data: { type: 'invoice_settings', attributes: values } },
  });
  return (await deserialize<InvoiceSettings>(document)).data;
}

// ---------------------------------------------------------------------------------------------
// Subscriptions that renew through the provider (issue 40, item 3)
// ---------------------------------------------------------------------------------------------

export type BillingSubscription = Read<typeof billingSubscriptions>;

/** GET /v1/billing_subscriptions: the signed-in buyer's own, newest first. */
export const billingSubscriptionsQuery = () =>
  queryOptions({
    queryKey: commerceKeys.billingSubscriptions(),
    queryFn: async (context) =>
      (await fetchResource<BillingSubscription[]>(context, '/v1/billing_subscriptions')).data ?? [],
  });

/** Cancels at the period's end (the provider renews no more). */
export function cancelBillingSubscription(id: string) {
  return sendResource<BillingSubscription>(
    `/v1/billing_subscriptions/${encodeURIComponent(id)}/cancel`,
    { method: 'POST', body: {} },
  );
}

/** Starts a payment-method change: the answer's checkoutUrl is the provider's page. */
export function changeBillingPaymentMethod(id: string) {
  return sendResource<BillingSubscription>(
    `/v1/billing_subscriptions/${encodeURIComponent(id)}/payment_method`,
    { method: 'POST', body: {} },
  );
}
