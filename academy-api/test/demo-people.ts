import { inArray } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { accounts } from '../db/schema';
import type { TestApi } from './api-client';

/** DEMO-DATA.md: Lars Learner exists only on Unlimited Learning. */
const UNLIMITED = new Set(['learner@unlimited.academy']);

/**
 * Before the file's tests: the ids of the named demo accounts, and a bearer token for each on
 * its own portal (Lars on unlimited.localhost, everyone else on localhost).
 */
export function demoPeople(t: TestApi, people: Readonly<Record<string, string>>) {
  const id: Record<string, string> = {};
  const token: Record<string, string> = {};
  beforeAll(async () => {
    const rows = await t.db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.email, Object.values(people)));
    for (const [who, email] of Object.entries(people)) {
      id[who] = rows.find((row) => row.email === email)?.id ?? '';
      token[who] = await t.signIn(
        email,
        UNLIMITED.has(email) ? 'unlimited.localhost' : 'localhost',
      );
    }
  });
  return { id, token };
}
