import type { PGlite } from '@electric-sql/pglite';

const FIRST = [
  'Anna',
  'Anne',
  'Annika',
  'Bram',
  'Chloé',
  'Daan',
  'Emma',
  'Eva',
  'Finn',
  'Fleur',
  'Gijs',
  'Hanna',
  'Iris',
  'Jan',
  'Jesse',
  'Julia',
  'Kees',
  'Lars',
  'Lotte',
  'Lucas',
  'Maria',
  'Mark',
  'Milan',
  'Noah',
  'Nina',
  'Olivia',
  'Pieter',
  'Roos',
  'Sam',
  'Sara',
  'Sem',
  'Sophie',
  'Thijs',
  'Tess',
  'Vera',
  'Wouter',
  'Yara',
  'Zoë',
  'Ahmed',
  'Elif',
];
const LAST = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'Schouten',
  'Willems',
  'Hoekstra',
  'Koster',
  'Prins',
  'Maas',
  'Verbeek',
  'Kuipers',
  'van Beek',
  'Yilmaz',
  'El Amrani',
  'Popescu',
  'Ionescu',
  'Schmidt',
  'Dubois',
  'García',
];
const DOMAINS = ['example.org', 'acme-learning.example', 'mail.example.com'];

const array = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Adds `count` students to Demo Academy in one statement: 1,800 name combinations, e-mails
 * `first.last.N@domain`, last seen spread over two months (a third never), every 50th a coach.
 * VACUUM ANALYZE afterwards, as autovacuum would on PostgreSQL.
 */
export async function addAccounts(client: PGlite, count: number) {
  const { rows } = await client.query<{ portal_id: string; entity_id: string; hash: string }>(
    `select portal_id, entity_id, password_hash as hash from accounts
     where email = 'anouk.bakker@acme-learning.example'`,
  );
  const seed = rows[0];
  if (!seed) throw new Error('The demo seed is missing');
  await client.query(
    `insert into accounts (portal_id, entity_id, email, full_name, password_hash, locale,
       last_online, created_at)
     select $1, $2,
       lower(translate(first || '.' || last, ' éëí', '-eei')) || '.' || g || '@'
         || (${array(DOMAINS)})[1 + g % 3],
       first || ' ' || last, $3, 'nl',
       case when g % 3 = 0 then null else now() - (g % 86400) * interval '1 minute' end,
       now() - (g % 1000) * interval '1 day'
     from (
       select g, (${array(FIRST)})[1 + g % ${FIRST.length}] as first,
         (${array(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] as last
       from generate_series(1, $4::int) g
     ) names`,
    [seed.portal_id, seed.entity_id, seed.hash, count],
  );
  await client.query(
    `insert into account_roles (account_id, role)
     select id, case when row_number() over (order by id) % 50 = 0 then 'coach' else 'student' end
     from accounts a where not exists (select 1 from account_roles r where r.account_id = a.id)`,
  );
  await client.exec('vacuum analyze accounts');
  await client.exec('vacuum analyze account_roles');
}
