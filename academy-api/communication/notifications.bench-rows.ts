import type { PGlite } from '@electric-sql/pglite';

/**
 * Gives one account exactly `count` unread notifications, one every 30 seconds back from now,
 * in one generate_series statement (~13 s per million on PGlite). Ids are UUIDv7 of their
 * time, as the API makes them (uuidv7(interval) is PostgreSQL 18, which PGlite is). VACUUM
 * ANALYZE afterwards does what autovacuum would do on PostgreSQL: statistics and the
 * visibility map (index-only scans).
 */
export async function fillNotifications(client: PGlite, accountId: string, count: number) {
  await client.query('delete from notifications where account_id = $1', [accountId]);
  await client.query(
    `insert into notifications (id, account_id, message, link, received_at)
     select uuidv7(-(g * interval '30 seconds')), $1,
       'Benchmark notification ' || g || ': Cora Coach left feedback on your portfolio.',
       case g % 4 when 0 then '/catalog' when 1 then '/portfolio'
         when 2 then 'http://localhost:3000/account/orders' end,
       now() - g * interval '30 seconds'
     from generate_series(1, $2::int) g`,
    [accountId, count],
  );
  await client.exec('vacuum analyze notifications');
}

export async function accountIdOf(client: PGlite, email: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    'select id from accounts where lower(email) = $1',
    [email],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`No account ${email}`);
  return id;
}
