import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import {
  creditNoteFigures,
  dueDate,
  type InvoiceFigures,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceParty,
  invoiceNumber,
} from '../../shared/commerce/invoices';
import { refundCreditFigures } from '../../shared/commerce/refunds';
import { DEFAULT_GRACE_DAYS } from '../../shared/commerce/renewals';
import type { Db } from '../db/database';
import {
  accounts,
  entities,
  invoiceCounters,
  invoiceSettings,
  invoices,
  orderLines,
  orders,
  portalLanguages,
  portals,
} from '../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;
export type InvoiceSettingsValues = Omit<InvoiceSettingsRow, 'portalId' | 'updatedAt'>;

/** A portal's invoice details; before anyone saved them, empty ones (the portal's name as seller). */
export async function invoiceSettingsOf(
  db: Db,
  params: { portalId: string },
): Promise<InvoiceSettingsValues & { updatedAt: Date | null }> {
  const [row] = await db
    .select()
    .from(invoiceSettings)
    .where(eq(invoiceSettings.portalId, params.portalId));
  if (row) return row;
  return {
    legalName: '',
    address: '',
    country: null,
    vatId: '',
    registration: '',
    email: '',
    iban: '',
    paymentTermsDays: 14,
    renewalGraceDays: DEFAULT_GRACE_DAYS,
    footer: '',
    updatedAt: null,
  };
}

export async function saveInvoiceSettings(
  db: Db,
  params: { portalId: string; values: InvoiceSettingsValues; now: Date },
) {
  const values = { ...params.values, updatedAt: params.now };
  await db
    .insert(invoiceSettings)
    .values({ portalId: params.portalId, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.portalId, set: values });
}

/** The next number of a kind in the portal's year: the counter row stays locked until commit. */
async function nextSequence(db: Db, params: { portalId: string; kind: InvoiceKind; year: number }) {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ ...params, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.portalId, invoiceCounters.kind, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ value: invoiceCounters.lastNumber });
  if (!row) throw new Error('The invoice counter returned no row');
  return row.value;
}

/** The seller as the portal's settings name it now (the portal's name until a legal name is set). */
async function sellerOf(db: Db, portalId: string): Promise<{ party: InvoiceParty; terms: number }> {
  const [settings, [portal]] = await Promise.all([
    invoiceSettingsOf(db, { portalId }),
    db.select({ name: portals.name }).from(portals).where(eq(portals.id, portalId)),
  ]);
  return {
    party: {
      name: settings.legalName || portal?.name || '',
      address: settings.address,
      country: settings.country,
      vatId: settings.vatId,
      registration: settings.registration,
      email: settings.email,
      iban: settings.iban,
      footer: settings.footer,
    },
    terms: settings.paymentTermsDays,
  };
}

type OrderRow = typeof orders.$inferSelect;

/**
 * The buyer and the language of their documents: an account customer's own language and
 * address; an organisation's documents in the portal's first language.
 */
async function buyerOf(db: Db, order: OrderRow): Promise<{ party: InvoiceParty; locale: string }> {
  const party: InvoiceParty = {
    name: order.customerName,
    address: order.billingAddress,
    country: order.billingCountry,
    vatId: order.billingVatId,
  };
  if (order.customerAccountId) {
    const [account] = await db
      .select({ email: accounts.email, locale: accounts.locale, entity: entities.name })
      .from(accounts)
      .leftJoin(entities, eq(entities.id, accounts.entityId))
      .where(eq(accounts.id, order.customerAccountId));
    if (account) return { party: { ...party, email: account.email }, locale: account.locale };
  }
  const [primary] = await db
    .select({ locale: portalLanguages.locale })
    .from(portalLanguages)
    .where(eq(portalLanguages.portalId, order.portalId))
    .orderBy(sql`${portalLanguages.isPrimary} desc`, asc(portalLanguages.position))
    .limit(1);
  return { party, locale: primary?.locale ?? 'nl' };
}

function figuresOf(order: OrderRow, lines: (typeof orderLines.$inferSelect)[]): InvoiceFigures {
  return {
    lines: lines.map(
      (line): InvoiceLine => ({
        description: line.productName,
        language: line.productLanguage,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        vatRateBasisPoints: line.vatRateBasisPoints,
        netCents: line.netCents,
        discountCents: line.discountCents,
        vatCents: line.vatCents,
        totalCents: line.totalCents,
      }),
    ),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    vatCents: order.vatCents,
    totalCents: order.totalCents,
  };
}

async function portalKeyOf(db: Db, portalId: string) {
  const [portal] = await db
    .select({ key: portals.key })
    .from(portals)
    .where(eq(portals.id, portalId));
  if (!portal) throw new Error('The portal is gone');
  return portal.key;
}

/**
 * The order's invoice, issued in the paying transaction (the caller's): the next number of the
 * portal's year, seller and buyer as they are now, the lines and totals as sold. An order has
 * one invoice: asked again, it answers the one there is.
 */
export async function issueInvoice(
  tx: Db,
  params: {
    order: OrderRow;
    now: Date /** false: never mailed (the seed's past orders). */;
    mail?: boolean;
  },
): Promise<InvoiceRow> {
  const { order, now } = params;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  if (existing) return existing;
  const [lines, seller, buyer, key] = await Promise.all([
    tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position), asc(orderLines.id)),
    sellerOf(tx, order.portalId),
    buyerOf(tx, order),
    portalKeyOf(tx, order.portalId),
  ]);
  const year = now.getUTCFullYear();
  const sequence = await nextSequence(tx, { portalId: order.portalId, kind: 'invoice', year });
  const figures = figuresOf(order, lines);
  const [row] = await tx
    .insert(invoices)
    .values({
      portalId: order.portalId,
      orderId: order.id,
      kind: 'invoice',
      number: invoiceNumber('invoice', key, year, sequence),
      year,
      sequence,
      locale: buyer.locale,
      currency: order.currency,
      seller: seller.party,
      buyer: buyer.party,
      ...figures,
      reverseCharge: order.vatReverseCharge,
      orderNumber: order.number,
      billingReference: order.billingReference,
      issuedAt: now,
      dueAt: dueDate(now, seller.terms),
      mailTo: params.mail === false ? '' : (buyer.party.email ?? ''),
    })
    .returning();
  if (!row) throw new Error('Inserting an invoice returned no row');
  return row;
}

/**
 * The credit note of a refunded order's invoice, in the refunding transaction: the invoice's
 * parties and lines with every amount negated, the next credit note number. None when the order
 * was never invoiced (paid before invoices existed); one per invoice.
 */
export async function issueCreditNote(
  tx: Db,
  params: { order: OrderRow; now: Date },
): Promise<InvoiceRow | null> {
  const { order, now } = params;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  if (!invoice) return null;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.creditForId, invoice.id), eq(invoices.kind, 'credit_note')));
  if (existing) return existing;
  const key = await portalKeyOf(tx, order.portalId);
  const year = now.getUTCFullYear();
  const sequence = await nextSequence(tx, { portalId: order.portalId, kind: 'credit_note', year });
  const [row] = await tx
    .insert(invoices)
    .values({
      portalId: invoice.portalId,
      orderId: invoice.orderId,
      kind: 'credit_note',
      number: invoiceNumber('credit_note', key, year, sequence),
      year,
      sequence,
      creditForId: invoice.id,
      locale: invoice.locale,
      currency: invoice.currency,
      seller: invoice.seller,
      buyer: invoice.buyer,
      ...creditNoteFigures(invoice),
      reverseCharge: invoice.reverseCharge,
      orderNumber: invoice.orderNumber,
      billingReference: invoice.billingReference,
      issuedAt: now,
      dueAt: now,
      mailTo: invoice.mailTo,
    })
    .returning();
  if (!row) throw new Error('Inserting a credit note returned no row');
  return row;
}

/**
 * The credit note of one refund through the payment provider (issue 40, item 4), in the
 * refunding transaction: `amountCents` of what the invoice still holds after its earlier credit
 * notes, VAT split per line in proportion (refundCreditFigures), the next credit note number,
 * the provider's refund id on it. One per refund: asked again, it answers the one there is.
 * None when the order was never invoiced.
 */
export async function issueRefundCreditNote(
  tx: Db,
  params: { order: OrderRow; refundId: string; amountCents: number; now: Date },
): Promise<InvoiceRow | null> {
  const { order, now } = params;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  if (!invoice) return null;
  const earlier = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.creditForId, invoice.id), eq(invoices.kind, 'credit_note')))
    .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));
  const existing = earlier.find((note) => note.refundId === params.refundId);
  if (existing) return existing;
  const key = await portalKeyOf(tx, order.portalId);
  const year = now.getUTCFullYear();
  const sequence = await nextSequence(tx, { portalId: order.portalId, kind: 'credit_note', year });
  const [row] = await tx
    .insert(invoices)
    .values({
      portalId: invoice.portalId,
      orderId: invoice.orderId,
      kind: 'credit_note',
      number: invoiceNumber('credit_note', key, year, sequence),
      year,
      sequence,
      creditForId: invoice.id,
      refundId: params.refundId,
      locale: invoice.locale,
      currency: invoice.currency,
      seller: invoice.seller,
      buyer: invoice.buyer,
      ...refundCreditFigures(invoice, earlier, params.amountCents),
      reverseCharge: invoice.reverseCharge,
      orderNumber: invoice.orderNumber,
      billingReference: invoice.billingReference,
      issuedAt: now,
      dueAt: now,
      mailTo: invoice.mailTo,
    })
    .returning();
  if (!row) throw new Error('Inserting a credit note returned no row');
  return row;
}

/** What a list shows of an order's documents: number, kind, date, total. */
export type InvoiceSummary = Pick<
  InvoiceRow,
  'id' | 'orderId' | 'kind' | 'number' | 'issuedAt' | 'totalCents' | 'currency'
>;

/** The documents of some orders (a page of a list, or one order), oldest first. */
export async function invoicesOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<InvoiceSummary[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: invoices.id,
      orderId: invoices.orderId,
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      totalCents: invoices.totalCents,
      currency: invoices.currency,
    })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]))
    .orderBy(asc(invoices.orderId), asc(invoices.issuedAt));
}

/** One document of the portal, with the order's customer (who may read it). */
export async function findInvoice(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select({
      invoice: invoices,
      customerAccountId: orders.customerAccountId,
      customerEntityId: orders.customerEntityId,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.portalId, params.portalId), eq(invoices.id, params.id)));
  return row ?? null;
}

/**
 * Claims documents to mail (the worker's outbox): issued, not mailed, with an address, due (never
 * tried, or their retry time passed), fewer than MAX tries. Each is leased until `leaseUntil` so
 * another worker leaves it (SKIP LOCKED, then the lease).
 */
export async function claimInvoiceMails(
  db: Db,
  params: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
): Promise<InvoiceRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          isNull(invoices.mailedAt),
          ne(invoices.mailTo, ''),
          lt(invoices.mailAttempts, params.maxAttempts),
          or(isNull(invoices.mailRetryAt), lte(invoices.mailRetryAt, params.now)),
        ),
      )
      .orderBy(asc(invoices.issuedAt))
      .limit(params.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(invoices)
      .set({ mailRetryAt: params.leaseUntil })
      .where(
        inArray(
          invoices.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markInvoiceMailed(db: Db, params: { id: string; now: Date }) {
  await db
    .update(invoices)
    .set({ mailedAt: params.now, mailRetryAt: null, mailError: null })
    .where(eq(invoices.id, params.id));
}

export async function markInvoiceMailFailed(
  db: Db,
  params: { id: string; error: string; retryAt: Date },
) {
  await db
    .update(invoices)
    .set({
      mailAttempts: sql`${invoices.mailAttempts} + 1`,
      mailRetryAt: params.retryAt,
      mailError: params.error.slice(0, 500),
    })
    .where(eq(invoices.id, params.id));
}
