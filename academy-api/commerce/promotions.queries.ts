import { and, asc, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { subscriptionPromotions } from '../db/schema';
import type { SortField } from '../jsonapi/query';

export type Promotion = typeof subscriptionPromotions.$inferSelect;

const SORTS = {
  expires_at: subscriptionPromotions.expiresAt,
  redeemed_at: subscriptionPromotions.redeemedAt,
  discount_percent: subscriptionPromotions.discountPercent,
} as const;

/** An account's subscription promotions, optionally only (un)redeemed ones; soonest expiry first. */
export async function listPromotions(
  db: Db,
  params: {
    scope: AccountScope;
    redeemed?: boolean;
    sort: SortField[];
    page: { number: number; size: number };
  },
) {
  const conditions: SQL[] = [eq(subscriptionPromotions.accountId, params.scope.accountId)];
  if (params.redeemed === true) conditions.push(isNotNull(subscriptionPromotions.redeemedAt));
  if (params.redeemed === false) conditions.push(isNull(subscriptionPromotions.redeemedAt));
  const where = and(...conditions);
  // A promotion without an end date never expires: it sorts after the dated ones.
  const order = params.sort.map(({ field, desc: d }) => {
    const column = SORTS[field as keyof typeof SORTS] ?? subscriptionPromotions.expiresAt;
    return d ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  });
  const rows = await db
    .select()
    .from(subscriptionPromotions)
    .where(where)
    .orderBy(
      ...(order.length > 0 ? order : [asc(subscriptionPromotions.expiresAt)]),
      asc(subscriptionPromotions.code),
      asc(subscriptionPromotions.id),
    )
    .limit(params.page.size)
    .offset((params.page.number - 1) * params.page.size);
  const [total] = await db.select({ value: count() }).from(subscriptionPromotions).where(where);
  return { rows, total: total?.value ?? 0 };
}
