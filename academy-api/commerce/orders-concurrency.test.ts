import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import type { Db } from '../db/database';
import {
  entities,
  orders,
  portals,
  products,
  promotionRedemptions,
  salesCatalogs,
} from '../db/schema';
import { createApi, type EmbeddedApi } from '../index';
import { setUpTestApi } from '../test/api-client';
import { throwawayPostgres } from '../test/throwaway-postgres';

/**
 * Orders made at the same moment never share or skip a number (a counter row per
 * portal and year, locked in the order's transaction), and a promotion's limit holds when its
 * redemptions arrive at once (its row locked while each order counts). On the embedded
 * database (PGlite, one connection: transactions take turns) and on PostgreSQL (real
 * concurrency over a pool of connections), when TEST_DATABASE_URL is set.
 */

type Harness = { db: Db; api: EmbeddedApi };

async function call(
  api: EmbeddedApi,
  token: string,
  pathName: string,
  method = 'GET',
  body?: unknown,
) {
  const response = await api.fetch(
    new Request(`http://api${pathName}`, {
      method,
      headers: {
        'x-portal-domain': 'localhost',
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
  );
  return { status: response.status, body: await response.json() };
}

async function signIn(api: EmbeddedApi, email: string) {
  const response = await api.fetch(
    new Request('http://api/auth/login', {
      method: 'POST',
      headers: { 'x-portal-domain': 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'academy-demo' }),
    }),
  );
  return (await response.json()).data.attributes.token as string;
}

async function fixtures(db: Db) {
  const [portal] = await db.select().from(portals).where(eq(portals.key, 'demo'));
  const [catalog] = await db
    .select()
    .from(salesCatalogs)
    .where(eq(salesCatalogs.name, 'Standard prices'));
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.portalId, portal?.id ?? ''), eq(products.name, 'Annual subscription')));
  const [entity] = await db.select().from(entities).where(eq(entities.name, 'Acme Learning BV'));
  return { catalogId: catalog?.id, productId: product?.id, entityId: entity?.id };
}

function concurrencyChecks(harness: () => Harness) {
  it('100 orders created at once get 100 distinct, consecutive numbers', async () => {
    const { api, db } = harness();
    const token = await signIn(api, 'sales@demo.academy');
    const { catalogId, productId, entityId } = await fixtures(db);
    const order = {
      data: {
        type: 'orders',
        attributes: {
          customer_type: 'entity',
          customer_id: entityId,
          sales_catalog_id: catalogId,
          lines: [{ product_id: productId, quantity: 1 }],
        },
      },
    };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => call(api, token, '/v1/orders', 'POST', order)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(201));
    const sequences = answers
      .map((answer) => Number(String(answer.body.data.attributes.number).split('-')[2]))
      .sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(100);
    const first = sequences[0] ?? 0;
    expect(sequences).toEqual(Array.from({ length: 100 }, (_, i) => first + i));
    // Nothing skipped, before or among them: the year's numbers run 1, 2, 3… without a gap.
    const year = Number(String(answers[0]?.body.data.attributes.number).split('-')[1]);
    const numbered = await db
      .select({ sequence: orders.sequence })
      .from(orders)
      .innerJoin(portals, eq(portals.id, orders.portalId))
      .where(and(eq(portals.key, 'demo'), eq(orders.year, year)))
      .orderBy(asc(orders.sequence));
    expect(numbered.map((row) => row.sequence)).toEqual(
      Array.from({ length: numbered.length }, (_, i) => i + 1),
    );
  }, 120_000);

  it('50 redemptions at once of a promotion limited to 10 give exactly 10', async () => {
    const { api, db } = harness();
    const token = await signIn(api, 'sales@demo.academy');
    const admin = await signIn(api, 'admin@demo.academy');
    const { catalogId, productId } = await fixtures(db);
    const code = `RUSH${Date.now().toString(36).toUpperCase()}`;
    const promotion = await call(api, admin, '/v1/promotions', 'POST', {
      data: {
        type: 'promotions',
        attributes: { code, kind: 'percent', percent: 10, max_redemptions: 10 },
      },
    });
    expect(promotion.status).toBe(201);
    // 50 customers of their own (no per-account limit gets in the way).
    const [portal] = await db.select().from(portals).where(eq(portals.key, 'demo'));
    const customers = await db
      .insert(entities)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          portalId: portal?.id ?? '',
          name: `${code} ${i}`,
        })),
      )
      .returning({ id: entities.id });
    const answers = await Promise.all(
      customers.map((customer) =>
        call(api, token, '/v1/orders', 'POST', {
          data: {
            type: 'orders',
            attributes: {
              customer_type: 'entity',
              customer_id: customer.id,
              sales_catalog_id: catalogId,
              lines: [{ product_id: productId, quantity: 1 }],
              promotion_code: code.toLowerCase(),
            },
          },
        }),
      ),
    );
    const made = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(made).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused) expect(answer.body.errors[0].meta.reason).toBe('limit_reached');
    const redemptions = await db
      .select()
      .from(promotionRedemptions)
      .where(
        and(
          eq(promotionRedemptions.promotionId, promotion.body.data.id),
          isNull(promotionRedemptions.releasedAt),
        ),
      );
    expect(redemptions).toHaveLength(10);
  }, 120_000);
}

function statusConcurrencyChecks(harness: () => Harness) {
  it('paying and cancelling at once from pending payment: one wins, the other is told 409', async () => {
    const { api, db } = harness();
    const token = await signIn(api, 'sales@demo.academy');
    const { catalogId, productId, entityId } = await fixtures(db);
    const made = await call(api, token, '/v1/orders', 'POST', {
      data: {
        type: 'orders',
        attributes: {
          customer_type: 'entity',
          customer_id: entityId,
          sales_catalog_id: catalogId,
          lines: [{ product_id: productId, quantity: 1 }],
        },
      },
    });
    expect(made.status).toBe(201);
    const move = (status: string) =>
      call(api, token, `/v1/orders/${made.body.data.id}/status`, 'POST', {
        data: { type: 'orders', attributes: { status, from_status: 'pending_payment' } },
      });
    const answers = await Promise.all([move('paid'), move('cancelled')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    // The loser is told the status the winner's move left (paid runs the automations after).
    const winner = answers[0]?.status === 200 ? 'paid' : 'cancelled';
    const lost = answers.find((answer) => answer.status === 409);
    expect(lost?.body.errors[0]).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      meta: { status: winner },
    });
  }, 60_000);
}

describe('on the embedded database (PGlite)', () => {
  const t = setUpTestApi();
  concurrencyChecks(() => ({ db: t.db, api: t.api }));
  statusConcurrencyChecks(() => ({ db: t.db, api: t.api }));
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let opened: Awaited<ReturnType<typeof openPostgres>> | undefined;
  let harness: Harness;
  throwawayPostgres(url, 'academy_orders', {
    async before(databaseUrl) {
      opened = await openPostgres(databaseUrl, {
        migrationsFolder: path.join(import.meta.dirname, '../db/migrations'),
        seed: true,
      });
      harness = { db: opened.db, api: createApi(opened.db) };
    },
    after: async () => opened?.close(),
  });

  concurrencyChecks(() => harness);
  statusConcurrencyChecks(() => harness);
});
