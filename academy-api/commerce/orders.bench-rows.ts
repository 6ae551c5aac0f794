import type { PGlite } from '@electric-sql/pglite';

const CUSTOMERS = 2_000;

const NAMES = `Acme Globex Initech Umbrella Stark Wayne Hooli Vandelay Soylent Tyrell Cyberdyne
  Wonka Gringotts Oceanic Aperture Monarch Nakatomi Virtucon Duff Krusty`.split(/\s+/);

/**
 * `count` orders on Demo Academy for 2,000 customers of their own: every status, one line each
 * (the demo products), numbered DEMO-2025-… and DEMO-2026-… with the year counters set to match,
 * over about two years. The search index is built once after the rows are in (as a restore
 * would), not row by row.
 */
export async function addBulkOrders(client: PGlite, count: number) {
  const half = Math.floor(count / 2);
  await client.exec('drop index orders_search_trgm_idx');
  await client.exec(`
    insert into entities (portal_id, name)
    select p.id, (array[${NAMES.map((n) => `'${n}'`).join(',')}])[1 + g % ${NAMES.length}]
      || ' ' || (array['Learning', 'Academy', 'Group', 'Partners', 'Trading'])[1 + (g / 20) % 5]
      || ' ' || lpad(g::text, 4, '0') || ' BV'
    from portals p, generate_series(1, ${CUSTOMERS}) g where p.key = 'demo';

    create temporary table bench_customers as
      select id, name, row_number() over (order by id) as n from entities
      where name like '% BV' and name ~ ' [0-9]{4} BV$';

    create temporary table bench_products as
      select p.id, p.name, pp.amount_cents, row_number() over (order by p.position) as n
      from products p join product_prices pp on pp.product_id = p.id
      join portals po on po.id = p.portal_id where po.key = 'demo';

    insert into orders (portal_id, number, year, sequence, status, customer_entity_id,
      customer_name, sales_catalog_id, currency, billing_reference, subtotal_cents, discount_cents,
      vat_cents, total_cents, created_at, updated_at, paid_at)
    select po.id,
      'DEMO-' || y.year || '-' || lpad(y.seq::text, 6, '0'), y.year, y.seq,
      (array['draft', 'pending_payment', 'paid', 'fulfilled', 'fulfilled', 'fulfilled',
        'cancelled', 'refunded'])[1 + g % 8],
      c.id, c.name, sc.id, 'EUR', 'PO-' || (g * 7919 % 1000000),
      q.net, 0, (q.net * 21 + 50) / 100, q.net + (q.net * 21 + 50) / 100,
      y.created, y.created, case when g % 8 in (2, 3, 4, 5, 7) then y.created + interval '2 days' end
    from generate_series(1, ${count}) g
    cross join portals po
    cross join lateral (select id from sales_catalogs where portal_id = po.id limit 1) sc
    cross join lateral (select id, name from bench_customers where n = 1 + (g * 37) % ${CUSTOMERS}) c
    cross join lateral (select (1 + g % 10) * (array[24000, 9500, 150000])[1 + g % 3]::bigint as net) q
    cross join lateral (select
      case when g <= ${half} then 2025 else 2026 end as year,
      case when g <= ${half} then g else g - ${half} end + 10 as seq,
      timestamptz '2025-01-01' + ((g::float / ${count}) * interval '700 days') as created) y
    where po.key = 'demo';

    insert into order_lines (order_id, position, product_id, product_name, quantity,
      unit_price_cents, vat_rate_basis_points, net_cents, vat_cents, total_cents)
    select o.id, 0, p.id, p.name, 1 + o.sequence % 10, p.amount_cents, 2100, o.subtotal_cents,
      o.vat_cents, o.total_cents
    from orders o join bench_products p on p.n = 1 + o.sequence % 3
    where o.customer_name ~ ' [0-9]{4} BV$';
  `);
  await client.exec(`create index orders_search_trgm_idx on orders using gin
    (lower(number || ' ' || customer_name || ' ' || billing_reference) gin_trgm_ops)
    with (fastupdate = false)`);
  await client.exec(`
    insert into order_counters (portal_id, year, last_number)
    select portal_id, year, max(sequence) from orders group by portal_id, year
    on conflict (portal_id, year) do update set last_number = excluded.last_number;
  `);
  await client.exec('vacuum analyze');
}
