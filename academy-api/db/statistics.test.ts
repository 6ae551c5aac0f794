import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { analyzeChangedTables, needsAnalyze } from './statistics';

describe('needsAnalyze (autovacuum: 50 rows + 10 % of the table)', () => {
  it('analyses a never-analysed table once more than 50 rows changed', () => {
    expect(needsAnalyze({ estimatedRows: -1, modifiedSinceAnalyze: 50 })).toBe(false);
    expect(needsAnalyze({ estimatedRows: -1, modifiedSinceAnalyze: 51 })).toBe(true);
  });
  it('waits for 10 % of a large table', () => {
    expect(needsAnalyze({ estimatedRows: 10_000, modifiedSinceAnalyze: 1_050 })).toBe(false);
    expect(needsAnalyze({ estimatedRows: 10_000, modifiedSinceAnalyze: 1_051 })).toBe(true);
  });
});

describe('analyzeChangedTables on PGlite', () => {
  it('gives the planner the size of a table filled after start (no nested loop over 10,000 rows)', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await client.exec(`
      create table subscribers (id int primary key, list int not null);
      create table tiny (id int primary key);
      insert into subscribers select g, g % 3 from generate_series(1, 10000) g;
      insert into tiny values (1);`);
    const estimate = async () =>
      Number(
        (
          await client.query<{ reltuples: number }>(
            `select reltuples from pg_class where relname = 'subscribers'`,
          )
        ).rows[0]?.reltuples,
      );
    expect(await estimate()).toBeLessThan(1);

    expect(await analyzeChangedTables(db as never)).toEqual(['subscribers']);
    expect(await estimate()).toBe(10_000);
    // Nothing changed since: nothing to do.
    expect(await analyzeChangedTables(db as never)).toEqual([]);
    await db.execute(sql`select 1`);
    await client.close();
  });
});
