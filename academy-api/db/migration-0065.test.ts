import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * LTI went behind the portal's `lti` feature flag (issue 38): the migration switches it on for
 * every portal that already has an LTI tool or platform, so none loses what it uses, and leaves
 * every other portal's flags as they were.
 */
const sql = fs.readFileSync(
  path.join(import.meta.dirname, 'migrations/0065_lti_platform_name.sql'),
  'utf8',
);

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`
    create table portals (id int primary key, features text[] not null default '{}');
    create table lti_tools (id int primary key, portal_id int not null);
    create table lti_platforms (id int primary key, portal_id int not null);
    insert into portals values (1, '{account_files}'), (2, '{}'), (3, '{portals}'), (4, '{lti}');
    insert into lti_tools values (1, 1);
    insert into lti_platforms values (1, 2), (2, 4);
  `);
  await pg.exec(sql);
});
afterAll(() => pg.close());

describe('migration 0065: the lti flag', () => {
  it('is switched on where a tool or platform exists, once, and nowhere else', async () => {
    const { rows } = await pg.query<{ id: number; features: string[] }>(
      'select id, features from portals order by id',
    );
    expect(rows).toEqual([
      { id: 1, features: ['account_files', 'lti'] },
      { id: 2, features: ['lti'] },
      { id: 3, features: ['portals'] },
      { id: 4, features: ['lti'] },
    ]);
  });

  it('gives every platform an empty name', async () => {
    const { rows } = await pg.query<{ name: string }>('select name from lti_platforms');
    expect(rows).toEqual([{ name: '' }, { name: '' }]);
  });
});
