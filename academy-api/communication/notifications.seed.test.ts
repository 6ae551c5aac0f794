import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { accounts, assignments, courseItems, notifications, portfolioItems } from '../db/schema';
import { openTestDatabase } from '../test/test-database';

/*
 * Stijn was reminded that "Style guide" was due in 2 days (it has no due date)
 * and told Cora Coach left feedback on a portfolio item that shows none and is not shared with
 * her. A seeded notification says only what the seeded data holds.
 */
let db: Db;
let close: () => Promise<void>;
let messages: string[] = [];

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.db;
  close = () => opened.client.close();
  const [stijn] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'student@demo.academy'));
  const rows = await db
    .select({ message: notifications.message })
    .from(notifications)
    .where(eq(notifications.accountId, stijn?.id ?? ''));
  messages = rows.map((row) => row.message);
});
afterAll(() => close?.());

describe('the seeded notifications tell only what the seeded data holds', () => {
  it('Stijn has his seeded notifications', () => {
    expect(messages.length).toBeGreaterThanOrEqual(120);
  });

  it('no reminder of a due date for an assignment without one', async () => {
    const reminders = messages.filter((message) => /\bdue\b/i.test(message));
    for (const message of reminders) {
      const title = /"([^"]+)"/.exec(message)?.[1] ?? '';
      const due = await db
        .select({ dueAt: assignments.dueAt })
        .from(assignments)
        .innerJoin(courseItems, eq(courseItems.id, assignments.itemId))
        .where(eq(courseItems.title, title));
      expect(due.length, message).toBeGreaterThan(0);
      expect(
        due.every((row) => row.dueAt !== null),
        message,
      ).toBe(true);
    }
  });

  it('no feedback on a portfolio item that is not shared with the coach or has none', async () => {
    const told = messages.filter((message) => /feedback on your portfolio item/i.test(message));
    const titles = told.map((message) => /"([^"]+)"/.exec(message)?.[1] ?? '');
    const items = titles.length
      ? await db.select().from(portfolioItems).where(inArray(portfolioItems.title, titles))
      : [];
    for (const [index, message] of told.entries()) {
      const item = items.find((row) => row.title === titles[index]);
      // Portfolio items hold no feedback at all (only shared ones could ever get any).
      expect(item?.sharedWithCoach ? 'shared, but no feedback exists' : 'not shared', message).toBe(
        'feedback exists',
      );
    }
  });

  it('each assignment Stijn is told about exists in his courses', async () => {
    const named = messages.filter((message) => /assignment "/.test(message));
    for (const message of named) {
      const title = /"([^"]+)"/.exec(message)?.[1] ?? '';
      const rows = await db
        .select({ id: courseItems.id })
        .from(courseItems)
        .where(and(eq(courseItems.title, title), eq(courseItems.kind, 'assignment')));
      expect(rows.length, message).toBeGreaterThan(0);
    }
  });
});
