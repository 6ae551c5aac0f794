import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountScope, trustedAccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { accounts, notifications } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { markAllNotificationsRead, markAllWithinBudget } from './notification-mark-all.queries';
import { createNotification, listNotifications, notificationCounts } from './notifications.queries';

let db: Db;
let close: () => Promise<void>;
let stijn: string;
let scope: AccountScope;

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.db;
  close = () => opened.client.close();
  const [row] = await db
    .select({ id: accounts.id, portalId: accounts.portalId })
    .from(accounts)
    .where(eq(accounts.email, 'student@demo.academy'));
  stijn = row?.id ?? '';
  scope = trustedAccountScope(stijn, row?.portalId ?? '');
});
afterAll(() => close());

/** What the counters should say, counted the slow way. */
async function counted(accountId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(eq(notifications.accountId, accountId));
  return row;
}

describe('notification counters (triggers)', () => {
  it('stay exact through bulk inserts, updates and deletes', async () => {
    await db.execute(sql`insert into notifications (account_id, message, received_at, read_at)
      select ${stijn}, 'bulk ' || g, now() - g * interval '1 hour',
        case when g % 3 = 0 then now() end
      from generate_series(1, 300) g`);
    expect(await notificationCounts(db, { scope })).toEqual(await counted(stijn));
    await db.execute(sql`update notifications set read_at = case when read_at is null
      then now() end where account_id = ${stijn} and message like 'bulk 1%'`);
    await db.execute(sql`delete from notifications where account_id = ${stijn}
      and message like 'bulk 2%'`);
    expect(await notificationCounts(db, { scope })).toEqual(await counted(stijn));
  });
});

describe('markAllNotificationsRead', () => {
  it('works in batches, lets other queries in between, and spares later arrivals', async () => {
    const now = new Date();
    const later = await createNotification(db, {
      scope,
      message: 'Arrived after the click',
      receivedAt: new Date(now.getTime() + 60_000),
    });
    const { unread } = await notificationCounts(db, { scope });
    const events: string[] = [];
    const marking = markAllNotificationsRead(db, {
      scope,
      now,
      batchSize: 20,
      maxBatchSize: 20,
    }).then((result) => {
      events.push('marked');
      return result;
    });
    // Issued after the first batch started: it must not wait for the whole operation.
    await new Promise((resolve) => setImmediate(resolve));
    await db.execute(sql`select 1`);
    events.push('other query');
    const { updated, batches } = await marking;
    expect(events).toEqual(['other query', 'marked']);
    expect(batches).toBeGreaterThanOrEqual(Math.ceil((unread - 1) / 20));
    expect(updated).toBe(unread - 1);
    expect(await notificationCounts(db, { scope })).toMatchObject({ unread: 1 });
    const left = await listNotifications(db, {
      scope,
      status: 'unread',
      page: { number: 1, size: 25 },
    });
    expect(left.rows.map((row) => row.id)).toEqual([later.id]);
  });

  it('answers within its budget and finishes the rest in the background', async () => {
    await db.execute(sql`update notifications set read_at = null where account_id = ${stijn}`);
    const { unread } = await notificationCounts(db, { scope });
    expect(unread).toBeGreaterThan(100);
    const first = await markAllWithinBudget(db, {
      scope,
      budgetMs: 0,
      batchSize: 50,
    });
    expect(first.done).toBe(false);
    expect(first.updated).toBeGreaterThan(0);
    expect(first.updated).toBeLessThan(unread);
    // All but the one from the first test, which arrives a minute from now.
    expect(first.updated + (await first.rest)).toBe(unread - 1);
    expect(await notificationCounts(db, { scope })).toMatchObject({ unread: 1 });
  });
});
