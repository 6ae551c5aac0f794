import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { accounts, orderLines, orderSeatAssignments, orders } from '../db/schema';

/**
 * Seats: a line's quantity is its number of seats. Only the accounts that hold
 * one get what the order's automations grant; sales staff assign and free them on the order's
 * page. At payment, a line whose seats nobody was ever given seats every account of the
 * customer when they all fit (an order for one person, a team no larger than what it bought);
 * otherwise staff choose who gets them.
 */

type OrderRef = {
  id: string;
  portalId: string;
  customerEntityId: string | null;
  customerAccountId: string | null;
};

export type SeatLine = {
  id: string;
  productId: string | null;
  productName: string;
  productLanguage: string | null;
  seats: number;
  used: number;
};

export type SeatHolder = {
  id: string;
  orderLineId: string;
  accountId: string;
  accountName: string;
  accountEmail: string;
  assignedAt: Date;
  assignedByName: string | null;
};

const active = isNull(orderSeatAssignments.freedAt);

/** Each line of the order with its seats and how many are held. */
export async function seatLinesOfOrder(db: Db, orderId: string): Promise<SeatLine[]> {
  const used = db
    .select({ lineId: orderSeatAssignments.orderLineId, used: count().as('used') })
    .from(orderSeatAssignments)
    .innerJoin(orderLines, eq(orderLines.id, orderSeatAssignments.orderLineId))
    .where(and(eq(orderLines.orderId, orderId), active))
    .groupBy(orderSeatAssignments.orderLineId)
    .as('used');
  const rows = await db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      productName: orderLines.productName,
      productLanguage: orderLines.productLanguage,
      seats: orderLines.quantity,
      used: sql<number>`coalesce(${used.used}, 0)::int`,
    })
    .from(orderLines)
    .leftJoin(used, eq(used.lineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  return rows.map((row) => ({ ...row, used: Number(row.used) }));
}

/** Who holds the order's seats now, per line in the order they were given. */
export async function seatHoldersOfOrder(db: Db, orderId: string): Promise<SeatHolder[]> {
  const assigner = alias(accounts, 'assigner');
  return db
    .select({
      id: orderSeatAssignments.id,
      orderLineId: orderSeatAssignments.orderLineId,
      accountId: orderSeatAssignments.accountId,
      accountName: accounts.fullName,
      accountEmail: accounts.email,
      assignedAt: orderSeatAssignments.assignedAt,
      assignedByName: assigner.fullName,
    })
    .from(orderSeatAssignments)
    .innerJoin(orderLines, eq(orderLines.id, orderSeatAssignments.orderLineId))
    .innerJoin(accounts, eq(accounts.id, orderSeatAssignments.accountId))
    .leftJoin(assigner, eq(assigner.id, orderSeatAssignments.assignedBy))
    .where(and(eq(orderLines.orderId, orderId), active))
    .orderBy(
      asc(orderLines.position),
      asc(orderSeatAssignments.assignedAt),
      asc(orderSeatAssignments.id),
    );
}

/**
 * The accounts holding a seat of the order: of a line of `productId`, or of any line when the
 * rule is for every product (null). What the order's automations give goes to them only.
 */
export async function seatHolderIds(
  db: Db,
  params: { orderId: string; productId: string | null },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: orderSeatAssignments.accountId })
    .from(orderSeatAssignments)
    .innerJoin(orderLines, eq(orderLines.id, orderSeatAssignments.orderLineId))
    .where(
      and(
        eq(orderLines.orderId, params.orderId),
        params.productId ? eq(orderLines.productId, params.productId) : undefined,
        active,
      ),
    )
    .orderBy(asc(orderSeatAssignments.accountId));
  return rows.map((row) => row.id);
}

/** Whether the account is the customer of the order, or one of the customer organisation's. */
export function customerScope(order: OrderRef) {
  return and(
    eq(accounts.portalId, order.portalId),
    order.customerAccountId
      ? eq(accounts.id, order.customerAccountId)
      : order.customerEntityId
        ? eq(accounts.entityId, order.customerEntityId)
        : sql`false`,
  );
}

/**
 * At payment: every line nobody was ever given a seat of seats all of the customer's accounts
 * when they fit in it (assigned by the system). A line of fewer seats than accounts waits for
 * staff to choose. Once per line: a seat freed later is not given back by a retry.
 */
export async function autoAssignSeats(db: Db, order: OrderRef, now: Date): Promise<void> {
  const lines = await db
    .select({ id: orderLines.id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, order.id),
        sql`not exists (select 1 from ${orderSeatAssignments} where ${orderSeatAssignments.orderLineId} = ${orderLines.id})`,
      ),
    );
  if (lines.length === 0) return;
  const customer = await db.select({ id: accounts.id }).from(accounts).where(customerScope(order));
  for (const line of lines) {
    if (customer.length === 0 || customer.length > line.quantity) continue;
    await db
      .insert(orderSeatAssignments)
      .values(
        customer.map((account) => ({
          orderLineId: line.id,
          accountId: account.id,
          assignedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
}

/** A refund or cancellation: every seat of the order is free again (the rows stay, freed). */
export async function freeAllSeats(
  db: Db,
  params: { orderId: string; actorId: string | null; now: Date },
): Promise<void> {
  await db
    .update(orderSeatAssignments)
    .set({ freedAt: params.now, freedBy: params.actorId })
    .where(
      and(
        active,
        inArray(
          orderSeatAssignments.orderLineId,
          db
            .select({ id: orderLines.id })
            .from(orderLines)
            .where(eq(orderLines.orderId, params.orderId)),
        ),
      ),
    );
}

export type SeatCandidate = {
  id: string;
  name: string;
  email: string;
  /** The lines of the order this account holds a seat of. */
  lineIds: string[];
};

/** "Assign seat"'s search: the customer's accounts by name or e-mail address, A–Z. */
export async function seatCandidates(
  db: Db,
  params: { order: OrderRef; search: string; limit: number },
): Promise<SeatCandidate[]> {
  const term = params.search.trim().toLowerCase();
  const pattern = likePattern(term);
  const rows = await db
    .select({ id: accounts.id, name: accounts.fullName, email: accounts.email })
    .from(accounts)
    .where(
      and(
        customerScope(params.order),
        term
          ? or(
              sql`lower(${accounts.fullName}) like ${pattern}`,
              sql`lower(${accounts.email}) like ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(accounts.fullName), asc(accounts.id))
    .limit(params.limit);
  if (rows.length === 0) return [];
  const held = await db
    .select({ accountId: orderSeatAssignments.accountId, lineId: orderSeatAssignments.orderLineId })
    .from(orderSeatAssignments)
    .innerJoin(orderLines, eq(orderLines.id, orderSeatAssignments.orderLineId))
    .where(
      and(
        eq(orderLines.orderId, params.order.id),
        inArray(
          orderSeatAssignments.accountId,
          rows.map((row) => row.id),
        ),
        active,
      ),
    );
  return rows.map((row) => ({
    ...row,
    lineIds: held.filter((seat) => seat.accountId === row.id).map((seat) => seat.lineId),
  }));
}

/**
 * The course page's 402: the seats the viewer's organisation bought of the
 * products that unlock the course on its paid orders, and how many are held; null when it
 * bought none. The student without a seat is told they are all taken, or to ask for one.
 */
export async function organisationSeats(
  db: Db,
  params: { portalId: string; accountId: string; productIds: string[] },
): Promise<{ total: number; used: number } | null> {
  if (params.productIds.length === 0) return null;
  const [viewer] = await db
    .select({ entityId: accounts.entityId })
    .from(accounts)
    .where(eq(accounts.id, params.accountId));
  if (!viewer?.entityId) return null;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
      used: sql<number>`coalesce(sum((select count(*) from ${orderSeatAssignments} where ${orderSeatAssignments.orderLineId} = ${orderLines.id} and ${orderSeatAssignments.freedAt} is null)), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.portalId, params.portalId),
        eq(orders.customerEntityId, viewer.entityId),
        inArray(orders.status, ['paid', 'fulfilled']),
        inArray(orderLines.productId, params.productIds),
      ),
    );
  const total = Number(row?.total ?? 0);
  return total > 0 ? { total, used: Number(row?.used ?? 0) } : null;
}
