import type { PGlite } from '@electric-sql/pglite';

// Name pools the size of a real user base (20,000 combinations for 100,000 accounts, so a
// three-letter fragment matches a few per cent, as with real names), Dutch and international.
const FIRST = `Aaliyah Aaron Abdel Ada Adam Adriaan Ahmed Aisha Alex Alexandra Ali Alicia Amber
  Amira Anna Anouk Arjen Arthur Ayoub Bas Benjamin Bente Bilal Bo Boaz Bram Brenda Carmen Casper
  Charlotte Chloé Chris Claudia Daan Daniel Dewi Diego Dirk Eline Elif Emily Emma Esra Eva Fatima
  Femke Finn Fleur Floor Frank Gerrit Gijs Hamza Hannah Hidde Hugo Ibrahim Ilse Imane Ines Iris
  Isa Ivo Jasper Jesse Joost Jorge Julia Julian Kai Karin Kees Kevin Koen Lara Lars Laura Lieke
  Linda Lisa Liam Lotte Lucas Luuk Maarten Malika Mark Marloes Mats Max Maya Mehmet Merel Milan
  Mohammed Nadia Naomi Niels Nina Noah Noor Olivia Omar Oscar Pablo Pieter Priya Quinten Rachid
  Rik Robin Roos Ruben Sander Sanne Sara Sem Sofia Stefan Tess Thijs Tim Tom Valentina Vera Wessel
  Willem Wouter Yara Yusuf Zoë`.split(/\s+/);
const LAST =
  `de Jong|Jansen|de Vries|van den Berg|van Dijk|Bakker|Janssen|Visser|Smit|Meijer|de Boer|
  Mulder|de Groot|Bos|Vos|Peters|Hendriks|van Leeuwen|Dekker|Brouwer|de Wit|Dijkstra|Smits|de Graaf|
  van der Meer|van der Linden|Kok|Jacobs|de Haan|Vermeulen|van den Heuvel|van der Veen|van den Broek|
  de Bruijn|de Bruin|van der Heijden|Schouten|van Beek|Willems|van Vliet|van de Ven|Hoekstra|Maas|
  Verhoeven|Koster|van Dam|van der Wal|Prins|Blom|Huisman|Peeters|de Jonge|Kuipers|van Veen|Post|
  Kuiper|Veenstra|Kramer|van den Brink|Scholten|van Wijk|Postma|Martens|Vink|de Ruiter|Timmermans|
  Groen|Gerritsen|Jonker|van Loon|Boer|van der Velde|Willemsen|Smeets|de Lange|de Vos|Bosch|
  van Dongen|Schipper|de Koning|van der Laan|Koning|van der Velden|Driessen|van Doorn|Hermans|
  Evers|van den Bosch|van der Meulen|Hofman|Bosman|Wolters|Sijbesma|Verbeek|Kroon|van Houten|
  Yilmaz|El Amrani|Kaya|Demir|Benali|Bouzid|Öztürk|Aydın|El Idrissi|Popescu|Ionescu|Popa|Nowak|
  Kowalski|Schmidt|Müller|Fischer|Weber|Dubois|Martin|Bernard|García|Fernández|Rossi|Russo|
  Ferrari|Silva|Santos|Pereira|Nguyen|Tran|Wang|Li|Zhang|Chen|Singh|Kumar|Patel|Sharma|Smith|
  Johnson|Williams|Brown|Jones|Murphy|Kelly|Walsh|O'Brien|Andersen|Nielsen|Hansen|Johansson|
  Lindqvist|Virtanen|Novak|Horvat`
    .split('|')
    .map((name) => name.trim());
const DOMAINS = ['example.org', 'acme-learning.example', 'mail.example.com'];

const array = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Adds `count` students to Demo Academy in one statement: names from the pools above, e-mails
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
       translate(lower(first || '.' || last), ' ''éëíüöıá', '--eeiuoia') || '.' || g || '@'
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
