import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The coach workspace's texts moved from the `coach` namespace into `coaching`: the migration
 * carries every portal's stored overrides along, so no admin loses a text they had set.
 */
const sql = fs.readFileSync(
  path.join(import.meta.dirname, 'migrations/0029_coaching_texts_namespace.sql'),
  'utf8',
);

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec('create table portal_languages (id int primary key, overrides text not null)');
});
afterAll(() => pg.close());

async function migrated(overrides: string): Promise<string> {
  await pg.exec('delete from portal_languages');
  await pg.query('insert into portal_languages (id, overrides) values (1, $1)', [overrides]);
  await pg.exec(sql);
  const { rows } = await pg.query<{ overrides: string }>('select overrides from portal_languages');
  return rows[0]?.overrides ?? '';
}

describe('migration 0029: coach texts into the coaching namespace', () => {
  it('renames coach.* keys and keeps every other override', async () => {
    const after = JSON.parse(
      await migrated(
        JSON.stringify({
          'coach.mentees.title': 'Mijn pupillen',
          'coaching.queue.title': 'Wachtrij',
          'menu.coach.participants': 'Deelnemers',
        }),
      ),
    );
    expect(after).toEqual({
      'coaching.mentees.title': 'Mijn pupillen',
      'coaching.queue.title': 'Wachtrij',
      'menu.coach.participants': 'Deelnemers',
    });
  });

  it('lets an override already under the new key win', async () => {
    const after = JSON.parse(
      await migrated(
        JSON.stringify({ 'coach.statuses.new': 'Old name', 'coaching.statuses.new': 'Kept' }),
      ),
    );
    expect(after).toEqual({ 'coaching.statuses.new': 'Kept' });
  });

  it('leaves a language without coach keys, and one that is not JSON, untouched', async () => {
    expect(await migrated('{"common.save":  "Bewaar"}')).toBe('{"common.save":  "Bewaar"}');
    expect(await migrated('not json "coach.x"')).toBe('not json "coach.x"');
  });
});
