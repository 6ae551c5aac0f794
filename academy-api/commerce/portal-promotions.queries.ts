import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/commerce/order-status';
import type { PromotionKind } from '../../shared/commerce/promotions';
import type { Db } from '../db/database';
import {
  orders,
  products,
  promotionProducts,
  promotionRedemptions,
  promotions,
} from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

export type PortalPromotionRow = typeof promotions.$inferSelect & {
  products: { id: string; name: string; language: string | null }[];
  /** Redemptions in force (of orders not cancelled). */
  redemptionCount: number;
};

async function withProductsAndCounts(
  db: Db,
  rows: (typeof promotions.$inferSelect)[],
): Promise<PortalPromotionRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const productRows = await db
    .select({
      promotionId: promotionProducts.promotionId,
      id: products.id,
      name: products.name,
      language: products.language,
    })
    .from(promotionProducts)
    .innerJoin(products, eq(products.id, promotionProducts.productId))
    .where(inArray(promotionProducts.promotionId, ids))
    .orderBy(asc(products.position), asc(products.name));
  const counts = await db
    .select({ promotionId: promotionRedemptions.promotionId, value: count() })
    .from(promotionRedemptions)
    .where(
      and(inArray(promotionRedemptions.promotionId, ids), isNull(promotionRedemptions.releasedAt)),
    )
    .groupBy(promotionRedemptions.promotionId);
  return rows.map((row) => ({
    ...row,
    products: productRows
      .filter((product) => product.promotionId === row.id)
      .map(({ id, name, language }) => ({ id, name, language })),
    redemptionCount: counts.find((c) => c.promotionId === row.id)?.value ?? 0,
  }));
}

/** One page of the portal's promotions, newest first. */
export async function listPortalPromotions(
  db: Db,
  params: { portalId: string; search?: string; page: { limit: number; offset: number } },
) {
  const conditions: SQL[] = [eq(promotions.portalId, params.portalId)];
  const term = params.search?.trim().toUpperCase();
  if (term) conditions.push(sql`${promotions.code} like ${`%${term.replace(/[\\%_]/g, '\\$&')}%`}`);
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(promotions)
    .where(where)
    .orderBy(desc(promotions.createdAt), asc(promotions.code))
    .limit(params.page.limit)
    .offset(params.page.offset);
  const [total] = await db.select({ value: count() }).from(promotions).where(where);
  return { rows: await withProductsAndCounts(db, rows), total: total?.value ?? 0 };
}

export async function findPortalPromotion(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.portalId, params.portalId), eq(promotions.id, params.id)));
  const [row] = await withProductsAndCounts(db, rows);
  return row ?? null;
}

export type PromotionInput = {
  code: string;
  description: string;
  /** The description's language (one of the portal's). */
  language: string | null;
  kind: PromotionKind;
  percent: number | null;
  amountCents: number | null;
  currency: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxRedemptions: number | null;
  maxPerAccount: number | null;
  productIds: string[];
};

export class CodeTakenError extends Error {}

async function replaceProducts(db: Db, promotionId: string, productIds: string[]) {
  await db.delete(promotionProducts).where(eq(promotionProducts.promotionId, promotionId));
  if (productIds.length > 0) {
    await db
      .insert(promotionProducts)
      .values(productIds.map((productId) => ({ promotionId, productId })));
  }
}

/** A new promotion; CodeTakenError when the portal has its code already (any case). */
export async function createPortalPromotion(
  db: Db,
  params: { portalId: string; input: PromotionInput },
): Promise<PortalPromotionRow> {
  const { productIds, ...columns } = params.input;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({ portalId: params.portalId, ...columns })
        .returning({ id: promotions.id });
      if (!row) throw new Error('Inserting a promotion returned no row');
      await replaceProducts(tx, row.id, productIds);
      const created = await findPortalPromotion(tx, { portalId: params.portalId, id: row.id });
      if (!created) throw new Error('The new promotion is gone');
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CodeTakenError();
    throw error;
  }
}

/** Changes what is given; null when not the portal's; CodeTakenError for a code in use. */
export async function updatePortalPromotion(
  db: Db,
  params: { portalId: string; id: string; input: Partial<PromotionInput> },
): Promise<PortalPromotionRow | null> {
  const { productIds, ...columns } = params.input;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(promotions)
        .set({ ...columns, updatedAt: new Date() })
        .where(and(eq(promotions.portalId, params.portalId), eq(promotions.id, params.id)))
        .returning({ id: promotions.id });
      if (!row) return null;
      if (productIds) await replaceProducts(tx, row.id, productIds);
      return findPortalPromotion(tx, { portalId: params.portalId, id: row.id });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CodeTakenError();
    throw error;
  }
}

/**
 * Deletes a promotion that was never redeemed; one that was stays (its orders name it): end it
 * instead. 'not_found', 'redeemed' or 'deleted'.
 */
export async function deletePortalPromotion(db: Db, params: { portalId: string; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.portalId, params.portalId), eq(promotions.id, params.id)))
      .for('update');
    if (!row) return 'not_found' as const;
    const [used] = await tx
      .select({ value: count() })
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, row.id));
    if ((used?.value ?? 0) > 0) return 'redeemed' as const;
    await tx.delete(promotions).where(eq(promotions.id, row.id));
    return 'deleted' as const;
  });
}

export type RedemptionRow = {
  id: string;
  promotionId: string;
  code: string;
  orderId: string;
  orderNumber: string;
  orderStatus: OrderStatus;
  customerName: string;
  currency: string;
  discountCents: number;
  redeemedAt: Date;
  releasedAt: Date | null;
};

/**
 * The redemptions report: every use of the portal's promotions (or of one), newest first, with
 * its order, customer and discount; released ones (cancelled orders) included and marked.
 */
export async function listRedemptions(
  db: Db,
  params: {
    portalId: string;
    promotionId?: string;
    page: { limit: number; offset: number } | null;
  },
) {
  const conditions: SQL[] = [eq(promotions.portalId, params.portalId)];
  if (params.promotionId) conditions.push(eq(promotionRedemptions.promotionId, params.promotionId));
  const where = and(...conditions);
  const query = db
    .select({
      id: promotionRedemptions.id,
      promotionId: promotionRedemptions.promotionId,
      code: promotions.code,
      orderId: orders.id,
      orderNumber: orders.number,
      orderStatus: orders.status,
      customerName: orders.customerName,
      currency: orders.currency,
      discountCents: promotionRedemptions.discountCents,
      redeemedAt: promotionRedemptions.redeemedAt,
      releasedAt: promotionRedemptions.releasedAt,
    })
    .from(promotionRedemptions)
    .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
    .innerJoin(orders, eq(orders.id, promotionRedemptions.orderId))
    .where(where)
    .orderBy(desc(promotionRedemptions.redeemedAt), desc(promotionRedemptions.id));
  const rows = params.page
    ? await query.limit(params.page.limit).offset(params.page.offset)
    : await query;
  const [total] = await db
    .select({ value: count() })
    .from(promotionRedemptions)
    .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
    .where(where);
  return { rows: rows as RedemptionRow[], total: total?.value ?? 0 };
}
