import { and, eq, inArray } from 'drizzle-orm';
import {
  type OrderEventKind,
  type OrderStatus,
  orderNumber,
  orderYear,
} from '../../shared/commerce/order-status';
import { orderTotals } from '../../shared/commerce/totals';
import type { Db } from '../db/database';
import {
  courses,
  invoiceSettings,
  orderAutomationCourses,
  orderAutomations,
  orderCounters,
  orderEvents,
  orderLines,
  orders,
  productPrices,
  products,
  promotionProducts,
  promotions,
  salesCatalogProducts,
  salesCatalogs,
} from '../db/schema';
import { uuidV7 } from '../db/uuid-v7';
import { issueInvoice } from './invoices.queries';

const DAY = 24 * 60 * 60 * 1000;

/** DEMO-DATA.md "Commerce": the prices of the demo products (excluding VAT; VAT is 21 %). */
const PRICES: Record<string, number> = {
  'Annual subscription': 24_000,
  'Data literacy (single course)': 9_500,
  'Flat fee: all courses': 150_000,
};

const CATALOG = { name: 'Standard prices', currency: 'EUR' };

type OrderSeed = {
  customer: string;
  product: string;
  quantity: number;
  status: 'fulfilled' | 'pending_payment';
  daysAgo: number;
  billingReference: string;
};

/** DEMO-2026-000001 to 000003, in this order. */
const ORDERS: OrderSeed[] = [
  {
    customer: 'Acme Learning BV',
    product: 'Annual subscription',
    quantity: 10,
    status: 'fulfilled',
    daysAgo: 60,
    billingReference: 'ACME-PO-2026-014',
  },
  {
    customer: 'Flat Fee Group',
    product: 'Flat fee: all courses',
    quantity: 1,
    status: 'fulfilled',
    daysAgo: 40,
    billingReference: 'FFG-0042',
  },
  {
    customer: 'Acme Learning BV',
    product: 'Data literacy (single course)',
    quantity: 5,
    status: 'pending_payment',
    daysAgo: 3,
    billingReference: 'ACME-PO-2026-031',
  },
];

/** The product id by name of the demo portal's products. */
async function productIds(db: Db, portalId: string) {
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.portalId, portalId));
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function seedPrices(db: Db, ids: Map<string, string>) {
  const priced = await db
    .selectDistinct({ productId: productPrices.productId })
    .from(productPrices)
    .where(inArray(productPrices.productId, [...ids.values()]));
  const done = new Set(priced.map((row) => row.productId));
  const rows = Object.entries(PRICES).flatMap(([name, amountCents]) => {
    const productId = ids.get(name);
    return productId && !done.has(productId) ? [{ productId, currency: 'EUR', amountCents }] : [];
  });
  if (rows.length > 0) await db.insert(productPrices).values(rows);
}

async function seedCatalog(db: Db, portalId: string, ids: Map<string, string>) {
  const [existing] = await db
    .select({ id: salesCatalogs.id })
    .from(salesCatalogs)
    .where(and(eq(salesCatalogs.portalId, portalId), eq(salesCatalogs.name, CATALOG.name)));
  if (existing) return existing.id;
  const [catalog] = await db
    .insert(salesCatalogs)
    .values({ portalId, ...CATALOG, position: 0 })
    .returning({ id: salesCatalogs.id });
  if (!catalog) throw new Error('Seeding the sales catalog returned no row');
  const members = Object.keys(PRICES).flatMap((name, position) => {
    const productId = ids.get(name);
    return productId ? [{ catalogId: catalog.id, productId, position }] : [];
  });
  if (members.length > 0) await db.insert(salesCatalogProducts).values(members);
  return catalog.id;
}

async function seedPromotions(db: Db, portalId: string, ids: Map<string, string>, now: number) {
  const seeds = [
    {
      code: 'AUTUMN25',
      description: '25 % off the Annual subscription this autumn.',
      kind: 'percent' as const,
      percent: 25,
      startsAt: new Date(now - 30 * DAY),
      endsAt: new Date(now + 60 * DAY),
      maxRedemptions: 100,
      maxPerAccount: 1,
      products: ['Annual subscription'],
    },
    {
      code: 'EXPIRED5',
      description: '5 % off any order, last summer.',
      kind: 'percent' as const,
      percent: 5,
      startsAt: new Date(now - 90 * DAY),
      endsAt: new Date(now - 30 * DAY),
      maxRedemptions: null,
      maxPerAccount: null,
      products: [],
    },
  ];
  for (const { products: names, ...seed } of seeds) {
    const [existing] = await db
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.portalId, portalId), eq(promotions.code, seed.code)));
    if (existing) continue;
    const [row] = await db
      .insert(promotions)
      // The demo descriptions are English (WCAG 3.1.2: a Dutch page marks them).
      .values({ portalId, ...seed, language: 'en', createdAt: new Date(now - 45 * DAY) })
      .returning({ id: promotions.id });
    const linked = names.flatMap((name) => ids.get(name) ?? []);
    if (row && linked.length > 0) {
      await db
        .insert(promotionProducts)
        .values(linked.map((productId) => ({ promotionId: row.id, productId })));
    }
  }
}

/** The three demo orders with their timelines, numbered from 1 in their year. */
async function seedOrders(
  db: Db,
  params: {
    portalId: string;
    catalogId: string;
    ids: Map<string, string>;
    entityIds: Map<string, string>;
    seller: { id: string; name: string } | null;
    now: number;
  },
) {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.portalId, params.portalId))
    .limit(1);
  if (existing) return;
  const counters = new Map<number, number>();
  for (const seed of ORDERS) {
    const productId = params.ids.get(seed.product);
    const entityId = params.entityIds.get(seed.customer);
    const price = PRICES[seed.product];
    if (!productId || !entityId || price === undefined) continue;
    const createdAt = new Date(params.now - seed.daysAgo * DAY);
    const year = orderYear(createdAt);
    const sequence = (counters.get(year) ?? 0) + 1;
    counters.set(year, sequence);
    const line = {
      productId,
      quantity: seed.quantity,
      unitPriceCents: price,
      vatRateBasisPoints: 2100,
    };
    const totals = orderTotals([line]);
    const paidAt = seed.status === 'fulfilled' ? new Date(createdAt.getTime() + 2 * DAY) : null;
    const [order] = await db
      .insert(orders)
      .values({
        portalId: params.portalId,
        number: orderNumber('demo', year, sequence),
        year,
        sequence,
        status: seed.status,
        customerEntityId: entityId,
        customerName: seed.customer,
        salesCatalogId: params.catalogId,
        currency: 'EUR',
        billingReference: seed.billingReference,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        vatCents: totals.vatCents,
        totalCents: totals.totalCents,
        createdBy: params.seller?.id ?? null,
        createdAt,
        updatedAt: paidAt ?? createdAt,
        paidAt,
      })
      .returning();
    if (!order) throw new Error('Seeding an order returned no row');
    const lineTotals = totals.lines[0];
    await db.insert(orderLines).values({
      orderId: order.id,
      position: 0,
      productId,
      productName: seed.product,
      // The demo products are named in English (DEMO-DATA.md), as their own language says.
      productLanguage: 'en',
      quantity: seed.quantity,
      unitPriceCents: price,
      vatRateBasisPoints: 2100,
      netCents: lineTotals?.netCents ?? 0,
      discountCents: 0,
      vatCents: lineTotals?.vatCents ?? 0,
      totalCents: lineTotals?.totalCents ?? 0,
    });
    const steps: { at: Date; from: OrderStatus | null; to: OrderStatus; kind: OrderEventKind }[] = [
      { at: createdAt, from: null, to: 'pending_payment', kind: 'created' },
    ];
    if (paidAt) {
      steps.push({ at: paidAt, from: 'pending_payment', to: 'paid', kind: 'status' });
      steps.push({
        at: new Date(paidAt.getTime() + 60_000),
        from: 'paid',
        to: 'fulfilled',
        kind: 'status',
      });
    }
    // Issue 40: a paid order has its invoice, issued when it was paid.
    if (paidAt) await issueInvoice(db, { order, now: paidAt, mail: false });
    await db.insert(orderEvents).values(
      steps.map((step) => ({
        id: uuidV7(step.at.getTime()),
        orderId: order.id,
        kind: step.kind,
        fromStatus: step.from,
        toStatus: step.to,
        // Fulfilment was the system's (the order's automations); the rest Sven's.
        actorId: step.to === 'fulfilled' ? null : (params.seller?.id ?? null),
        actorName: step.to === 'fulfilled' ? null : (params.seller?.name ?? null),
        createdAt: step.at,
      })),
    );
  }
  for (const [year, lastNumber] of counters) {
    await db
      .insert(orderCounters)
      .values({ portalId: params.portalId, year, lastNumber })
      .onConflictDoNothing();
  }
}

/**
 * DEMO-DATA.md "Commerce" automations: the Annual subscription paid starts a yearly
 * subscription for the customer's accounts and notifies them; the Data literacy course sold on
 * its own enrols them in it (with access for the product's 12 months).
 */
async function seedAutomations(db: Db, portalId: string, ids: Map<string, string>) {
  const [existing] = await db
    .select({ id: orderAutomations.id })
    .from(orderAutomations)
    .where(eq(orderAutomations.portalId, portalId))
    .limit(1);
  if (existing) return;
  const annual = ids.get('Annual subscription');
  const single = ids.get('Data literacy (single course)');
  if (annual) {
    await db.insert(orderAutomations).values({
      portalId,
      name: 'Annual subscription: start the subscription',
      trigger: 'paid',
      productId: annual,
      subscriptionMonths: 12,
      message:
        'Your annual subscription to Demo Academy is active: every course is open to you. Happy learning!',
      position: 0,
    });
  }
  if (single) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.portalId, portalId), eq(courses.slug, 'data-literacy')));
    const [rule] = await db
      .insert(orderAutomations)
      .values({
        portalId,
        name: 'Data literacy (single course): enrol in the course',
        trigger: 'paid',
        productId: single,
        position: 1,
      })
      .returning({ id: orderAutomations.id });
    if (rule && course) {
      await db
        .insert(orderAutomationCourses)
        .values({ automationId: rule.id, courseId: course.id });
    }
  }
}

/** Seeds DEMO-DATA.md "Commerce" on Demo Academy. Idempotent: what exists stays. */
export async function seedCommerce(
  db: Db,
  portalIds: Map<string, string>,
  entityIds: Map<string, string>,
  accountIds: Map<string, string>,
) {
  const portalId = portalIds.get('demo');
  if (!portalId) return;
  const now = Date.now();
  const ids = await productIds(db, portalId);
  await seedPrices(db, ids);
  const catalogId = await seedCatalog(db, portalId, ids);
  await seedPromotions(db, portalId, ids, now);
  const sellerId = accountIds.get('sales@demo.academy');
  // The seller on Demo Academy's invoices: example details (the IBAN is the Dutch bank's own
  // example; the VAT number has the Dutch format and belongs to nobody).
  await db
    .insert(invoiceSettings)
    .values({
      portalId,
      legalName: 'Demo Academy B.V.',
      address: 'Keizersgracht 1\n1015 CJ Amsterdam',
      country: 'NL',
      vatId: 'NL000099998B57',
      iban: 'NL91ABNA0417164300',
      paymentTermsDays: 14,
    })
    .onConflictDoNothing();
  await seedOrders(db, {
    portalId,
    catalogId,
    ids,
    entityIds,
    seller: sellerId ? { id: sellerId, name: 'Sven Sales' } : null,
    now,
  });
  await seedAutomations(db, portalId, ids);
}
