import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  normaliseVatId,
  reverseCharge,
  type VatIdProblem,
  vatIdProblem,
} from '../../shared/commerce/invoices';
import {
  canTransition,
  type OrderEventKind,
  type OrderStatus,
  orderNumber,
  orderYear,
} from '../../shared/commerce/order-status';
import {
  discountOf,
  normalizePromotionCode,
  type PromotionRefusal,
  type PromotionTerms,
  promotionRefusal,
} from '../../shared/commerce/promotions';
import { type LineTotals, orderTotals } from '../../shared/commerce/totals';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { qualified } from '../db/qualified';
import {
  accounts,
  entities,
  orderCounters,
  orderEvents,
  orderLines,
  orderStatusCounts,
  orders,
  promotionProducts,
  promotionRedemptions,
  promotions,
} from '../db/schema';
import { uuidV7 } from '../db/uuid-v7';
import type { SortField } from '../jsonapi/query';
import { invoiceSettingsOf, issueCreditNote, issueInvoice } from './invoices.queries';
import { catalogOffer } from './sales-catalogs.queries';
import { freeAllSeats } from './seats.queries';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export type CustomerKind = 'entity' | 'account';
export type CustomerRef = { kind: CustomerKind; id: string };
export type Customer = CustomerRef & { name: string };

// ---------------------------------------------------------------------------------------------
// Customers
// ---------------------------------------------------------------------------------------------

/** The customer when it is an entity or account of the portal; null otherwise. */
export async function findCustomer(
  db: Db,
  params: { portalId: string; customer: CustomerRef },
): Promise<Customer | null> {
  const table = params.customer.kind === 'entity' ? entities : accounts;
  const name = params.customer.kind === 'entity' ? entities.name : accounts.fullName;
  const [row] = await db
    .select({ id: table.id, name })
    .from(table)
    .where(and(eq(table.portalId, params.portalId), eq(table.id, params.customer.id)));
  return row ? { kind: params.customer.kind, id: row.id, name: row.name } : null;
}

/** The accounts an order is for: the account itself, or every account of the entity. */
export async function customerAccountIds(
  db: Db,
  order: Pick<OrderRow, 'portalId' | 'customerEntityId' | 'customerAccountId'>,
): Promise<string[]> {
  const where = order.customerAccountId
    ? eq(accounts.id, order.customerAccountId)
    : order.customerEntityId
      ? eq(accounts.entityId, order.customerEntityId)
      : sql`false`;
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.portalId, order.portalId), where))
    .orderBy(asc(accounts.id));
  return rows.map((row) => row.id);
}

export type CustomerMatch = {
  kind: CustomerKind;
  id: string;
  name: string;
  /** An account's e-mail address, or an entity's number of accounts. */
  email: string | null;
  accountCount: number | null;
  entityName: string | null;
};

/**
 * The order form's customer search: entities of the portal by name, and accounts by name or
 * e-mail address (the accounts' trigram indexes), entities first, at most `limit` of each.
 */
export async function searchCustomers(
  db: Db,
  params: { portalId: string; search: string; limit: number },
): Promise<CustomerMatch[]> {
  const term = params.search.trim().toLowerCase();
  const pattern = likePattern(term);
  const accountCount = sql<number>`(select count(*)::int from ${accounts}
    where ${accounts.entityId} = ${qualified(entities.id)})`;
  const entityRows = await db
    .select({ id: entities.id, name: entities.name, accountCount })
    .from(entities)
    .where(
      and(
        eq(entities.portalId, params.portalId),
        term ? sql`lower(${entities.name}) like ${pattern}` : undefined,
      ),
    )
    .orderBy(asc(entities.name), asc(entities.id))
    .limit(params.limit);
  const accountRows = term
    ? await db
        .select({
          id: accounts.id,
          name: accounts.fullName,
          email: accounts.email,
          entityName: entities.name,
        })
        .from(accounts)
        .innerJoin(entities, eq(entities.id, accounts.entityId))
        .where(
          and(
            eq(accounts.portalId, params.portalId),
            or(
              sql`lower(${accounts.fullName}) like lower(${pattern})`,
              sql`lower(${accounts.email}) like lower(${pattern})`,
            ),
          ),
        )
        .orderBy(asc(accounts.fullName), asc(accounts.id))
        .limit(params.limit)
    : [];
  return [
    ...entityRows.map((row) => ({
      kind: 'entity' as const,
      id: row.id,
      name: row.name,
      email: null,
      accountCount: row.accountCount,
      entityName: null,
    })),
    ...accountRows.map((row) => ({
      kind: 'account' as const,
      id: row.id,
      name: row.name,
      email: row.email,
      accountCount: null,
      entityName: row.entityName,
    })),
  ];
}

// ---------------------------------------------------------------------------------------------
// Pricing (the quote and the order use the same)
// ---------------------------------------------------------------------------------------------

export type LineInput = { productId: string; quantity: number };

export type OrderInput = {
  customer: CustomerRef | null;
  salesCatalogId: string;
  lines: LineInput[];
  promotionCode: string | null;
  billingReference: string;
  /** The buyer's invoice details (issue 40); none: the customer's name alone. */
  billing?: OrderBilling;
};

export type OrderBilling = { address: string; country: string | null; vatId: string };

/** Something wrong with an order's input, pointing at its field (the route words it). */
export type OrderProblem =
  | { field: 'customer'; reason: 'unknown_customer' }
  | { field: 'sales_catalog_id'; reason: 'unknown_catalog' }
  | { field: string; reason: 'not_in_catalog' }
  | { field: 'billing_vat_id' | 'billing_country'; reason: `vat_${VatIdProblem}` }
  | { field: 'promotion_code'; reason: PromotionRefusal };

export type PricedOrderLine = LineTotals & {
  productId: string;
  productName: string;
  productLanguage: string | null;
  quantity: number;
  unitPriceCents: number;
  vatRateBasisPoints: number;
};

export type PromotionOutcome = {
  id: string | null;
  code: string;
  refusal: PromotionRefusal | null;
  /** The promotion's terms (null for an unknown code). */
  terms: PromotionTerms | null;
};

export type Quote = {
  currency: string;
  salesCatalogId: string;
  lines: PricedOrderLine[];
  subtotalCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
  promotion: PromotionOutcome | null;
  customer: Customer | null;
  /** EU B2B reverse charge: every line priced without VAT (shared/commerce/invoices.ts). */
  reverseCharge: boolean;
};

/**
 * A promotion by its code with what its limits need: its products and its redemptions so far
 * (in total and by this customer). With `lock`, the promotion's row is locked until the
 * transaction ends: orders redeeming it then take turns, so its limits hold.
 */
async function promotionForOrder(
  db: Db,
  params: { portalId: string; code: string; customerKey: string | null; lock: boolean },
) {
  const query = db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.portalId, params.portalId),
        eq(promotions.code, normalizePromotionCode(params.code)),
      ),
    );
  const [row] = params.lock ? await query.for('update') : await query;
  if (!row) return null;
  // One statement after the other: inside a transaction they share one connection.
  const productRows = await db
    .select({ id: promotionProducts.productId })
    .from(promotionProducts)
    .where(eq(promotionProducts.promotionId, row.id));
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      customer: params.customerKey
        ? sql<number>`(count(*) filter (where ${promotionRedemptions.customerKey} = ${params.customerKey}))::int`
        : sql<number>`0`,
    })
    .from(promotionRedemptions)
    .where(
      and(eq(promotionRedemptions.promotionId, row.id), isNull(promotionRedemptions.releasedAt)),
    );
  const terms: PromotionTerms = {
    kind: row.kind,
    percent: row.percent,
    amountCents: row.amountCents,
    currency: row.currency,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxRedemptions: row.maxRedemptions,
    maxPerAccount: row.maxPerAccount,
    productIds: productRows.map((product) => product.id),
  };
  return {
    row,
    terms,
    redemptions: counts?.total ?? 0,
    customerRedemptions: Number(counts?.customer ?? 0),
  };
}

/**
 * Prices an order on the server: its lines from the catalog's prices (in the catalog's
 * currency), the promotion if its code applies, and every total (shared/commerce/totals). The
 * browser's figures are never read. Problems come back with the field they concern.
 */
export async function priceOrder(
  db: Db,
  params: { portalId: string; input: OrderInput; now: Date; lock: boolean },
): Promise<{ quote: Quote; problems: OrderProblem[] }> {
  const { input } = params;
  const problems: OrderProblem[] = [];
  const offer = await catalogOffer(db, {
    portalId: params.portalId,
    catalogId: input.salesCatalogId,
  });
  const customer = input.customer
    ? await findCustomer(db, { portalId: params.portalId, customer: input.customer })
    : null;
  if (input.customer && !customer) problems.push({ field: 'customer', reason: 'unknown_customer' });
  if (!offer) problems.push({ field: 'sales_catalog_id', reason: 'unknown_catalog' });
  const billing = input.billing ?? { address: '', country: null, vatId: '' };
  const vatProblem = vatIdProblem(billing.vatId, billing.country);
  if (vatProblem) {
    problems.push({
      field: vatProblem === 'country_required' ? 'billing_country' : 'billing_vat_id',
      reason: `vat_${vatProblem}`,
    });
  }
  const seller = await invoiceSettingsOf(db, { portalId: params.portalId });
  const reverse = reverseCharge({
    sellerCountry: seller.country,
    buyerCountry: billing.country,
    buyerVatId: billing.vatId,
  });
  const lines = input.lines.flatMap((line, index) => {
    const product = offer?.products.find((p) => p.productId === line.productId);
    if (!product) {
      if (offer) problems.push({ field: `lines/${index}/product_id`, reason: 'not_in_catalog' });
      return [];
    }
    return [
      {
        productId: product.productId,
        productName: product.name,
        productLanguage: product.language,
        quantity: line.quantity,
        unitPriceCents: product.unitPriceCents,
        vatRateBasisPoints: reverse ? 0 : product.vatRateBasisPoints,
      },
    ];
  });
  const currency = offer?.catalog.currency ?? 'EUR';

  let promotion: PromotionOutcome | null = null;
  const code = input.promotionCode?.trim();
  if (code) {
    const found = await promotionForOrder(db, {
      portalId: params.portalId,
      code,
      customerKey: customer?.id ?? null,
      lock: params.lock,
    });
    const refusal = !found
      ? 'unknown'
      : promotionRefusal(found.terms, {
          now: params.now,
          productIds: lines.map((line) => line.productId),
          currency,
          redemptions: found.redemptions,
          customerRedemptions: found.customerRedemptions,
        });
    promotion = {
      id: found?.row.id ?? null,
      code: found?.row.code ?? normalizePromotionCode(code),
      refusal,
      terms: found?.terms ?? null,
    };
    if (refusal) problems.push({ field: 'promotion_code', reason: refusal });
  }

  const discount =
    promotion && !promotion.refusal && promotion.terms ? discountOf(promotion.terms) : undefined;
  const totals = orderTotals(lines, discount);
  return {
    quote: {
      currency,
      salesCatalogId: input.salesCatalogId,
      lines: lines.map((line, index) => ({ ...line, ...(totals.lines[index] as LineTotals) })),
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      promotion,
      customer,
      reverseCharge: reverse,
    },
    problems,
  };
}

// ---------------------------------------------------------------------------------------------
// Creating an order and changing its status
// ---------------------------------------------------------------------------------------------

export type Actor = { id: string; name: string };

/** The next number of the portal's year: the counter row stays locked until the order commits. */
async function nextSequence(db: Db, portalId: string, year: number): Promise<number> {
  const [row] = await db
    .insert(orderCounters)
    .values({ portalId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [orderCounters.portalId, orderCounters.year],
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ value: orderCounters.lastNumber });
  if (!row) throw new Error('The order counter returned no row');
  return row.value;
}

/**
 * Creates an order in one transaction: prices it (its promotion's row locked), takes the next
 * number of the portal's year, writes the order, its lines, the promotion's redemption and the
 * first entry of its timeline. Any failure rolls all of it back, the number included.
 */
export async function createOrder(
  db: Db,
  params: {
    portal: { id: string; key: string };
    actor: Actor;
    input: OrderInput & { customer: CustomerRef };
    status: 'draft' | 'pending_payment';
    now: Date;
  },
): Promise<{ ok: true; order: OrderRow } | { ok: false; problems: OrderProblem[] }> {
  return db.transaction(async (tx) => {
    const { quote, problems } = await priceOrder(tx, {
      portalId: params.portal.id,
      input: params.input,
      now: params.now,
      lock: true,
    });
    if (problems.length > 0 || !quote.customer) return { ok: false, problems };
    const customer = quote.customer;
    const year = orderYear(params.now);
    const sequence = await nextSequence(tx, params.portal.id, year);
    const [order] = await tx
      .insert(orders)
      .values({
        portalId: params.portal.id,
        number: orderNumber(params.portal.key, year, sequence),
        year,
        sequence,
        status: params.status,
        customerEntityId: customer.kind === 'entity' ? customer.id : null,
        customerAccountId: customer.kind === 'account' ? customer.id : null,
        customerName: customer.name,
        salesCatalogId: quote.salesCatalogId,
        currency: quote.currency,
        promotionId: quote.promotion?.id ?? null,
        promotionCode: quote.promotion?.code ?? null,
        billingReference: params.input.billingReference,
        billingAddress: params.input.billing?.address ?? '',
        billingCountry: params.input.billing?.country ?? null,
        billingVatId: normaliseVatId(params.input.billing?.vatId ?? ''),
        vatReverseCharge: quote.reverseCharge,
        subtotalCents: quote.subtotalCents,
        discountCents: quote.discountCents,
        vatCents: quote.vatCents,
        totalCents: quote.totalCents,
        createdBy: params.actor.id,
        createdAt: params.now,
        updatedAt: params.now,
      })
      .returning();
    if (!order) throw new Error('Inserting an order returned no row');
    await tx.insert(orderLines).values(
      quote.lines.map((line, position) => ({
        orderId: order.id,
        position,
        productId: line.productId,
        productName: line.productName,
        productLanguage: line.productLanguage,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        vatRateBasisPoints: line.vatRateBasisPoints,
        netCents: line.netCents,
        discountCents: line.discountCents,
        vatCents: line.vatCents,
        totalCents: line.totalCents,
      })),
    );
    if (quote.promotion?.id) {
      await tx.insert(promotionRedemptions).values({
        promotionId: quote.promotion.id,
        orderId: order.id,
        customerKey: customer.id,
        discountCents: quote.discountCents,
        redeemedAt: params.now,
      });
    }
    await tx.insert(orderEvents).values({
      id: uuidV7(params.now.getTime()),
      orderId: order.id,
      kind: 'created',
      toStatus: params.status,
      actorId: params.actor.id,
      actorName: params.actor.name,
      createdAt: params.now,
    });
    return { ok: true, order };
  });
}

export type TransitionOutcome =
  | { ok: true; order: OrderRow; from: OrderStatus }
  | { ok: false; reason: 'not_found' }
  /** The client saw another status than the order has now: someone changed it meanwhile. */
  | { ok: false; reason: 'changed'; status: OrderStatus }
  /** From where it is now the status machine has no such move (draft → paid). */
  | { ok: false; reason: 'illegal'; status: OrderStatus };

/**
 * Moves an order to `to` if the status machine allows it from where it is now (its row locked,
 * so two people marking one order paid at once record one change, and the other is refused).
 * Cancelling gives its promotion's redemption back. A timeline entry records who and when.
 * Refused, it tells why: `changed` when the order is no longer in `from`,
 * the status the client saw (or, without one, is already in `to`: someone made the move
 * meanwhile); else `illegal` when the machine has no move from its status to `to`.
 */
export async function transitionOrder(
  db: Db,
  params: {
    portalId: string;
    id: string;
    to: OrderStatus;
    from?: OrderStatus;
    actor: Actor | null;
    now: Date;
  },
): Promise<TransitionOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.portalId, params.portalId), eq(orders.id, params.id)))
      .for('update');
    if (!current) return { ok: false, reason: 'not_found' };
    const changed = params.from ? current.status !== params.from : current.status === params.to;
    if (changed) return { ok: false, reason: 'changed', status: current.status };
    if (!canTransition(current.status, params.to)) {
      return { ok: false, reason: 'illegal', status: current.status };
    }
    const [order] = await tx
      .update(orders)
      .set({
        status: params.to,
        updatedAt: params.now,
        ...(params.to === 'paid' ? { paidAt: params.now } : {}),
      })
      .where(eq(orders.id, current.id))
      .returning();
    if (!order) throw new Error('The order is gone');
    // Issue 40: the invoice is issued with the payment, the credit note with the refund, in
    // this transaction, so a number is taken exactly when the status changes.
    if (params.to === 'paid') await issueInvoice(tx, { order, now: params.now });
    if (params.to === 'refunded') await issueCreditNote(tx, { order, now: params.now });
    if (params.to === 'cancelled' || params.to === 'refunded') {
      // Nothing is given any more: every seat is free; the refund's undo
      // takes back what the automations gave.
      await freeAllSeats(tx, {
        orderId: order.id,
        actorId: params.actor?.id ?? null,
        now: params.now,
      });
    }
    if (params.to === 'cancelled') {
      await tx
        .update(promotionRedemptions)
        .set({ releasedAt: params.now })
        .where(
          and(eq(promotionRedemptions.orderId, order.id), isNull(promotionRedemptions.releasedAt)),
        );
    }
    await addOrderEvent(tx, {
      orderId: order.id,
      kind: 'status',
      fromStatus: current.status,
      toStatus: params.to,
      actor: params.actor,
      now: params.now,
    });
    return { ok: true, order, from: current.status };
  });
}

/** One entry of an order's timeline (actor null: the system). */
export async function addOrderEvent(
  db: Db,
  params: {
    orderId: string;
    kind: OrderEventKind;
    fromStatus?: OrderStatus | null;
    toStatus?: OrderStatus | null;
    actor: Actor | null;
    detail?: Record<string, unknown>;
    now: Date;
  },
) {
  await db.insert(orderEvents).values({
    id: uuidV7(params.now.getTime()),
    orderId: params.orderId,
    kind: params.kind,
    fromStatus: params.fromStatus ?? null,
    toStatus: params.toStatus ?? null,
    actorId: params.actor?.id ?? null,
    actorName: params.actor?.name ?? null,
    detail: params.detail ?? {},
    createdAt: params.now,
  });
}

// ---------------------------------------------------------------------------------------------
// Reading orders
// ---------------------------------------------------------------------------------------------

export async function findOrder(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.portalId, params.portalId), eq(orders.id, params.id)));
  return row ?? null;
}

export type OrderDetail = {
  order: OrderRow;
  lines: OrderLineRow[];
  events: OrderEventRow[];
};

/** An order with its lines and its timeline (oldest first). */
export async function orderDetail(
  db: Db,
  params: { portalId: string; id: string },
): Promise<OrderDetail | null> {
  const order = await findOrder(db, params);
  if (!order) return null;
  const [lines, events] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position), asc(orderLines.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return { order, lines, events };
}

/** The lines of some orders (a list's page), in their order. */
export async function linesOfOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

export const ORDER_SORTS = ['number', 'created_at', 'total', 'customer', 'status'] as const;

export type OrderListParams = {
  portalId: string;
  search?: string;
  status?: OrderStatus;
  productId?: string;
  promotionId?: string;
  customer?: CustomerRef;
  /** Created on or after (inclusive) / before (exclusive). */
  createdFrom?: Date;
  createdBefore?: Date;
  sort: SortField[];
};

/**
 * A list filtered by more than its status counts its matches up to this many; beyond, the total
 * is "more than" (meta.total_capped), as the accounts list does: knowing there are more than a
 * thousand is cheap, counting 30,000 exactly is not, and nobody pages through a thousand orders.
 */
export const ORDER_TOTAL_CAP = 1000;

function orderConditions(params: OrderListParams): SQL {
  const all: SQL[] = [eq(orders.portalId, params.portalId)];
  const term = params.search?.trim().toLowerCase();
  if (term) {
    // Exactly the expression of orders_search_trgm_idx.
    all.push(
      sql`lower(${orders.number} || ' ' || ${orders.customerName} || ' ' || ${orders.billingReference}) like ${likePattern(term)}`,
    );
  }
  if (params.status) all.push(eq(orders.status, params.status));
  if (params.productId) {
    all.push(
      sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${qualified(orders.id)}
        and ${orderLines.productId} = ${params.productId})`,
    );
  }
  if (params.promotionId) all.push(eq(orders.promotionId, params.promotionId));
  if (params.customer?.kind === 'entity') all.push(eq(orders.customerEntityId, params.customer.id));
  if (params.customer?.kind === 'account') {
    all.push(eq(orders.customerAccountId, params.customer.id));
  }
  if (params.createdFrom) all.push(gte(orders.createdAt, params.createdFrom));
  if (params.createdBefore) all.push(lt(orders.createdAt, params.createdBefore));
  return and(...all) as SQL;
}

function orderBy(sort: SortField[]): SQL[] {
  const [first] = sort.length > 0 ? sort : [{ field: 'created_at', desc: true }];
  const direction = (column: SQL | typeof orders.createdAt) =>
    first?.desc ? sql`${column} desc` : sql`${column} asc`;
  switch (first?.field) {
    case 'number':
      return [direction(sql`${orders.year}`), direction(sql`${orders.sequence}`)];
    case 'total':
      return [direction(sql`${orders.totalCents}`), direction(sql`${orders.id}`)];
    case 'customer':
      return [direction(sql`${orders.customerName}`), direction(sql`${orders.id}`)];
    case 'status':
      return [direction(sql`${orders.status}`), desc(orders.createdAt), desc(orders.id)];
    default:
      return [direction(orders.createdAt), direction(sql`${orders.id}`)];
  }
}

/**
 * One page of the portal's orders (SCREENS "/admin/sales/orders"): search in number, customer
 * and billing reference; status, product, promotion, customer and creation date filters; sorted
 * by number, date, total, customer or status. The page is picked on ids from the indexes, then
 * only its rows are read. Filtered lists count up to ORDER_TOTAL_CAP (then `capped`).
 */
export async function listOrders(
  db: Db,
  params: OrderListParams & { page: { limit: number; offset: number } },
): Promise<{ rows: OrderRow[]; total: number; capped: boolean }> {
  const where = orderConditions(params);
  // Only a status filter (or none): the trigger-kept counts give the exact total at once.
  const byStatusOnly = !(
    params.search?.trim() ||
    params.productId ||
    params.promotionId ||
    params.customer ||
    params.createdFrom ||
    params.createdBefore
  );
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...orderBy(params.sort));
  const page = ids.limit(params.page.limit).offset(params.page.offset).as('page');
  const rowsQuery = db
    .select({ order: orders })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .orderBy(...orderBy(params.sort));
  const counting = byStatusOnly
    ? db
        .select({ value: sql<number>`coalesce(sum(${orderStatusCounts.count}), 0)::int` })
        .from(orderStatusCounts)
        .where(
          and(
            eq(orderStatusCounts.portalId, params.portalId),
            params.status ? eq(orderStatusCounts.status, params.status) : undefined,
          ),
        )
    : db.select({ value: count() }).from(
        db
          .select({ one: sql`1` })
          .from(orders)
          .where(where)
          .limit(ORDER_TOTAL_CAP + 1)
          .as('matches'),
      );
  const [rows, [counted]] = await Promise.all([rowsQuery, counting]);
  const total = counted?.value ?? 0;
  const capped = !byStatusOnly && total > ORDER_TOTAL_CAP;
  return {
    rows: rows.map((row) => row.order),
    total: capped ? ORDER_TOTAL_CAP : total,
    capped,
  };
}

/**
 * Every order the list's filters match, in its order, with their lines (the CSV export): two
 * statements whatever their number, the lines found through the same filters rather than a
 * list of thousands of ids.
 */
export async function exportOrders(db: Db, params: OrderListParams) {
  const where = orderConditions(params);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...orderBy(params.sort));
  const lines = await db
    .select({ line: orderLines })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(where)
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<string, OrderLineRow[]>();
  for (const { line } of lines) {
    const list = byOrder.get(line.orderId);
    if (list) list.push(line);
    else byOrder.set(line.orderId, [line]);
  }
  return rows.map((row) => ({ ...row, lines: byOrder.get(row.id) ?? [] }));
}

/**
 * The orders an account sees on /account/orders: its own, and its entity's (what gives it
 * access). Drafts are the seller's, not yet the customer's: left out. Newest first.
 */
export async function listAccountOrders(
  db: Db,
  params: { scope: AccountScope; page: { limit: number; offset: number } },
) {
  const [account] = await db
    .select({ entityId: accounts.entityId })
    .from(accounts)
    .where(eq(accounts.id, params.scope.accountId));
  const where = and(
    eq(orders.portalId, params.scope.portalId),
    ne(orders.status, 'draft'),
    or(
      eq(orders.customerAccountId, params.scope.accountId),
      account ? eq(orders.customerEntityId, account.entityId) : sql`false`,
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(params.page.limit)
      .offset(params.page.offset),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
