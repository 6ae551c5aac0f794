import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { accountListQueries, listAccounts, SEARCH_TOTAL_CAP } from './account-list.queries';

let db: Db;
let close: () => Promise<void>;
let portalId: string;

/** The plan of a query, as text. */
async function plan(query: { getSQL(): ReturnType<typeof sql> }) {
  const result = (await db.execute(sql`explain ${query.getSQL()}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.db;
  close = () => opened.client.close();
  const portal = (await db.execute(sql`select id from portals where key = 'demo'`)) as unknown as {
    rows: { id: string }[];
  };
  portalId = portal.rows[0]?.id ?? '';
  // Enough rows that the planner prefers an index to reading the whole table. The table's
  // indexes are dropped for the bulk insert and made again from their own definitions after it:
  // one build of each is many times faster than 20,000 updates of the trigram indexes.
  const indexes = (await db.execute(sql`select indexname, indexdef from pg_indexes
    where tablename = 'accounts' and indexname not in (
      select conname from pg_constraint where conrelid = 'accounts'::regclass)`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const index of indexes.rows) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  await db.execute(sql`insert into accounts (portal_id, entity_id, email, full_name, password_hash)
    select ${portalId}, (select entity_id from accounts limit 1),
      'bulk.' || g || '@example.org', 'Bulk Person ' || md5(g::text), 'x'
    from generate_series(1, 20000) g`);
  for (const index of indexes.rows) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`analyze accounts`);
}, 120_000);
afterAll(() => close());

const params = (search: string) => ({
  portalId,
  search,
  sort: [],
  page: { number: 1, size: 20 },
});

describe('accounts search', () => {
  it('uses the trigram indexes for name and e-mail fragments', async () => {
    const { rows, total } = accountListQueries(db, params('stijn'));
    expect(await plan(total)).toMatch(
      /accounts_full_name_lower_trgm_idx[\s\S]*accounts_email_lower_trgm_idx/,
    );
    // A few matches are sorted, not found by walking all names in order.
    const rowsPlan = await plan(rows);
    expect(rowsPlan).toContain('_lower_trgm_idx');
    expect(rowsPlan).not.toContain('accounts_portal_full_name_idx');
  });

  it('still finds and orders the right accounts (case-insensitive, either column)', async () => {
    // 20,000 match: more than the cap, so "more than 1,000", read in name order.
    const many = await listAccounts(db, { ...params('bulk person'), page: { number: 2, size: 3 } });
    expect(SEARCH_TOTAL_CAP).toBe(1000);
    expect(many).toMatchObject({ total: SEARCH_TOTAL_CAP, capped: true });
    const sorted = many.rows.map((a) => a.fullName);
    expect(sorted).toHaveLength(3);
    expect(sorted).toEqual([...sorted].sort());
    const first = await listAccounts(db, {
      ...params('bulk person'),
      page: { number: 1, size: 6 },
    });
    expect(first.rows.slice(3).map((a) => a.fullName)).toEqual(sorted);
    const beyond = await listAccounts(db, {
      ...params('bulk person'),
      page: { number: 9999, size: 20 },
    });
    expect(beyond).toEqual({ rows: [], total: SEARCH_TOTAL_CAP, capped: true });
    // Up to the cap the total is exact (names end in an md5: 1 in 256 start with "00").
    const some = await listAccounts(db, params('bulk person 00'));
    const [exact] = (
      (await db.execute(
        sql`select count(*)::int as n from accounts where full_name ilike 'bulk person 00%'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(some).toMatchObject({ capped: false, total: exact?.n });
    expect(some.total).toBeGreaterThan(20);
    const few = await listAccounts(db, { ...params('person 0'), page: { number: 1, size: 100 } });
    expect(few.rows.map((a) => a.fullName)).toEqual(few.rows.map((a) => a.fullName).sort());
    const byName = await listAccounts(db, params('STIJN stu'));
    expect(byName.rows.map((a) => a.email)).toEqual(['student@demo.academy']);
    const byEmail = await listAccounts(db, params('cora'));
    expect(byEmail.rows.map((a) => a.fullName)).toEqual(['Cora Coach']);
  });

  it("reads a broad search's page from the name index, and counts no further than the cap", async () => {
    const { broadRows, matchesUpTo } = accountListQueries(db, params('bulk person'));
    expect(await plan(broadRows)).toContain('accounts_portal_full_name_idx');
    expect(await plan(matchesUpTo)).toMatch(/Limit/);
  });

  it('serves sort=-last_online from its own index', async () => {
    const { rows } = accountListQueries(db, {
      ...params(''),
      sort: [{ field: 'last_online', desc: true }],
    });
    expect(await plan(rows)).toContain('accounts_portal_last_online_desc_idx');
  });
});
