import { inArray } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { PEOPLE } from '../access/route-table';
import { accounts } from '../db/schema';
import { type RequestOptions, setUpTestApi, type TestApi } from './api-client';

/** DEMO-DATA.md: Lars Learner exists only on Unlimited Learning. */
const UNLIMITED = new Set(['learner@unlimited.academy']);

/** DEMO-DATA.md: the seeded demo accounts, by the first name the API tests call them (the
 * route × account table's people). */
export const DEMO_EMAILS = PEOPLE;
export type DemoName = keyof typeof DEMO_EMAILS;

/** The portal domain a demo account signs in on (Lars on unlimited.localhost). */
const homeDomain = (email: string) => (UNLIMITED.has(email) ? 'unlimited.localhost' : 'localhost');

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
      token[who] = await t.signIn(email, homeDomain(email));
    }
  });
  return { id, token };
}

/**
 * One seeded test API per file with the named demo people signed in: `ask` calls it as one of
 * them (or as a guest, `null`) on their own portal unless `options.domain` says otherwise.
 */
export function setUpDemoApi<const W extends DemoName>(names: readonly W[]) {
  const t = setUpTestApi();
  const { id, token } = demoPeople(
    t,
    Object.fromEntries(names.map((name) => [name, DEMO_EMAILS[name]])),
  );
  const ask = (who: W | null, path: string, options: Omit<RequestOptions, 'token'> = {}) =>
    t.request(path, {
      ...options,
      domain:
        options.domain !== undefined ? options.domain : homeDomain(who ? DEMO_EMAILS[who] : ''),
      ...(who ? { token: token[who] } : {}),
    });
  return { t, id, token, ask };
}
