import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, withPreparedStatements } from './pglite-prepared';

let raw: PGlite;
let pg: PGlite;

beforeAll(async () => {
  raw = await PGlite.create();
  pg = withPreparedStatements(raw);
  await raw.exec(`
    create table items (id int primary key, name text not null, tags text[] not null default '{}',
      created timestamptz not null default now(), data jsonb);
    insert into items (id, name, tags, data) values (1, 'one', '{a,b}', '{"x":1}'), (2, 'two', '{}', null);
  `);
});
afterAll(() => raw.close());

const preparedNames = async () =>
  (
    await raw.query<{ name: string }>('select name from pg_prepared_statements order by name')
  ).rows.map((row) => row.name);

describe('PGlite with prepared statements', () => {
  it('answers exactly what PGlite’s own query() answers, in both row modes', async () => {
    const text =
      'select id, name, tags, created, data from items where id = any($1::int[]) order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const mine = await pg.query(text, [[1, 2]], { rowMode });
      const theirs = await raw.query(text, [[1, 2]], { rowMode });
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
  });

  it('prepares a text once and reuses it, with other values each time', async () => {
    const before = (await preparedNames()).length;
    const text = 'select name from items where id = $1';
    expect((await pg.query<{ name: string }>(text, [1])).rows).toEqual([{ name: 'one' }]);
    expect((await pg.query<{ name: string }>(text, [2])).rows).toEqual([{ name: 'two' }]);
    expect((await pg.query<{ name: string }>(text, [3])).rows).toEqual([]);
    expect((await preparedNames()).length).toBe(before + 1);
  });

  it('serialises parameters by their type (dates, json, arrays, null)', async () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    await pg.query(
      'insert into items (id, name, tags, created, data) values ($1, $2, $3, $4, $5)',
      [3, 'three', ['x', 'y'], when, { nested: [1, 2] }],
    );
    const row = (
      await pg.query<{ created: Date; data: unknown; tags: string[] }>(
        'select created, data, tags from items where id = $1',
        [3],
      )
    ).rows[0];
    expect(row).toEqual({ created: when, data: { nested: [1, 2] }, tags: ['x', 'y'] });
    await pg.query('update items set data = $1 where id = $2', [null, 3]);
    expect((await raw.query('select data from items where id = 3')).rows).toEqual([{ data: null }]);
  });

  it('reports errors as PGlite does and keeps working afterwards', async () => {
    await expect(
      pg.query('insert into items (id, name) values ($1, $2)', [1, 'dup']),
    ).rejects.toMatchObject({
      code: '23505',
    });
    await expect(pg.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
    await expect(pg.query('select $1::int', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await pg.query<{ n: number }>('select count(*)::int as n from items')).rows).toEqual([
      { n: 3 },
    ]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    const order: string[] = [];
    const transaction = raw.transaction(async (tx) => {
      await tx.query('update items set name = $1 where id = 2', ['changed']);
      order.push('tx updated');
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('tx done');
    });
    const read = pg
      .query<{ name: string }>('select name from items where id = $1', [2])
      .then((r) => {
        order.push('read');
        return r.rows[0]?.name;
      });
    await transaction;
    expect(await read).toBe('changed');
    expect(order).toEqual(['tx updated', 'tx done', 'read']);
  });

  it('keeps at most MAX_PREPARED_STATEMENTS and frees the least recently used', async () => {
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) await pg.query(`select ${i} as n`);
    const names = await preparedNames();
    expect(names.length).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
    // The newest is still prepared and answers.
    expect((await pg.query(`select ${MAX_PREPARED_STATEMENTS + 19} as n`)).rows).toEqual([
      { n: MAX_PREPARED_STATEMENTS + 19 },
    ]);
  });

  it('leaves transaction(), exec() and the rest to PGlite', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values ($1, $2)', [10, 'in tx']);
    });
    await pg.exec('delete from items where id = 10');
    expect((await pg.query('select * from items where id = $1', [10])).rows).toEqual([]);
  });
});
