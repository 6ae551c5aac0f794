import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { subscriptionPromotions } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;

/** DEMO-DATA.md: one unredeemed and one redeemed subscription promotion for Stijn Student. */
function promotionSeeds(now: number) {
  return {
    'student@demo.academy': [
      {
        code: 'WELCOME20',
        description: '20% off your next year of the academy subscription.',
        discountPercent: 20,
        expiresAt: new Date(now + 30 * DAY),
        redeemedAt: null,
      },
      {
        code: 'SPRING10',
        description: '10% off the spring subscription renewal.',
        discountPercent: 10,
        expiresAt: new Date(now - 20 * DAY),
        redeemedAt: new Date(now - 45 * DAY),
      },
    ],
  };
}

/** Seeds the promotions of accounts that have none yet. */
export async function seedPromotions(db: Db, ids: Map<string, string>) {
  const seeds = Object.entries(promotionSeeds(Date.now()));
  const accountIds = seeds.map(([email]) => ids.get(email) ?? '').filter(Boolean);
  const existing = await db
    .selectDistinct({ accountId: subscriptionPromotions.accountId })
    .from(subscriptionPromotions)
    .where(inArray(subscriptionPromotions.accountId, accountIds));
  const done = new Set(existing.map((row) => row.accountId));
  const rows = seeds.flatMap(([email, list]) => {
    const accountId = ids.get(email);
    // The demo texts are English (WCAG 3.1.2: a Dutch page marks them).
    return accountId && !done.has(accountId)
      ? list.map((p) => ({ ...p, language: 'en', accountId }))
      : [];
  });
  if (rows.length > 0) await db.insert(subscriptionPromotions).values(rows);
}
