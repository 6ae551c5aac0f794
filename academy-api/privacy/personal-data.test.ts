import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { deletionOrder, MATCHED_ERASURE_TABLES } from './erase';
import { NO_PERSONAL_DATA, PERSONAL_DATA } from './personal-data';

/**
 * Issue 42, item 4: every table declares what personal data it holds and how a person's export
 * and erasure treat it. A new table, or a new column pointing at an account, fails here until
 * academy-api/privacy/personal-data.ts says what happens to it.
 */
let client: PGlite;
let columns: Map<string, Set<string>>;
let nullable: Set<string>;

beforeAll(async () => {
  ({ client } = await openTestDatabase());
  const { rows } = await client.query<{
    table_name: string;
    column_name: string;
    is_nullable: string;
  }>(`
    select c.table_name, c.column_name, c.is_nullable from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.table_name not like '\\_\\_drizzle%'`);
  columns = new Map();
  nullable = new Set(
    rows.filter((row) => row.is_nullable === 'YES').map((r) => `${r.table_name}.${r.column_name}`),
  );
  for (const row of rows) {
    const set = columns.get(row.table_name) ?? new Set<string>();
    set.add(row.column_name);
    columns.set(row.table_name, set);
  }
});
afterAll(() => client.close());

describe('the personal data inventory', () => {
  it('names every table once: personal data with its treatment, or none with the reason', () => {
    const tables = [...columns.keys()].sort();
    const declared = [...Object.keys(PERSONAL_DATA), ...Object.keys(NO_PERSONAL_DATA)].sort();
    expect(declared).toEqual(tables);
    for (const table of Object.keys(PERSONAL_DATA)) expect(NO_PERSONAL_DATA[table]).toBeUndefined();
  });

  it('covers every column that points at an account with a link', async () => {
    const { rows } = await client.query<{ table_name: string; column_name: string }>(`
      select kcu.table_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'accounts'`);
    const uncovered = rows.filter(
      (row) =>
        !PERSONAL_DATA[row.table_name]?.links.some((link) => link.column === row.column_name),
    );
    expect(uncovered.map((row) => `${row.table_name}.${row.column_name}`)).toEqual([]);
    // Columns that hold an account id without a foreign key (the audit log's actor).
    expect(PERSONAL_DATA.audit_events?.links.map((link) => link.column)).toContain('actor_id');
  });

  it('names only columns and tables that exist, and gives every kept link a reason', () => {
    for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
      const own = columns.get(table) ?? new Set();
      for (const link of entry.links) {
        if (link.column) expect(own.has(link.column), `${table}.${link.column}`).toBe(true);
        if (link.via) {
          expect(own.has(link.via.column), `${table}.${link.via.column}`).toBe(true);
          expect(PERSONAL_DATA[link.via.table], `${table} via ${link.via.table}`).toBeDefined();
        }
        expect(Boolean(link.column) !== Boolean(link.via), table).toBe(true);
        if (link.erase === 'keep') expect(link.why.length).toBeGreaterThan(10);
        if (link.erase === 'anonymise') {
          for (const column of Object.keys(link.set)) {
            expect(own.has(column), `${table}.${column}`).toBe(true);
          }
        }
      }
      for (const column of [...(entry.secrets ?? []), ...(entry.matched?.columns ?? [])]) {
        expect(own.has(column), `${table}.${column}`).toBe(true);
      }
      expect(entry.links.length > 0 || entry.matched !== undefined, table).toBe(true);
    }
  });

  it('finds no e-mail address, name or phone column outside the personal tables', () => {
    const looksPersonal =
      /(^|_)(email|full_name|phone_number|actor_name|changed_by_name|customer_name)$/;
    const outside = [...columns.entries()].flatMap(([table, set]) =>
      PERSONAL_DATA[table]
        ? []
        : [...set].filter((column) => looksPersonal.test(column)).map((c) => `${table}.${c}`),
    );
    expect(outside).toEqual([]);
  });

  it('erases what is found another way than by a link, and unlinks only columns that may be empty', () => {
    for (const table of MATCHED_ERASURE_TABLES) {
      expect(PERSONAL_DATA[table]?.matched, table).toBeDefined();
    }
    // A table reached only by a match must be erased by one.
    for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
      if (entry.links.length === 0) expect(MATCHED_ERASURE_TABLES, table).toContain(table);
      for (const link of entry.links) {
        if (link.erase === 'unlink' && link.column) {
          expect(nullable.has(`${table}.${link.column}`), `${table}.${link.column}`).toBe(true);
        }
      }
    }
  });
});

describe('the order of deletions', () => {
  it('deletes a row before the row it hangs from, and ends on a cycle', () => {
    const graph = new Map([
      ['package_attempt_scos', new Set(['package_attempts'])],
      ['package_attempts', new Set(['accounts'])],
      ['a', new Set(['b'])],
      ['b', new Set(['a'])],
    ]);
    const order = deletionOrder(['package_attempts', 'package_attempt_scos', 'a', 'b'], graph);
    expect(order.indexOf('package_attempt_scos')).toBeLessThan(order.indexOf('package_attempts'));
    expect([...order].sort()).toEqual(['a', 'b', 'package_attempt_scos', 'package_attempts']);
  });
});
