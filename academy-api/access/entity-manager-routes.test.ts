/// <reference types="vite/client" />
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoles, accounts } from '../db/schema';
import { setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';
import { PEOPLE, type Row, type RowsOf } from './route-table';

/** The `rows` of every route module, as route-table.test.ts reads them. */
const ROUTE_MODULE_ROWS = import.meta.glob<RowsOf | undefined>(['../*/*.routes.ts'], {
  eager: true,
  import: 'rows',
});

/**
 * Issue 43, item 5: an entity manager (not a demo account: made here, an account of Acme
 * Learning BV with `entity_manager` and `student`) reads the reports and nothing else of the
 * admin area. Over every row of the route table: on the reports' and the schedules' routes they
 * get what Ada gets (their own entity's rows); on every other route they get no further than
 * Stijn Student, a learner of the same entity — wherever Stijn is kept out (401, 402, 403, 404),
 * so are they.
 */
const t = setUpTestApi();
const { id, token } = demoPeople(t, PEOPLE);
const NO_SUCH = '00000000-0000-4000-8000-000000000000';
let managerId = '';
let managerToken = '';

const ROWS: Row[] = Object.values(ROUTE_MODULE_ROWS).flatMap(
  (rows) => rows?.({ id: id as Record<keyof typeof PEOPLE, string>, NO_SUCH }) ?? ([] as Row[]),
);

const REPORT_ROUTES = /^\/v1\/(reports|report_schedules)(\/|$)/;
const KEPT_OUT = new Set([401, 402, 403, 404]);

beforeAll(async () => {
  const [stijn] = await t.db
    .select({
      hash: accounts.passwordHash,
      portalId: accounts.portalId,
      entityId: accounts.entityId,
    })
    .from(accounts)
    .where(eq(accounts.email, PEOPLE.stijn));
  const email = `entity-manager-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const [row] = await t.db
    .insert(accounts)
    .values({
      portalId: stijn?.portalId as string,
      entityId: stijn?.entityId as string,
      email,
      fullName: 'Erik Entity',
      locale: 'en',
      passwordHash: stijn?.hash ?? '',
    })
    .returning({ id: accounts.id });
  managerId = row?.id as string;
  await t.db.insert(accountRoles).values([
    { accountId: managerId, role: 'entity_manager' },
    { accountId: managerId, role: 'student' },
  ]);
  managerToken = await t.signIn(email);
});

describe('an entity manager across the route table', () => {
  for (const row of ROWS.filter((row) => !row.path(':me').startsWith('/auth/'))) {
    it(`${row.method} ${row.route}`, async () => {
      const ask = (path: string, who: string) =>
        t.request(path, { method: row.method, token: who, body: row.body });
      const manager = (await ask(row.path(managerId), managerToken)).status;
      if (REPORT_ROUTES.test(row.route)) {
        expect(manager).toBe(row.expect.ada ?? row.expect.others);
        return;
      }
      const stijn = (await ask(row.path(id.stijn as string), token.stijn as string)).status;
      if (KEPT_OUT.has(stijn)) expect(KEPT_OUT.has(manager), `Stijn ${stijn}`).toBe(true);
    });
  }
});
