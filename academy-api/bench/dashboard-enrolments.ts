import type { PGlite } from '@electric-sql/pglite';

/**
 * The dashboard benchmark's enrolments (bench:dashboard, bench:reports): every bench student
 * (bulk-accounts.ts) enrols in 3 of Demo Academy's courses over the last six months, a third
 * of them completed in the last three.
 */
export async function addDashboardEnrolments(client: PGlite): Promise<void> {
  await client.exec(`
    with demo_courses as (
      select c.id, row_number() over (order by c.slug) - 1 as n, count(*) over () as total
      from courses c join portals p on p.id = c.portal_id where p.key = 'demo'
    ), students as (
      select id, row_number() over (order by id) as s from accounts
      where email like '%.%.%@%' and email not like '%@demo.academy'
    )
    insert into enrollments (account_id, course_id, status, progress, enrolled_at, completed_at)
    select st.id, dc.id,
      case when (st.s + k) % 3 = 0 then 'completed' else 'active' end,
      case when (st.s + k) % 3 = 0 then 100 else ((st.s * 7 + k) % 100)::int end,
      now() - ((st.s + k * 13) % 180) * interval '1 day',
      case when (st.s + k) % 3 = 0 then now() - ((st.s + k * 13) % 90) * interval '1 day' end
    from students st
    cross join generate_series(0, 2) k
    join demo_courses dc on dc.n = (st.s + k * 3) % dc.total
    on conflict do nothing;
  `);
}
